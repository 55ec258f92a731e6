import { exports } from "cloudflare:workers";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { z } from "zod";

/**
 * The feeds of new tools and guides in each language: RSS 2.0 checked by an XML parser against the format's required
 * elements, JSON Feed 1.1 against its specification (jsonfeed.org/version/1.1) as a schema; each in the language's
 * own text, linking the language's pages.
 */
const ORIGIN = "http://localhost";

async function get(path: string) {
  return exports.default.fetch(new Request(`${ORIGIN}${path}`));
}

/** JSON Feed 1.1: the top-level and item fields this site writes, with the specification's rules. */
const jsonFeed11 = z.object({
  version: z.literal("https://jsonfeed.org/version/1.1"),
  title: z.string().min(1),
  home_page_url: z.url(),
  feed_url: z.url(),
  description: z.string().min(1),
  language: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/),
  items: z
    .array(
      z.object({
        id: z.string().min(1),
        url: z.url(),
        title: z.string().min(1),
        content_text: z.string().min(1),
        date_published: z.iso.datetime(),
        tags: z.array(z.enum(["tool", "guide"])),
      }),
    )
    .min(1),
});

const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/;

describe("the feeds", () => {
  it("/feed.xml is valid RSS 2.0 in English: channel, items with title, link, guid and an RFC 822 date", async () => {
    const res = await get("/feed.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await res.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const { rss } = new XMLParser({ ignoreAttributes: false }).parse(xml) as {
      rss: { "@_version": string; channel: Record<string, unknown> & { item: Record<string, unknown>[] } };
    };
    expect(rss["@_version"]).toBe("2.0");
    const { channel } = rss;
    expect(channel.title).toMatch(/AI Tools Guide/);
    expect(channel.link).toBe(`${ORIGIN}/`);
    expect(channel.description).toEqual(expect.any(String));
    expect(channel.language).toBe("en-US");
    expect(channel.item.length).toBeGreaterThan(30);
    for (const item of channel.item) {
      expect(item.title).toEqual(expect.any(String));
      expect(String(item.link)).toMatch(new RegExp(`^${ORIGIN}/(tools|blog)/`));
      expect(String(item.pubDate)).toMatch(RFC_822);
    }
    // The seed's two guides are there, and the newest tools of the catalogue.
    expect(channel.item.filter((item) => String(item.link).includes("/blog/"))).toHaveLength(2);
  });

  it("/de/feed.json is JSON Feed 1.1 in German, linking the German pages, newest first", async () => {
    const res = await get("/de/feed.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/feed+json; charset=utf-8");
    const feed = jsonFeed11.parse(await res.json());
    expect(feed.language).toBe("de-DE");
    expect(feed.feed_url).toBe(`${ORIGIN}/de/feed.json`);
    expect(feed.home_page_url).toBe(`${ORIGIN}/de/`);
    expect(feed.items.every((item) => item.url.startsWith(`${ORIGIN}/de/`))).toBe(true);
    const dates = feed.items.map((item) => item.date_published);
    expect(dates).toEqual([...dates].sort().reverse());
    // A guide in its German title, a tool with its German description.
    const guide = feed.items.find((item) => item.tags.includes("guide"));
    expect(guide?.title).not.toBe("");
    const english = jsonFeed11.parse(await (await get("/feed.json")).json());
    const title = (feed: z.infer<typeof jsonFeed11>) => feed.items.find((item) => item.tags.includes("guide"))?.title;
    expect(title(feed)).not.toBe(title(english));
    expect(feed.title).not.toBe(english.title);
  });

  it("every language has both feeds; an unknown language has none", async () => {
    for (const lang of ["es", "fr", "pt", "ru", "he", "zh", "ar"]) {
      expect((await get(`/${lang}/feed.xml`)).status, lang).toBe(200);
      expect(jsonFeed11.safeParse(await (await get(`/${lang}/feed.json`)).json()).success, lang).toBe(true);
    }
    expect((await get("/en/feed.xml")).status).not.toBe(200);
    expect((await get("/xx/feed.xml")).status).not.toBe(200);
  });

  it("every page names its language's feeds in its head", async () => {
    const html = await (
      await exports.default.fetch(new Request(`${ORIGIN}/ar/tools`, { headers: { Accept: "text/html" } }))
    ).text();
    expect(html).toContain(`<link rel="alternate" type="application/rss+xml" title=`);
    expect(html).toContain(`href="${ORIGIN}/ar/feed.xml"`);
    expect(html).toContain(`href="${ORIGIN}/ar/feed.json"`);
  });
});

