import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { apiErrorSchema } from "@common/api/errors";
import { describe, expect, it } from "vitest";
import { solvedSignupProof } from "../test/vote-proof";

/**
 * Every per-network rate limit also counts the IPv6 /48 (docs/decisions/036): requests from as many distinct /64s
 * of one /48 as the limiter allows a network use up the /48's allowance, so the next /64 of that /48 is refused,
 * while a /64 of another /48 is not. Real local limiters, through each endpoint they guard.
 */
const ORIGIN = "http://localhost";
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

interface LimitedEndpoint {
  limiter: string;
  /** The limiter's allowance per network and minute (wrangler.toml). */
  allowance: number;
  method: "GET" | "POST";
  path: string;
  /** The body of the n-th request (each distinct where the endpoint stores it), made before the requests are sent. */
  body?: (n: number) => unknown;
  /** Sent as a plain form post (the no-JavaScript signup), whose answers are pages, not JSON. */
  form?: boolean;
  /** What a request within the allowance answers. */
  within: number;
}

const ENDPOINTS: [string, LimitedEndpoint][] = [
  [
    "a vote",
    // Without a proof: the limiter is spent before the proof is checked, so each answers 403 within it.
    {
      limiter: "VOTE_LIMITER",
      allowance: 30,
      method: "POST",
      path: "/api/tools/chatgpt/vote",
      body: () => ({ rating: 4 }),
      within: 403,
    },
  ],
  [
    "a vote challenge",
    { limiter: "VOTE_LIMITER", allowance: 30, method: "GET", path: "/api/tools/vote-challenge", within: 200 },
  ],
  [
    "a newsletter signup",
    // With a solved proof (fetched from addresses of their own), so each within the allowance is stored as pending.
    {
      limiter: "SUBSCRIBE_LIMITER",
      allowance: 10,
      method: "POST",
      path: "/api/subscribe",
      body: async (n) => ({
        email: `block-${n}-${Math.random().toString(36).slice(2)}@example.com`,
        proof: await solvedSignupProof(),
      }),
      within: 201,
    },
  ],
  [
    "a newsletter signup's challenge",
    { limiter: "SUBSCRIBE_LIMITER", allowance: 10, method: "GET", path: "/api/subscribe/challenge", within: 200 },
  ],
  [
    "a newsletter signup without JavaScript",
    // Its own stricter limit, 3 a minute, spent together with SUBSCRIBE_LIMITER's 10.
    {
      limiter: "SUBSCRIBE_FORM_LIMITER",
      allowance: 3,
      method: "POST",
      path: "/api/subscribe/form",
      body: (n) => ({ email: `form-${n}-${Math.random().toString(36).slice(2)}@example.com` }),
      form: true,
      within: 201,
    },
  ],
  [
    "an admin sign-in",
    {
      limiter: "LOGIN_LIMITER",
      allowance: 10,
      method: "POST",
      path: "/api/admin/login",
      // A new username each time, so only the network's limit can refuse.
      body: (n) => ({ username: `guess-${n}-${Math.random().toString(36).slice(2)}`, password: "wrong" }),
      within: 401,
    },
  ],
  [
    "a page view",
    {
      limiter: "VISIT_LIMITER",
      allowance: 120,
      method: "POST",
      path: "/api/visits",
      body: () => ({ path: "/tools" }),
      within: 204,
    },
  ],
  [
    "a 'Try Now' click",
    {
      limiter: "CLICK_LIMITER",
      allowance: 60,
      method: "POST",
      path: "/api/clicks",
      body: () => ({ toolId: "chatgpt", page: "/tools" }),
      within: 204,
    },
  ],
  [
    "a directory search",
    {
      limiter: "SEARCH_LIMITER",
      allowance: 60,
      method: "POST",
      path: "/api/searches",
      body: () => ({ term: "video", language: "en", results: 1 }),
      within: 204,
    },
  ],
];

function send({ method, path, form }: LimitedEndpoint, ip: string, body: unknown) {
  const headers = new Headers({ "CF-Connecting-IP": ip, "User-Agent": CHROME, Origin: ORIGIN });
  if (method === "POST") headers.set("Content-Type", form ? "application/x-www-form-urlencoded" : "application/json");
  return exports.default.fetch(
    new Request(`${ORIGIN}${path}`, {
      method,
      headers,
      body:
        method === "POST"
          ? form
            ? new URLSearchParams(body as Record<string, string>).toString()
            : JSON.stringify(body)
          : undefined,
    }),
  );
}

describe.each(ENDPOINTS.map(([name, endpoint], i) => ({ name, endpoint, block: 0x4100 + i })))(
  "$name ($endpoint.limiter)",
  ({ endpoint, block }) => {
    it("every /64 of one /48 spends the /48's allowance; another /48 keeps its own", async () => {
      expect(env[endpoint.limiter as keyof Env]).toBeDefined();
      // Every body first (a signup's proof of work takes a moment), then the requests in one go.
      const bodies = await Promise.all(
        Array.from({ length: endpoint.allowance + 2 }, async (_, n) => endpoint.body?.(n)),
      );
      // The local limiter counts in windows aligned to the clock: the requests must all fall in one. The longest
      // run (the page views' 122 requests) takes a few seconds on a busy machine, so only a window with less than
      // 15 s left is waited out.
      const intoWindow = Date.now() % 60_000;
      if (intoWindow > 45_000) await new Promise((r) => setTimeout(r, 60_000 - intoWindow + 100));
      const fromBlock = (n: number) => `2001:db8:${block.toString(16)}:${n.toString(16)}::1`;
      for (let n = 1; n <= endpoint.allowance; n++) {
        const res = await send(endpoint, fromBlock(n), bodies[n]);
        expect(res.status, `request ${n} from its own /64`).toBe(endpoint.within);
        await res.body?.cancel();
      }
      const refused = await send(endpoint, fromBlock(0xffff), bodies[0]);
      expect(refused.status).toBe(429);
      if (endpoint.form) expect(refused.headers.get("Content-Type")).toContain("text/html");
      else expect(apiErrorSchema.parse(await refused.json()).error.code).toBe("rate_limited");
      const elsewhere = await send(endpoint, `2001:db8:${(block + 0x80).toString(16)}:1::1`, bodies.at(-1));
      expect(elsewhere.status).toBe(endpoint.within);
    }, 90_000);
  },
);
