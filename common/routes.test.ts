import { describe, expect, it } from "vitest";
import { CATEGORY_SLUGS } from "./catalogue/types";
import { BLOG_SLUGS } from "./content/blog/slugs";
import { PREFIXED_LANGUAGES } from "./i18n/languages";
import { localizePath, parseLocalizedPath } from "./i18n/localized-path";
import { fillPattern, matchRoute, ROUTES } from "./routes";
import { isPublicPage, PUBLIC_PATHS } from "./site-pages";

/** A path each route's pattern matches: its first listed parameter value, or any one. */
const samplePath = (pattern: string, params?: readonly string[]) =>
  pattern === "*" ? "/no-such-page" : fillPattern(pattern, params?.[0] ?? "some-value");

describe("the route table", () => {
  it("has each kind once, the screens of SPEC.md §2, with the catch-all last", () => {
    const kinds = ROUTES.map((route) => route.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(ROUTES.map((route) => route.pattern)).toEqual([
      "/",
      "/tools",
      "/tools/:id",
      "/category/:categoryName",
      "/blog",
      "/blog/:slug",
      "/paths",
      "/paths/:id",
      "/about",
      "/contact",
      "/suggest",
      "/saved",
      "/compare",
      "/terms",
      "/privacy",
      "/admin",
      "*",
    ]);
  });

  it("lists parameter values exactly for the public parameterised routes but the tool's and starter path's (from D1)", () => {
    for (const route of ROUTES) {
      const listed =
        route.public && route.pattern.includes(":") && route.kind !== "tool" && route.kind !== "starter-path";
      expect(Boolean(route.params), route.kind).toBe(listed);
    }
  });
});

describe("matchRoute", () => {
  it.each(ROUTES.map((route) => [route.kind, route] as const))("matches %s from its pattern", (kind, route) => {
    const path = samplePath(route.pattern, route.params);
    const expected = route.pattern.includes(":") ? { kind, param: route.params?.[0] ?? "some-value" } : { kind };
    expect(matchRoute(path)).toEqual(expected);
    if (path !== "/") expect(matchRoute(`${path}/`)).toEqual(expected);
  });

  it.each([
    "/tools/a/b",
    "/category",
    "/category/",
    "/category/a/b",
    "/blog/a/b",
    "/en/tools",
    "//tools",
    "/Tools",
    "/admin/x",
  ])("%s is not found", (path) => {
    expect(matchRoute(path)).toEqual({ kind: "not-found" });
  });

  it("an unknown tool id still matches the tool page, whose screen then shows not-found", () => {
    expect(matchRoute("/tools/no-such-tool")).toEqual({ kind: "tool", param: "no-such-tool" });
  });

  it("percent-decodes a parameter, and a malformed escape is not found", () => {
    expect(matchRoute("/blog/caf%C3%A9")).toEqual({ kind: "blog-post", param: "café" });
    expect(matchRoute("/category/a%20b")).toEqual({ kind: "category", param: "a b" });
    expect(matchRoute("/category/%E0%A4%A")).toEqual({ kind: "not-found" });
  });

  it.each(PREFIXED_LANGUAGES)("matches every route under the /%s prefix once the prefix is parsed", (lang) => {
    for (const route of ROUTES) {
      const path = samplePath(route.pattern, route.params);
      expect(matchRoute(parseLocalizedPath(localizePath(path, lang)).path).kind, path).toBe(route.kind);
    }
  });
});

describe("public pages", () => {
  it("are the public routes with one page per listed value, in table order", () => {
    expect(PUBLIC_PATHS).toEqual([
      "/",
      "/tools",
      ...CATEGORY_SLUGS.map((slug) => `/category/${slug}`),
      "/blog",
      ...BLOG_SLUGS.map((slug) => `/blog/${slug}`),
      "/paths",
      "/about",
      "/contact",
      "/suggest",
      "/terms",
      "/privacy",
    ]);
    for (const path of PUBLIC_PATHS)
      expect(ROUTES.find((r) => r.kind === matchRoute(path).kind)?.public, path).toBe(true);
  });

  it("isPublicPage accepts them and tool pages of a tool id's form with a prefix or trailing slash, and nothing else", () => {
    expect(isPublicPage("/de/tools/")).toBe(true);
    expect(isPublicPage("/zh/")).toBe(true);
    expect(isPublicPage("/ar/blog/how-to-get-started-with-chatgpt")).toBe(true);
    expect(isPublicPage("/he/tools/chatgpt")).toBe(true);
    // Whether a tool is published is the catalogue's answer in D1; the route table knows the id's form.
    expect(isPublicPage("/tools/no-such-tool")).toBe(true);
    expect(isPublicPage("/tools/No-Such-Tool")).toBe(false);
    // A starter path's page likewise (docs/decisions/048).
    expect(isPublicPage("/fr/paths/make-your-first-image")).toBe(true);
    expect(isPublicPage("/paths/Not_A_Path")).toBe(false);
    expect(isPublicPage("/tools/a--b")).toBe(false);
    expect(isPublicPage(`/tools/${"a".repeat(61)}`)).toBe(false);
    expect(isPublicPage("/admin")).toBe(false);
    expect(isPublicPage("/category/no-such-category")).toBe(false);
    expect(isPublicPage("/no-such-page")).toBe(false);
  });
});
