import { exports } from "cloudflare:workers";
import { getCategory } from "@common/catalogue/categories";
import type { Tool } from "@common/catalogue/types";
import { LANGUAGE_CODES, type LanguageCode } from "@common/i18n/languages";
import { toolSocialImage } from "@common/social-image";
import { describe, expect, it } from "vitest";
import { h1, norm, rootText } from "../test/page-text";
import { seedTools } from "../test/seed-tools";

/**
 * Tool pages at the edge (needs a build, like the other page tests), every tool of the seed in every language, each
 * page read once: its body before any script runs (the tool's text in the page's language), its head in that
 * language and its structured data, checked for the properties schema.org and Google's rich results ask of a
 * SoftwareApplication and a BreadcrumbList.
 */
// biome-ignore lint/suspicious/noExplicitAny: JSON of arbitrary shape, read by key paths checked at run time
type Tree = Record<string, any>;
const locales = import.meta.glob<Tree>("../../public/locales/*/common.json", { eager: true, import: "default" });
const common = (lang: LanguageCode) => locales[`../../public/locales/${lang}/common.json`] as Tree;
const tools = seedTools("en");
/** The seed tools as their pages show them in each language (the English where a field is not translated). */
const shownTools = new Map(
  LANGUAGE_CODES.map((lang) => [lang, new Map(seedTools(lang).map((tool) => [tool.id, tool]))]),
);
const toolText = (lang: LanguageCode, tool: Tool) => shownTools.get(lang)?.get(tool.id) as Tool;

const navigate = { headers: { Accept: "text/html", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" } };
const ORIGIN = "http://localhost";
const prefix = (lang: LanguageCode) => (lang === "en" ? "" : `/${lang}`);

/** Google's application categories (SoftwareApplication rich results). */
const GOOGLE_APPLICATION_CATEGORIES = new Set([
  "GameApplication",
  "SocialNetworkingApplication",
  "TravelApplication",
  "ShoppingApplication",
  "SportsApplication",
  "LifestyleApplication",
  "BusinessApplication",
  "DesignApplication",
  "DeveloperApplication",
  "DriverApplication",
  "EducationalApplication",
  "HealthApplication",
  "FinanceApplication",
  "SecurityApplication",
  "BrowserApplication",
  "CommunicationApplication",
  "DesktopEnhancementApplication",
  "EntertainmentApplication",
  "MultimediaApplication",
  "HomeApplication",
  "UtilitiesApplication",
  "ReferenceApplication",
]);

/** Text as escapeHtml wrote it (numeric character references) made plain again. */
const plainText = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

async function page(path: string) {
  const res = await exports.default.fetch(new Request(`${ORIGIN}${path}`, navigate));
  return { res, html: await res.text() };
}

function jsonLd(html: string): Tree[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
    JSON.parse(m[1] ?? ""),
  );
}

const meta = (html: string, attr: "name" | "property", key: string) =>
  plainText(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1] ?? "");

/** The required and recommended properties of a SoftwareApplication, as the page should state them. */
function checkApplication(app: Tree | undefined, tool: Tool, lang: LanguageCode, url: string) {
  expect(app, url).toBeDefined();
  expect(app?.["@context"]).toBe("https://schema.org");
  expect(app?.name).toBe(tool.name);
  expect(app?.url).toBe(`${ORIGIN}${url}`);
  expect(app?.description).toBe(toolText(lang, tool).description);
  expect(GOOGLE_APPLICATION_CATEGORIES.has(app?.applicationCategory), app?.applicationCategory).toBe(true);
  expect(typeof app?.operatingSystem).toBe("string");
  expect(app?.publisher).toEqual({ "@type": "Organization", name: tool.company });
  if (tool.pricing === "paid") {
    // The catalogue states no price for paid tools: no offer rather than an invented one (decision 019).
    expect(app?.offers, url).toBeUndefined();
  } else {
    expect(app?.offers, url).toEqual({ "@type": "Offer", price: 0, priceCurrency: "USD" });
  }
  // The numbers the prerendered page shows: the catalogue's rating with one decimal, and its review count.
  expect(app?.aggregateRating, url).toEqual({
    "@type": "AggregateRating",
    ratingValue: tool.rating,
    ratingCount: tool.reviews,
    bestRating: 5,
    worstRating: 1,
  });
  expect(Number.isInteger(app?.aggregateRating.ratingCount) && app?.aggregateRating.ratingCount > 0).toBe(true);
}

