import type { LogoColor } from "./catalogue/contract";

/**
 * The colours of a tool's social card, drawn by the Worker (worker/social-card/), as sRGB hex: Tailwind's theme
 * writes its palette in oklch, which the SVG renderer does not read. Each value is the theme's colour converted
 * and clipped to sRGB (scripts/og-image/oklch.ts); scripts/social-card-assets.test.ts fails when the theme changes
 * one, and names the new value.
 */

/** Each logo tile colour (LOGO_COLORS, a Tailwind class) as the tile on the page shows it. */
export const LOGO_COLOR_HEX: Record<LogoColor, string> = {
  "bg-slate-600": "#45556c",
  "bg-slate-700": "#314158",
  "bg-slate-800": "#1d293d",
  "bg-gray-600": "#4a5565",
  "bg-gray-700": "#364153",
  "bg-gray-800": "#1e2939",
  "bg-zinc-600": "#52525c",
  "bg-zinc-700": "#3f3f46",
  "bg-zinc-800": "#27272a",
  "bg-neutral-600": "#525252",
  "bg-neutral-700": "#404040",
  "bg-neutral-800": "#262626",
  "bg-stone-600": "#57534d",
  "bg-stone-700": "#44403b",
  "bg-stone-800": "#292524",
  "bg-red-600": "#e7000b",
  "bg-red-700": "#c10007",
  "bg-red-800": "#9f0712",
  "bg-orange-600": "#f54900",
  "bg-orange-700": "#ca3500",
  "bg-orange-800": "#9f2d00",
  "bg-green-600": "#00a63e",
  "bg-green-700": "#008236",
  "bg-green-800": "#016630",
  "bg-emerald-600": "#009966",
  "bg-emerald-700": "#007a55",
  "bg-emerald-800": "#006045",
  "bg-teal-600": "#009689",
  "bg-teal-700": "#00786f",
  "bg-teal-800": "#005f5a",
  "bg-cyan-600": "#0092b8",
  "bg-cyan-700": "#007595",
  "bg-cyan-800": "#005f78",
  "bg-sky-600": "#0084d1",
  "bg-sky-700": "#0069a8",
  "bg-sky-800": "#00598a",
  "bg-blue-600": "#155dfc",
  "bg-blue-700": "#1447e6",
  "bg-blue-800": "#193cb8",
  "bg-indigo-600": "#4f39f6",
  "bg-indigo-700": "#432dd7",
  "bg-indigo-800": "#372aac",
  "bg-violet-600": "#7f22fe",
  "bg-violet-700": "#7008e7",
  "bg-violet-800": "#5d0ec0",
  "bg-purple-600": "#9810fa",
  "bg-purple-700": "#8200db",
  "bg-purple-800": "#6e11b0",
  "bg-fuchsia-600": "#c800de",
  "bg-fuchsia-700": "#a800b7",
  "bg-fuchsia-800": "#8a0194",
  "bg-pink-600": "#e60076",
  "bg-pink-700": "#c6005c",
  "bg-pink-800": "#a3004c",
  "bg-rose-600": "#ec003f",
  "bg-rose-700": "#c70036",
  "bg-rose-800": "#a50036",
};

/** The card's background (slate-900), muted text (slate-300) and text, as the site's dark theme and site card. */
export const SOCIAL_CARD_PALETTE = {
  background: "#0f172b",
  muted: "#cad5e2",
  text: "#ffffff",
  /** indigo-700, the brand's colour: a tile whose class is not one of LOGO_COLORS (the contract rejects those). */
  unknownLogo: "#432dd7",
} as const;

/** The hex of a tool's logo class (`bg-emerald-700`). */
export function logoColourHex(logoColor: string): string {
  return Object.hasOwn(LOGO_COLOR_HEX, logoColor)
    ? LOGO_COLOR_HEX[logoColor as LogoColor]
    : SOCIAL_CARD_PALETTE.unknownLogo;
}
