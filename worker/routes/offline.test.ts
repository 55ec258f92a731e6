import { exports } from "cloudflare:workers";
import { SAVED_OFFLINE_WORKER_PATH } from "@common/saved-offline";
import { describe, expect, it } from "vitest";

/** The Saved page's service worker script (docs/decisions/049), as the Worker serves it. */
describe(SAVED_OFFLINE_WORKER_PATH, () => {
  it("is JavaScript that is never cached, under the site's CSP, which lets it fetch from the site", async () => {
    const res = await exports.default.fetch(new Request(`http://localhost${SAVED_OFFLINE_WORKER_PATH}`));
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/javascript; charset=utf-8");
    expect(res.headers.get("Cache-Control")).toBe("no-cache");
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    const script = await res.text();
    expect(script).toContain('addEventListener("fetch"');
    expect(script).toContain("saved-offline-v1");
  });

  it("may be registered by the Saved page, which answers 200 (kept out of search engines, not missing)", async () => {
    const page = await exports.default.fetch(new Request("http://localhost/de/saved"));
    expect(page.status).toBe(200);
    expect(page.headers.get("Content-Security-Policy")).toContain("worker-src 'self'");
    expect(await page.text()).toContain('content="noindex, nofollow"');
    const compare = await exports.default.fetch(new Request("http://localhost/compare?tools=chatgpt,claude"));
    expect(compare.status).toBe(200);
    expect((await exports.default.fetch(new Request("http://localhost/no-such-page"))).status).toBe(404);
  });
});
