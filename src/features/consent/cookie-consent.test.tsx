import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT_KEY } from "@/lib/consent-store";
import { renderWithApp } from "@/test/render";
import { CONSENT_DELAY_MS, CookieConsent } from "./cookie-consent";

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

async function openDialog() {
  const view = renderWithApp(<CookieConsent />);
  expect(screen.queryByRole("dialog")).toBeNull();
  await act(async () => {
    vi.advanceTimersByTime(CONSENT_DELAY_MS - 50);
  });
  expect(screen.queryByRole("dialog")).toBeNull();
  await act(async () => {
    vi.advanceTimersByTime(100);
  });
  expect(screen.getByRole("dialog")).toBeInTheDocument();
  return view;
}

describe("cookie consent dialog", () => {
  it("appears after one second when nothing is stored", async () => {
    expect(CONSENT_DELAY_MS).toBe(1000);
    await openDialog();
  });

  it.each([
    ["Accept", "accepted"],
    ["Decline", "declined"],
  ])("%s stores the choice, closes, and the dialog does not come back", async (label, stored) => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const view = await openDialog();
    await user.click(screen.getByRole("button", { name: label }));
    expect(localStorage.getItem(CONSENT_KEY)).toBe(stored);
    expect(screen.queryByRole("dialog")).toBeNull();

    view.unmount();
    renderWithApp(<CookieConsent />);
    await act(async () => {
      vi.advanceTimersByTime(CONSENT_DELAY_MS * 3);
    });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("the close icon closes without storing, so it appears again on the next visit", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const view = await openDialog();
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(localStorage.getItem(CONSENT_KEY)).toBeNull();

    view.unmount();
    await openDialog();
  });

  it("a click on the backdrop closes without storing", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await openDialog();
    // The backdrop belongs to the dialog element: a click there targets the dialog itself.
    await user.click(screen.getByRole("dialog"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(localStorage.getItem(CONSENT_KEY)).toBeNull();
  });

  it("Escape closes without storing", async () => {
    await openDialog();
    act(() => {
      (screen.getByRole("dialog") as HTMLDialogElement).close();
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(localStorage.getItem(CONSENT_KEY)).toBeNull();
  });
});
