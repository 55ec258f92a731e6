import { statSync } from "node:fs";
import { SEED_TOOL_IDS as TOOL_IDS } from "../common/catalogue/seed-ids.ts";
import { LANGUAGE_CODES } from "../common/i18n/languages.ts";
import { adminCookie, fmt, freshDatabase, sh, startWorker, timeRequests } from "./lib.ts";

/**
 * Seeds 1,000,000 visits, 200,000 outbound clicks and 100,000 searches over 90 days into a separate local D1 (in
 * the roll-up layout of decision 022) and prints the median latency of every dashboard endpoint for 'all',
 * 'last7days' and 'last30days' beside /api/health on the same server, with the ratio (target ≤ 3×).
 */
const VISITS = Number(process.env.BENCH_VISITS ?? 1_000_000);
const CLICKS = Number(process.env.BENCH_CLICKS ?? 200_000);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 100_000);
const SIGNUPS = 5_000;
/** Distinct search terms; every seventh finds nothing. */
const TERMS = 3_000;
const DAYS = 90;
const RUNS = 15;
const STATE = ".wrangler/bench-analytics";
// Another port can be named when several copies of the project run benchmarks on one machine.
const PORT = Number(process.env.BENCH_PORT ?? 8791);

/** A random element of a list, per row (a scalar subquery would be evaluated once for all rows). */
const randomOf = (values: readonly string[]) =>
  `json_extract('${JSON.stringify(values)}', '$[' || (abs(random()) % ${values.length}) || ']')`;
