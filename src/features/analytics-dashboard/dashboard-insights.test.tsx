import { OVERFLOW_VALUE } from "@common/analytics-dimensions";
import type { InsightsResponse } from "@common/api/insights";
import { insightsResponseSchema } from "@common/api/insights";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { renderWithApp } from "@/test/render";
import ar from "../../../public/locales/ar/common.json";
import de from "../../../public/locales/de/common.json";
import { Dashboard } from "./dashboard";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ANALYTICS = {
  totalVisits: 1234,
  uniqueVisitors: 400,
  pageViews: [],
  topCountries: [],
  topBrowsers: [],
  topReferrers: [],
  recentVisits: [],
};

const totals = (visits: number, uniqueVisitors: number, clicks: number, signups: number) => ({
  visits,
  uniqueVisitors,
  clicks,
  searches: 9,
  signups,
  conversionRate: uniqueVisitors ? signups / uniqueVisitors : null,
});

/** A range of 7 days (1–7 March) compared with the 7 before it (22–28 February): across a month boundary. */
const RANGED: InsightsResponse = insightsResponseSchema.parse({
  period: { startDate: "2026-03-01", endDate: "2026-03-07" },
  previousPeriod: { startDate: "2026-02-22", endDate: "2026-02-28" },
  totals: totals(1234, 400, 37, 16),
  previousTotals: totals(1100, 400, 0, 20),
  daily: [{ date: "2026-03-01", homepageViews: 12, visits: 30, signups: 2 }],
  previousDaily: [{ date: "2026-02-22", homepageViews: 8, visits: 20, signups: 1 }],
  topTools: [
    {
      toolId: "chatgpt",
      name: "ChatGPT",
      clicks: 1500,
      toolPageViews: 500,
      toolPageClicks: 21,
      clickThroughRate: 0.042,
    },
  ],
  topSearches: [{ term: "music video", searches: 12, results: 3 }],
  zeroResultSearches: [{ term: "zqxv", searches: 4 }],
  languages: [{ language: "de", visits: 800 }],
  devices: [{ device: "mobile", visits: 700 }],
  operatingSystems: [{ os: "Android", visits: 650 }],
  campaigns: [{ source: "newsletter", medium: "email", campaign: "launch", visits: 42 }],
  entryPages: [{ page: "/", entries: 300 }],
});

const ALL_TIME: InsightsResponse = {
  ...RANGED,
  period: { startDate: null, endDate: "2026-03-07" },
  previousPeriod: null,
  previousTotals: null,
  previousDaily: null,
};

const EMPTY: InsightsResponse = {
  ...ALL_TIME,
  daily: [],
  topTools: [],
  topSearches: [],
  zeroResultSearches: [],
  languages: [],
  devices: [],
  operatingSystems: [],
  campaigns: [],
  entryPages: [],
};

type Answer = InsightsResponse | "pending";