/** What a crawler without JavaScript reads on the page: everything of the card in full, the tags with their labels. */
function checkBody(html: string, tool: Tool, lang: LanguageCode, url: string) {
  const t = common(lang);
  const shown = toolText(lang, tool);
  const body = rootText(html);
  expect(h1(html), url).toBe(tool.name);
  // The header and footer navigation are in the language too.
  expect(body, url).toContain(t.nav.tools);
  expect(body, url).toContain(t.footer.description);
  for (const field of [shown.description, shown.bestFor, shown.whatItDoes, ...shown.topUseCases, shown.example])
    expect(body, url).toContain(norm(field));
  expect(body, url).toContain(tool.company);
  for (const tag of tool.tags) expect(body, url).toContain(norm(t.tags[tag]));
  expect(body, url).toContain(norm(t.toolPage.similarTitle));
}

describe("tool pages at the edge", () => {
  // 47 pages rendered through the Worker per language: seconds on a busy 2-core machine, past the default timeout.
  it.each(LANGUAGE_CODES)(
    "%s: every tool page has its text in the language, its head, SoftwareApplication and BreadcrumbList",
    async (lang) => {
      const t = common(lang);
      for (const tool of tools) {
        const url = `${prefix(lang)}/tools/${tool.id}`;
        const { res, html } = await page(url);
        expect(res.status, url).toBe(200);
        expect(html, url).toMatch(new RegExp(`<html[^>]*lang="${lang}"`));
        const text = toolText(lang, tool);
        checkBody(html, tool, lang, url);
        const title = plainText(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
        expect(title, url).toContain(tool.name);
        expect(title, url).toContain(text.bestFor);
        expect(meta(html, "name", "description"), url).toContain(text.description);
        expect(meta(html, "property", "og:title"), url).toBe(title);
        expect(meta(html, "name", "twitter:title"), url).toBe(title);
        // The tool's own card, drawn by the Worker: the same URL in every language.
        expect(meta(html, "property", "og:image"), url).toBe(`${ORIGIN}${toolSocialImage(tool).path}`);
        expect(html, url).toContain(`<link rel="canonical" href="${ORIGIN}${url}">`);
        const hreflangs = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)];
        expect(hreflangs.map((m) => `${m[1]} ${m[2]}`)).toEqual([
          ...LANGUAGE_CODES.map((code) => `${code} ${ORIGIN}${prefix(code)}/tools/${tool.id}`),
          `x-default ${ORIGIN}/tools/${tool.id}`,
        ]);

        const blocks = jsonLd(html);
        checkApplication(
          blocks.find((b) => b["@type"] === "SoftwareApplication"),
          tool,
          lang,
          url,
        );
        const breadcrumbs = blocks.find((b) => b["@type"] === "BreadcrumbList");
        expect(breadcrumbs?.["@context"]).toBe("https://schema.org");
        expect(getCategory(tool.category)).toBeDefined();
        expect(breadcrumbs?.itemListElement, url).toEqual([
          { "@type": "ListItem", position: 1, name: t.nav.home, item: `${ORIGIN}${prefix(lang) || ""}/` },
          {
            "@type": "ListItem",
            position: 2,
            name: t.categories[tool.category].title,
            item: `${ORIGIN}${prefix(lang)}/category/${tool.category}`,
          },
          { "@type": "ListItem", position: 3, name: tool.name, item: `${ORIGIN}${url}` },
        ]);
      }
    },
    30_000,
  );

  it("has paid, free and freemium tools to check the offers of", () => {
    expect(new Set(tools.map((tool) => tool.pricing))).toEqual(new Set(["free", "freemium", "paid"]));
  });

  it("an unknown tool id is the not-found page: 404, noindex, no canonical and no structured data", async () => {
    for (const path of ["/tools/no-such-tool", "/zh/tools/no-such-tool", "/tools/%E2%9C%93", "/tools/__proto__"]) {
      const { res, html } = await page(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("X-Robots-Tag"), path).toContain("noindex");
      expect(html, path).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(html, path).not.toContain('rel="canonical"');
      expect(jsonLd(html), path).toEqual([]);
      expect(html, path).toContain('<div id="root"></div>');
    }
  });
});
