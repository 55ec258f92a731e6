import { exports } from "cloudflare:workers";
import { apiErrorSchema } from "@common/api/errors";
import { describe, expect, it } from "vitest";
import { app } from "../app";
import { ORIGIN, signIn } from "../test/admin-session";

/** The admin API's paths: /api/admin/… and the subscriber list and export under /api/subscriptions. */
const ADMIN_PATH = /^\/api\/(admin|subscriptions)(\/|$)/;

/** The only endpoints under those paths anyone may call: signing in (two steps), the session check, signing out. */
const PUBLIC_ADMIN_ENDPOINTS = [
  "POST /api/admin/login",
  "POST /api/admin/login/passkey",
  "GET /api/admin/auth",
  "POST /api/admin/logout",
];

/** What the guard answers, and nothing else under these paths does. */
const GUARD_MESSAGE = "Sign in as the administrator to continue";

/** A path segment a `:name` or `:name{pattern}` parameter accepts, so the request reaches the route itself. */
function sampleFor(pattern: string | undefined): string {
  const candidates = ["sample-id", "1", "2026-01-01"];
  if (!pattern) return candidates[0] as string;
  const accepts = new RegExp(`^(?:${pattern})$`);
  const sample = candidates.find((candidate) => accepts.test(candidate));
  if (!sample) throw new Error(`no sample value for the route parameter pattern ${pattern}`);
  return sample;
}

function concretePath(routePath: string): string {
  return routePath
    .replace(/:\w+(?:\{([^}]*)\})?/g, (_, pattern: string | undefined) => sampleFor(pattern))
    .replace(/\*/g, "sample");
}

/**
 * Every endpoint of the app's route table under the admin paths, as "METHOD /path". Hono lists each handler and
 * middleware of a route as a row of its own; `use()` middleware is the `ALL …/*` rows, which are not endpoints.
 */
const adminEndpoints = [
  ...new Set(
    app.routes
      .filter((route) => ADMIN_PATH.test(route.path) && !(route.method === "ALL" && route.path.endsWith("*")))
      .map((route) => `${route.method} ${route.path}`),
  ),
];
const guardedEndpoints = adminEndpoints.filter((endpoint) => !PUBLIC_ADMIN_ENDPOINTS.includes(endpoint));

function call(endpoint: string, cookie: string): Promise<Response> {
  const [method = "GET", routePath = ""] = endpoint.split(" ");
  const hasBody = method !== "GET" && method !== "HEAD";
  return exports.default.fetch(
    new Request(`${ORIGIN}${concretePath(routePath)}`, {
      method: method === "ALL" ? "GET" : method,
      // Same-origin and JSON, so that nothing but the session can be the reason for a refusal.
      headers: { Origin: ORIGIN, Cookie: cookie, ...(hasBody ? { "Content-Type": "application/json" } : {}) },
      body: hasBody ? "{}" : undefined,
    }),
  );
}

describe("the admin API's guard, over the app's route table", () => {
  it("finds the admin endpoints in the route table, and every listed public one is still there", () => {
    expect(guardedEndpoints).toEqual(
      expect.arrayContaining([
        "GET /api/admin/analytics",
        "GET /api/admin/insights.csv",
        "DELETE /api/admin/passkeys/:id",
        "GET /api/subscriptions",
        "GET /api/subscriptions/download",
      ]),
    );
    expect(adminEndpoints).toEqual(expect.arrayContaining(PUBLIC_ADMIN_ENDPOINTS));
  });

  it.each(guardedEndpoints)(
    "%s answers the guard's 401 JSON without a session or with a forged one",
    async (endpoint) => {
      for (const cookie of ["", "__Host-session=forged-token-value"]) {
        const res = await call(endpoint, cookie);
        expect(res.status, `${endpoint} with cookie "${cookie}"`).toBe(401);
        const { error } = apiErrorSchema.parse(await res.json());
        expect(error).toEqual({ code: "unauthorized", message: GUARD_MESSAGE });
      }
    },
  );

  // Checks the sample paths above reach the endpoints themselves: otherwise the guard's wildcard could answer a
  // path no route matches, and a public route would pass unnoticed.
  it.each(guardedEndpoints)("%s is answered by its own route with a session", async (endpoint) => {
    const res = await call(endpoint, await signIn());
    expect(res.status, endpoint).not.toBe(401);
    expect(res.status, endpoint).toBeLessThan(500);
    if (res.headers.get("Content-Type")?.includes("application/json") && res.status >= 400) {
      const { error } = apiErrorSchema.parse(await res.json());
      expect(error.message, endpoint).not.toBe("No such API endpoint");
    }
    if (!res.bodyUsed) await res.body?.cancel();
  });
});
