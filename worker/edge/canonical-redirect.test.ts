import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import worker from "../index";

const navigate = { Accept: "text/html", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" };

/** Calls the Worker with an ASSETS binding that counts its fetches (a page built for the cache fetches assets). */
async function view(path: string, method = "GET") {
  const assetFetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => env.ASSETS.fetch(input, init));
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`http://localhost${path}`, { method, headers: navigate, redirect: "manual" }),
    { ...env, ASSETS: { ...env.ASSETS, fetch: assetFetch } as Fetcher },
    ctx,
  );
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body, assetFetches: assetFetch.mock.calls.length };
}

describe("canonical page paths", () => {
  it.each([
    ["/tools/", "/tools"],
    ["/tools//", "/tools"],
    ["/tools///?q=chat&pricing=free", "/tools?q=chat&pricing=free"],
    ["/category/%61i-assistants", "/category/ai-assistants"],
    ["/category/%61i-assistants/?x=1", "/category/ai-assistants?x=1"],
    ["/%66r/%74ools", "/fr/tools"],
    ["/de", "/de/"],
    ["/ar/blog/", "/ar/blog"],
    ["/he/blog/how-to-get-started-with-chatgp%74", "/he/blog/how-to-get-started-with-chatgpt"],
  ])("%s answers 301 to %s before anything is built", async (path, location) => {
    for (const method of ["GET", "HEAD"]) {
      const { res, body, assetFetches } = await view(path, method);
      expect(res.status).toBe(301);
      expect(res.headers.get("Location")).toBe(location);
      expect(body).toBe("");
      // Nothing was built, so nothing was kept in the page cache under the alias.
      expect(assetFetches).toBe(0);
    }
  });

  it.each(["/", "/tools", "/de/", "/category/ai-assistants", "/zh/blog/how-to-get-started-with-chatgpt"])(
    "%s is canonical and served",
    async (path) => {
      const { res } = await view(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("Location")).toBeNull();
    },
  );

  it.each([
    "/DE/tools",
    "/en/tools",
    "/TOOLS",
    "/category%2Fai-assistants",
    "/category/ai-assistants%3F",
    "//tools",
    "/%2F%2Fevil",
    "/tools%",
    "/admin/",
  ])("%s is no alias of a public page: no redirect, and never kept", async (path) => {
    const first = await view(path);
    expect(first.res.status).not.toBe(301);
    expect(first.res.headers.get("Location")).toBeNull();
    const second = await view(path);
    // Built again from the assets: it was not kept.
    expect(second.assetFetches).toBeGreaterThan(0);
  });

  it("a scan of aliases leaves only the canonical page in the cache", async () => {
    const aliases = Array.from({ length: 40 }, (_, i) => `/category/%61i-assistants${"/".repeat(i)}`);
    aliases.push("/category/%61%69-assistants", "/category/ai%2Dassistants", "/%63ategory/ai-assistants");
    for (const alias of aliases) {
      const { res, assetFetches } = await view(alias);
      expect(res.status, alias).toBe(301);
      expect(res.headers.get("Location"), alias).toBe("/category/ai-assistants");
      expect(assetFetches, alias).toBe(0);
    }
    // The canonical page is built once and then served from the cache.
    await view("/category/ai-assistants");
    expect((await view("/category/ai-assistants")).assetFetches).toBe(0);
  });
});