/** The admin API: analytics, the insights (ranged when the URL has a start date), live visitors, files. */
function stubApi({ ranged = RANGED, allTime = ALL_TIME }: { ranged?: Answer; allTime?: Answer } = {}) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url.startsWith("/api/admin/analytics")) return Response.json(ANALYTICS);
    if (url.startsWith("/api/admin/daily-homepage-views")) return Response.json([]);
    if (url.startsWith("/api/admin/insights.csv")) {
      return new Response("section,value\n", {
        headers: {
          "Content-Type": "text/csv",
          "Content-Disposition": 'attachment; filename="insights_2026-03-07.csv"',
        },
      });
    }
    if (url.startsWith("/api/admin/insights")) {
      const answer = url.includes("startDate=") ? ranged : allTime;
      return answer === "pending" ? new Promise<Response>(() => {}) : Response.json(answer);
    }
    if (url === "/api/admin/live") return Response.json({ visitors: 3 });
    if (url === "/api/subscriptions") return Response.json([], { headers: { "X-Total-Count": "1234" } });
    return new Response("not found", { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderDashboard() {
  renderWithApp(
    <QueryClientProvider client={createQueryClient()}>
      <Dashboard />
    </QueryClientProvider>,
  );
}

function renderIn(lang: "de" | "ar", common: object) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: lang,
    ns: ["common"],
    defaultNS: "common",
    resources: { [lang]: { common } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[`/${lang}/admin`]}>
        <QueryClientProvider client={createQueryClient()}>
          <Dashboard />
        </QueryClientProvider>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const card = (title: string) => screen.getByText(title).parentElement!;
const list = (title: string) => screen.getByRole("heading", { name: title }).parentElement!;

describe("dashboard insights", () => {
  it("shows each card's change against the previous period: up, down, unchanged, and new from zero", async () => {
    stubApi();
    renderDashboard();
    await userEvent.click(screen.getByRole("button", { name: "Last 7 days" }));
    const visits = card("Total Visits");
    await within(visits).findByText("+12%");
    expect(within(visits).getByText("Up 12% from the previous 7 days")).toBeInTheDocument();
    expect(within(card("Unique Visitors")).getByText("Unchanged from the previous 7 days")).toBeInTheDocument();
    const clicks = card("Clicks to Tool Sites");
    expect(within(clicks).getByText("37")).toBeInTheDocument();
    expect(within(clicks).getByText("New")).toBeInTheDocument();
    expect(within(clicks).getByText("Up (previous 7 days: 0)")).toBeInTheDocument();
    expect(within(clicks).queryByText(/∞|Infinity/)).toBeNull();
    const subscribers = card("Email Subscribers");
    expect(within(subscribers).getByText("-20%")).toBeInTheDocument();
    expect(within(subscribers).getByText("Down 20% from the previous 7 days")).toBeInTheDocument();
    expect(within(subscribers).getByText("16 new in this period")).toBeInTheDocument();
    const conversion = card("Conversion Rate");
    expect(within(conversion).getByText("4%")).toBeInTheDocument();
    expect(within(conversion).getByText("Down 20% from the previous 7 days")).toBeInTheDocument();
  });

  it("shows no change for 'all time'; the chart compares with the previous period on request, when there is one", async () => {
    stubApi();
    renderDashboard();
    expect(await within(card("Clicks to Tool Sites")).findByText("37")).toBeInTheDocument();
    expect(screen.queryByText(/from the previous/)).toBeNull();
    expect(screen.queryByRole("checkbox", { name: "Compare with previous period" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Last 7 days" }));
    const compare = await screen.findByRole("checkbox", { name: "Compare with previous period" });
    expect(compare).not.toBeChecked();
    const key = () => screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(key()).toEqual(expect.arrayContaining(["Views", "Newsletter signups"]));
    expect(key()).not.toContain("Views, previous period");
    await userEvent.click(compare);
    expect(key()).toContain("Views, previous period");
  });

  it("fills every list: tools with their catalogue name and page CTR, searches, languages, devices, campaigns…", async () => {
    stubApi();
    renderDashboard();
    const tools = list("Top Tools by Clicks");
    expect(await within(tools).findByText("ChatGPT")).toBeInTheDocument();
    expect(within(tools).getByText("1,500")).toBeInTheDocument();
    expect(within(tools).getByText("From its page: 4.2% of views led to a click")).toBeInTheDocument();
    expect(within(list("Top Searches")).getByText("music video")).toBeInTheDocument();
    expect(within(list("Top Searches")).getByText("3 results")).toBeInTheDocument();
    expect(within(list("Searches with No Results")).getByText("zqxv")).toBeInTheDocument();
    expect(within(list("Top Languages")).getByText("German")).toBeInTheDocument();
    expect(within(list("Devices")).getByText("Mobile")).toBeInTheDocument();
    expect(within(list("Operating Systems")).getByText("Android")).toBeInTheDocument();
    expect(within(list("Campaigns")).getByText("newsletter / email / launch")).toBeInTheDocument();
    expect(within(list("Entry Pages")).getByText("Home")).toBeInTheDocument();
    expect(within(card("Visitors in the last 5 minutes")).getByText("3")).toBeInTheDocument();
  });

  it("names the row of values past a day's cap in the dashboard's language, without a result count", async () => {
    const withOverflow: InsightsResponse = {
      ...ALL_TIME,
      topSearches: [{ term: OVERFLOW_VALUE, searches: 40, results: 0 }, ...ALL_TIME.topSearches],
      campaigns: [{ source: OVERFLOW_VALUE, medium: "", campaign: "", visits: 9 }, ...ALL_TIME.campaigns],
    };
    stubApi({ allTime: withOverflow });
    renderDashboard();
    const searches = list("Top Searches");
    expect(await within(searches).findByText("All others")).toBeInTheDocument();
    expect(within(searches).queryByText(OVERFLOW_VALUE)).toBeNull();
    expect(within(searches).queryByText("0 results")).toBeNull();
    expect(within(list("Campaigns")).getByText("All others")).toBeInTheDocument();
    cleanup();
    stubApi({ allTime: withOverflow });
    renderIn("de", de);
    expect(await within(list(de.admin.insights.searches)).findByText(de.admin.top.other)).toBeInTheDocument();
  });

  it("shows each list's loading text, then its empty text", async () => {
    stubApi({ allTime: "pending" });
    renderDashboard();
    const titles = [
      "Top Tools by Clicks",
      "Top Searches",
      "Searches with No Results",
      "Entry Pages",
      "Top Languages",
      "Devices",
      "Operating Systems",
      "Campaigns",
    ];
    for (const title of titles) expect(within(list(title)).getByText("Loading...")).toBeInTheDocument();
    cleanup();
    stubApi({ allTime: EMPTY });
    renderDashboard();
    for (const title of titles) expect(await within(list(title)).findByText("No data yet")).toBeInTheDocument();
  });

  it("exports the current view as the server's CSV file", async () => {
    const fetchMock = stubApi();
    const createObjectURL = vi.fn(() => "blob:insights");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderDashboard();
    await userEvent.click(screen.getByRole("button", { name: "Last 7 days" }));
    await userEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(clicked).toEqual(["insights_2026-03-07.csv"]));
    const csvCall = fetchMock.mock.calls.find(([url]) => url.startsWith("/api/admin/insights.csv"));
    expect(csvCall?.[0]).toMatch(
      /^\/api\/admin\/insights\.csv\?startDate=\d{4}-\d{2}-\d{2}&endDate=\d{4}-\d{2}-\d{2}$/,
    );
  });

  it("formats numbers and percentages for German", async () => {
    stubApi();
    renderIn("de", de);
    expect(await within(list("Meistgeklickte Tools")).findByText("1.500")).toBeInTheDocument();
    expect(
      within(list("Meistgeklickte Tools")).getByText("Auf der Tool-Seite führten 4,2 % der Aufrufe zu einem Klick"),
    ).toBeInTheDocument();
    expect(within(card("Besuche gesamt")).getByText("1.234")).toBeInTheDocument();
  });

  it("formats numbers for Arabic and words the change in Arabic", async () => {
    stubApi();
    renderIn("ar", ar);
    const total = new Intl.NumberFormat("ar").format(1234);
    expect(await within(card("إجمالي الزيارات")).findByText(total)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "آخر 7 أيام" }));
    const change = `ارتفاع بنسبة ${new Intl.NumberFormat("ar", { style: "percent" }).format(0.12)}`;
    expect(
      await within(card("إجمالي الزيارات")).findByText(`${change} مقارنةً بالأيام الـ7 السابقة`),
    ).toBeInTheDocument();
  });
});
