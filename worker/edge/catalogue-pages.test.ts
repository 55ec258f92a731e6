import { env, exports } from "cloudflare:workers";
import { PAGE_DATA_ELEMENT_ID } from "@common/catalogue/page-data";
import { describe, expect, it } from "vitest";

/**
 * The catalogue's pages as the Worker renders them from D1 (docs/decisions/040): a page of results in the HTML,
 * the query cache the browser adopts, the head of a listing's page, and what a renamed or archived tool answers.
 * Each test asks for URLs of its own: a rendered page is kept in the isolate for CATALOGUE_CACHE_SECONDS.
 */

const navigate = { headers: { Accept: "text/html", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" } };

async function page(path: string) {
  const res = await exports.default.fetch(new Request(`http://localhost${path}`, { ...navigate, redirect: "manual" }));
  return { res, html: await res.text() };
}

const articles = (html: string) =>
  [...html.matchAll(/<article[^>]*aria-labelledby="tool-([a-z0-9-]+)-name"/g)].map((m) => m[1]);
const links = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}" href="([^"]+)"`, "g"))].map((m) => m[1]);

function pageData(html: string): { queries: { queryKey: unknown[]; state: { data: unknown } }[] } {
  const json = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`, "s").exec(
    html,
  )?.[1];
  return JSON.parse(json ?? "null");
}

describe("the directory rendered from D1", () => {
  it("sends one page of 24 tools with 'X of Y tools found', and the query cache the browser adopts", async () => {
    const { res, html } = await page("/tools");
    expect(res.status).toBe(200);
    expect(articles(html)).toHaveLength(24);
    expect(html).toContain("47 of 47 tools found");
    const [query] = pageData(html).queries;
    if (!query) throw new Error("The page carries no query");
    expect(query.queryKey.slice(0, 3)).toEqual(["catalogue", "directory", "en"]);
    expect((query.state.data as { tools: unknown[] }).tools).toHaveLength(24);
  });

  it("a later page is a page of its own: canonical to itself, linked to the one before, in every language", async () => {
    const { html } = await page("/es/tools?page=2");
    expect(articles(html)).toHaveLength(23);
    expect(links(html, "canonical")).toEqual(["http://localhost/es/tools?page=2"]);
    expect(links(html, "prev")).toEqual(["http://localhost/es/tools"]);
    expect(links(html, "next")).toEqual([]);
    expect(html).toContain('<link rel="alternate" hreflang="de" href="http://localhost/de/tools?page=2"');
    // Its links lead to the other pages without the app's scripts.
    expect(html).toMatch(/<a[^>]*href="\/es\/tools"[^>]*rel="prev"|<a[^>]*rel="prev"[^>]*href="\/es\/tools"/);
  });

  it("answers a search and filters without JavaScript; a narrowed view's canonical is the plain directory", async () => {
    const { html } = await page("/de/tools?q=chat&pricing=freemium");
    expect(articles(html)).toContain("chatgpt");
    expect(articles(html).length).toBeLessThan(24);
    expect(links(html, "canonical")).toEqual(["http://localhost/de/tools"]);
    expect(links(html, "next")).toEqual([]);
    // The search box shows the search, the select its choice: the form reloads with them.
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="chat"/);
  });

  it("finds a two-character Chinese word and a typo", async () => {
    expect(articles((await page("/zh/tools?q=%E5%86%99%E4%BD%9C")).html).length).toBeGreaterThan(0);
    expect(articles((await page("/tools?q=midjurney")).html)).toEqual(["midjourney"]);
  });

  it("says 'No tools found' when nothing matches", async () => {
    const { res, html } = await page("/tools?q=zzzzqqq");
    expect(res.status).toBe(200);
    expect(articles(html)).toEqual([]);
    expect(html).toContain("No tools found");
  });
});

describe("category and home pages rendered from D1", () => {
  it("a category shows its Recommended two, and a filter from the URL", async () => {
    expect(articles((await page("/category/ai-assistants")).html)).toHaveLength(2);
    const all = articles((await page("/category/ai-assistants?filter=all")).html);
    expect(all.length).toBeGreaterThan(2);
    expect(all.slice(0, 2)).toEqual(articles((await page("/fr/category/ai-assistants")).html));
  });

  it("the home page's banner holds the featured beginner tools", async () => {
    const { html } = await page("/pt/");
    const banner = /<section aria-labelledby="beginner-tools-heading".*?<\/section>/s.exec(html)?.[0] ?? "";
    expect([...banner.matchAll(/href="\/pt\/tools\/([a-z0-9-]+)"/g)]).toHaveLength(4);
  });
});

describe("a tool's page from D1", () => {
  it("shows the tool in the page's language with its similar tools and structured data", async () => {
    const { res, html } = await page("/de/tools/claude");
    expect(res.status).toBe(200);
    expect(html).toContain('"@type":"SoftwareApplication"');
    expect(articles(html).length).toBeGreaterThan(0);
    const [query] = pageData(html).queries;
    expect(query?.queryKey).toEqual(["catalogue", "tool", "de", "claude"]);
  });

  it("an old id of a renamed tool answers 301 to the new address, in the same language", async () => {
    await env.DB.prepare("INSERT INTO catalogue_redirects (from_id, to_id) VALUES ('chat-gpt-old', 'chatgpt')").run();
    const { res } = await page("/ru/tools/chat-gpt-old");
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe("http://localhost/ru/tools/chatgpt");
  });

  it("an archived tool's page answers 410 and is not indexed; an unknown one 404", async () => {
    await env.DB.prepare("UPDATE catalogue_tools SET status = 'archived' WHERE id = 'tidio'").run();
    const archived = await page("/tools/tidio");
    expect(archived.res.status).toBe(410);
    expect(archived.res.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect((await page("/tools/no-such-tool")).res.status).toBe(404);
  });
});
