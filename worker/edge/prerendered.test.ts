/// <reference types="vite/client" />
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { CATALOGUE_PAGE_SIZE } from "@common/catalogue/pages";
import { PUBLIC_SETTING_VARS } from "@common/config";
import type { BlogPost } from "@common/content/blog/types";
import { LANGUAGE_CODES, type LanguageCode } from "@common/i18n/languages";
import { localizePath } from "@common/i18n/localized-path";
import { PUBLIC_PATHS } from "@common/site-pages";
import { describe, expect, it, vi } from "vitest";
import worker from "../index";
import { h1, norm, rootText } from "../test/page-text";
import { seedTools } from "../test/seed-tools";

/**
 * The content of every public page is in its HTML, in the page's language, before any script runs
 * (the build prerenders it; see scripts/prerender.ts). Needs a build, like the other page tests. The tool pages,
 * rendered by the Worker from D1, are read once each in tool-pages.test.ts, which checks their body as well as
 * their head.
 */
// Translation files are free-form JSON; the test walks them by known keys.
// biome-ignore lint/suspicious/noExplicitAny: JSON of arbitrary shape, read by key paths checked at run time
type Tree = Record<string, any>;
const locales = import.meta.glob<Tree>("../../public/locales/*/common.json", { eager: true, import: "default" });
const blog = import.meta.glob<{ posts: BlogPost[] }>("../../common/content/blog/??.ts", { eager: true });

const common = (lang: LanguageCode) => locales[`../../public/locales/${lang}/common.json`] as Tree;
const tools = seedTools("en");
/** The seed tools' text as each language's pages show it, by tool id. */
const toolsText = (lang: LanguageCode): Tree => Object.fromEntries(seedTools(lang).map((tool) => [tool.id, tool]));
const posts = (lang: LanguageCode) => blog[`../../common/content/blog/${lang}.ts`]?.posts ?? [];

const navigate = { headers: { Accept: "text/html", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" } };

async function page(path: string) {
  const res = await exports.default.fetch(new Request(`http://localhost${path}`, navigate));
  return { res, html: await res.text() };
}

/** Plain sentences of a post's body (no markdown markers), to find in the page. */
function paragraphs(post: BlogPost): string[] {
  return post.content
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block && !/^(#|-|\d+\.)/.test(block) && !block.includes("*") && !block.includes("\n"));
}

describe("public pages carry their content without scripts (prerendered, or rendered by the Worker from D1)", () => {
  it("/zh/tools lists its first page of tools with their Chinese text under the Chinese heading", async () => {
    const { res, html } = await page("/zh/tools");
    expect(res.status).toBe(200);
    expect(h1(html)).toBe(common("zh").toolsPage.title);
    const text = rootText(html);
    for (const tool of tools.slice(0, CATALOGUE_PAGE_SIZE)) {
      expect(text).toContain(tool.name);
      expect(text).toContain(norm(toolsText("zh")[tool.id].description));
    }
    for (const tool of tools.slice(CATALOGUE_PAGE_SIZE))
      expect(text).not.toContain(norm(toolsText("zh")[tool.id].description));
  });

  // The route table's pages (the tool pages have their own walk in tool-pages.test.ts).
  const paths = PUBLIC_PATHS;
  for (const lang of LANGUAGE_CODES) {
    it(`${lang}: every public page has its heading and body text in ${lang}`, { timeout: 60_000 }, async () => {
      const t = common(lang);
      for (const path of paths) {
        const url = localizePath(path, lang);
        const { res, html } = await page(url);
        expect(res.status, url).toBe(200);
        expect(html, url).toMatch(new RegExp(`<html[^>]*lang="${lang}"`));
        const text = rootText(html);
        const heading = h1(html);
        // The header and footer navigation are in the language too.
        expect(text, url).toContain(t.nav.tools);
        expect(text, url).toContain(t.footer.description);

        if (path === "/") {
          expect(heading, url).toBe(norm(`${t.hero.title} ${t.hero.titleHighlight}`));
          for (const item of Object.values(t.faq.items) as { question: string; answer: string }[]) {
            expect(text, url).toContain(norm(item.question));
            expect(text, url).toContain(norm(item.answer));
          }
        } else if (path === "/tools") {
          expect(heading, url).toBe(norm(t.toolsPage.title));
          expect(text, url).toContain(tools[CATALOGUE_PAGE_SIZE - 1]?.name);
        } else if (path.startsWith("/category/")) {
          const slug = path.slice("/category/".length);
          expect(heading, url).toBe(norm(t.categories[slug].title));
          // A category opens on its Recommended filter: the category's first two tools (SPEC.md §2).
          const recommended = tools.filter((tool) => tool.category === slug).slice(0, 2);
          for (const tool of recommended) {
            expect(text, url).toContain(tool.name);
            expect(text, url).toContain(norm(lang === "en" ? tool.description : toolsText(lang)[tool.id].description));
          }
        } else if (path === "/blog") {
          expect(heading, url).toBe(norm(t.blog.title));
          for (const post of posts(lang)) expect(text, url).toContain(norm(post.title));
        } else if (path.startsWith("/blog/")) {
          const post = posts(lang).find((p: BlogPost) => `/blog/${p.slug}` === path);
          expect(post, url).toBeDefined();
          expect(heading, url).toBe(norm(post?.title ?? ""));
          const body = paragraphs(post as BlogPost);
          expect(body.length, url).toBeGreaterThan(2);
          for (const paragraph of body) expect(text, url).toContain(norm(paragraph));
        } else if (path === "/suggest") {
          expect(heading, url).toBe(norm(t.contribute.suggest.title));
          expect(norm(text), url).toContain(norm(t.contribute.suggest.intro));
          // The form works before any script: a plain POST to the Worker.
          expect(html, url).toContain('action="/api/suggestions/form"');
        } else {
          const key = path.slice(1) as "about" | "contact" | "terms" | "privacy";
          expect(heading, url).toBe(norm(t[key].title));
          expect(norm(text), url).toContain(norm(t[key].intro ?? t[key].title));
        }
      }
    });
  }

  it("the prerendered folder itself is not reachable by URL", async () => {
    const { res } = await page("/_pages/en/tools");
    expect(res.status).toBe(404);
  });

  it("the admin screen and unknown pages keep the empty shell", async () => {
    for (const path of ["/admin", "/zh/no-such-page", "/category/no-such-category"]) {
      const { html } = await page(path);
      expect(html, path).toContain('<div id="root"></div>');
    }
  });

  it("a Worker running with other contact details than the build serves the shell, so hydration never mismatches", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request("http://localhost/contact", navigate),
      { ...env, CONTACT_EMAIL: "someone-else@example.org" } as Env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root"></div>');
    expect(warn.mock.calls.flat().join(" ")).toContain("other public settings");
    warn.mockRestore();
    // The same page with the built settings is prerendered.
    expect((await page("/contact")).html).not.toContain('<div id="root"></div>');
  });

  it("any public setting but the site URL that differs from the build's makes the Worker serve the shell", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const name of PUBLIC_SETTING_VARS) {
      const ctx = createExecutionContext();
      const value = name === "SITE_URL" ? "https://other.example" : `${env[name]}-other`;
      const res = await worker.fetch(new Request("http://localhost/terms", navigate), { ...env, [name]: value }, ctx);
      await waitOnExecutionContext(ctx);
      const shell = (await res.text()).includes('<div id="root"></div>');
      expect(shell, name).toBe(name !== "SITE_URL");
    }
    warn.mockRestore();
  });
});
