import { exports } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";

/**
 * The year a page shows is the Worker's when it answers (common/page-year.ts): written into the footer of the
 * prerendered HTML and into the configuration the app reads, so the two agree. Needs a build, like the other
 * page tests.
 */
const navigate = { headers: { Accept: "text/html", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" } };

async function served(path: string) {
  const res = await exports.default.fetch(new Request(`http://localhost${path}`, navigate));
  const html = await res.text();
  const config = /<script type="application\/json" id="app-config">(.*?)<\/script>/.exec(html)?.[1];
  return {
    status: res.status,
    footerYears: [...html.matchAll(/<span data-current-year="">([^<]*)<\/span>/g)].map((m) => m[1]),
    configYear: JSON.parse(config ?? "{}").year,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the year at the edge", () => {
  it("a page served on 1 January shows the new year in its footer and its configuration, built or kept", async () => {
    for (const [now, year] of [
      ["2026-12-31T23:59:58Z", 2026],
      ["2027-01-01T00:00:05Z", 2027],
      ["2031-06-15T12:00:00Z", 2031],
    ] as const) {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date(now));
      // Twice each: the second answer comes from the isolate's built pages, which must not keep last year's.
      for (const path of ["/", "/de/blog/how-to-get-started-with-chatgpt", "/ar/tools", "/tools/chatgpt", "/admin"]) {
        for (const view of [1, 2]) {
          const page = await served(path);
          expect(page.status, `${path} at ${now}, view ${view}`).toBe(200);
          expect(page.configYear, `${path} at ${now}, view ${view}`).toBe(year);
          // The admin screen is the empty shell: the app renders its footer from the configuration.
          expect(page.footerYears, `${path} at ${now}, view ${view}`).toEqual(path === "/admin" ? [] : [String(year)]);
        }
      }
      vi.useRealTimers();
    }
  });
});
