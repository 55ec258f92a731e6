import { LANGUAGE_CODES } from "@common/i18n/languages";
import { localizePath, parseLocalizedPath } from "@common/i18n/localized-path";
import { fillPattern, matchRoute, ROUTES } from "@common/routes";
import { createMemoryRouter, matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { browserRouterSetup, type PageRouteHandle, resolveRouteModule, routes } from "./router";

/** The kind of the page route object React Router picks for a URL path. */
const routerKind = (pathname: string) =>
  (matchRoutes(routes, pathname)?.at(-1)?.route.handle as PageRouteHandle | undefined)?.kind;

const samplePath = (pattern: string) => (pattern === "*" ? "/no-such-page" : fillPattern(pattern, "some-value"));

describe("the SPA router follows the route table", () => {
  it("has one page route object per table route under every language, and no other", () => {
    expect(routes).toHaveLength(LANGUAGE_CODES.length);
    for (const parent of routes) {
      const kinds = (parent.children ?? []).map((child) => (child.handle as PageRouteHandle).kind);
      expect(kinds, parent.path).toEqual(ROUTES.map((route) => route.kind));
    }
  });

  it.each(LANGUAGE_CODES)("%s: React Router and matchRoute pick the same screen for each pattern", (lang) => {
    for (const route of ROUTES) {
      const url = localizePath(samplePath(route.pattern), lang);
      expect(routerKind(url), url).toBe(route.kind);
      expect(matchRoute(parseLocalizedPath(url).path).kind, url).toBe(route.kind);
    }
  });

  it.each([
    "/tools/",
    "/de/category/ai-assistants/",
    "/tools/extra",
    "/category",
    "/blog/a/b",
    "/en/tools",
    "/zh/admin/x",
  ])("%s: React Router and matchRoute agree", (url) => {
    expect(routerKind(url)).toBe(matchRoute(parseLocalizedPath(url).path).kind);
  });

  it("loads the code of the screen a URL shows onto its route object, in every language", async () => {
    const toolRoutes = routes.map((parent) =>
      parent.children?.find((child) => (child.handle as PageRouteHandle).kind === "tool"),
    );
    expect(toolRoutes.every((route) => typeof route?.lazy === "function")).toBe(true);
    await resolveRouteModule("/de/tools/chatgpt");
    for (const route of toolRoutes) {
      expect(route?.lazy).toBeUndefined();
      expect(typeof route?.Component).toBe("function");
    }
    const aboutRoute = routes[0]?.children?.find((child) => (child.handle as PageRouteHandle).kind === "about");
    expect(typeof aboutRoute?.lazy, "only the screen of that URL").toBe("function");
  });

  it("starts the browser's router with the page's language alone and adds another language when first visited", async () => {
    const { routes: initial, options } = browserRouterSetup("/de/tools/chatgpt");
    expect(initial.map((route) => route.path)).toEqual(["/de"]);
    await resolveRouteModule("/de/tools/chatgpt");
    const router = createMemoryRouter(initial, { ...options, initialEntries: ["/de/tools/chatgpt"] });
    const kind = () => (router.state.matches.at(-1)?.route.handle as PageRouteHandle | undefined)?.kind;
    // Ready at once with the prerendered page's matches, so hydration can adopt its HTML.
    expect(router.state.initialized).toBe(true);
    expect(kind()).toBe("tool");

    await router.navigate("/fr/category/writing-help");
    expect(kind()).toBe("category");
    await router.navigate("/tools");
    expect(kind()).toBe("tools");
    await router.navigate("/en/tools");
    expect(kind(), "no language is called en in a URL").toBe("not-found");
    expect(router.routes.map((route) => route.path)).toEqual(["/de", "/fr", "/"]);
    router.dispose();
  });

  it("has a route module named after each kind, which the build's JavaScript budget measures", () => {
    // A page's tests sit next to it and are not route modules.
    const modules = Object.keys(import.meta.glob(["./routes/*.tsx", "!./routes/*.test.tsx"])).map(
      (file) => /\.\/routes\/(.+)\.tsx$/.exec(file)?.[1],
    );
    expect(modules.sort()).toEqual(ROUTES.map((route) => route.kind).sort());
  });
});
