import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, Tooltip } from "./tooltip";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function renderTwo() {
  render(
    <>
      <Tooltip content="Rate 1 of 5">
        <button type="button">one</button>
      </Tooltip>
      <Tooltip content="Rate 2 of 5">
        <button type="button">two</button>
      </Tooltip>
    </>,
  );
  return { one: screen.getByRole("button", { name: "one" }), two: screen.getByRole("button", { name: "two" }) };
}

const hover = (el: HTMLElement) => fireEvent.pointerEnter(el.parentElement as HTMLElement, { pointerType: "mouse" });
const leave = (el: HTMLElement) => fireEvent.pointerLeave(el.parentElement as HTMLElement, { pointerType: "mouse" });

describe("tooltip (SPEC.md §9 timing)", () => {
  it("opens after 700 ms of hover, describes its trigger, and closes on leave", () => {
    expect(TOOLTIP_DELAY_MS).toBe(700);
    const { one } = renderTwo();
    hover(one);
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 10));
    expect(screen.queryByRole("tooltip")).toBeNull();
    act(() => vi.advanceTimersByTime(20));
    const tip = screen.getByRole("tooltip");
    expect(tip).toHaveTextContent("Rate 1 of 5");
    expect(one).toHaveAttribute("aria-describedby", tip.id);
    leave(one);
    expect(screen.queryByRole("tooltip")).toBeNull();
    expect(one).not.toHaveAttribute("aria-describedby");
  });

  it("moving to the next trigger within 300 ms opens it at once; later it waits again", () => {
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
    const { one, two } = renderTwo();
    hover(one);
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
    leave(one);
    act(() => vi.advanceTimersByTime(100));
    hover(two);
    expect(screen.getByRole("tooltip")).toHaveTextContent("Rate 2 of 5");
    leave(two);
    act(() => vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS + 50));
    hover(one);
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("Escape closes an open tooltip", () => {
    const { one } = renderTwo();
    hover(one);
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
    expect(screen.getByRole("tooltip")).toBeInTheDocument();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("tooltip")).toBeNull();
  });
});
