import { createHash } from "node:crypto";
import { adminCookie, fmt, freshDatabase, peakMemoryKb, sh, startWorker } from "./lib.ts";

/**
 * Seeds 100,000 subscribers (active, pending and unsubscribed), downloads the CSV export from the Worker, and checks
 * it byte for byte against a reference written by `sqlite3` from the same database file; prints both times and the
 * Worker runtime's peak memory.
 */
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 100_000);
const STATE = ".wrangler/bench-export";
const PORT = 8792;

const db = freshDatabase(STATE);
sh("sqlite3", [
  db,
  `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${SUBSCRIBERS})
   INSERT INTO subscribers (email, subscribed_at, status, confirmed_at, consent_version, unsubscribe_token,
                            language, source)
   SELECT 'reader' || i || '@example.com', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || i || ' minutes'),
          CASE WHEN i % 9 = 0 THEN 'unsubscribed' WHEN i % 13 = 0 THEN 'pending' ELSE 'active' END,
          CASE WHEN i % 9 <> 0 AND i % 13 = 0 THEN NULL
               ELSE strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || i || ' minutes', '+3 minutes') END,
          CASE WHEN i % 5 = 0 THEN NULL ELSE '2026-11-27' END,
          lower(hex(randomblob(16))) || printf('%011d', i),
          CASE i % 3 WHEN 0 THEN 'he' WHEN 1 THEN 'zh' ELSE 'ar' END,
          CASE i % 4 WHEN 0 THEN 'footer' WHEN 1 THEN 'blog' ELSE 'home' END
   FROM n;`,
]);

const worker = await startWorker(STATE, PORT);
try {
  const cookie = await adminCookie(worker.origin);
  const memoryBefore = peakMemoryKb(worker.process.pid ?? 0);
  const started = performance.now();
  const res = await fetch(`${worker.origin}/api/subscriptions/download`, { headers: { Cookie: cookie } });
  const body = Buffer.from(await res.arrayBuffer());
  const workerMs = performance.now() - started;
  const memoryPeak = peakMemoryKb(worker.process.pid ?? 0);

  const refStarted = performance.now();
  // The export quotes every cell (worker/lib/csv.ts); none of the seeded values holds a quote or a formula character.
  const columns = [
    "id",
    "email",
    "subscribed_at",
    "status",
    "confirmed_at",
    "language",
    "source",
    "consent_version",
    "unsubscribe_url",
  ];
  const reference = sh("sqlite3", [
    "-list",
    db,
    `SELECT '"' || id || '","' || email || '","' || subscribed_at || '","' || status || '","' ||
            COALESCE(confirmed_at, '') || '","' || language || '","' || source || '","' ||
            COALESCE(consent_version, '') || '","${worker.origin}/api/unsubscribe?token=' || unsubscribe_token || '"'
     FROM subscribers ORDER BY id`,
  ]);
  const sqliteMs = performance.now() - refStarted;
  const header = `${columns.map((column) => `"${column}"`).join(",")}\n`;
  const expected = Buffer.concat([
    Buffer.from([0xef, 0xbb, 0xbf]),
    Buffer.from(`${header}${reference}`.replace(/\r?\n/g, "\r\n")),
  ]);

  const rows = body.toString("utf8").split("\r\n").filter(Boolean).length - 1;
  const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");
  console.info(`Rows exported: ${rows.toLocaleString("en-US")} of ${SUBSCRIBERS.toLocaleString("en-US")}`);
  console.info(
    `Bytes: ${body.length.toLocaleString("en-US")}  sha256 ${sha(body).slice(0, 16)}… reference ${sha(expected).slice(0, 16)}…`,
  );
  console.info(`Worker export: ${fmt(workerMs)}   sqlite3 reference: ${fmt(sqliteMs)}`);
  console.info(
    `Worker runtime peak memory: ${(memoryPeak / 1024).toFixed(1)} MB (before the export: ${(memoryBefore / 1024).toFixed(1)} MB)`,
  );
  if (rows !== SUBSCRIBERS || !body.equals(expected)) {
    console.error("The export does not match the reference.");
    process.exitCode = 1;
  } else {
    console.info("Byte-identical to the reference.");
  }
} finally {
  worker.stop();
}
