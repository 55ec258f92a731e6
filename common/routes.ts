import { withoutTrailingSlash } from "./i18n/localized-path";
/**
 * The route table of SPEC.md §2, shared by the SPA router and the Worker (page head, status, analytics).
 * Paths here never carry the language prefix; see common/i18n/localized-path.ts.
 */
export type RouteKind =
  | "home"
  | "tools"
  | "category"
  | "blog"
  | "blog-post"
  | "about"
  | "contact"
  | "terms"
  | "privacy"
  | "admin"
  | "not-found";

export interface RouteMatch {
  kind: RouteKind;
  /** The category slug or blog post slug, for the two parameterised routes. */
  param?: string;
}

const STATIC_ROUTES: Record<string, RouteKind> = {
  "/": "home",
  "/tools": "tools",
  "/blog": "blog",
  "/about": "about",
  "/contact": "contact",
  "/terms": "terms",
  "/privacy": "privacy",
  "/admin": "admin",
};

/** Finds the screen a prefix-free path shows; a trailing slash is ignored. */
export function matchRoute(path: string): RouteMatch {
  const clean = withoutTrailingSlash(path);
  const kind = STATIC_ROUTES[clean];
  if (kind) return { kind };
  const param = /^\/(category|blog)\/([^/]+)$/.exec(clean);
  if (param?.[1] && param[2]) {
    let value: string;
    try {
      value = decodeURIComponent(param[2]);
    } catch {
      return { kind: "not-found" };
    }
    return { kind: param[1] === "category" ? "category" : "blog-post", param: value };
  }
  return { kind: "not-found" };
}
