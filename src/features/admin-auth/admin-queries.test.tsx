import type { Subscription } from "@common/api/subscriptions";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AUTH_KEY, isAdminQueryKey } from "@/lib/admin/admin-queries";
import { createQueryClient } from "@/lib/query-client";
import { useLogout } from "./sign-out";

afterEach(() => vi.unstubAllGlobals());

/** What the dashboard's subscriptions query keeps (src/features/analytics-dashboard/get-subscriptions.ts). */
const SUBSCRIBERS: { items: Subscription[]; total: number } = {
  items: [
    {
      id: 1,
      email: "reader@example.com",
      subscribedAt: "2026-03-01T10:00:00.000Z",
      status: "active",
      confirmedAt: "2026-03-01T10:05:00.000Z",
      isActive: true,
    },
  ],
  total: 1,
};

/** A query cache as the dashboard leaves it: the admin's data next to public data. */
function signedInCache() {
  const client = createQueryClient();
  client.setQueryData(AUTH_KEY, { authenticated: true, username: "admin" });
  client.setQueryData(["/api/subscriptions"], SUBSCRIBERS);
  client.setQueryData(["/api/admin/analytics?startDate=2026-03-01"], { totalVisits: 3 });
  client.setQueryData(["/api/admin/daily-homepage-views"], [{ date: "2026-03-01", views: 3 }]);
  client.setQueryData(["/api/tools/stats"], { stats: {} });
  return client;
}

function cachedKeys(client: ReturnType<typeof createQueryClient>): string[] {
  return client
    .getQueryCache()
    .getAll()
    .map((query) => String(query.queryKey[0]))
    .sort();
}

describe("admin queries", () => {
  it("knows which keys are admin data", () => {
    expect(isAdminQueryKey(["/api/subscriptions"])).toBe(true);
    expect(isAdminQueryKey(["/api/admin/analytics?startDate=2026-03-01"])).toBe(true);
    expect(isAdminQueryKey(AUTH_KEY)).toBe(true);
    expect(isAdminQueryKey(["/api/tools/stats"])).toBe(false);
    expect(isAdminQueryKey(["/api/administrator-lookalike"])).toBe(false);
  });

  it.each([
    ["succeeds", 200],
    ["fails", 500],
  ])("logout that %s drops every admin query from the cache and keeps public ones", async (_, status) => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ authenticated: false }, { status })),
    );
    vi.spyOn(console, "error").mockImplementation(() => {});
    const client = signedInCache();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useLogout(), { wrapper });
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(client.getQueryData(["/api/subscriptions"])).toBeUndefined();
    expect(cachedKeys(client)).toEqual(["/api/admin/auth", "/api/tools/stats"]);
    expect(client.getQueryData(AUTH_KEY)).toEqual({ authenticated: false });
  });
});
