import { PREFIXED_LANGUAGES } from "@common/i18n/languages";
import { ROUTES, type RouteKind } from "@common/routes";
import type { LazyRouteFunction, RouteObject } from "react-router";
import { AppLayout } from "./app-layout";
import { RouteErrorBoundary } from "./route-error-boundary";

/**
 * The code of each screen of the route table, its own chunk loaded when the route is visited. Keyed by the
 * table's kinds, so a screen missing here or one the table does not know is a type error. The imports are
 * spelled out because the bundler splits chunks only at literal import paths.
 */
const routeModules: Record<RouteKind, LazyRouteFunction<RouteObject>> = {
  home: () => import("./routes/home"),
  tools: () => import("./routes/tools"),
  tool: () => import("./routes/tool"),
  category: () => import("./routes/category"),
  blog: () => import("./routes/blog"),
  "blog-post": () => import("./routes/blog-post"),
  about: () => import("./routes/about"),
  contact: () => import("./routes/contact"),
  terms: () => import("./routes/terms"),
  privacy: () => import("./routes/privacy"),
  admin: () => import("./routes/admin"),
  "not-found": () => import("./routes/not-found"),
};

/** What a page route object carries besides its code: the table's kind, for checks against the table. */
export interface PageRouteHandle {
  kind: RouteKind;
}

/** The screens of the route table, as children of a language prefix (so their paths are relative). */
const pageRoutes: RouteObject[] = ROUTES.map(({ kind, pattern }) => {
  const handle: PageRouteHandle = { kind };
  const lazy = routeModules[kind];
  if (pattern === "/") return { index: true, lazy, handle };
  return { path: pattern === "*" ? pattern : pattern.slice(1), lazy, handle };
});

/** Every page under `/` (English) and under each `/{lang}` prefix. */
export const routes: RouteObject[] = ["", ...PREFIXED_LANGUAGES].map((prefix) => ({
  path: prefix ? `/${prefix}` : "/",
  Component: AppLayout,
  ErrorBoundary: RouteErrorBoundary,
  children: pageRoutes,
}));
