import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { adminCookie, freshDatabase, startWorker } from "../bench/lib.ts";
import { aptInstall, has } from "./apt-install.ts";
import { toolEnv } from "./run.ts";

/**
 * `npm run scan`: sqlmap (Debian's package) against the subscribe, vote, login, unsubscribe and analytics endpoints of the
 * built Worker (`npm run build` first) on 127.0.0.1, at a bounded level (1, risk 1, boolean/error/union techniques, no time-based
 * probes), and fails when it reports an injectable parameter. The Worker runs with a copy of wrangler.toml
 * whose rate limits are raised (a copy of the build's configuration), so the probes reach the handlers instead of stopping at 429.
 */
const PORT = 8794;
const STATE = ".wrangler/scan-state";
// Beside the built Worker's own configuration (written by the build), whose paths are relative to it.
const BUILT_CONFIG = "dist/ai_tools_guide/wrangler.json";
const CONFIG = "dist/ai_tools_guide/scan.wrangler.json";
const OUT = ".wrangler/sqlmap";

if (!has("sqlmap") && !aptInstall("sqlmap")) throw new Error("sqlmap is needed: install Debian's sqlmap package.");
const built = JSON.parse(readFileSync(BUILT_CONFIG, "utf8")) as { ratelimits?: { simple: { limit: number } }[] };
for (const limiter of built.ratelimits ?? []) limiter.simple.limit = 1_000_000;
writeFileSync(CONFIG, JSON.stringify(built));

freshDatabase(STATE);
const worker = await startWorker(STATE, PORT, ["--config", CONFIG]);
const origin = worker.origin;
let failed = false;
try {
  const cookie = await adminCookie(origin);
  const json = `Content-Type: application/json\nOrigin: ${origin}`;
  const targets: [string, string[]][] = [
    [
      "subscribe",
      [
        "-u",
        `${origin}/api/subscribe`,
        "--data",
        '{"email":"scan@example.com","language":"en","source":"home"}',
        "--headers",
        json,
      ],
    ],
    ["vote body", ["-u", `${origin}/api/tools/chatgpt/vote`, "--data", '{"rating":5}', "--headers", json]],
    ["tool id in the path", ["-u", `${origin}/api/tools/chatgpt*/stats`]],
    [
      "login",
      [
        "-u",
        `${origin}/api/admin/login`,
        "--data",
        '{"username":"scan","password":"scan-password"}',
        "--headers",
        json,
        // A wrong login is 401 by design; the probes still have to be answered and compared.
        "--ignore-code",
        "401",
      ],
    ],
    // The unsubscribe token, read by the confirmation page (GET) and by the one-click POST (RFC 8058), which
    // answers 404 for an unknown token by design.
    ["unsubscribe page", ["-u", `${origin}/api/unsubscribe?token=${"A".repeat(43)}`, "--ignore-code", "404"]],
    [
      "unsubscribe one-click",
      [
        "-u",
        `${origin}/api/unsubscribe?token=${"A".repeat(43)}*`,
        "--data",
        "List-Unsubscribe=One-Click",
        "--headers",
        "Content-Type: application/x-www-form-urlencoded",
        "--ignore-code",
        "404",
      ],
    ],
    [
      "analytics",
      [
        "-u",
        `${origin}/api/admin/analytics?startDate=2026-01-01&endDate=2026-01-31`,
        "--cookie",
        cookie,
        "--skip",
        "Cookie",
      ],
    ],
    [
      "click report",
      ["-u", `${origin}/api/clicks`, "--data", '{"toolId":"chatgpt","page":"/tools"}', "--headers", json],
    ],
    [
      "search report",
      ["-u", `${origin}/api/searches`, "--data", '{"term":"video","language":"en","results":3}', "--headers", json],
    ],
    [
      "insights",
      [
        "-u",
        `${origin}/api/admin/insights?startDate=2026-01-01&endDate=2026-01-31`,
        "--cookie",
        cookie,
        "--skip",
        "Cookie",
      ],
    ],
  ];
  rmSync(OUT, { recursive: true, force: true });
  for (const [name, args] of targets) {
    console.info(`\n=== sqlmap: ${name} ===`);
    const run = spawnSync(
      "sqlmap",
      [
        ...args,
        "--batch",
        "--level=1",
        "--risk=1",
        "--technique=BEU",
        "--flush-session",
        "--disable-coloring",
        "--output-dir",
        OUT,
        "--answers=follow=N",
      ],
      { encoding: "utf8", env: toolEnv, timeout: 600_000, maxBuffer: 1 << 26 },
    );
    const output = `${run.stdout ?? ""}${run.stderr ?? ""}`;
    const injectable = /identified the following injection point|is vulnerable|appears to be '.*' injectable/i.test(
      output,
    );
    const tested = /(all tested parameters do not appear to be injectable|does not seem to be injectable)/i.test(
      output,
    );
    console.info(
      output
        .split("\n")
        .filter((line) => /injectable|injection point|testing '|WARNING|CRITICAL|ERROR/i.test(line))
        .slice(-12)
        .join("\n"),
    );
    if (injectable) {
      console.error(`✗ ${name}: sqlmap reports an injectable parameter`);
      failed = true;
    } else if (!tested) {
      console.error(`✗ ${name}: sqlmap did not finish its tests (exit ${run.status})`);
      failed = true;
    } else {
      console.info(`✓ ${name}: no injectable parameter`);
    }
  }
} finally {
  worker.stop();
  rmSync(CONFIG, { force: true });
}
process.exit(failed ? 1 : 0);
