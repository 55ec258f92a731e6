import { SEED_TOOL_IDS as TOOL_IDS } from "../common/catalogue/seed-ids.ts";
import { LANGUAGE_CODES } from "../common/i18n/languages.ts";
import { PUBLIC_PATHS } from "../common/site-pages.ts";
import { adminCookie, fmt, freshDatabase, sh, startWorker, timeRequests } from "./lib.ts";

/**
 * What strangers can make the analytics store: the built Worker under `wrangler dev` on 127.0.0.1 with a fresh
 * local D1, first timed (every dashboard endpoint ÷ /api/health, medians), then flooded through its own endpoints
 * with BENCH_HOSTILE_EVENTS (100,000) page views, 'Try Now' clicks and searches from 1,000 simulated networks
 * (distinct CF-Connecting-IP values, which wrangler dev keeps), each with a random User-Agent (some of them 6 KB
 * that pass as browsers), referrer, campaign and search term (long, invisible characters, formulas, addresses).
 * Then it prints what each table gained in rows and bytes, the longest value stored per column, and the dashboard
 * timings again. Bounded: the event count, BENCH_HOSTILE_CONNECTIONS (16) at a time, and BENCH_HOSTILE_SECONDS
 * (1,800) at most.
 */
const EVENTS = Number(process.env.BENCH_HOSTILE_EVENTS ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_HOSTILE_CONNECTIONS ?? 16);
const MAX_SECONDS = Number(process.env.BENCH_HOSTILE_SECONDS ?? 1_800);
const NETWORKS = 1_000;
const RUNS = 11;
const STATE = ".wrangler/bench-hostile";
const PORT = Number(process.env.BENCH_PORT ?? 8801);

/** Tables whose growth is printed, with the columns a stranger's request can fill. */
const TABLES: Record<string, string[]> = {
  visits: [
    "page",
    "lang",
    "country",
    "browser",
    "os",
    "device",
    "referrer_domain",
    "utm_source",
    "utm_medium",
    "utm_campaign",
  ],
  visit_daily: ["dim", "value"],
  clicks: ["tool_id", "page", "lang"],
  click_daily: ["tool_id"],
  search_daily: ["lang", "term"],
};

// A deterministic generator (mulberry32), so two runs (before and after a change) send the same flood.
let seed = 20261126;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
const word = (length: number) =>
  Array.from({ length }, () => "abcdefghijklmnopqrstuvwxyz0123456789"[Math.floor(random() * 36)]).join("");
/** Invisible characters: a right-to-left override, a zero-width space, an isolate, a bell. */
const INVISIBLE = ["\u202E", "\u200B", "\u2066", "\u0007"];

const userAgents = [
  () =>
    `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${130 + Math.floor(random() * 9)}.0.0.0 Safari/537.36`,
  () =>
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  () => "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
  // Bowser's last resort names the browser after the text before "/… (": 6 KB, different every time.
  () => `x;=1+1 ${word(6_000)}/1.0 (Windows NT 10.0; Win64; x64)`,
  // Header values are Latin-1: a C1 control and a no-break space stand for the invisible characters here.
  () => `${word(40)}\u0085\u00a0/2.0 (${word(30)} OS ${word(8)})`,
];
const referrers = [
  () => "",
  () => "https://www.google.com/",
  () => `https://${word(12)}.example/`,
  () => `https://${Array.from({ length: 4 }, () => word(60)).join(".")}/`,
  () => "http://x;=1+1/",
];
const campaignValue = () =>
  pick([() => "", () => "newsletter", () => word(200), () => `${pick(INVISIBLE)}=cmd|${word(20)}`])();
const terms = [
  () => pick(["video editor", "chatgpt", "music", "logo", "transcription"]),
  () => `${word(6)} ${word(8)}`,
  () => `${pick(INVISIBLE)}${word(50)}${pick(INVISIBLE)}`,
  () => `${word(8)}@${word(6)}.com`,
  () => `x;=1+1 ${word(4)}`,
];

const publicUrl = () => {
  const lang = pick(LANGUAGE_CODES);
  const path = pick(PUBLIC_PATHS);
  return lang === "en" ? path : `/${lang}${path === "/" ? "/" : path}`;
};
const ipOf = (network: number) => `10.77.${(network >> 8) & 255}.${network & 255}`;

/** One event: a page view (6 in 10), a click or a search (2 in 10 each), from one of the networks. */
function nextEvent(origin: string, n: number): [string, RequestInit] {
  const headers: Record<string, string> = {
    "User-Agent": pick(userAgents)(),
    "CF-Connecting-IP": ipOf(n % NETWORKS),
  };
  const kind = random();
  if (kind < 0.6) {
    const url = new URL(publicUrl(), origin);
    for (const name of ["utm_source", "utm_medium", "utm_campaign"]) {
      const value = campaignValue();
      if (value) url.searchParams.set(name, value);
    }
    const referrer = pick(referrers)();
    return [
      url.href,
      {
        headers: {
          ...headers,
          Accept: "text/html",
          "Sec-Fetch-Dest": "document",
          "Sec-Fetch-Mode": "navigate",
          ...(referrer ? { Referer: referrer } : {}),
        },
      },
    ];
  }
  const post = (path: string, body: unknown): [string, RequestInit] => [
    `${origin}${path}`,
    {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/json", Origin: origin },
      body: JSON.stringify(body),
    },
  ];
  if (kind < 0.8) return post("/api/clicks", { toolId: pick(TOOL_IDS), page: publicUrl() });
  return post("/api/searches", {
    term: pick(terms)(),
    language: pick(LANGUAGE_CODES),
    results: Math.floor(random() * 3),
  });
}

