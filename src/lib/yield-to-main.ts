/** `scheduler.yield()` where the browser has it (Prioritized Task Scheduling); not yet in TypeScript's DOM types. */
interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer a tap in between.
 * `scheduler.yield()` resumes ahead of other queued work; elsewhere a zero-delay timer does the same job, a
 * little later.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
