import { QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { renderWithApp } from "@/test/render";
import { AUTH_KEY } from "../admin-auth/admin-queries";
import { Dashboard } from "./dashboard";

afterEach(() => vi.unstubAllGlobals());

const ANALYTICS = {
  totalVisits: 1234,
  uniqueVisitors: 321,
  pageViews: [
    { page: "/", views: 600 },
    { page: "/tools", views: 300 },
    { page: "/blog", views: 100 },
    { page: "/about", views: 90 },
    { page: "/terms", views: 80 },
    { page: "/privacy", views: 64 },
  ],
  topCountries: [
    { country: "DE", visits: 700 },
    { country: "Unknown", visits: 5 },
  ],
  topBrowsers: [{ browser: "Unknown", visits: 3 }],
  topReferrers: [],
  recentVisits: Array.from({ length: 20 }, (_, i) => ({
    id: String(i),
    page: i === 0 ? "/" : `/p${i}`,
    country: "US",
    browser: "Chrome",
    visitedAt: "2026-03-01T10:00:00.000Z",
  })),
};

function stub(subscriptions: unknown[], total: number) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      if (url.startsWith("/api/admin/analytics")) return Response.json(ANALYTICS);
      if (url.startsWith("/api/admin/daily-homepage-views")) return Response.json([]);
      if (url === "/api/subscriptions") {
        return Response.json(subscriptions, { headers: { "X-Total-Count": String(total) } });
      }
      return new Response("not found", { status: 404 });
    }),
  );
}

function renderDashboard(client = createQueryClient()) {
  renderWithApp(
    <QueryClientProvider client={client}>
      <Dashboard />
    </QueryClientProvider>,
  );
}

describe("dashboard", () => {
  it("renders the cards, top-5 lists, Home and Unknown labels and at most 15 recent visits", async () => {
    stub([{ id: 1, email: "a@example.com", subscribedAt: "2026-03-01T10:00:00.000Z", isActive: false }], 1);
    renderDashboard();
    expect(await screen.findByText("1,234")).toBeInTheDocument();
    expect(screen.getByText("321")).toBeInTheDocument();
    expect(screen.getByText("Unique visitors are counted per day.")).toBeInTheDocument();
    const pages = screen.getByRole("heading", { name: "Top Pages" }).parentElement!;
    expect(within(pages).getAllByRole("listitem")).toHaveLength(5);
    expect(within(pages).getByText("Home")).toBeInTheDocument();
    const countries = screen.getByRole("heading", { name: "Top Countries" }).parentElement!;
    expect(within(countries).getByText("Germany")).toBeInTheDocument();
    expect(within(countries).getByText("Unknown")).toBeInTheDocument();
    expect(screen.getByText("No homepage views data available yet")).toBeInTheDocument();
    const visits = screen.getByRole("region", { name: "Recent Visits" });
    expect(within(visits).getAllByRole("row")).toHaveLength(16);
    const subs = screen.getByRole("region", { name: "Recent Subscriptions" });
    expect(within(subs).getByText("Inactive")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download Emails" })).toBeEnabled();
  });

  it("disables Download Emails when there are no subscriptions and shows the empty texts", async () => {
    stub([], 0);
    renderDashboard();
    expect(await screen.findByText("No subscriptions yet")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Download Emails" })).toBeDisabled());
  });

  it("a 401 from an admin call (the session ended) signs out and drops every admin query from the cache", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        if (url.startsWith("/api/admin/analytics")) return Response.json(ANALYTICS);
        if (url.startsWith("/api/admin/daily-homepage-views")) return Response.json([]);
        return Response.json({ error: { code: "unauthorized", message: "Sign in" } }, { status: 401 });
      }),
    );
    const client = createQueryClient();
    client.setQueryData(AUTH_KEY, { authenticated: true, username: "admin" });
    client.setQueryData(["/api/tools/stats"], { stats: {} });
    renderDashboard(client);
    await waitFor(() => expect(client.getQueryData(AUTH_KEY)).toEqual({ authenticated: false }));
    const left = client
      .getQueryCache()
      .getAll()
      .map((query) => String(query.queryKey[0]));
    expect(left.sort()).toEqual(["/api/admin/auth", "/api/tools/stats"]);
  });
});
