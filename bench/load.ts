import { execFileSync } from "node:child_process";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import autocannon from "autocannon";
import { freshDatabase, startWorker } from "./lib.ts";

/**
 * Mixed traffic against the built Worker under `wrangler dev` on 127.0.0.1 (bounded: BENCH_LOAD_SECONDS,
 * default 60 s, at 50 connections): page views, stats reads, votes from distinct visitors, signups of distinct
 * addresses and repeats of addresses just signed up (still pending). Each vote and each signup carries a proof of
 * work solved beforehand, and so does each suggested tool (a new site each time) (pools filled before and during the run, as many browsers would solve them). Then checks
 * that nothing was lost or doubled: no 5xx, no socket errors, votes in D1 = 201 answers to votes = the per-tool
 * totals, pending subscribers in D1 = 201 answers to signups = confirmation mails counted, every repeat answered
 * 201 with no row and no mail of its own, tool suggestions in D1 = 201 answers to suggestions. Exits 1 when a check
 * fails.
 */
const PORT = Number(process.env.BENCH_PORT ?? 8793);
const STATE = ".wrangler/bench-load";
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const CONNECTIONS = 50;
const TOOL_IDS = [
  "chatgpt",
  "claude",
  "gemini",
  "microsoft-copilot",
  "runway",
  "midjourney",
  "perplexity",
  "notion-ai",
];

const db = freshDatabase(STATE);
// The site's daily cap on confirmation mails (200 by default) would hold back most of the run's signups.
const worker = await startWorker(STATE, PORT, ["--var", "CONFIRMATION_EMAILS_PER_DAY:100000"]);
const origin = worker.origin;

let sequence = 0;
/**
 * Every request comes from its own address, as distinct visitors do, so per-network limits (the visit limiter
 * on page views included) measure nothing here. wrangler dev keeps a CF-Connecting-IP the request carries and
 * sets 127.0.0.1 only when there is none.
 */
