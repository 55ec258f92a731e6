// Imports name their files: the build's JavaScript budget check loads this table in Node, without a bundler.
import { CATEGORY_SLUGS } from "./catalogue/types.ts";
import { BLOG_SLUGS } from "./content/blog/slugs.ts";
import { withoutTrailingSlash } from "./i18n/localized-path.ts";

/** One screen of SPEC.md §2 as the route table describes it. */
export interface RouteDefinition<Kind extends string = string> {
  /** The screen; also the name of its route module in the SPA (`src/app/routes/{kind}.tsx`). */
  kind: Kind;
  /**
   * The path without language prefix, in React Router's syntax: `/` for the index, `:name` for a parameter
   * (one segment, at most one per route), `*` for every path no other route matches.
   */
  pattern: string;
  /** A public page: prerendered, listed in the sitemap, counted by the analytics. */
  public: boolean;
  /**
   * For a public route with a parameter: the values its pages are prerendered and listed for. The tool and
   * starter path routes have none: their pages are the published tools and paths in D1, rendered by the Worker
   * and listed in the sitemap from D1.
   */
  params?: readonly string[];
  /** The page shows the blog posts, so its first render needs the language's posts. */
  showsPosts?: boolean;
}

/**
 * The route table of SPEC.md §2, the one place routes are spelled: the Worker matches paths with it (page
 * head, status, analytics), the SPA builds its router from it, the build prerenders and the sitemap lists
 * its public pages. Paths here never carry the language prefix; see common/i18n/localized-path.ts.
 * The order is the sitemap's, and the catch-all comes last.
 */
const TABLE = [
  { kind: "home", pattern: "/", public: true },
  { kind: "tools", pattern: "/tools", public: true },
  { kind: "tool", pattern: "/tools/:id", public: true },
  { kind: "category", pattern: "/category/:categoryName", public: true, params: CATEGORY_SLUGS },
  { kind: "blog", pattern: "/blog", public: true, showsPosts: true },
  { kind: "blog-post", pattern: "/blog/:slug", public: true, params: BLOG_SLUGS, showsPosts: true },
  // Starter paths (docs/decisions/048): like the tool pages, the pages of the published paths in D1.
  { kind: "paths", pattern: "/paths", public: true },
  { kind: "starter-path", pattern: "/paths/:id", public: true },
  { kind: "about", pattern: "/about", public: true },
  { kind: "contact", pattern: "/contact", public: true },
  { kind: "suggest", pattern: "/suggest", public: true },
  // A visitor's own saved tools (or a list shared with them): personal, so neither listed nor indexed.
  { kind: "saved", pattern: "/saved", public: false },
  // Two or three tools side by side, chosen by a visitor: never listed or indexed (no generated "X vs Y" pages).
  { kind: "compare", pattern: "/compare", public: false },
  { kind: "terms", pattern: "/terms", public: true },
  { kind: "privacy", pattern: "/privacy", public: true },
  { kind: "admin", pattern: "/admin", public: false },
  { kind: "not-found", pattern: "*", public: false },
] as const satisfies readonly RouteDefinition[];

/** The screens the app has, one per route of the table. */
export type RouteKind = (typeof TABLE)[number]["kind"];

/** Every route of SPEC.md §2, in table order. */
export const ROUTES: readonly RouteDefinition<RouteKind>[] = TABLE;

/** The table's entry for a screen. */
export function routeOf(kind: RouteKind): RouteDefinition<RouteKind> {
  const route = ROUTES.find((candidate) => candidate.kind === kind);
  if (!route) throw new Error(`No route of kind ${kind}`);
  return route;
}

/** The screen a path shows and, for a parameterised route, the decoded parameter. */
export interface RouteMatch {
  kind: RouteKind;
  /** The category slug, tool id or blog post slug, for the parameterised routes. */
  param?: string;
}

const PARAMETER = /:[A-Za-z]+/;

/** The route's pattern with its parameter set to `value` (percent-encoded), e.g. `/blog/{slug}`. */
export function fillPattern(pattern: string, value: string): string {
  return pattern.replace(PARAMETER, encodeURIComponent(value));
}

const MATCHERS = ROUTES.filter((route) => route.pattern !== "*").map((route) => ({
  kind: route.kind,
  regex: new RegExp(`^${route.pattern.replace(PARAMETER, "([^/]+)")}$`),
}));

/**
 * Finds the screen a prefix-free path shows; a trailing slash is ignored, a parameter is percent-decoded,
 * and a path no route matches (or with a malformed escape) is the not-found screen.
 */
export function matchRoute(path: string): RouteMatch {
  const clean = withoutTrailingSlash(path);
  for (const { kind, regex } of MATCHERS) {
    const match = regex.exec(clean);
    if (!match) continue;
    if (match[1] === undefined) return { kind };
    try {
      return { kind, param: decodeURIComponent(match[1]) };
    } catch {
      return { kind: "not-found" };
    }
  }
  return { kind: "not-found" };
}