/** A random moment of the last DAYS days, as the Worker stores times. */
const randomTime = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (abs(random()) % (${DAYS} * 86400)) || ' seconds')`;
/** Half the traffic in English, the rest spread over the other languages. */
const randomLanguage = `CASE WHEN abs(random()) % 2 = 0 THEN 'en' ELSE ${randomOf(LANGUAGE_CODES)} END`;

const db = freshDatabase(STATE);
const started = performance.now();
sh("sqlite3", [
  db,
  `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${VISITS})
   INSERT INTO visits (visited_at, page, lang, country, browser, referrer_domain, device, os, utm_source, utm_medium, utm_campaign)
   SELECT ${randomTime},
          CASE abs(random()) % 8 WHEN 0 THEN '/' WHEN 1 THEN '/' WHEN 2 THEN '/tools' WHEN 3 THEN '/blog'
            WHEN 4 THEN '/category/ai-assistants' WHEN 5 THEN '/about'
            ELSE '/tools/' || ${randomOf(TOOL_IDS)} END,
          ${randomLanguage},
          CASE abs(random()) % 5 WHEN 0 THEN 'US' WHEN 1 THEN 'BR' WHEN 2 THEN 'DE' WHEN 3 THEN 'IN' ELSE 'Unknown' END,
          CASE abs(random()) % 4 WHEN 0 THEN 'Chrome' WHEN 1 THEN 'Safari' WHEN 2 THEN 'Firefox' ELSE 'Edge' END,
          CASE abs(random()) % 3 WHEN 0 THEN 'google.com' WHEN 1 THEN 'bing.com' ELSE 'direct' END,
          CASE abs(random()) % 3 WHEN 0 THEN 'mobile' WHEN 1 THEN 'desktop' ELSE 'tablet' END,
          CASE abs(random()) % 4 WHEN 0 THEN 'Android' WHEN 1 THEN 'iOS' WHEN 2 THEN 'Windows' ELSE 'macOS' END,
          '', '', ''
   FROM n;
   -- One visit in twenty lands from a campaign.
   UPDATE visits SET utm_source = 'newsletter', utm_medium = 'email', utm_campaign = 'issue-' || (id % 12) WHERE id % 20 = 0;`,
]);
// The roll-ups of the seeded visits, as the Worker writes them per view. Each seeded visit counts as its own
// daily visitor (an entry), as a random visitor hash per visit would.
sh("sqlite3", [
  db,
  `INSERT INTO visit_daily (day, dim, value, visits) SELECT substr(visited_at, 1, 10), 'lang_page', lang || page, COUNT(*) FROM visits GROUP BY 1, 3;
   INSERT INTO visit_daily (day, dim, value, visits) SELECT substr(visited_at, 1, 10), 'country', country, COUNT(*) FROM visits GROUP BY 1, 3;
   INSERT INTO visit_daily (day, dim, value, visits) SELECT substr(visited_at, 1, 10), 'referrer', referrer_domain, COUNT(*) FROM visits GROUP BY 1, 3;
   INSERT INTO visit_daily (day, dim, value, visits) SELECT substr(visited_at, 1, 10), 'agent', json_array(browser, device, os), COUNT(*) FROM visits GROUP BY 1, 3;
   INSERT INTO visit_daily (day, dim, value, visits) SELECT substr(visited_at, 1, 10), 'campaign', json_array(utm_source, utm_medium, utm_campaign), COUNT(*) FROM visits WHERE utm_source <> '' GROUP BY 1, 3;
   INSERT INTO visit_daily (day, dim, value, visits) SELECT substr(visited_at, 1, 10), 'entry', page, COUNT(*) FROM visits GROUP BY 1, 3;
   -- Today's and yesterday's visitors, as the live count reads them (one row per visitor and day).
   INSERT INTO daily_visitors (day, visitor_hash, last_seen_minute)
     SELECT substr(visited_at, 1, 10), lower(hex(randomblob(16))), CAST(strftime('%s', visited_at) AS INTEGER) / 60
     FROM visits WHERE visited_at >= strftime('%Y-%m-%dT00:00:00Z', 'now', '-1 day');`,
]);
sh("sqlite3", [
  db,
  `CREATE TEMP TABLE raw_clicks(day, tool_id, page, lang);
   WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${CLICKS}),
     c AS (SELECT substr(${randomTime}, 1, 10) AS day, ${randomOf(TOOL_IDS)} AS tool_id,
                  abs(random()) % 10 AS where_clicked, ${randomLanguage} AS lang FROM n)
   INSERT INTO raw_clicks SELECT day, tool_id,
     CASE WHEN where_clicked < 4 THEN '/tools' WHEN where_clicked < 7 THEN '/tools/' || tool_id
          WHEN where_clicked < 9 THEN '/' ELSE '/category/ai-assistants' END, lang FROM c;
   INSERT INTO clicks (clicked_at, tool_id, page, lang) SELECT day || 'T12:00:00.000Z', tool_id, page, lang FROM raw_clicks;
   INSERT INTO click_daily (day, tool_id, clicks, tool_page_clicks)
     SELECT day, tool_id, COUNT(*), SUM(page = '/tools/' || tool_id) FROM raw_clicks GROUP BY 1, 2;
   CREATE TEMP TABLE raw_searches(day, lang, term_no);
   WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${SEARCHES})
   INSERT INTO raw_searches SELECT substr(${randomTime}, 1, 10), ${randomLanguage}, abs(random()) % ${TERMS} FROM n;
   INSERT INTO search_daily (day, lang, term, searches, results)
     SELECT day, lang, 'term ' || term_no, COUNT(*), CASE WHEN term_no % 7 = 0 THEN 0 ELSE term_no % 12 END FROM raw_searches GROUP BY 1, 2, 3;
   WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${SIGNUPS})
   INSERT INTO subscribers (email, subscribed_at, status, unsubscribe_token)
     SELECT 'reader' || i || '@example.com', ${randomTime}, 'active', lower(hex(randomblob(16))) FROM n;
   UPDATE subscribers SET confirmed_at = subscribed_at;`,
]);
const count = (sql: string) => Number(sh("sqlite3", [db, sql]).trim()).toLocaleString("en-US");
console.info(
  `Seeded ${VISITS.toLocaleString("en-US")} visits, ${CLICKS.toLocaleString("en-US")} clicks, ` +
    `${SEARCHES.toLocaleString("en-US")} searches and ${SIGNUPS.toLocaleString("en-US")} signups over ${DAYS} days ` +
    `in ${fmt(performance.now() - started)}: ${count("SELECT COUNT(*) FROM visit_daily")} visit roll-up rows, ` +
    `${count("SELECT COUNT(*) FROM click_daily")} click rows, ${count("SELECT COUNT(*) FROM search_daily")} search rows`,
);

const worker = await startWorker(STATE, PORT);
try {
  const cookie = await adminCookie(worker.origin);
  const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
  const health = await timeRequests(`${worker.origin}/api/health`, {}, RUNS);
  const ranges: [string, string][] = [
    ["all", ""],
    ["last7days", `?startDate=${day(7)}&endDate=${day(0)}`],
    ["last30days", `?startDate=${day(30)}&endDate=${day(0)}`],
  ];
  const endpoints: [string, string[]][] = [
    ["analytics", ranges.map(([, query]) => query)],
    ["insights", ranges.map(([, query]) => query)],
    ["insights.csv", ranges.map(([, query]) => query)],
    ["daily-homepage-views", [""]],
    ["live", [""]],
  ];
  console.info(`\n/api/health                         median ${fmt(health.median)}  p95 ${fmt(health.p95)}`);
  let worst = 0;
  for (const [endpoint, queries] of endpoints) {
    for (const [i, query] of queries.entries()) {
      const t = await timeRequests(
        `${worker.origin}/api/admin/${endpoint}${query}`,
        { headers: { Cookie: cookie } },
        RUNS,
      );
      const ratio = t.median / health.median;
      worst = Math.max(worst, ratio);
      const label = queries.length > 1 ? `${endpoint} ${ranges[i]?.[0]}` : endpoint;
      console.info(`${label.padEnd(35)} median ${fmt(t.median)}  p95 ${fmt(t.p95)}  = ${ratio.toFixed(1)}× health`);
    }
  }
  console.info(`Slowest endpoint: ${worst.toFixed(1)}× health (target ≤ 3×)`);
  console.info(`D1 database size: ${(statSync(db).size / 1_048_576).toFixed(1)} MB (D1 limit 10 GB per database)`);
} finally {
  worker.stop();
}
