import { type Canvas, createCanvas, type Image, type SKRSContext2D } from "@napi-rs/canvas";
import { SOCIAL_IMAGE_SIZE } from "../../common/social-image.ts";
import { fontStack } from "./fonts.ts";
import { fitFontSize, wrapText } from "./text.ts";

/**
 * The site's social card (brand and tagline), drawn at build time in each language; right-to-left languages get
 * the mirrored layout. A tool's card is drawn by the Worker (worker/social-card/tool-card.ts) in the same look.
 */

const { width: W, height: H } = SOCIAL_IMAGE_SIZE;
const PAD = 72;

/** The colours the cards use, resolved from the site's palette (see tailwind-colors.ts). */
export interface CardPalette {
  background: string;
  text: string;
  muted: string;
  accent: string;
  brand: string;
  pillText: string;
  pillBackground: string;
}

interface Frame {
  ctx: SKRSContext2D;
  lang: string;
  rtl: boolean;
}

/** The x of a box `width` wide placed `offset` from the start edge (left, or right in a right-to-left language). */
function startX({ rtl }: Frame, offset: number, width = 0): number {
  return rtl ? W - offset - width : offset;
}

function newFrame(lang: string, rtl: boolean, background: string): { canvas: Canvas; frame: Frame } {
  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, W, H);
  ctx.direction = rtl ? "rtl" : "ltr";
  ctx.textAlign = "start";
  ctx.textBaseline = "alphabetic";
  return { canvas, frame: { ctx, lang, rtl } };
}

/** A soft disc of colour off the end edge, so the card is not a flat slab. */
function drawGlow(frame: Frame, colour: string): void {
  const { ctx } = frame;
  ctx.save();
  ctx.globalAlpha = 0.28;
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.arc(frame.rtl ? -20 : W + 20, -20, 300, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

/** Text drawn from the start edge at `offset`, on the baseline `y`. */
function drawText(frame: Frame, text: string, offset: number, y: number): void {
  frame.ctx.fillText(text, startX(frame, offset), y);
}

/** Lines of text one under the other from the start edge, the first on the baseline `y`; answers the next baseline. */
function drawLines(frame: Frame, lines: readonly string[], offset: number, y: number, lineHeight: number): number {
  let baseline = y;
  for (const line of lines) {
    drawText(frame, line, offset, baseline);
    baseline += lineHeight;
  }
  return baseline;
}

/** The brand mark and the site's name, in the top start corner; answers the row's bottom. */
function drawBrand(frame: Frame, mark: Image, siteName: string, size: number, palette: CardPalette): number {
  const { ctx } = frame;
  const top = PAD - 16;
  ctx.drawImage(mark, startX(frame, PAD, size), top, size, size);
  ctx.fillStyle = palette.muted;
  ctx.font = `700 ${Math.round(size * 0.55)}px ${fontStack()}`;
  drawText(frame, siteName, PAD + size + 20, top + size * 0.72);
  return top + size;
}

/** A rounded label; answers its width so the next one can follow. */
function drawPill(frame: Frame, text: string, offset: number, y: number, palette: CardPalette): number {
  const { ctx } = frame;
  ctx.font = `600 28px ${fontStack()}`;
  const width = ctx.measureText(text).width + 48;
  ctx.fillStyle = palette.pillBackground;
  ctx.beginPath();
  ctx.roundRect(startX(frame, offset, width), y, width, 52, 26);
  ctx.fill();
  ctx.fillStyle = palette.pillText;
  drawText(frame, text, offset + 24, y + 36);
  return width;
}

export interface SiteCardText {
  lang: string;
  rtl: boolean;
  siteName: string;
  /** The promise in two parts, the second highlighted (the home page's hero title). */
  title: string;
  titleHighlight: string;
  badge: string;
}

/** The site's own card: brand, the hero's promise and its badge. */
export function drawSiteCard(text: SiteCardText, mark: Image, palette: CardPalette): Canvas {
  const { canvas, frame } = newFrame(text.lang, text.rtl, palette.background);
  const { ctx } = frame;
  drawGlow(frame, palette.brand);
  drawBrand(frame, mark, text.siteName, 88, palette);

  // The promise as large as lets each part fit one line (each may still wrap once), centred between brand and badge.
  const maxWidth = W - 2 * PAD;
  const font = (size: number) => `800 ${size}px ${fontStack()}`;
  const size = Math.min(
    fitFontSize(ctx, text.title, font, 68, 52, maxWidth),
    fitFontSize(ctx, text.titleHighlight, font, 68, 52, maxWidth),
  );
  ctx.font = font(size);
  const lineHeight = Math.round(size * 1.25);
  const title = wrapText(ctx, text.title, text.lang, maxWidth, 2);
  const highlight = wrapText(ctx, text.titleHighlight, text.lang, maxWidth, 2);
  const blockTop = 160 + (330 - (title.length + highlight.length) * lineHeight) / 2;
  ctx.fillStyle = palette.text;
  const highlightTop = drawLines(frame, title, PAD, blockTop + size, lineHeight);
  ctx.fillStyle = palette.accent;
  drawLines(frame, highlight, PAD, highlightTop, lineHeight);
  drawPill(frame, text.badge, PAD, H - PAD - 52, palette);
  return canvas;
}
