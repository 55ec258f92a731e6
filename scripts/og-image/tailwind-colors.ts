import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/**
 * Colours by Tailwind name ("emerald-700"), read from the Tailwind theme the site is styled with, so a tool's
 * logo tile in its social image has exactly the colour of its `bg-emerald-700` tile on the page. The values are
 * CSS colours (oklch) that the canvas parses as they are.
 */
const theme = readFileSync(createRequire(import.meta.url).resolve("tailwindcss/theme.css"), "utf8");
const COLOURS = new Map([...theme.matchAll(/--color-([a-z]+-\d+):\s*([^;]+);/g)].map((m) => [m[1], m[2]?.trim()]));

/** The CSS colour of a Tailwind palette name such as "slate-900"; throws for a name the theme lacks. */
export function tailwindColour(name: string): string {
  const colour = COLOURS.get(name);
  if (!colour) throw new Error(`Tailwind's theme has no colour ${name}`);
  return colour;
}
