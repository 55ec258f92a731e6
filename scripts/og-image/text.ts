import type { SKRSContext2D } from "@napi-rs/canvas";

/**
 * Line breaking for the social images. The canvas shapes a line (HarfBuzz: joined Arabic letters, right-to-left
 * runs) but does not wrap, so a text is cut at the break opportunities the language's own rules give
 * (Intl.Segmenter: spaces in most scripts, words in Chinese) and filled line by line by measured width.
 */

const ELLIPSIS = "…";

/** Words and the spaces after them, as the language segments them. */
function segments(text: string, lang: string): string[] {
  return [...new Intl.Segmenter(lang, { granularity: "word" }).segment(text)].map((part) => part.segment);
}

/** Drops characters from the end of `line` until it fits `maxWidth` with an ellipsis after it. */
function withEllipsis(ctx: SKRSContext2D, line: string, maxWidth: number): string {
  const graphemes = [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(line)].map((g) => g.segment);
  while (graphemes.length > 0 && ctx.measureText(`${graphemes.join("").trimEnd()}${ELLIPSIS}`).width > maxWidth) {
    graphemes.pop();
  }
  return `${graphemes.join("").trimEnd()}${ELLIPSIS}`;
}

/**
 * The lines `text` takes at the context's current font within `maxWidth`, at most `maxLines`; the last one ends
 * in an ellipsis when the text does not fit.
 */
export function wrapText(ctx: SKRSContext2D, text: string, lang: string, maxWidth: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const part of segments(text.trim(), lang)) {
    const candidate = line + part;
    if (line === "" || ctx.measureText(candidate.trimEnd()).width <= maxWidth) {
      line = candidate;
      continue;
    }
    lines.push(line.trimEnd());
    line = part.trimStart();
  }
  if (line.trim() !== "") lines.push(line.trimEnd());
  const fitted = lines.map((l) => (ctx.measureText(l).width > maxWidth ? withEllipsis(ctx, l, maxWidth) : l));
  if (fitted.length <= maxLines) return fitted;
  const kept = fitted.slice(0, maxLines);
  kept[maxLines - 1] = withEllipsis(ctx, kept[maxLines - 1] ?? "", maxWidth);
  return kept;
}

/** The largest font size from `max` down to `min` (in steps of 2 px) at which `text` fits `maxWidth` on one line. */
export function fitFontSize(
  ctx: SKRSContext2D,
  text: string,
  font: (size: number) => string,
  max: number,
  min: number,
  maxWidth: number,
): number {
  for (let size = max; size > min; size -= 2) {
    ctx.font = font(size);
    if (ctx.measureText(text).width <= maxWidth) return size;
  }
  ctx.font = font(min);
  return min;
}
