import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { dismissToast, toast } from "@/lib/use-toast";
import { renderWithApp } from "@/test/render";
import { Providers } from "./providers";

function renderPage() {
  return renderWithApp(
    <Providers queryClient={createQueryClient()}>
      <button type="button">Subscribe</button>
    </Providers>,
  );
}

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
});

describe("the notification region", () => {
  it("is not loaded for a visitor who only reads; the first press loads it, and F8 then moves focus into it", async () => {
    const user = userEvent.setup();
    renderPage();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole("region", { name: "Notifications (F8)" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    const region = await screen.findByRole("region", { name: "Notifications (F8)" });
    // What a browser sends for F8 (user-event's key map has no code for the function keys).
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "F8", code: "F8" });

    expect(region).toContainElement(document.activeElement as HTMLElement);
  });

  it("F8 pressed before the region has loaded loads it and moves focus into it", async () => {
    renderPage();
    expect(screen.queryByRole("region", { name: "Notifications (F8)" })).toBeNull();

    fireEvent.keyDown(document.body, { key: "F8", code: "F8" });

    const region = await screen.findByRole("region", { name: "Notifications (F8)" });
    await waitFor(() => expect(region).toContainElement(document.activeElement as HTMLElement));
  });

  it("shows a toast inside that region and announces it with the translated label", async () => {
    // Radix writes the announcement two animation frames after the toast opens and drops it a second later;
    // a fake clock makes that window exact.
    vi.useFakeTimers();
    renderPage();
    act(() => {
      toast({ title: "Vote recorded!", description: "Thank you for rating this tool." });
    });
    act(() => vi.advanceTimersByTime(100));
    // The region's code arrives as a separate chunk; under a fake clock, let its import settle.
    await act(async () => {
      await vi.dynamicImportSettled();
    });
    act(() => vi.advanceTimersByTime(100));

    const region = screen.getByRole("region", { name: "Notifications (F8)" });
    expect(within(region).getByText("Vote recorded!")).toBeInTheDocument();
    expect(within(region).getByRole("button", { name: "Close notification" })).toBeInTheDocument();
    // Screen readers hear the toast's text after the label (not after the region's name).
    expect(screen.getByRole("status")).toHaveTextContent(/^Notification Vote recorded!/);
  });
});
