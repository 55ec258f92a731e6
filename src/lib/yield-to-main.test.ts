import { afterEach, describe, expect, it, vi } from "vitest";
import { yieldToMain } from "./yield-to-main";

const withScheduler = globalThis as { scheduler?: unknown };

afterEach(() => {
  delete withScheduler.scheduler;
  vi.useRealTimers();
});

describe("yieldToMain", () => {
  it("hands over to scheduler.yield() where the browser has it", async () => {
    let release = () => {};
    const yieldFn = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    withScheduler.scheduler = { yield: yieldFn };
    let resumed = false;
    const waiting = yieldToMain().then(() => (resumed = true));
    expect(yieldFn).toHaveBeenCalledOnce();
    await Promise.resolve();
    expect(resumed).toBe(false);
    release();
    await waiting;
    expect(resumed).toBe(true);
  });

  it("elsewhere resumes in a timer task, not in the current one", async () => {
    vi.useFakeTimers();
    let resumed = false;
    const waiting = yieldToMain().then(() => (resumed = true));
    // Microtasks alone do not resume it: the current task has to end first.
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(resumed).toBe(false);
    await vi.runAllTimersAsync();
    await waiting;
    expect(resumed).toBe(true);
  });
});
