/**
 * SPEC.md §8: browser console errors that mention a wallet extension or the ad network's domains are noise
 * this site cannot fix (injected by extensions or third-party frames); they are dropped. Nothing else is.
 */
const NOISE = [
  /metamask/i,
  /\bwallet\b/i,
  /window\.ethereum/i,
  /tronlink|phantom|coinbase wallet/i,
  /chrome-extension:\/\//i,
  /moz-extension:\/\//i,
  /googlesyndication\.com/i,
  /doubleclick\.net/i,
  /adsbygoogle/i,
  /googleadservices\.com/i,
];

/** True when a console or error message is wallet-extension or ad-network noise. */
export function isConsoleNoise(message: string): boolean {
  return NOISE.some((pattern) => pattern.test(message));
}

function describeValue(value: unknown): string {
  if (value instanceof Error) return `${value.message} ${value.stack ?? ""}`;
  return typeof value === "string" ? value : String(value);
}

/** Wraps console.error and the global error events once, at start-up. */
export function suppressConsoleNoise(): void {
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    if (isConsoleNoise(args.map(describeValue).join(" "))) return;
    original(...args);
  };
  window.addEventListener("error", (event) => {
    if (isConsoleNoise(`${event.message} ${event.filename ?? ""} ${describeValue(event.error)}`))
      event.preventDefault();
  });
  window.addEventListener("unhandledrejection", (event) => {
    if (isConsoleNoise(describeValue(event.reason))) event.preventDefault();
  });
}
