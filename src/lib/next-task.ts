// A task boundary without setTimeout's 4 ms clamp on nested timers. Made on first use: an open channel would
// keep a Node process that merely imports this module (the prerenderer) alive.
let channel: MessageChannel | undefined;
const queue: (() => void)[] = [];

/** Runs `callback` in a task of its own, after the browser has had the chance to paint and handle input. */
export function inNextTask(callback: () => void): void {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => queue.shift()?.();
  }
  queue.push(callback);
  channel.port2.postMessage(null);
}
