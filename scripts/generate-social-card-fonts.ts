import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { woffToSfnt } from "./og-image/woff.ts";

/**
 * Writes the fonts the Worker draws a tool's social card with (worker/social-card/fonts/*.bin): Noto Sans' Latin
 * subset (SIL Open Font License) as TrueType, in the weights the card uses. The font package ships WOFF and WOFF2;
 * the Worker's SVG renderer reads TrueType only, and converting once here keeps a converter out of the Worker.
 * scripts/social-card-assets.test.ts fails when a package update changes them and this (npm run og:card-fonts) has
 * not been run again.
 */

export const CARD_FONT_WEIGHTS = [500, 700, 800] as const;
export const CARD_FONT_DIR = "worker/social-card/fonts";
export function cardFontFile(weight: number): string {
  return join(CARD_FONT_DIR, `noto-sans-latin-${weight}.bin`);
}

/** Noto Sans' Latin subset in `weight` as TrueType, from the font package's WOFF file. */
export function cardFont(weight: number): Uint8Array {
  const files = join(dirname(createRequire(import.meta.url).resolve("@fontsource/noto-sans/package.json")), "files");
  return woffToSfnt(readFileSync(join(files, `noto-sans-latin-${weight}-normal.woff`)));
}

if (import.meta.main) {
  for (const weight of CARD_FONT_WEIGHTS) writeFileSync(cardFontFile(weight), cardFont(weight));
  console.info(`Wrote the social card's fonts into ${CARD_FONT_DIR}.`);
}
