import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { testIp } from "../test/test-ip";

/** The suggestion and report forms without JavaScript: translated answer pages, the plain form's allowance. */
const ORIGIN = "http://localhost";
let ips = 0;
const ip = () => testIp(500_000 + ++ips);

function post(path: string, fields: Record<string, string>, { from = ip(), origin = ORIGIN } = {}) {
  return exports.default.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: origin,
        Referer: `${ORIGIN}/ar/tools`,
        "CF-Connecting-IP": from,
      },
      body: new URLSearchParams(fields),
    }),
  );
}

const suggestion = (url: string, language = "ar") => ({
  name: "Form Tool",
  url,
  category: "writing-help",
  description: "Writes letters for you.",
  email: "",
  language,
  website: "",
});

describe("suggesting a tool without JavaScript", () => {
  it("answers a page in the form's language and stores the suggestion as from a plain form", async () => {
    const res = await post("/api/suggestions/form", suggestion("https://no-js.example"));
    expect(res.status).toBe(201);
    const html = await res.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('href="/ar/tools"');
    const row = await env.DB.prepare(
      "SELECT status, channel, email FROM tool_suggestions WHERE host = 'no-js.example'",
    ).first();
    expect(row).toEqual({ status: "new", channel: "form", email: null });
  });

  it("lists each field to fix, translated, and stores nothing", async () => {
    const res = await post("/api/suggestions/form", { ...suggestion("ftp://bad", "en"), name: "", category: "nope" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("<li>Tool name: Please fill this in.</li>");
    expect(html).toContain("<li>Web address: Enter the full address, starting with https://</li>");
    expect(html).toContain("<li>Category: Choose one of the options.</li>");
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM tool_suggestions WHERE url = 'ftp://bad'").first()).toEqual({
      n: 0,
    });
  });

  it("says when the site is listed, and holds a network past a plain form's three a day", async () => {
    const listed = await post("/api/suggestions/form", suggestion("https://chatgpt.com/", "en"));
    expect(listed.status).toBe(409);
    expect(await listed.text()).toContain("We already have this tool");
    const from = ip();
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(
        (await post("/api/suggestions/form", suggestion(`https://daily-${i}.example`, "en"), { from })).status,
      );
    expect(answers).toEqual([201, 201, 201, 429]);
  });

  it("refuses another site's form with a page", async () => {
    const res = await post("/api/suggestions/form", suggestion("https://csrf.example"), {
      origin: "https://evil.example",
    });
    expect(res.status).toBe(403);
    expect(res.headers.get("Content-Type")).toContain("text/html");
  });
});

describe("reporting a problem without JavaScript", () => {
  it("stores the report and answers a page; an unknown tool is a 404 page", async () => {
    const res = await post("/api/tools/gemini/reports/form", {
      reason: "wrong-price",
      note: "It costs more now",
      language: "he",
    });
    expect(res.status).toBe(201);
    expect(await res.text()).toContain('<html lang="he" dir="rtl">');
    const row = await env.DB.prepare(
      "SELECT reason, note, language, channel FROM tool_reports WHERE tool_id = 'gemini'",
    ).first();
    expect(row).toEqual({ reason: "wrong-price", note: "It costs more now", language: "he", channel: "form" });
    expect((await post("/api/tools/nothing-here/reports/form", { reason: "other", language: "en" })).status).toBe(404);
  });
});
