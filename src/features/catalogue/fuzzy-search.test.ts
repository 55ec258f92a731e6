import { DEFAULT_DIRECTORY_QUERY } from "@common/catalogue/directory-query";
import { localizeTool } from "@common/catalogue/localize-tool";
import { tools } from "@common/catalogue/tools";
import type { ToolTag } from "@common/catalogue/types";
import { describe, expect, it } from "vitest";
import enCommon from "../../../public/locales/en/common.json";
import ruCommon from "../../../public/locales/ru/common.json";
import ruTools from "../../../public/locales/ru/tools.json";
import zhCommon from "../../../public/locales/zh/common.json";
import zhTools from "../../../public/locales/zh/tools.json";
import { directoryResults } from "./directory-results";
import { createFuzzySearch, processTerm, tokenize, typosAllowed } from "./fuzzy-search";

/** The catalogue as a visitor of a language sees it: its tool text and its tag labels. */
function catalogueIn(common: { tags: Record<ToolTag, string> }, toolText?: Record<string, unknown>) {
  const localized = tools.map((tool) => localizeTool(tool, toolText?.[tool.id]));
  const tagLabel = (tag: ToolTag) => common.tags[tag];
  const fuzzy = createFuzzySearch(localized, tagLabel);
  const search = (text: string, withFuzzy = true) =>
    directoryResults(
      localized,
      { ...DEFAULT_DIRECTORY_QUERY, search: text },
      { tagLabel, compareNames: new Intl.Collator().compare, fuzzy: withFuzzy ? fuzzy : null },
    ).map((tool) => tool.id);
  return { localized, search, fuzzy };
}

const en = catalogueIn(enCommon);
const ru = catalogueIn(ruCommon, ruTools);
const zh = catalogueIn(zhCommon, zhTools);
const withTag = (tag: ToolTag) => tools.filter((tool) => tool.tags.includes(tag)).map((tool) => tool.id);

describe("terms", () => {
  it("splits Chinese into overlapping pairs of characters, other scripts at spaces and punctuation", () => {
    expect(tokenize("AI写作助手，很好用")).toEqual(["AI", "写作", "作助", "助手", "很好", "好用"]);
    expect(tokenize("写")).toEqual(["写"]);
    expect(tokenize("Midjourney: images, art")).toEqual(["Midjourney", "images", "art"]);
    expect(tokenize("Создание видео")).toEqual(["Создание", "видео"]);
  });

  it("ignores case and accents", () => {
    expect(processTerm("Vídeo")).toBe("video");
    expect(processTerm("ЁЛКА")).toBe("елка");
  });

  it("forgives no typo in short words or Chinese, one from four letters, two from seven", () => {
    expect([typosAllowed("ai"), typosAllowed("art"), typosAllowed("写作")]).toEqual([0, 0, 0]);
    expect([typosAllowed("video"), typosAllowed("видео"), typosAllowed("design")]).toEqual([1, 1, 1]);
    expect([typosAllowed("chatgtp"), typosAllowed("midjorney")]).toEqual([2, 2]);
  });
});

describe("forgiving search over the real catalogue", () => {
  it("finds ChatGPT from 'chatgtp' and Midjourney from 'midjorney', which no substring matches", () => {
    expect(en.search("chatgtp", false)).toEqual([]);
    expect(en.search("chatgtp")[0]).toBe("chatgpt");
    expect(en.search("midjorney", false)).toEqual([]);
    expect(en.search("midjorney")[0]).toBe("midjourney");
    expect(en.search("MIDJORNEY")[0]).toBe("midjourney");
  });

  it("reads only unknown words as typos: a tool's exact name finds that tool alone", () => {
    expect(en.search("chatgpt")).toEqual(["chatgpt"]);
    expect(en.search("midjourney")).toEqual(["midjourney"]);
    // Two letters from "chatbot", which the catalogue has: a known word, so not a typo of it.
    expect(en.fuzzy("chatgpt").has("chatgpt")).toBe(true);
    expect(en.fuzzy("chatgpt").size).toBe(1);
  });

  it("finds a tool while its name is being typed", () => {
    expect(en.search("midjou")[0]).toBe("midjourney");
    expect(en.search("chatgt")[0]).toBe("chatgpt");
  });

  it("ranks exact substring matches before forgiving ones", () => {
    const found = en.search("chat");
    const exact = en.search("chat", false);
    expect(exact.length).toBeGreaterThan(0);
    expect(found.slice(0, exact.length)).toEqual(exact);
    expect(exact[0]).toBe("chatgpt");
  });

  it("finds every video tool from 'видео' in Russian, by its text and its tag's label", () => {
    const found = ru.search("видео");
    for (const id of withTag("video")) expect(found).toContain(id);
    expect(ru.fuzzy("видео").size).toBeGreaterThanOrEqual(withTag("video").length);
  });

  it("finds every writing tool from '写作' in Chinese, inside sentences without spaces", () => {
    const found = zh.search("写作");
    for (const id of withTag("writing")) expect(found).toContain(id);
    // The forgiving search finds them on its own too: its terms split Chinese into pairs.
    const fuzzy = zh.fuzzy("写作");
    for (const id of withTag("writing")) expect(fuzzy.has(id)).toBe(true);
  });

  it("requires every word of a search", () => {
    const both = en.fuzzy("video marketing");
    for (const id of both.keys()) {
      expect(en.fuzzy("video").has(id)).toBe(true);
      expect(en.fuzzy("marketing").has(id)).toBe(true);
    }
    const tagged = tools.filter((t) => t.tags.includes("video") && t.tags.includes("marketing"));
    expect(tagged.length).toBeGreaterThan(0);
    for (const tool of tagged) expect(both.has(tool.id)).toBe(true);
    expect(both.size).toBeLessThan(en.fuzzy("video").size);
  });

  it("finds nothing for nonsense", () => {
    expect(en.search("zzzz-nothing")).toEqual([]);
    expect(zh.search("量子火锅")).toEqual([]);
  });
});
