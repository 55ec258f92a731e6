import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { REVEAL_BATCH, useRevealInTurn } from "./use-reveal-in-turn";

// The task boundary, stepped by hand: each call of `runTask` is one task of the browser.
const tasks = vi.hoisted(() => [] as (() => void)[]);
vi.mock("./next-task", () => ({ inNextTask: (callback: () => void) => tasks.push(callback) }));
const adopting = vi.hoisted(() => ({ now: false }));
vi.mock("./hydration-slices", () => ({ isAdoptingPage: () => adopting.now }));
const runTask = () => act(() => tasks.shift()?.());

function Part({ ready, id }: { ready: boolean; id: number }) {
  return <span data-testid={useRevealInTurn(ready) ? "shown" : "waiting"}>{id}</span>;
}

const IDS = Array.from({ length: 20 }, (_, i) => i);

function Page({ ready, count }: { ready: boolean; count: number }) {
  return (
    <>
      {IDS.slice(0, count).map((id) => (
        <Part key={id} id={id} ready={ready} />
      ))}
    </>
  );
}

const shownIds = () => screen.queryAllByTestId("shown").map((el) => Number(el.textContent));

describe("useRevealInTurn", () => {
  it("shows the parts waiting on data a batch per task, in page order", () => {
    expect(REVEAL_BATCH).toBe(6);
    const { rerender } = render(<Page ready={false} count={15} />);
    expect(shownIds()).toEqual([]);
    rerender(<Page ready count={15} />);
    // The data is there, but nothing is drawn in the task it arrived in.
    expect(shownIds()).toEqual([]);
    runTask();
    expect(shownIds()).toEqual([0, 1, 2, 3, 4, 5]);
    runTask();
    expect(shownIds()).toHaveLength(12);
    runTask();
    expect(shownIds()).toHaveLength(15);
    expect(tasks).toHaveLength(0);
  });

  it("shows at once a part whose data was already there when it mounted", () => {
    render(<Page ready count={3} />);
    expect(shownIds()).toEqual([0, 1, 2]);
    expect(tasks).toHaveLength(0);
  });

  it("while the prerendered page is adopted, starts in its waiting state even with the data there", () => {
    adopting.now = true;
    try {
      render(<Page ready count={3} />);
      // The HTML being adopted shows the waiting state: the first render must match it.
      expect(shownIds()).toEqual([]);
      runTask();
      expect(shownIds()).toEqual([0, 1, 2]);
    } finally {
      adopting.now = false;
    }
  });

  it("forgets a part unmounted before its turn", () => {
    const { rerender } = render(<Page ready={false} count={8} />);
    rerender(<Page ready count={8} />);
    rerender(<Page ready count={2} />);
    runTask();
    expect(shownIds()).toEqual([0, 1]);
    runTask();
    expect(tasks).toHaveLength(0);
  });
});
