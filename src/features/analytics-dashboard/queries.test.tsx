import { BACKGROUND_REQUEST_HEADER } from "@common/api/background-request";
import { focusManager, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminQueryFn } from "@/features/admin-auth/admin-get";
import { createQueryClient } from "@/lib/query-client";
import { REFRESH_MS, useAnalytics, useLiveVisitors } from "./queries";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  focusManager.setFocused(undefined);
});

const LIVE = { minutes: 5, visitors: 2 };

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

function wrapper(client = createQueryClient()) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe("the dashboard's polls are background requests", () => {
  it("the first load is the admin's request; the 30-second refresh carries the background mark", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const marks = stubFetch({ totalVisits: 3 });
    const { result } = renderHook(() => useAnalytics("/api/admin/analytics"), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.data).toEqual({ totalVisits: 3 }));
    expect(marks).toEqual([""]);
    await vi.advanceTimersByTimeAsync(REFRESH_MS);
    await waitFor(() => expect(marks).toHaveLength(2));
    expect(marks).toEqual(["", "1"]);
  });

  it("so do the checked polls (live visitors)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const marks = stubFetch(LIVE);
    const { result } = renderHook(() => useLiveVisitors(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await vi.advanceTimersByTimeAsync(REFRESH_MS);
    await waitFor(() => expect(marks).toHaveLength(2));
    expect(marks).toEqual(["", "1"]);
  });

  it("a refetch when the window regains focus carries the mark too", async () => {
    const marks = stubFetch({ totalVisits: 1 });
    const { result } = renderHook(
      () =>
        useQuery({
          queryKey: ["/api/admin/daily-homepage-views"],
          queryFn: adminQueryFn(),
          refetchOnWindowFocus: "always",
        }),
      { wrapper: wrapper() },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await waitFor(() => expect(marks).toHaveLength(2));
    expect(marks).toEqual(["", "1"]);
  });
});
