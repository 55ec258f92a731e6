import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LOGO_COLORS } from "../common/catalogue/contract";
import { LOGO_COLOR_HEX, logoColourHex, SOCIAL_CARD_PALETTE } from "../common/social-card-colours.ts";
import { CARD_FONT_WEIGHTS, cardFont, cardFontFile } from "./generate-social-card-fonts.ts";
import { oklchToHex } from "./og-image/oklch.ts";
import { tailwindColour } from "./og-image/tailwind-colors.ts";

/**
 * The Worker draws a tool's social card with data derived from the site's own packages: colours from Tailwind's
 * theme (common/social-card-colours.ts) and fonts from the Noto Sans package (worker/social-card/fonts). These
 * fail when a package update changes either, so the card keeps the page's colours and fonts.
 */
describe("the social card's assets", () => {
  it("has each logo colour as the theme's colour in sRGB, and no colour besides", () => {
    expect(Object.keys(LOGO_COLOR_HEX).sort()).toEqual([...LOGO_COLORS].sort());
    for (const logoColor of LOGO_COLORS) {
      expect(LOGO_COLOR_HEX[logoColor], logoColor).toBe(oklchToHex(tailwindColour(logoColor.replace(/^bg-/, ""))));
    }
    expect(oklchToHex("oklch(50.8% 0.118 165.612)")).toBe("#007a55");
    expect(oklchToHex("oklch(43.9% 0 none)")).toBe("#525252");
  });

  it("has the palette of the site's dark theme, and the brand's colour for a class it does not know", () => {
    expect(SOCIAL_CARD_PALETTE.background).toBe(oklchToHex(tailwindColour("slate-900")));
    expect(SOCIAL_CARD_PALETTE.muted).toBe(oklchToHex(tailwindColour("slate-300")));
    expect(SOCIAL_CARD_PALETTE.unknownLogo).toBe(oklchToHex(tailwindColour("indigo-700")));
    expect(logoColourHex("bg-emerald-700")).toBe(LOGO_COLOR_HEX["bg-emerald-700"]);
    expect(logoColourHex("bg-lime-300")).toBe(SOCIAL_CARD_PALETTE.unknownLogo);
    expect(logoColourHex("constructor")).toBe(SOCIAL_CARD_PALETTE.unknownLogo);
  });

  it.each(CARD_FONT_WEIGHTS)(
    "has the font package's Noto Sans Latin %i as TrueType (npm run og:card-fonts)",
    (weight) => {
      const committed = new Uint8Array(readFileSync(cardFontFile(weight)));
      const converted = cardFont(weight);
      // A TrueType file: version 1.0, then the same tables as the package's WOFF.
      expect([...committed.subarray(0, 4)]).toEqual([0, 1, 0, 0]);
      expect(committed.length).toBe(converted.length);
      expect(Buffer.from(committed).equals(Buffer.from(converted))).toBe(true);
    },
  );
});
