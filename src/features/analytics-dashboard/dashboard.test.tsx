import { QueryClientProvider } from "@tanstack/react-query";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { AUTH_KEY } from "@/lib/admin/admin-queries";
import { createQueryClient } from "@/lib/query-client";
import { renderWithApp } from "@/test/render";
import { Dashboard } from "./dashboard";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

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

/** A row of `GET /api/subscriptions` in the given state (confirmed unless pending). */
const subscriptionRow = (id: number, status: "pending" | "active" | "unsubscribed", email = "a@example.com") => ({
  id,
  email,
  subscribedAt: "2026-03-01T10:00:00.000Z",
  status,
  confirmedAt: status === "pending" ? null : "2026-03-01T10:05:00.000Z",
  isActive: status === "active",
});

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
    stub([subscriptionRow(1, "unsubscribed")], 1);
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

  it("offers Download Emails while the only addresses are pending, with none active", async () => {
    stub(
      [
        {
          id: 1,
          email: "waiting@example.com",
          subscribedAt: "2026-03-01T10:00:00.000Z",
          status: "pending",
          confirmedAt: null,
          isActive: false,
        },
      ],
      0,
    );
    renderDashboard();
    expect(await screen.findByText("waiting@example.com")).toBeInTheDocument();
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

describe("dashboard tables", () => {
  const subscription = (i: number) => subscriptionRow(i, "active", `reader${i}@example.com`);

  it("name their columns: Page, Country, Browser, Time and Email, Date, Status, Confirmed; show at most 15 subscriptions", async () => {
    stub(
      Array.from({ length: 20 }, (_, i) => subscription(i)),
      20,
    );
    renderDashboard();
    const visits = screen.getByRole("region", { name: "Recent Visits" });
    const visitHeaders = await within(visits).findAllByRole("columnheader");
    expect(visitHeaders.map((th) => th.textContent)).toEqual(["Page", "Country", "Browser", "Time"]);
    const subs = screen.getByRole("region", { name: "Recent Subscriptions" });
    const subHeaders = await within(subs).findAllByRole("columnheader");
    expect(subHeaders.map((th) => th.textContent)).toEqual(["Email", "Date", "Status", "Confirmed"]);
    // A header row and 15 of the 20 subscriptions.
    expect(within(subs).getAllByRole("row")).toHaveLength(16);
    expect(within(subs).getByText("reader14@example.com")).toBeInTheDocument();
    expect(within(subs).queryByText("reader15@example.com")).toBeNull();
    expect(within(subs).getAllByText("Active")).toHaveLength(15);
  });

  it("label each state: Pending until confirmed (no confirmation time), Active, and Inactive once unsubscribed", async () => {
    stub(
      [
        subscriptionRow(1, "pending", "waiting@example.com"),
        subscriptionRow(2, "active", "member@example.com"),
        subscriptionRow(3, "unsubscribed", "left@example.com"),
      ],
      1,
    );
    renderDashboard();
    const subs = screen.getByRole("region", { name: "Recent Subscriptions" });
    const cells = async (email: string) =>
      within((await within(subs).findByText(email)).closest("tr") as HTMLElement)
        .getAllByRole("cell")
        .map((td) => td.textContent);
    const [waiting, member, left] = [
      await cells("waiting@example.com"),
      await cells("member@example.com"),
      await cells("left@example.com"),
    ];
    expect(waiting.slice(2)).toEqual(["Pending", "–"]);
    expect(member[2]).toBe("Active");
    expect(member[3]).not.toBe("–");
    expect(member[3]).toBe(left[3]);
    expect(left[2]).toBe("Inactive");
    // The card shows the number of active subscribers the Worker counts (X-Total-Count), not the rows listed.
    const card = screen.getByText("Email Subscribers").parentElement as HTMLElement;
    expect(within(card).getByText("1")).toBeInTheDocument();
  });

  it("show 'Loading visits...' and 'Loading subscriptions...' while their data is on its way", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderDashboard();
    expect(within(screen.getByRole("region", { name: "Recent Visits" })).getByText("Loading visits...")).toBeVisible();
    expect(
      within(screen.getByRole("region", { name: "Recent Subscriptions" })).getByText("Loading subscriptions..."),
    ).toBeVisible();
  });

  it("show 'No visits yet' when there are none", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        if (url.startsWith("/api/admin/analytics")) return Response.json({ ...ANALYTICS, recentVisits: [] });
        if (url === "/api/subscriptions") return Response.json([], { headers: { "X-Total-Count": "0" } });
        return Response.json([]);
      }),
    );
    renderDashboard();
    const visits = screen.getByRole("region", { name: "Recent Visits" });
    expect(await within(visits).findByText("No visits yet")).toBeInTheDocument();
    expect(within(visits).queryByRole("table")).toBeNull();
  });
});

describe("Download Emails", () => {
  it("reads 'Downloading...' and is disabled while the file comes, then is ready again", async () => {
    stub([subscriptionRow(1, "active")], 1);
    const answered = vi.mocked(fetch);
    let finish: (res: Response) => void = () => {};
    const listing = answered.getMockImplementation();
    answered.mockImplementation(async (input, init) =>
      String(input) === "/api/subscriptions/download"
        ? new Promise<Response>((resolve) => {
            finish = resolve;
          })
        : (listing?.(input, init) as Promise<Response>),
    );
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:x", revokeObjectURL: () => {} }));
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    renderDashboard();
    const button = await screen.findByRole("button", { name: "Download Emails" });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(button).toHaveTextContent("Downloading...");
    expect(button).toBeDisabled();
    await act(async () => finish(new Response("id,email\n", { headers: { "Content-Type": "text/csv" } })));
    await waitFor(() => expect(button).toHaveTextContent("Download Emails"));
    expect(button).toBeEnabled();
  });

  it("a failed download is logged to the console only: no message appears", async () => {
    stub([subscriptionRow(1, "active")], 1);
    const listing = vi.mocked(fetch).getMockImplementation();
    vi.mocked(fetch).mockImplementation(async (input, init) =>
      String(input) === "/api/subscriptions/download"
        ? new Response("broken", { status: 500 })
        : (listing?.(input, init) as Promise<Response>),
    );
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    renderWithApp(
      <QueryClientProvider client={createQueryClient()}>
        <Dashboard />
        <Toaster />
      </QueryClientProvider>,
    );
    const button = await screen.findByRole("button", { name: "Download Emails" });
    await waitFor(() => expect(button).toBeEnabled());
    // The stub answers the insights with 404, whose own notice is already there; the download adds none.
    const alerts = screen.queryAllByRole("alert").map((el) => el.textContent);
    await userEvent.click(button);
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith("Download failed", expect.any(Error)));
    expect(button).toHaveTextContent("Download Emails");
    expect(document.querySelector("li[data-variant]")).toBeNull();
    expect(screen.queryAllByRole("alert").map((el) => el.textContent)).toEqual(alerts);
  });
});
