import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { type Canvas, createCanvas, loadImage } from "@napi-rs/canvas";
import { categories } from "../common/catalogue/categories.ts";
import type { CatalogueFile } from "../common/catalogue/contract.ts";
import { LANGUAGES } from "../common/i18n/languages.ts";
import { SOCIAL_IMAGE_SIZE, socialImage } from "../common/social-image.ts";
import { BRAND_MARK_FILE, loadBrandMark } from "./og-image/brand-mark.ts";
import { type CardPalette, drawSiteCard, drawToolCard } from "./og-image/draw.ts";
import { FONT_PACKAGES, registerFonts } from "./og-image/fonts.ts";
import { tailwindColour } from "./og-image/tailwind-colors.ts";

/**
 * Runs after the prerender: renders every page's social image (common/social-image.ts) into dist/client, where
 * the Worker serves it as a static asset. The site's card in each language, a card for each tool in each
 * language, and each blog post's hero as a JPEG. Images are cached by everything that goes into them (their
 * text and colours, this script, the drawing code, the renderer and the fonts), so a build that changes nothing
 * in them copies them instead of drawing them again.
 */

const CLIENT_DIR = resolve("dist/client");
/** The tools that get a card: the seed catalogue (migration 0011), whose texts carry every language. */
const SEED_CATALOGUE = resolve("common/catalogue/seed-catalogue.json");
const CACHE_DIR = resolve("node_modules/.cache/og-images");
const require = createRequire(import.meta.url);

type Translations = Record<string, unknown>;

function readLocale(lang: string, ns: string): Translations {
  return JSON.parse(readFileSync(resolve("public/locales", lang, `${ns}.json`), "utf8")) as Translations;
}

/** A translation by dotted key with `{{name}}` placeholders filled, or "" when there is none. */
function lookup(tree: Translations, key: string, values: Record<string, string> = {}): string {
  const found = key.split(".").reduce<unknown>((node, part) => (node as Translations | undefined)?.[part], tree);
  return typeof found === "string" ? found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "") : "";
}

/** A translation the cards cannot do without: the build stops when it is missing. */
function translate(tree: Translations, key: string, values: Record<string, string> = {}): string {
  const text = lookup(tree, key, values);
  if (text === "") throw new Error(`No translation for ${key}`);
  return text;
}

/** Everything a rendered image depends on besides its own text: the drawing code, the renderer and the fonts. */
function rendererFingerprint(): string {
  const hash = createHash("sha256");
  hash.update(readFileSync(resolve("scripts/og-images.ts")));
  for (const file of readdirSync(resolve("scripts/og-image")).sort()) {
    hash.update(readFileSync(resolve("scripts/og-image", file)));
  }
  for (const pkg of ["@napi-rs/canvas", "tailwindcss", ...FONT_PACKAGES]) {
    hash.update(`${pkg}@${(require(`${pkg}/package.json`) as { version: string }).version}`);
  }
  hash.update(readFileSync(BRAND_MARK_FILE));
  return hash.digest("hex");
}

const fingerprint = rendererFingerprint();
let drawn = 0;
let reused = 0;
let bytes = 0;

/** Writes the image at `path` (from the site's root), drawing it only when the cache has no copy of it. */
async function emit(path: string, inputs: unknown, draw: () => Promise<Buffer>): Promise<void> {
  const key = createHash("sha256").update(fingerprint).update(JSON.stringify(inputs)).digest("hex");
  const cached = join(CACHE_DIR, `${key}${path.slice(path.lastIndexOf("."))}`);
  const target = join(CLIENT_DIR, path);
  mkdirSync(dirname(target), { recursive: true });
  if (existsSync(cached)) {
    copyFileSync(cached, target);
    reused += 1;
  } else {
    const image = await draw();
    writeFileSync(target, image);
    mkdirSync(CACHE_DIR, { recursive: true });
    writeFileSync(cached, image);
    drawn += 1;
  }
  bytes += readFileSync(target).length;
}

const png = (canvas: Canvas) => canvas.encode("png");

const started = performance.now();
registerFonts();
const mark = await loadBrandMark(256);
const palette: CardPalette = {
  background: tailwindColour("slate-900"),
  text: "#ffffff",
  muted: tailwindColour("slate-300"),
  accent: tailwindColour("indigo-300"),
  brand: tailwindColour("indigo-700"),
  pillText: tailwindColour("indigo-100"),
  pillBackground: tailwindColour("indigo-900"),
};

const { tools } = JSON.parse(readFileSync(SEED_CATALOGUE, "utf8")) as CatalogueFile;

for (const { code: lang, dir } of LANGUAGES) {
  const common = readLocale(lang, "common");
  const rtl = dir === "rtl";
  const siteName = translate(common, "meta.siteName");

  const site = {
    lang,
    rtl,
    siteName,
    title: translate(common, "hero.title"),
    titleHighlight: translate(common, "hero.titleHighlight"),
    badge: translate(common, "hero.badge"),
  };
  await emit(socialImage({ kind: "site" }, lang).path, { site, palette }, () => png(drawSiteCard(site, mark, palette)));

  for (const tool of tools) {
    const category = categories.find((c) => c.slug === tool.category);
    if (!category) throw new Error(`Tool ${tool.id} has an unknown category ${tool.category}`);
    const card = {
      lang,
      rtl,
      siteName,
      name: tool.name,
      byline: translate(common, "toolCard.by", { company: tool.company }),
      logoText: tool.logoText,
      logoColour: tailwindColour(tool.logoColor.replace(/^bg-/, "")),
      bestForLabel: translate(common, "toolCard.bestFor"),
      // A language without its own text for the tool shows the English one, as the page does.
      bestFor: (lang === "en" ? "" : tool.texts[lang].bestFor.trim()) || tool.texts.en.bestFor,
      category: translate(common, `categories.${category.slug}.title`),
      pricing: translate(common, `pricing.${tool.pricing}`),
    };
    await emit(socialImage({ kind: "tool", toolId: tool.id }, lang).path, { card, palette }, () =>
      png(drawToolCard(card, mark, palette)),
    );
  }
}

// Blog posts keep their own picture: each 1200×630 hero under public/images/blog, re-encoded as JPEG.
const blogDir = resolve("public/images/blog");
for (const file of readdirSync(blogDir).filter((name) => name.endsWith(".webp"))) {
  const source = readFileSync(join(blogDir, file));
  const image = await loadImage(source);
  if (image.width !== SOCIAL_IMAGE_SIZE.width || image.height !== SOCIAL_IMAGE_SIZE.height) continue;
  const hash = createHash("sha256").update(source).digest("hex");
  await emit(socialImage({ kind: "post", image: `/images/blog/${file}` }, "en").path, { hash }, () => {
    const canvas = createCanvas(image.width, image.height);
    canvas.getContext("2d").drawImage(image, 0, 0);
    return canvas.encode("jpeg", 85);
  });
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.info(
  `Social images: ${drawn + reused} (${drawn} drawn, ${reused} from the cache), ${Math.round(bytes / 1024)} KB, ${seconds} s.`,
);
