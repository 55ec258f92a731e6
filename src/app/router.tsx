import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from "@common/i18n/languages";
import { parseLocalizedPath } from "@common/i18n/localized-path";
import { matchRoute, ROUTES, type RouteKind } from "@common/routes";
import type { DOMRouterOpts, LazyRouteFunction, RouteObject } from "react-router";
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
  paths: () => import("./routes/paths"),
  "starter-path": () => import("./routes/starter-path"),
  about: () => import("./routes/about"),
  contact: () => import("./routes/contact"),
  suggest: () => import("./routes/suggest"),
  saved: () => import("./routes/saved"),
  compare: () => import("./routes/compare"),
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

/** The pages of one language: under `/` for English, under `/{lang}` for the others. */
const languageRoutes = new Map<LanguageCode, RouteObject>(
  LANGUAGE_CODES.map((lang) => [
    lang,
    {
      path: lang === DEFAULT_LANGUAGE ? "/" : `/${lang}`,
      Component: AppLayout,
      ErrorBoundary: RouteErrorBoundary,
      children: pageRoutes,
    },
  ]),
);

/** Every page under `/` (English) and under each `/{lang}` prefix: the whole table, as the prerenderer uses it. */
export const routes: RouteObject[] = [...languageRoutes.values()];

/**
 * The browser's router starts with the routes of the page's language alone and adds another language's when a
 * link or the language menu first leads there, with React Router's documented lazy route discovery
 * (`patchRoutesOnNavigation`): a router of all nine languages ranks 108 branches when it is created, which took
 * a slow phone over 100 ms of its start-up (docs/decisions/026-router-of-the-page-language.md).
 * `hydrationData` says the first matches are the prerendered page's own: without it, a page with a parameter
 * (a tool, a category, a post) would ask for discovery before its first render and could not adopt its HTML.
 */
export function browserRouterSetup(pathname: string): { routes: RouteObject[]; options: DOMRouterOpts } {
  const { lang } = parseLocalizedPath(pathname);
  const added = new Set<LanguageCode>([lang]);
  return {
    routes: [languageRoutes.get(lang)!],
    options: {
      hydrationData: {},
      patchRoutesOnNavigation: ({ path, patch }) => {
        const target = parseLocalizedPath(path).lang;
        if (added.has(target)) return;
        added.add(target);
        patch(null, [languageRoutes.get(target)!]);
      },
    },
  };
}

/**
 * Loads the code of the screen a URL shows and puts it on its route object, so the first render is the page
 * itself, not a Suspense fallback: the prerenderer needs this to write the content, and hydration needs it to
 * produce the markup the HTML already has (and a router whose first matches are all loaded starts at once).
 * The screen is found with the route table's own matcher: the page route objects are shared by every language,
 * and React Router's `matchRoutes` would rank all of the table's branches in all nine languages for it, about
 * 15 ms of a slow phone's start-up each time. src/app/router.test.ts checks that both pick the same screen.
 */
export async function resolveRouteModule(pathname: string): Promise<void> {
  const { kind } = matchRoute(parseLocalizedPath(pathname).path);
  const route = pageRoutes.find((candidate) => (candidate.handle as PageRouteHandle).kind === kind);
  if (typeof route?.lazy !== "function") return;
  const module = await route.lazy();
  Object.assign(route, module, { lazy: undefined });
}
