import { tools } from "../../common/catalogue/tools";
import type { Tool } from "../../common/catalogue/types";
import { PUBLIC_PATHS, toolPagePath } from "../../common/site-pages";

/**
 * The public pages the browser checks walk through (hydration, axe, HTML validity): every page but the tool
 * pages, and of those a few that cover the template's variants. The 47 tool pages are one template filled from
 * the catalogue, whose text the Worker tests check on every page in every language; a browser on a 2-core
 * machine would spend minutes per language repeating the same markup.
 */
const variants: ((tool: Tool) => boolean)[] = [
  (tool) => tool.featured && tool.pricing === "freemium",
  (tool) => tool.pricing === "free",
  (tool) => tool.pricing === "paid",
  (tool) => tool.difficulty === undefined,
  (tool) => tool.difficulty === "Advanced" && !tool.featured,
];

const SAMPLE_TOOL_PAGES = new Set(
  variants.map((matches) => {
    const tool = tools.find(matches);
    if (!tool) throw new Error("The catalogue has no tool of a variant the browser tests cover");
    return toolPagePath(tool.id);
  }),
);

const TOOL_PAGES = new Set(tools.map((tool) => toolPagePath(tool.id)));

export const BROWSED_PATHS: readonly string[] = PUBLIC_PATHS.filter(
  (path) => !TOOL_PAGES.has(path) || SAMPLE_TOOL_PAGES.has(path),
);
