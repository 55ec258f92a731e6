import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import { useAnalytics, useDailyHomepageViews } from "./queries";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe("dashboard polling (SPEC.md §7, §9)", () => {
  it.each<[string, string, () => unknown, unknown]>([
    ["analytics", "/api/admin/analytics", () => useAnalytics("/api/admin/analytics"), {}],
    ["daily homepage views", "/api/admin/daily-homepage-views", () => useDailyHomepageViews(), []],
  ])("%s are fetched again every 30 seconds, not sooner", async (_, url, hook, body) => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
    const fetchMock = vi.fn(async (_url: string) => Response.json(body));
    vi.stubGlobal("fetch", fetchMock);
    renderHook(hook, { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(29_900));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock.mock.calls.every(([called]) => called === url)).toBe(true);
  });
});

describe("analytics errors (SPEC.md §8)", () => {
  it("a failure other than 401 reads 'status: statusText', whatever the body says", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json(
          { error: { code: "internal_error", message: "Something broke" } },
          { status: 500, statusText: "Internal Server Error" },
        ),
      ),
    );
    const { result } = renderHook(() => useAnalytics("/api/admin/analytics"), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ApiRequestError);
    expect(result.current.error?.message).toBe("500: Internal Server Error");
    // The code is still read from the body, for callers that branch on it.
    expect(result.current.error).toMatchObject({ status: 500, code: "internal_error" });
  });

  it("a 401 gives no data, not an error", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("Unauthorized", { status: 401, statusText: "Unauthorized" })),
    );
    const { result } = renderHook(() => useAnalytics("/api/admin/analytics"), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
  });
});
