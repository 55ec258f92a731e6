import { describe, expect, inject, it } from "vitest";
import { checkLink } from "./check-link";

/** The checker against a real local server (worker/test/link-server.ts) that answers each way a site can. */
const server = inject("linkServer");
const options = { userAgent: "AIToolsGuideLinkCheck/1.0 (+https://example.com/about)", timeoutMs: 1_500 };
const check = (path: string) => checkLink(`${server}${path}`, options);

describe("checking one tool's address", () => {
  it("finds a page that answers, and where temporary redirects lead", async () => {
    expect(await check("/ok")).toEqual({ outcome: "ok", status: 200, finalUrl: `${server}/ok`, requests: 1 });
    expect(await check("/temporary")).toEqual({ outcome: "ok", status: 200, finalUrl: `${server}/ok`, requests: 2 });
  });

  it("reports a permanent move with the final address", async () => {
    expect(await check("/moved")).toEqual({ outcome: "moved", status: 200, finalUrl: `${server}/ok`, requests: 2 });
    expect(await check("/moved-twice")).toMatchObject({ outcome: "moved", finalUrl: `${server}/ok`, requests: 3 });
  });

  it("calls a link dead only when the page is gone", async () => {
    expect(await check("/gone")).toEqual({ outcome: "dead", status: 404, finalUrl: `${server}/gone`, requests: 1 });
    expect(await check("/removed")).toMatchObject({ outcome: "dead", status: 410 });
  });

  it("never calls a refusal, a busy or broken server, a loop or silence dead", async () => {
    expect(await check("/forbidden")).toMatchObject({ outcome: "unchecked", status: 403 });
    expect(await check("/busy")).toMatchObject({ outcome: "unchecked", status: 429 });
    expect(await check("/broken")).toMatchObject({ outcome: "unchecked", status: 500 });
    expect(await check("/loop")).toMatchObject({ outcome: "unchecked", status: 301, requests: 6 });
    const started = Date.now();
    expect(await check("/never")).toEqual({ outcome: "unchecked", status: null, finalUrl: null, requests: 1 });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await checkLink("http://127.0.0.1:9/closed-port", options)).toMatchObject({ outcome: "unchecked" });
  });

  it("says who is asking", async () => {
    const res = await fetch(`${server}/user-agent`, { headers: { "User-Agent": options.userAgent } });
    expect(await res.text()).toBe(options.userAgent);
    expect(await check("/user-agent")).toMatchObject({ outcome: "ok" });
  });
});
