import { PREFIXED_LANGUAGES } from "@common/i18n/languages";
import type { RouteObject } from "react-router";
import { AppLayout } from "./app-layout";
import { RouteErrorBoundary } from "./route-error-boundary";

/** The screens of SPEC.md §2; each route's code is its own chunk, loaded when the route is visited. */
const pageRoutes: RouteObject[] = [
  { index: true, lazy: () => import("./routes/home") },
  { path: "tools", lazy: () => import("./routes/tools") },
  { path: "category/:categoryName", lazy: () => import("./routes/category") },
  { path: "blog", lazy: () => import("./routes/blog") },
  { path: "blog/:slug", lazy: () => import("./routes/blog-post") },
  { path: "about", lazy: () => import("./routes/about") },
  { path: "contact", lazy: () => import("./routes/contact") },
  { path: "terms", lazy: () => import("./routes/terms") },
  { path: "privacy", lazy: () => import("./routes/privacy") },
  { path: "admin", lazy: () => import("./routes/admin") },
  { path: "*", lazy: () => import("./routes/not-found") },
];

/** Every page under `/` (English) and under each `/{lang}` prefix. */
export const routes: RouteObject[] = ["", ...PREFIXED_LANGUAGES].map((prefix) => ({
  path: prefix ? `/${prefix}` : "/",
  Component: AppLayout,
  ErrorBoundary: RouteErrorBoundary,
  children: pageRoutes,
}));
