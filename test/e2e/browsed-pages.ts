import type { Tool } from "../../common/catalogue/types";
import { PUBLIC_PATHS, starterPathPagePath, toolPagePath } from "../../common/site-pages";
import { seedTools } from "./seed-catalogue";

const tools = seedTools("en");

/**
 * The public pages the browser checks walk through (hydration, axe, HTML validity): every page of the route table,
 * and a few tool pages that cover the template's variants. The tool pages are one template filled from the
 * catalogue in D1 (here its seed), whose text the Worker tests check on every page in every language; a browser on a
 * 2-core machine would spend minutes per language repeating the same markup.
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

/** One starter path's page: one template filled from D1 like the tool pages (docs/decisions/048). */
const SAMPLE_PATH_PAGE = starterPathPagePath("make-your-first-image");

/** The route table's public pages (which list no tool: those come from D1), then the sample tool and path pages. */
export const BROWSED_PATHS: readonly string[] = [...PUBLIC_PATHS, ...SAMPLE_TOOL_PAGES, SAMPLE_PATH_PAGE];

/**
 * The pages the slow walks (hydration and axe per language and theme) go through: BROWSED_PATHS with two of the
 * thirteen category pages, one template filled from D1 like the tool pages. The two hold the most and the fewest
 * tools. Every category page is still checked as HTML in every language (html-validity.spec.ts) and its text by the
 * Worker tests; text-fit.spec.ts lays one out in every language at three widths.
 */
const categoryPaths = PUBLIC_PATHS.filter((path) => path.startsWith("/category/"));
const toolCount = (path: string) => tools.filter((tool) => `/category/${tool.category}` === path).length;
const bySize = [...categoryPaths].sort((a, b) => toolCount(b) - toolCount(a));
const SAMPLE_CATEGORY_PAGES = new Set([bySize[0], bySize.at(-1)]);
export const WALKED_PATHS: readonly string[] = BROWSED_PATHS.filter(
  (path) => !path.startsWith("/category/") || SAMPLE_CATEGORY_PAGES.has(path),
);
