import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import worker from "../index";
import { builtPage, builtPageCache, noncePlaceholder, pageBody } from "./built-pages";

const decoder = new TextDecoder();
const navigate = { Accept: "text/html", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" };

describe("built pages", () => {
  it("puts the answer's nonce in every place of the placeholder, in text of any script", () => {
    const slot = noncePlaceholder();
    const html = `<script nonce="${slot}">a</script><p>مرحبا 你好</p><script nonce="${slot}">b</script>`;
    const page = builtPage(html, 200, new Headers({ "Content-Language": "ar" }));
    expect(page.pieces).toHaveLength(3);
    expect(decoder.decode(pageBody(page, "N0nce=="))).toBe(
      '<script nonce="N0nce==">a</script><p>مرحبا 你好</p><script nonce="N0nce==">b</script>',
    );
    expect(decoder.decode(pageBody(page, "other"))).toContain('nonce="other">b');
    // The budget counts bytes (Arabic and Chinese letters take two and three), not characters.
    expect(page.size).toBe(new TextEncoder().encode(html.replaceAll(slot, "")).byteLength);
    expect(page.headers).toEqual([["content-language", "ar"]]);
  });

  it("the placeholder stays the same within an isolate and is not guessable from the page", () => {
    expect(noncePlaceholder()).toBe(noncePlaceholder());
    expect(noncePlaceholder()).toMatch(/^nonce-slot-[0-9a-f-]{36}$/);
  });

  it("the cache drops the least recently used pages beyond its byte budget", () => {
    const cache = builtPageCache(100);
    const page = (bytes: number) => builtPage("x".repeat(bytes), 200, new Headers());
    cache.set("a", page(40));
    cache.set("b", page(40));
    cache.get("a");
    cache.set("c", page(40));
    expect(cache.has("a")).toBe(true);
    expect(cache.has("b")).toBe(false);
    expect(cache.has("c")).toBe(true);
    // A page larger than the whole budget is not kept at all.
    cache.set("d", page(101));
    expect(cache.has("d")).toBe(false);
  });

  it("a page kept for a time is dropped once that time has passed, with no timer running in between", () => {
    // Synchronous on purpose: a timer set while serving one request does not outlive it in a Worker, so the
    // cache's clock must not depend on one (lru-cache's default reads the time once and waits for a timer).
    let now = 1_000_000;
    const clock = vi.spyOn(performance, "now").mockImplementation(() => now);
    try {
      const cache = builtPageCache();
      cache.set("/tools", builtPage("listing", 200, new Headers()), { ttl: 55_000 });
      expect(cache.get("/tools")).toBeDefined();
      now += 30_000;
      expect(cache.get("/tools")).toBeDefined();
      now += 30_000;
      expect(cache.get("/tools")).toBeUndefined();
    } finally {
      clock.mockRestore();
    }
  });
});

describe("page answers from built pages", () => {
  /** Calls the Worker with an ASSETS binding that counts its fetches. */
  async function view(path: string, method = "GET", settings: Partial<Env> = {}) {
    const assetFetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => env.ASSETS.fetch(input, init));
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request(`http://localhost${path}`, { method, headers: navigate }),
      { ...env, ...settings, ASSETS: { ...env.ASSETS, fetch: assetFetch } as Fetcher },
      ctx,
    );
    const html = await res.text();
    await waitOnExecutionContext(ctx);
    const nonce = /script-src[^;]*'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1];
    return { res, html, nonce, assetFetches: assetFetch.mock.calls.length };
  }

  it("a second view of a page is the same page with its own nonce, built without fetching any asset", async () => {
    const first = await view("/he/category/writing-help");
    const second = await view("/he/category/writing-help");
    expect(first.res.status).toBe(200);
    expect(second.res.status).toBe(200);
    expect(first.assetFetches).toBeGreaterThan(0);
    expect(second.assetFetches).toBe(0);
    expect(first.nonce).toBeTruthy();
    expect(second.nonce).toBeTruthy();
    expect(second.nonce).not.toBe(first.nonce);
    expect(first.html).toContain(`nonce="${first.nonce}"`);
    expect(second.html).toContain(`nonce="${second.nonce}"`);
    expect(second.html).not.toContain(`nonce="${first.nonce}"`);
    expect(second.html).not.toContain("nonce-slot-");
    expect(second.html.replaceAll(second.nonce ?? "", "N")).toBe(first.html.replaceAll(first.nonce ?? "", "N"));
    for (const name of ["Content-Type", "Content-Language", "Cache-Control"]) {
      expect(second.res.headers.get(name), name).toBe(first.res.headers.get(name));
    }
    expect(second.res.headers.get("Content-Language")).toBe("he");
  });

  it("a Worker with other public settings never gets a page built with the first settings", async () => {
    const built = await view("/about");
    expect(built.html).toContain(env.CONTACT_EMAIL);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const other = await view("/about", "GET", { CONTACT_EMAIL: "someone-else@example.org" });
    warn.mockRestore();
    expect(other.assetFetches).toBeGreaterThan(0);
    expect(other.html).toContain("someone-else@example.org");
    expect(other.html).not.toContain(env.CONTACT_EMAIL);
  });

  it("HEAD of a built page answers its headers without a body", async () => {
    await view("/fr/blog");
    const head = await view("/fr/blog", "HEAD");
    expect(head.res.status).toBe(200);
    expect(head.res.headers.get("Content-Language")).toBe("fr");
    expect(head.html).toBe("");
  });

  it("not-found pages are built every time (their paths are endless) and stay 404", async () => {
    const first = await view("/pt/no-such-page-here");
    const second = await view("/pt/no-such-page-here");
    expect(first.res.status).toBe(404);
    expect(second.res.status).toBe(404);
    expect(second.assetFetches).toBeGreaterThan(0);
  });
});
