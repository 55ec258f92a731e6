import { initWasm, Resvg, type ResvgRenderOptions } from "@resvg/resvg-wasm";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
import medium from "./fonts/noto-sans-latin-500.bin";
import bold from "./fonts/noto-sans-latin-700.bin";
import extraBold from "./fonts/noto-sans-latin-800.bin";

/**
 * SVG to PNG in the Worker with resvg (compiled to WebAssembly; it lays out and shapes the text itself) and the
 * card's own fonts: Noto Sans' Latin subset, converted from the font package by
 * scripts/generate-social-card-fonts.ts. No font of the machine is ever used, so every edge draws the same pixels.
 */

/**
 * The family to name for each weight the card uses. The subset files name each weight as a family of its own (no
 * typographic family name), so a weight is chosen by its family, not by `font-weight` alone.
 */
export const CARD_FONT_FAMILY = { 500: "Noto Sans Medium", 700: "Noto Sans", 800: "Noto Sans ExtraBold" } as const;
export type CardFontWeight = keyof typeof CARD_FONT_FAMILY;

const fontBuffers = [medium, bold, extraBold].map((font) => new Uint8Array(font));
const options: ResvgRenderOptions = {
  font: { fontBuffers, defaultFontFamily: CARD_FONT_FAMILY[700], sansSerifFamily: CARD_FONT_FAMILY[700] },
};

// The WebAssembly module is compiled with the Worker; instantiated once per isolate, on the first card drawn.
let ready: Promise<void> | undefined;

export async function loadRenderer(): Promise<void> {
  ready ??= initWasm(resvgWasm).catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  await ready;
}

/** The width in pixels of `svg`'s drawn content (its text's ink), or 0 when nothing is drawn. Call loadRenderer first. */
export function drawnWidth(svg: string): number {
  const resvg = new Resvg(svg, options);
  try {
    const box = resvg.getBBox();
    const width = box?.width ?? 0;
    box?.free();
    return width;
  } finally {
    resvg.free();
  }
}

/** `svg` drawn as RGBA pixels, row by row. Call loadRenderer first. */
export function renderPixels(svg: string): { rgba: Uint8Array; width: number; height: number } {
  const resvg = new Resvg(svg, options);
  try {
    const image = resvg.render();
    try {
      return { rgba: image.pixels, width: image.width, height: image.height };
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}