const db = freshDatabase(STATE);
const query = (sql: string) => sh("sqlite3", ["-readonly", db, sql]).trim();

/** Rows and bytes (table and its indexes, from SQLite's page statistics) of each table. */
function tableSizes(): Record<string, { rows: number; bytes: number }> {
  const sizes: Record<string, { rows: number; bytes: number }> = {};
  for (const table of Object.keys(TABLES)) {
    const bytes = Number(
      query(
        `SELECT COALESCE(SUM(pgsize), 0) FROM dbstat WHERE name = '${table}' OR name IN (SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = '${table}')`,
      ),
    );
    sizes[table] = { rows: Number(query(`SELECT COUNT(*) FROM ${table}`)), bytes };
  }
  return sizes;
}

/** Every dashboard endpoint's median ÷ /api/health's, timed in turn. */
async function dashboardTimings(origin: string, cookie: string, label: string) {
  const today = new Date().toISOString().slice(0, 10);
  const health = await timeRequests(`${origin}/api/health`, {}, RUNS);
  console.info(`\n${label}: /api/health median ${fmt(health.median)}`);
  let worst = 0;
  for (const path of [
    "analytics",
    `analytics?startDate=${today}&endDate=${today}`,
    "insights",
    `insights?startDate=${today}&endDate=${today}`,
    "insights.csv",
    "daily-homepage-views",
    "live",
  ]) {
    const t = await timeRequests(`${origin}/api/admin/${path}`, { headers: { Cookie: cookie } }, RUNS);
    const ratio = t.median / health.median;
    worst = Math.max(worst, ratio);
    console.info(`  ${path.padEnd(56)} median ${fmt(t.median).padStart(9)}  = ${ratio.toFixed(1)}× health`);
  }
  console.info(`  slowest: ${worst.toFixed(1)}× health (target ≤ 3×)`);
  return worst;
}

const worker = await startWorker(STATE, PORT);
try {
  const cookie = await adminCookie(worker.origin);
  await dashboardTimings(worker.origin, cookie, "Before the flood");
  const before = tableSizes();

  const answers = new Map<string, number>();
  let sent = 0;
  const started = performance.now();
  const deadline = started + MAX_SECONDS * 1_000;
  const send = async () => {
    while (sent < EVENTS && performance.now() < deadline) {
      const [url, init] = nextEvent(worker.origin, sent++);
      const kind = url.includes("/api/clicks") ? "click" : url.includes("/api/searches") ? "search" : "view";
      let key: string;
      try {
        const res = await fetch(url, init);
        await res.arrayBuffer();
        key = `${kind} ${res.status}`;
      } catch (error) {
        key = `${kind} ${String(error)}`;
      }
      answers.set(key, (answers.get(key) ?? 0) + 1);
      if (sent % 10_000 === 0) {
        const seconds = (performance.now() - started) / 1_000;
        console.info(
          `  ${sent.toLocaleString("en-US")} events in ${seconds.toFixed(0)} s (${(sent / seconds).toFixed(0)}/s)`,
        );
      }
    }
  };
  console.info(`\nFlood: ${EVENTS.toLocaleString("en-US")} events from ${NETWORKS} networks, ${CONNECTIONS} at a time`);
  await Promise.all(Array.from({ length: CONNECTIONS }, send));
  const seconds = (performance.now() - started) / 1_000;
  console.info(
    `Sent ${sent.toLocaleString("en-US")} events in ${seconds.toFixed(0)} s (${(sent / seconds).toFixed(0)}/s)`,
  );
  console.info(
    `Answers: ${[...answers]
      .sort()
      .map(([key, n]) => `${key}: ${n}`)
      .join(", ")}`,
  );
  // Views and reports are written after the answer: wait until the tables stop growing.
  let last = "";
  for (let i = 0; i < 60; i++) {
    const now = query(
      "SELECT (SELECT COUNT(*) FROM visits) || '/' || (SELECT COUNT(*) FROM clicks) || '/' || (SELECT SUM(searches) FROM search_daily)",
    );
    if (now === last) break;
    last = now;
    await new Promise((r) => setTimeout(r, 2_000));
  }

  const after = tableSizes();
  console.info("\nWhat the tables gained:");
  for (const [table, columns] of Object.entries(TABLES)) {
    const gain = {
      rows: (after[table]?.rows ?? 0) - (before[table]?.rows ?? 0),
      bytes: (after[table]?.bytes ?? 0) - (before[table]?.bytes ?? 0),
    };
    const longest = columns
      .map((column) => `${column} ${query(`SELECT COALESCE(MAX(length(${column})), 0) FROM ${table}`)}`)
      .join(", ");
    console.info(
      `  ${table.padEnd(13)} +${gain.rows.toLocaleString("en-US").padStart(7)} rows  +${(gain.bytes / 1024).toFixed(0).padStart(6)} KB   longest value: ${longest}`,
    );
  }
  console.info(
    `  visit_daily rows per dim: ${query("SELECT group_concat(dim || ' ' || n, ', ') FROM (SELECT dim, COUNT(*) AS n FROM visit_daily GROUP BY dim)")}`,
  );
  await dashboardTimings(worker.origin, cookie, "After the flood");
} finally {
  worker.stop();
}
