import { describe, expect, it } from "vitest";
import { isPublicPage, publicPagePath } from "./site-pages";

describe("publicPagePath", () => {
  it.each([
    ["/", "/"],
    ["/tools/", "/tools"],
    ["/es", "/es/"],
    ["/he/", "/he/"],
    ["/ar/blog/how-to-get-started-with-chatgpt", "/ar/blog/how-to-get-started-with-chatgpt"],
    ["/de/category/ai-assistants/", "/de/category/ai-assistants"],
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
    "/tools/x",
    "/category/unknown",
    "/%2F%2Fevil.example",
    "https://evil.example/",
  ])("%j is not a public page", (input) => {
    expect(publicPagePath(input)).toBeNull();
    expect(isPublicPage(input)).toBe(false);
  });
});