const nextIp = () => {
  sequence += 1;
  return `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
};
/**
 * Solved proofs waiting to be sent, for votes and for signups (each from its own challenge endpoint): the load
 * generator builds requests synchronously, so challenges are fetched (each from an address of its own) and solved
 * ahead, with Node's native PBKDF2. A vote or signup finding its pool empty is sent as a read instead.
 */
const CHALLENGES = {
  vote: "/api/tools/vote-challenge",
  signup: "/api/subscribe/challenge",
  suggestion: "/api/suggestions/challenge",
} as const;
type ProofKind = keyof typeof CHALLENGES;
const pools: Record<ProofKind, unknown[]> = { vote: [], signup: [], suggestion: [] };
const POOL_TARGET = 200;
async function solveOne(kind: ProofKind): Promise<void> {
  const res = await fetch(`${origin}${CHALLENGES[kind]}`, { headers: { "cf-connecting-ip": nextIp() } });
  if (!res.ok) throw new Error(`${kind} challenge answered ${res.status}`);
  const challenge = await res.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error(`a ${kind} challenge was not solved`);
  pools[kind].push({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } });
}
/** The pool furthest below its target, or null when all are full. */
const emptiestPool = (): ProofKind | null => {
  const kind = (Object.keys(pools) as ProofKind[]).reduce((a, b) => (pools[a].length <= pools[b].length ? a : b));
  return pools[kind].length < POOL_TARGET ? kind : null;
};
/** Keeps the pools filled with a few solvers at once until `until` (bounded: it stops with the writes). */
async function keepSolving(until: () => number): Promise<void> {
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (Date.now() < until()) {
        const kind = emptiestPool();
        if (kind) await solveOne(kind);
        else await new Promise((r) => setTimeout(r, 50));
      }
    }),
  );
}

const tally = {
  votes201: 0,
  votesOther: 0,
  signups201: 0,
  signupsOther: 0,
  repeats: 0,
  repeats201: 0,
  repeatsOther: 0,
  suggestions201: 0,
  suggestionsOther: 0,
};

type Ctx = { email?: string; repeatOf?: string; wrote?: boolean };

// Writes stop a few seconds before the end: the load generator drops the answers still in flight when time is
// up, and a write whose answer was never seen could not be checked against the database. Reads fill the gap.
let writesUntil = Number.POSITIVE_INFINITY;
const WRITE_GRACE_MS = 5_000;
const asRead = (req: autocannon.Request, context: Ctx): autocannon.Request => {
  context.wrote = false;
  return { ...req, method: "GET", path: "/api/tools/stats", headers: {}, body: undefined };
};
const browser =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36";
const navigate = {
  accept: "text/html",
  "sec-fetch-mode": "navigate",
  "sec-fetch-dest": "document",
  "user-agent": browser,
};
const json = { "content-type": "application/json", origin };

const requests: autocannon.Request[] = [
  {
    method: "GET",
    path: "/",
    headers: navigate,
    setupRequest: (req) => ({ ...req, headers: { ...req.headers, "cf-connecting-ip": nextIp() } }),
  },
  { method: "GET", path: "/api/tools/stats" },
  {
    method: "POST",
    path: "/api/tools/chatgpt/vote",
    setupRequest: (req, context: Ctx) => {
      const proof = pools.vote.shift();
      if (Date.now() > writesUntil || !proof) return asRead(req, context);
      context.wrote = true;
      const tool = TOOL_IDS[sequence % TOOL_IDS.length];
      return {
        ...req,
        path: `/api/tools/${tool}/vote`,
        headers: { ...json, "cf-connecting-ip": nextIp() },
        body: JSON.stringify({ rating: 1 + (sequence % 5), proof }),
      };
    },
    onResponse: (status, _body, context: Ctx) => {
      if (!context.wrote) return;
      if (status === 201) tally.votes201 += 1;
      else tally.votesOther += 1;
    },
  },
  {
    method: "GET",
    path: "/tools",
    headers: navigate,
    setupRequest: (req) => ({ ...req, headers: { ...req.headers, "cf-connecting-ip": nextIp() } }),
  },
  {
    method: "POST",
    path: "/api/subscribe",
    setupRequest: (req, context: Ctx) => {
      const proof = pools.signup.shift();
      if (Date.now() > writesUntil || !proof) return asRead(req, context);
      context.wrote = true;
      context.email = `load-${process.pid}-${nextIp().replace(/\./g, "-")}@example.com`;
      return {
        ...req,
        headers: { ...json, "cf-connecting-ip": nextIp() },
        body: JSON.stringify({ email: context.email, proof }),
      };
    },
    onResponse: (status, _body, context: Ctx) => {
      if (!context.wrote) return;
      if (status === 201) {
        tally.signups201 += 1;
        context.repeatOf = context.email;
      } else tally.signupsOther += 1;
    },
  },
  {
    method: "POST",
    path: "/api/subscribe",
    // The same address again (upper-cased: stored addresses are normalised), from another network, while it is
    // still pending: answered as a signup, with no mail within the hour.
    setupRequest: (req, context: Ctx) => {
      const email = context.repeatOf;
      const proof = email ? pools.signup.shift() : undefined;
      if (!email || Date.now() > writesUntil || !proof) return asRead(req, context);
      context.wrote = true;
      return {
        ...req,
        headers: { ...json, "cf-connecting-ip": nextIp() },
        body: JSON.stringify({ email: email.toUpperCase(), proof }),
      };
    },
    onResponse: (status, _body, context: Ctx) => {
      if (!context.wrote) return;
      tally.repeats += 1;
      if (status === 201) tally.repeats201 += 1;
      else tally.repeatsOther += 1;
    },
  },
  {
    method: "POST",
    path: "/api/suggestions",
    // A tool suggested by a visitor, each a site of its own (a second suggestion of a waiting site is a 409).
    setupRequest: (req, context: Ctx) => {
      const proof = pools.suggestion.shift();
      if (Date.now() > writesUntil || !proof) return asRead(req, context);
      context.wrote = true;
      const ip = nextIp();
      return {
        ...req,
        headers: { ...json, "cf-connecting-ip": ip },
        body: JSON.stringify({
          name: `Load tool ${ip}`,
          url: `https://load-${process.pid}-${ip.replace(/\./g, "-")}.example/`,
          category: "writing-help",
          description: "A tool suggested under load.",
          proof,
        }),
      };
    },
    onResponse: (status, _body, context: Ctx) => {
      if (!context.wrote) return;
      if (status === 201) tally.suggestions201 += 1;
      else tally.suggestionsOther += 1;
    },
  },
];

