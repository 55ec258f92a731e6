import { BACKGROUND_REQUEST_HEADER } from "@common/api/background-request";
import { focusManager, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import { useAnalytics } from "./get-analytics";
import { dailyHomepageViewsQuery, useDailyHomepageViews } from "./get-daily-homepage-views";
import { useLiveVisitors } from "./get-live-visitors";
import { REFRESH_MS } from "./refresh";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  focusManager.setFocused(undefined);
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

  it("an answer that does not match the contract is an error, not a dashboard of wrong figures", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ totalVisits: 3 })),
    );
    const { result } = renderHook(() => useAnalytics("/api/admin/analytics"), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.data).toBeUndefined();
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

const LIVE = { minutes: 5, visitors: 2 };
const ANALYTICS = {
  totalVisits: 3,
  uniqueVisitors: 1,
  pageViews: [],
  topCountries: [],
  topBrowsers: [],
  topReferrers: [],
  recentVisits: [],
};

/** Answers every GET with `body` and records the background mark each request carried ("" without one). */
function stubFetch(body: unknown) {
  const marks: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init?: RequestInit) => {
      marks.push(new Headers(init?.headers).get(BACKGROUND_REQUEST_HEADER) ?? "");
      return Response.json(body);
    }),
  );
  return marks;
}

function wrapperWith(client = createQueryClient()) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe("the dashboard's polls are background requests", () => {
  it("the first load is the admin's request; the 30-second refresh carries the background mark", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const marks = stubFetch(ANALYTICS);
    const { result } = renderHook(() => useAnalytics("/api/admin/analytics"), { wrapper: wrapperWith() });
    await waitFor(() => expect(result.current.data).toEqual(ANALYTICS));
    expect(marks).toEqual([""]);
    await vi.advanceTimersByTimeAsync(REFRESH_MS);
    await waitFor(() => expect(marks).toHaveLength(2));
    expect(marks).toEqual(["", "1"]);
  });

  it("so do the checked polls (live visitors)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const marks = stubFetch(LIVE);
    const { result } = renderHook(() => useLiveVisitors(), { wrapper: wrapperWith() });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await vi.advanceTimersByTimeAsync(REFRESH_MS);
    await waitFor(() => expect(marks).toHaveLength(2));
    expect(marks).toEqual(["", "1"]);
  });

  it("a refetch when the window regains focus carries the mark too", async () => {
    const marks = stubFetch([]);
    const { result } = renderHook(
      () => useQuery({ ...dailyHomepageViewsQuery, refetchInterval: false, refetchOnWindowFocus: "always" }),
      { wrapper: wrapperWith() },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await waitFor(() => expect(marks).toHaveLength(2));
    expect(marks).toEqual(["", "1"]);
  });
});