describe("pages for machines", () => {
  /** The llms.txt format (llmstxt.org): an H1, a blockquote summary, then H2 sections of Markdown links only. */
  function llmsSections(text: string): Map<string, { title: string; url: string }[]> {
    const lines = text.split("\n");
    expect(lines[0]).toMatch(/^# \S/);
    expect(lines[1]).toBe("");
    expect(lines[2]).toMatch(/^> \S/);
    const sections = new Map<string, { title: string; url: string }[]>();
    let current: { title: string; url: string }[] | null = null;
    for (const line of lines.slice(3)) {
      if (line === "") continue;
      const heading = /^## (.+)$/.exec(line);
      if (heading) {
        current = [];
        sections.set(heading[1] ?? "", current);
        continue;
      }
      const link = /^- \[([^\]]+)\]\((https?:\/\/[^)\s]+)\)(: .+)?$/.exec(line);
      expect(link, `not a link line: ${line}`).not.toBeNull();
      expect(current, "a link before any section").not.toBeNull();
      current?.push({ title: link?.[1] ?? "", url: link?.[2] ?? "" });
    }
    return sections;
  }

  it("/llms.txt and /ru/llms.txt follow the llms.txt format, in their language, linking the Markdown twins", async () => {
    for (const [path, lang, prefix] of [
      ["/llms.txt", "en", ""],
      ["/ru/llms.txt", "ru", "/ru"],
    ] as const) {
      const res = await get(path);
      expect(res.status).toBe(200);
      const text = await res.text();
      const sections = llmsSections(text);
      expect([...sections.keys()]).toHaveLength(4);
      const links = [...sections.values()].flat();
      expect(links.every((link) => link.url.startsWith(`${ORIGIN}${prefix}/`))).toBe(true);
      const tools = links.filter((link) => link.url.includes("/tools/"));
      expect(tools.length).toBeGreaterThan(20);
      expect(tools.length).toBeLessThanOrEqual(130);
      expect(tools.every((link) => link.url.endsWith(".md"))).toBe(true);
      expect(links.filter((link) => link.url.includes("/blog/") && link.url.endsWith(".md"))).toHaveLength(2);
      if (lang === "ru") expect(text).toMatch(/[а-я]/);
    }
  });

  it("a tool page's Markdown twin says what the page says, in the language, and an unknown tool is 404", async () => {
    const de = await get("/de/tools/chatgpt.md");
    expect(de.status).toBe(200);
    expect(de.headers.get("Content-Type")).toBe("text/markdown; charset=utf-8");
    const page = (await (await get("/api/catalogue/tools/chatgpt?lang=de")).json()) as {
      tool: { name: string; description: string; topUseCases: string[]; url: string };
    };
    const md = await de.text();
    expect(md.startsWith(`# ${page.tool.name}\n`)).toBe(true);
    expect(md).toContain(page.tool.description);
    for (const useCase of page.tool.topUseCases) expect(md).toContain(`- ${useCase}`);
    expect(md).toContain("## Ideal für");
    expect(md).toContain(`](${page.tool.url})`);
    // No facts recorded: no "Before you sign up" section.
    expect(md).not.toContain("## Bevor du dich registrierst");
    expect((await get("/tools/no-such-tool.md")).status).toBe(404);
  });

  it("a guide's Markdown twin is its text in the language", async () => {
    const llms = await (await get("/ar/llms.txt")).text();
    const guide = /\((http:\/\/localhost\/ar\/blog\/[^)]+\.md)\)/.exec(llms)?.[1] ?? "";
    const res = await get(guide.slice(ORIGIN.length));
    expect(res.status).toBe(200);
    const md = await res.text();
    expect(md).toMatch(/^# [\u0600-\u06FF]/);
    expect(md).toContain("## ");
    expect((await get("/ar/blog/no-such-guide.md")).status).toBe(404);
  });
});