let result: autocannon.Result;
try {
  for (let kind = emptiestPool(); kind; kind = emptiestPool()) {
    await Promise.all(Array.from({ length: 4 }, () => solveOne(kind)));
  }
  writesUntil = Date.now() + SECONDS * 1000 - WRITE_GRACE_MS;
  const solving = keepSolving(() => writesUntil);
  result = await autocannon({ url: origin, connections: CONNECTIONS, duration: SECONDS, requests });
  await solving;
} finally {
  // Let background writes (visit rows) settle before the server stops.
  await new Promise((r) => setTimeout(r, 2000));
  worker.stop();
}

/** A number read from the D1 file once the server has let go of it (bounded wait). */
async function queryNumber(query: string): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    try {
      return Number(execFileSync("sqlite3", [db, query], { encoding: "utf8", stdio: "pipe" }).trim());
    } catch (error) {
      if (attempt >= 40) throw error;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}
const count = (table: string) => queryNumber(`SELECT COUNT(*) FROM ${table}`);
const votesInD1 = await count("votes");
const votesInTotals = await queryNumber("SELECT COALESCE(SUM(vote_count), 0) FROM tool_stats");
const subscribersInD1 = await count("subscribers");
const pendingInD1 = await queryNumber("SELECT COUNT(*) FROM subscribers WHERE status = 'pending'");
const mailsCounted = await queryNumber("SELECT COALESCE(SUM(sent), 0) FROM daily_mail_totals");
const visitsInD1 = await count("visits");
const suggestionsInD1 = await count("tool_suggestions");

console.info(`Mixed traffic: ${CONNECTIONS} connections for ${SECONDS} s`);
console.info(
  `  ${result.requests.total} requests, ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
);
console.info(
  `  answers: 2xx ${result["2xx"]}, 4xx ${result["4xx"]}, 5xx ${result["5xx"]}; socket errors ${result.errors}, timeouts ${result.timeouts}`,
);
// Page views are recorded after their answer, so a view still in flight at the end may or may not be stored:
// the figure is shown, not checked.
console.info(`  page views recorded in D1: ${visitsInD1}`);
const checks: [string, boolean][] = [
  [`no 5xx answers (${result["5xx"]})`, result["5xx"] === 0],
  [`no socket errors or timeouts (${result.errors}, ${result.timeouts})`, result.errors === 0 && result.timeouts === 0],
  [
    `votes in D1: ${votesInD1}, votes answered 201: ${tally.votes201} (other answers: ${tally.votesOther})`,
    votesInD1 === tally.votes201 && tally.votes201 > 0,
  ],
  [`per-tool vote totals: ${votesInTotals}, votes in D1: ${votesInD1}`, votesInTotals === votesInD1],
  [
    `subscribers in D1: ${subscribersInD1} (pending: ${pendingInD1}), signups answered 201: ${tally.signups201} (other answers: ${tally.signupsOther})`,
    subscribersInD1 === tally.signups201 && pendingInD1 === subscribersInD1 && tally.signups201 > 0,
  ],
  [
    `confirmation mails counted: ${mailsCounted}, signups answered 201: ${tally.signups201}`,
    mailsCounted === tally.signups201,
  ],
  [
    `repeated addresses all 201, with no row or mail of their own: ${tally.repeats201} of ${tally.repeats} (other answers: ${tally.repeatsOther})`,
    tally.repeats > 0 && tally.repeats201 === tally.repeats,
  ],
  [
    `suggestions in D1: ${suggestionsInD1}, suggestions answered 201: ${tally.suggestions201} (other answers: ${tally.suggestionsOther})`,
    suggestionsInD1 === tally.suggestions201 && tally.suggestions201 > 0,
  ],
];
let failed = false;
for (const [label, ok] of checks) {
  console.info(`  ${ok ? "✓" : "✗"} ${label}`);
  if (!ok) failed = true;
}
process.exit(failed ? 1 : 0);
