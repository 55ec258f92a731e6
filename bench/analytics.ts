import { readFileSync, statSync } from "node:fs";
import { adminCookie, fmt, freshDatabase, sh, startWorker, timeRequests } from "./lib.ts";

/**
 * Seeds 1,000,000 visits over 90 days into a separate local D1 and prints the analytics endpoint's median
 * latency for 'all', 'last7days' and 'last30days' beside /api/health on the same server.
 */
const VISITS = Number(process.env.BENCH_VISITS ?? 1_000_000);
const DAYS = 90;
const RUNS = 15;
const STATE = ".wrangler/bench-analytics";
const PORT = 8791;

const db = freshDatabase(STATE);
const started = performance.now();
sh("sqlite3", [
  db,
  `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${VISITS})
   INSERT INTO visits (visited_at, page, lang, country, browser, referrer_domain)
   SELECT strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (abs(random()) % (${DAYS} * 86400)) || ' seconds'),
          CASE abs(random()) % 6 WHEN 0 THEN '/' WHEN 1 THEN '/' WHEN 2 THEN '/tools' WHEN 3 THEN '/blog'
            WHEN 4 THEN '/category/ai-assistants' ELSE '/about' END,
          'en',
          CASE abs(random()) % 5 WHEN 0 THEN 'US' WHEN 1 THEN 'BR' WHEN 2 THEN 'DE' WHEN 3 THEN 'IN' ELSE 'Unknown' END,
          CASE abs(random()) % 4 WHEN 0 THEN 'Chrome' WHEN 1 THEN 'Safari' WHEN 2 THEN 'Firefox' ELSE 'Edge' END,
          CASE abs(random()) % 3 WHEN 0 THEN 'google.com' WHEN 1 THEN 'bing.com' ELSE 'direct' END
   FROM n;`,
]);
// The roll-up migration's backfill statements build the daily counters for the seeded rows. Visit rows no
// longer carry a visitor hash, so each seeded visit counts as its own daily visitor (as a random hash did).
const backfill = [
  ...readFileSync("migrations/0001_visit_rollups.sql", "utf8")
    .split("--> statement-breakpoint")
    .filter((statement) => statement.includes("INSERT INTO `visit_daily`") && !statement.includes("visitor_hash")),
  "INSERT INTO visit_daily (day, dim, value, visits) SELECT substr(visited_at, 1, 10), 'uniques', '', COUNT(*) FROM visits GROUP BY 1",
].join(";\n");
sh("sqlite3", [db, backfill]);
console.info(
  `Seeded ${VISITS.toLocaleString("en-US")} visits and their roll-ups in ${fmt(performance.now() - started)}`,
);

const worker = await startWorker(STATE, PORT);
try {
  const cookie = await adminCookie(worker.origin);
  const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
  const health = await timeRequests(`${worker.origin}/api/health`, {}, RUNS);
  const rows: [string, string][] = [
    ["all", ""],
    ["last7days", `?startDate=${day(7)}&endDate=${day(0)}`],
    ["last30days", `?startDate=${day(30)}&endDate=${day(0)}`],
  ];
  console.info(`\n/api/health                median ${fmt(health.median)}  p95 ${fmt(health.p95)}`);
  for (const [name, query] of rows) {
    const t = await timeRequests(`${worker.origin}/api/admin/analytics${query}`, { headers: { Cookie: cookie } }, RUNS);
    console.info(
      `analytics ${name.padEnd(11)}      median ${fmt(t.median)}  p95 ${fmt(t.p95)}  = ${(t.median / health.median).toFixed(1)}× health`,
    );
  }
  const daily = await timeRequests(
    `${worker.origin}/api/admin/daily-homepage-views`,
    { headers: { Cookie: cookie } },
    RUNS,
  );
  console.info(
    `daily-homepage-views       median ${fmt(daily.median)}  = ${(daily.median / health.median).toFixed(1)}× health`,
  );
  console.info(`D1 database size: ${(statSync(db).size / 1_048_576).toFixed(1)} MB (D1 limit 10 GB per database)`);
} finally {
  worker.stop();
}
