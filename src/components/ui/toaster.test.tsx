import { act, renderHook, screen } from "@testing-library/react";
import { useLayoutEffect } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast, toast, useToasts } from "@/lib/use-toast";
import { renderWithApp } from "@/test/render";
import { Toaster } from "./toaster";

afterEach(() => {
  act(() => dismissToast());
  act(() => vi.runOnlyPendingTimers());
  vi.useRealTimers();
});

/** Layout effects run before passive ones: this shows a toast between a region's first render and its subscription. */
function ShowsToastInTheGap() {
  useLayoutEffect(() => {
    toast({ title: "Subscribed!" });
  }, []);
  return null;
}

describe("toasts (SPEC.md §9)", () => {
  it("a toast shows for 5000 ms, then closes by itself", async () => {
    vi.useFakeTimers();
    renderWithApp(<Toaster />);
    act(() => {
      toast({ title: "Vote recorded!" });
    });
    expect(screen.getByText("Vote recorded!")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(screen.getByText("Vote recorded!")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByText("Vote recorded!")).toBeNull();
  });

  it("a dismissed toast stays in the list, closed, for 1,000,000 ms before it is removed", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToasts());
    let id = "";
    act(() => {
      id = toast({ title: "Subscribed" }).id;
    });
    expect(result.current).toEqual([expect.objectContaining({ id, open: true })]);
    act(() => dismissToast(id));
    expect(result.current).toEqual([expect.objectContaining({ id, open: false })]);
    act(() => vi.advanceTimersByTime(999_999));
    expect(result.current).toEqual([expect.objectContaining({ id, open: false })]);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual([]);
  });
  it("a toast shown after the region rendered but before it subscribed still shows (the region arrives on demand)", () => {
    vi.useFakeTimers();
    renderWithApp(
      <>
        <Toaster />
        <ShowsToastInTheGap />
      </>,
    );
    expect(screen.getByText("Subscribed!")).toBeInTheDocument();
  });
});
