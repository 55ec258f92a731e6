import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ScrollManager } from "./scroll-manager";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("ScrollManager", () => {
  it("leaves the page the document was loaded at where it is, and scrolls to the top on every later page", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    const loadedAt = window.location.pathname;
    const router = createMemoryRouter([{ path: "*", Component: ScrollManager }], { initialEntries: [loadedAt] });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    // The browser placed the first page's scroll, and the visitor may have scrolled on since.
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate("/de/category/writing-help"));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: "instant" });

    // Back on the first page's path, it is a new page now: to the top again.
    await act(() => router.navigate(loadedAt));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
