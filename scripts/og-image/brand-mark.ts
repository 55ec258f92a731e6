import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type Image, loadImage } from "@napi-rs/canvas";

/**
 * The brand mark's vectors (common/brand-mark.svg), the one source of the favicon (vite.config.ts), the social
 * images (scripts/og-images.ts) and the header's logo (logo.test.tsx keeps its shapes equal). Read here for the
 * two that are drawn at build time.
 */
export const BRAND_MARK_FILE = fileURLToPath(new URL("../../common/brand-mark.svg", import.meta.url));

/** The brand mark as an image `size` pixels square, drawn from its vectors at that size rather than scaled. */
export function loadBrandMark(size: number): Promise<Image> {
  const svg = readFileSync(BRAND_MARK_FILE, "utf8").replace("<svg ", `<svg width="${size}" height="${size}" `);
  return loadImage(Buffer.from(svg));
}
