import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { GlobalFonts } from "@napi-rs/canvas";

/**
 * The fonts the social images are drawn with: Noto Sans (SIL Open Font License) from its npm packages, so the
 * build does not depend on the fonts of the machine it runs on. Each package splits a font into script subsets;
 * every subset is registered as a family of its own, because the canvas falls back from family to family for a
 * character a family lacks, never from file to file within one family.
 */

/** The font packages (devDependencies); their versions are part of each image's cache key. */
export const FONT_PACKAGES = [
  "@fontsource/noto-sans",
  "@fontsource/noto-sans-arabic",
  "@fontsource/noto-sans-hebrew",
  "@fontsource/noto-sans-sc",
] as const;

/** The subsets drawn from, as `{package}:{file prefix}`, in fallback order: Latin first, then the other scripts. */
const SUBSETS = [
  ["@fontsource/noto-sans", "noto-sans-latin"],
  ["@fontsource/noto-sans", "noto-sans-latin-ext"],
  ["@fontsource/noto-sans", "noto-sans-cyrillic"],
  ["@fontsource/noto-sans-arabic", "noto-sans-arabic-arabic"],
  ["@fontsource/noto-sans-hebrew", "noto-sans-hebrew-hebrew"],
  ["@fontsource/noto-sans-sc", "noto-sans-sc-chinese-simplified"],
] as const;

/** The weights the layouts use. */
const WEIGHTS = [500, 600, 700, 800] as const;

const familyOf = (prefix: string) => `OG ${prefix}`;

/** Registers every subset in every weight with the canvas; throws when a file is missing or unreadable. */
export function registerFonts(): void {
  const require = createRequire(import.meta.url);
  for (const [pkg, prefix] of SUBSETS) {
    const files = join(dirname(require.resolve(`${pkg}/package.json`)), "files");
    for (const weight of WEIGHTS) {
      const file = join(files, `${prefix}-${weight}-normal.woff2`);
      if (!GlobalFonts.registerFromPath(file, familyOf(prefix))) throw new Error(`Could not load the font ${file}`);
    }
  }
}

/** The CSS font-family list for `ctx.font`: only the registered families, never a font of the machine. */
export function fontStack(): string {
  return SUBSETS.map(([, prefix]) => `"${familyOf(prefix)}"`).join(", ");
}
