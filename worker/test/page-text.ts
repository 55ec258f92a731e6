import { expect } from "vitest";

/** A page of the Worker as a crawler without JavaScript reads it: the text of the app's root, and its heading. */

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'", nbsp: " " };

/** The visible text of the app's root element, as a crawler without JavaScript reads it. */
export function rootText(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.lastIndexOf("</body>");
  expect(start, "the page has the app root").toBeGreaterThanOrEqual(0);
  return html
    .slice(start, end)
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "")
    .replace(/\s+/g, " ");
}

/** The text of the page's first heading inside the app's root. */
export function h1(html: string): string {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html.slice(html.indexOf('<div id="root">')));
  return rootText(`<div id="root">${match?.[1] ?? ""}</body>`).trim();
}

/** Whitespace as rootText leaves it (French text holds non-breaking spaces). */
export const norm = (value: string) => value.replace(/\s+/g, " ");
