import type { CatalogueFile, EditableTool } from "../catalogue/contract.ts";
import seedFile from "../catalogue/seed-catalogue.json" with { type: "json" };
import type { BlogPost } from "../content/blog/types.ts";
import type { LanguageCode } from "./languages.ts";
import { type ProofreadingFinding, proofread } from "./proofread.ts";
import { flattenTexts } from "./translation-sources.ts";

/**
 * The words a language written in another script may still show in Latin letters: the catalogue's tool and
 * company names, the brands, products and formats the guides and tool texts name, the keys of a keyboard, and
 * "cookie", which privacy texts in these languages use as the legal term, and the example of a referring site
 * (google.com, split at its dot), which the privacy page writes as the dashboard stores it.
 */
const seed = seedFile as CatalogueFile;

/**
 * The seed catalogue's tool texts in one language as a tree keyed by tool id (blank fields, which show the
 * English, left out): the tool texts the site starts with, which the proofreading rules check like the interface.
 */
export function seedToolTexts(lang: LanguageCode): Record<string, Partial<EditableTool["texts"]["en"]>> {
  return Object.fromEntries(
    seed.tools.map((tool) => {
      const text = tool.texts[lang as keyof EditableTool["texts"]];
      const kept = Object.entries(text).filter(([, value]) =>
        Array.isArray(value) ? value.some((item) => item.trim() !== "") : value.trim() !== "",
      );
      return [tool.id, Object.fromEntries(kept)];
    }),
  );
}

export const LATIN_NAMES: ReadonlySet<string> = new Set([
  ...seed.tools.flatMap((tool) => `${tool.name} ${tool.company}`.split(/[\s/.]+/)),
  ..."AI GPT GPT-4 GPT-4o OpenAI ChatGPT Google Gemini Gmail YouTube TikTok Instagram Facebook LinkedIn Pinterest X Slack Zoom Teams Microsoft Word Excel PowerPoint Outlook Office Windows macOS iOS Android iPhone Chrome Safari Apple Adobe Photoshop Shopify WordPress Notion Canva Figma Zendesk Trello Asana HubSpot Salesforce Mailchimp Spotify Discord Reddit Wikipedia Docs Sheets Drive Meet OneDrive Cloudflare AdSense Fin Lyro Tidio Intercom PDF CSV SEO FAQ API URL UTM HTTPS IP ID AGI HTML CSS SQL Python JavaScript TypeScript IDE VS Code B2B SaaS UX UI CRM Wi-Fi MP3 MP4 JPG PNG HD 4K 3D Tab Enter Esc cookie cookies Cookie Cookies google com".split(
    " ",
  ),
]);

/** One language's text as the site shows it: the interface, the seed catalogue's tool texts and the guides. */
export interface LanguageTexts {
  common: unknown;
  tools: unknown;
  posts: readonly BlogPost[];
}

export interface KeyedFinding extends ProofreadingFinding {
  /** Where: `common:toolCard.by`, `tools:chatgpt.example`, `blog:2.content`. */
  where: string;
}

/** Everything a proofreader would mark in one language's text. */
export function proofreadLanguage(lang: LanguageCode, texts: LanguageTexts): KeyedFinding[] {
  const entries: [string, string][] = [
    ...[...flattenTexts(texts.common)].map(([key, text]): [string, string] => [`common:${key}`, text]),
    ...[...flattenTexts(texts.tools)].map(([key, text]): [string, string] => [`tools:${key}`, text]),
    ...texts.posts.flatMap((post) =>
      (["title", "excerpt", "imageAlt", "readTime", "content"] as const).map((field): [string, string] => [
        `blog:${post.id}.${field}`,
        post[field],
      ]),
    ),
  ];
  // A tool's example is shown inside the language's quotation marks (toolCard.quoted): checked as shown, so a
  // quote inside the example must use the inner style.
  const quoted = flattenTexts(texts.common).get("toolCard.quoted") ?? "{{text}}";
  for (const [key, text] of flattenTexts(texts.tools)) {
    if (key.endsWith(".example")) entries.push([`tools:${key} (as quoted)`, quoted.replace("{{text}}", text)]);
  }
  return entries.flatMap(([where, text]) => proofread(lang, text, LATIN_NAMES).map((f) => ({ ...f, where })));
}
