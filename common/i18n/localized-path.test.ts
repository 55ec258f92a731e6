import { describe, expect, it } from "vitest";
import { localizePath, parseLocalizedPath, switchLanguagePath } from "./localized-path";

describe("parseLocalizedPath", () => {
  it.each([
    ["/", { lang: "en", prefixed: false, path: "/" }],
    ["/tools", { lang: "en", prefixed: false, path: "/tools" }],
    ["/de", { lang: "de", prefixed: true, path: "/" }],
    ["/de/", { lang: "de", prefixed: true, path: "/" }],
    ["/de/tools", { lang: "de", prefixed: true, path: "/tools" }],
    ["/ar/category/ai-assistants", { lang: "ar", prefixed: true, path: "/category/ai-assistants" }],
    [
      "/zh/blog/how-to-get-started-with-chatgpt",
      { lang: "zh", prefixed: true, path: "/blog/how-to-get-started-with-chatgpt" },
    ],
  ])("%s", (input, expected) => {
    expect(parseLocalizedPath(input)).toEqual(expected);
  });

  it("treats any other first segment as part of an English path", () => {
    expect(parseLocalizedPath("/en/tools")).toEqual({ lang: "en", prefixed: false, path: "/en/tools" });
    expect(parseLocalizedPath("/it/tools")).toEqual({ lang: "en", prefixed: false, path: "/it/tools" });
    expect(parseLocalizedPath("/deutsch")).toEqual({ lang: "en", prefixed: false, path: "/deutsch" });
    expect(parseLocalizedPath("/DE/tools")).toEqual({ lang: "en", prefixed: false, path: "/DE/tools" });
  });
});

describe("localizePath", () => {
  it("adds no prefix for English and /{lang} for the others", () => {
    expect(localizePath("/tools", "en")).toBe("/tools");
    expect(localizePath("/", "en")).toBe("/");
    expect(localizePath("/tools", "fr")).toBe("/fr/tools");
    expect(localizePath("/", "he")).toBe("/he/");
    expect(localizePath("about", "pt")).toBe("/pt/about");
  });
});

describe("switchLanguagePath (the language switcher's rewrite)", () => {
  it("replaces an existing prefix and keeps the rest of the path", () => {
    expect(switchLanguagePath("/fr/tools", "de")).toBe("/de/tools");
    expect(switchLanguagePath("/fr/category/video-creation", "ru")).toBe("/ru/category/video-creation");
  });

  it("removes the prefix when switching to English", () => {
    expect(switchLanguagePath("/fr/tools", "en")).toBe("/tools");
    expect(switchLanguagePath("/ar/", "en")).toBe("/");
    expect(switchLanguagePath("/ar", "en")).toBe("/");
  });

  it("adds a prefix to an English path", () => {
    expect(switchLanguagePath("/tools", "zh")).toBe("/zh/tools");
    expect(switchLanguagePath("/", "es")).toBe("/es/");
  });

  it("keeps the query and the hash", () => {
    expect(switchLanguagePath("/es/blog", "pt", "?page=2", "#top")).toBe("/pt/blog?page=2#top");
  });
});
