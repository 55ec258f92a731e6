import { BRAND_NAME } from "@common/brand";
import brandMark from "@common/brand-mark.svg?raw";
import { logoColourHex, SOCIAL_CARD_PALETTE } from "@common/social-card-colours";
import { SOCIAL_IMAGE_SIZE, type SocialCardFacts } from "@common/social-image";
import { encodePng } from "./png";
import { CARD_FONT_FAMILY, type CardFontWeight, drawnWidth, loadRenderer, renderPixels } from "./renderer";

/**
 * A tool's social card as the Worker draws it: the site's brand, the tool's logo tile, its name and its maker,
 * on the site's dark background with a glow and an edge in the tool's colour. The same picture in every
 * language (only the tool's own words, no translated label), so one image serves all nine, and it is the build's
 * former tool card without its translated half (scripts/og-image/draw.ts draws the site's card the same way).
 */

const { width: W, height: H } = SOCIAL_IMAGE_SIZE;
const PAD = 72;
const BRAND_SIZE = 52;
const TILE = 200;
const TILE_TOP = 215;
const TEXT_X = PAD + TILE + 44;
const TEXT_WIDTH = W - TEXT_X - PAD;
const NAME = { weight: 800, max: 96, min: 52 } as const;
const MAKER = { weight: 500, size: 40 } as const;
const ELLIPSIS = "…";

/** `#rrggbb` of `top` laid over `bottom` at `opacity`. */
export function blend(top: string, bottom: string, opacity: number): string {
  const channel = (hex: string, i: number) => Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
  const mixed = [0, 1, 2].map((i) => Math.round(channel(top, i) * opacity + channel(bottom, i) * (1 - opacity)));
  return `#${mixed.map((value) => value.toString(16).padStart(2, "0")).join("")}`;
}

/** Characters XML 1.0 does not allow at all (control characters, U+FFFE, U+FFFF): the SVG would not parse. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Escapes text for an SVG text node or attribute, dropping what XML cannot hold (the contract allows it). */
function xml(text: string): string {
  return text.replace(NOT_XML, "").replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function textElement(
  text: string,
  x: number,
  y: number,
  size: number,
  weight: CardFontWeight,
  fill: string,
  extra = "",
): string {
  const font = `font-family="${CARD_FONT_FAMILY[weight]}" font-size="${size}" font-weight="${weight}"`;
  return `<text x="${x}" y="${y}" ${font} fill="${fill}"${extra}>${xml(text)}</text>`;
}

/** How wide `text` is drawn at `size` and `weight`. */
function measure(text: string, size: number, weight: CardFontWeight): number {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W * 8}" height="${size * 2}">${textElement(text, 0, size * 1.5, size, weight, "#000")}</svg>`;
  return drawnWidth(svg);
}

/** `text` cut at a grapheme and ended with an ellipsis so it fits `maxWidth`, or whole when it fits. */
function fitWithEllipsis(text: string, size: number, weight: CardFontWeight, maxWidth: number): string {
  if (measure(text, size, weight) <= maxWidth) return text;
  const graphemes = [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)].map((g) => g.segment);
  const cut = (count: number) => `${graphemes.slice(0, count).join("").trimEnd()}${ELLIPSIS}`;
  // The longest prefix that fits, by halving: a few measurements instead of one per character.
  let low = 0;
  let high = graphemes.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (measure(cut(mid), size, weight) <= maxWidth) low = mid;
    else high = mid - 1;
  }
  return cut(low);
}

/** The name's size: as large as fits one line, from NAME.max down to NAME.min (then cut with an ellipsis). */
function nameSize(name: string): number {
  const atMax = measure(name, NAME.max, NAME.weight);
  if (atMax <= TEXT_WIDTH) return NAME.max;
  // Text scales with its size, so one measurement gives the size that fits.
  return Math.max(NAME.min, Math.floor((NAME.max * TEXT_WIDTH) / atMax));
}

/** The card as SVG. Call loadRenderer first (the text is measured with the renderer). */
export function toolCardSvg(facts: SocialCardFacts): string {
  const colour = logoColourHex(facts.logoColor);
  const { background, muted, text } = SOCIAL_CARD_PALETTE;
  const size = nameSize(facts.name);
  const name = fitWithEllipsis(facts.name, size, NAME.weight, TEXT_WIDTH);
  const maker = fitWithEllipsis(facts.company, MAKER.size, MAKER.weight, TEXT_WIDTH);
  const mark = brandMark
    .replace(/<title>.*?<\/title>/, "")
    .replace("<svg ", `<svg x="${PAD}" y="${PAD - 16}" width="${BRAND_SIZE}" height="${BRAND_SIZE}" `);
  const brandSize = Math.round(BRAND_SIZE * 0.55);
  const tileCentre = TILE_TOP + TILE / 2;
  const logoSize = 88;

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    `<rect width="${W}" height="${H}" fill="${background}"/>`,
    // A soft disc of the tool's colour off the top corner (blended here: a translucent fill costs the renderer a
    // layer of its own, a third of its time), and its colour along the bottom edge.
    `<circle cx="${W + 20}" cy="-20" r="300" fill="${blend(colour, background, 0.28)}"/>`,
    `<rect y="${H - 12}" width="${W}" height="12" fill="${colour}"/>`,
    mark,
    textElement(BRAND_NAME, PAD + BRAND_SIZE + 20, Math.round(PAD - 16 + BRAND_SIZE * 0.72), brandSize, 700, muted),
    // The logo tile as the site draws it: the tool's letters in white on its colour.
    `<rect x="${PAD}" y="${TILE_TOP}" width="${TILE}" height="${TILE}" rx="38" fill="${colour}"/>`,
    textElement(
      facts.logoText,
      PAD + TILE / 2,
      Math.round(tileCentre + logoSize * 0.36),
      logoSize,
      700,
      text,
      ` text-anchor="middle"`,
    ),
    // The name beside the tile, its maker under it: no "by", so no word needs translating.
    textElement(name, TEXT_X, Math.round(tileCentre + size * 0.08), size, NAME.weight, text),
    textElement(maker, TEXT_X, Math.round(tileCentre + size * 0.08 + 66), MAKER.size, MAKER.weight, muted),
    "</svg>",
  ].join("");
}

/** The card as a PNG of SOCIAL_IMAGE_SIZE. */
export async function drawToolCard(facts: SocialCardFacts): Promise<Uint8Array> {
  await loadRenderer();
  const { rgba, width, height } = renderPixels(toolCardSvg(facts));
  return encodePng(rgba, width, height);
}
