import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { apiErrorSchema, healthSchema } from "@common/api/errors";
import { describe, expect, it } from "vitest";

const BASE = "http://localhost";

function get(path: string, init?: RequestInit) {
  return exports.default.fetch(new Request(`${BASE}${path}`, init));
}

const navigate = { headers: { Accept: "text/html", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" } };

describe("API basics", () => {
  it("answers GET /api/health", async () => {
    const res = await get("/api/health");
    expect(res.status).toBe(200);
    expect(healthSchema.parse(await res.json())).toEqual({ status: "ok" });
    expect(res.headers.get("X-Request-Id")).toMatch(/^[\w-]{8,}$/);
  });

  it("names each request with its own id, never one the client sends (security log lines carry it)", async () => {
    const res = await get("/api/health", { headers: { "X-Request-Id": "chosen-by-the-caller" } });
    expect(res.headers.get("X-Request-Id")).toMatch(/^[\w-]{8,}$/);
    expect(res.headers.get("X-Request-Id")).not.toBe("chosen-by-the-caller");
    const ray = await get("/api/health", { headers: { "cf-ray": "8d2f1a3b4c5d6e7f-AMS" } });
    expect(ray.headers.get("X-Request-Id")).toBe("8d2f1a3b4c5d6e7f-AMS");
  });

  it("answers unknown /api paths with the JSON error shape and 404", async () => {
    for (const path of ["/api/nope", "/api/tools/x/y/z", "/api"]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("Content-Type")).toContain("application/json");
      const body = apiErrorSchema.parse(await res.json());
      expect(body.error.code).toBe("not_found");
      expect(body.error.message.length).toBeGreaterThan(0);
    }
  });

  it("answers a wrong method on a known endpoint with a JSON error, never HTML", async () => {
    const res = await get("/api/health", { method: "DELETE" });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    apiErrorSchema.parse(await res.json());
  });
});

describe("security headers", () => {
  const expectSecurityHeaders = (res: Response) => {
    const hsts = res.headers.get("Strict-Transport-Security") ?? "";
    const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toContain("includeSubDomains");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("Permissions-Policy")).toContain("camera=()");
    expect(res.headers.get("X-Powered-By")).toBeNull();
  };

  it("are set on API responses", async () => {
    expectSecurityHeaders(await get("/api/health"));
    expectSecurityHeaders(await get("/api/missing"));
  });

  it("are set on HTML pages, with a CSP nonce that is fresh for every response and on every script", async () => {
    const first = await get("/", navigate);
    const second = await get("/tools", navigate);
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toContain("text/html");
    expectSecurityHeaders(first);

    const nonceOf = (res: Response) =>
      /script-src[^;]*'nonce-([A-Za-z0-9+/=]+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1];
    const n1 = nonceOf(first);
    const n2 = nonceOf(second);
    expect(n1).toBeTruthy();
    expect(n2).toBeTruthy();
    expect(n1).not.toBe(n2);
    expect(first.headers.get("Content-Security-Policy")).not.toMatch(/script-src[^;]*'unsafe-inline'/);

    const html = await first.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) {
      // Data blocks (inlined JSON, JSON-LD) are never executed, so CSP does not apply to them.
      if (/type="application\/(ld\+)?json"/.test(tag)) continue;
      expect(tag).toContain(`nonce="${n1}"`);
    }
  });
});

describe("pages at the edge", () => {
  it("sets <html lang dir> from the URL prefix", async () => {
    const de = await (await get("/de/tools", navigate)).text();
    expect(de).toMatch(/<html[^>]*lang="de"[^>]*dir="ltr"/);
    const ar = await (await get("/ar/", navigate)).text();
    expect(ar).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"/);
    const en = await (await get("/xx/tools", navigate)).text();
    expect(en).toMatch(/<html[^>]*lang="en"/);
  });

  it("answers 404 for an unknown page, still with the app so it can show the not-found screen", async () => {
    const res = await get("/no/such/page", navigate);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<div id="root">');
  });

  it("inlines the public configuration without secrets", async () => {
    const html = await (await get("/", navigate)).text();
    const json = /<script type="application\/json" id="app-config">(.*?)<\/script>/.exec(html)?.[1];
    expect(json).toBeTruthy();
    const config = JSON.parse(json ?? "{}");
    expect(config.contactEmail).toContain("@");
    expect(json).not.toContain("ADMIN");
    expect(json).not.toContain("pbkdf2");
  });
});

describe("static files through the Worker", () => {
  it("are served with the security headers, never a 500", async () => {
    const res = await get("/locales/en/common.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });
});

describe("files the asset server answers itself (public/_headers; needs a build)", () => {
  const ASSET_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

  it.each(["/locales/ar/common.json", "/images/blog/what-is-ai-600.webp"])(
    "%s carries nosniff, no framing, HSTS and a CSP that allows nothing",
    async (path) => {
      const res = await env.ASSETS.fetch(new Request(`${BASE}${path}`));
      expect(res.status, path).toBe(200);
      expect(res.headers.get("X-Content-Type-Options"), path).toBe("nosniff");
      expect(res.headers.get("X-Frame-Options"), path).toBe("DENY");
      expect(res.headers.get("Strict-Transport-Security"), path).toMatch(/^max-age=63072000\b/);
      expect(res.headers.get("Content-Security-Policy"), path).toBe(ASSET_CSP);
    },
  );

  it("a file that does not exist answers 404, not the app's page (decision 034)", async () => {
    // From the asset server itself, and through the Worker for a path with a file extension outside the asset
    // folders (an image's request, a visitor opening the old favicon's address).
    const missing = [
      await env.ASSETS.fetch(new Request(`${BASE}/assets/no-such-file.js`)),
      await env.ASSETS.fetch(new Request(`${BASE}/images/no-such-image.webp`)),
      await get("/logo-light.svg", { headers: { "Sec-Fetch-Dest": "image" } }),
      await get("/favicon.svg", navigate),
    ];
    for (const res of missing) {
      expect(res.status, res.url).toBe(404);
      expect(res.headers.get("Content-Type") ?? "", res.url).not.toContain("text/html");
    }
  });

  it("pages made from those files carry the page CSP with its nonce instead, once", async () => {
    for (const path of ["/tools", "/he/", "/no-such-page"]) {
      const csp = (await get(path, navigate)).headers.get("Content-Security-Policy") ?? "";
      expect(csp, path).toMatch(/script-src 'nonce-[^']+'/);
      expect(csp, path).not.toContain("default-src 'none'");
    }
  });
});

describe("build files that only the build and the Worker read", () => {
  it.each([
    "/.vite/manifest.json",
    "/.vite/chunk-modules.json",
    "/_pages/config.json",
    "/_pages/en/tools",
    "/_pages/en/tools.html",
    "/_pages/zh/",
    "/_pages",
    "/%5Fpages/config.json",
    "/%2Evite/manifest.json",
    "//_pages/config.json",
  ])("%s answers 404, whether asked for as a page or as a file", async (path) => {
    for (const init of [undefined, navigate]) {
      const res = await get(path, init);
      expect(res.status, path).toBe(404);
      const body = await res.text();
      expect(body, path).not.toContain('"contactEmail"');
      expect(body, path).not.toContain('"imports"');
    }
  });
});
