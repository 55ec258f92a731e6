import { describe, expect, it } from "vitest";
import { findPublicPage, isPublicPage, publicPagePath, toolPagePath } from "./site-pages";

describe("publicPagePath", () => {
  it.each([
    ["/", "/"],
    ["/tools/", "/tools"],
    ["/es", "/es/"],
    ["/he/", "/he/"],
    ["/ar/blog/how-to-get-started-with-chatgpt", "/ar/blog/how-to-get-started-with-chatgpt"],
    ["/de/category/ai-assistants/", "/de/category/ai-assistants"],
    ["/ar/tools/chatgpt/", "/ar/tools/chatgpt"],
    ["/tools//", "/tools"],
    ["/category/%61i-assistants", "/category/ai-assistants"],
    ["/%66r/%74ools", "/fr/tools"],
    ["/blog/how-to-get-started-with-chatgp%74/", "/blog/how-to-get-started-with-chatgpt"],
  ])("%s is the public page %s", (input, expected) => {
    expect(publicPagePath(input)).toBe(expected);
    expect(isPublicPage(input)).toBe(true);
  });

  it.each([
    "//evil.example",
    "//evil.example/",
    "/\\evil.example",
    "/admin",
    "/es/admin",
    "/en/tools",
    "/tools/X",
    "/tools/a%20b",
    "/category/unknown",
    "/%2F%2Fevil.example",
    "/category%2Fai-assistants",
    "/category/ai-assistants%3F",
    "/tools%",
    "/DE/tools",
    "/TOOLS",
    "https://evil.example/",
  ])("%j is not a public page", (input) => {
    expect(publicPagePath(input)).toBeNull();
    expect(isPublicPage(input)).toBe(false);
  });
});

describe("findPublicPage", () => {
  it("names the page's language and its path from the route table", () => {
    expect(findPublicPage("/he/category/%61i-assistants/")).toEqual({ lang: "he", path: "/category/ai-assistants" });
    expect(findPublicPage("/zh")).toEqual({ lang: "zh", path: "/" });
    expect(findPublicPage("/no-such-page")).toBeNull();
  });
});

describe("links to tool pages and tags", () => {
  it("a tool's page is under /tools, and a tag leads to the directory filtered by it", () => {
    expect(toolPagePath("canva-magic-studio")).toBe("/tools/canva-magic-studio");
    expect(isPublicPage(toolPagePath("canva-magic-studio"))).toBe(true);
  });
});
