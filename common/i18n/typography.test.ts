import { describe, expect, it } from "vitest";
import type { BlogPost } from "../content/blog/types";
import { LANGUAGE_CODES, type LanguageCode } from "./languages";
import { proofread } from "./proofread";
import { LATIN_NAMES, proofreadLanguage, seedToolTexts } from "./proofread-texts";

const locales = import.meta.glob<unknown>("/public/locales/*/*.json", { eager: true, import: "default" });
const blogs = import.meta.glob<BlogPost[]>("/common/content/blog/{en,es,fr,pt,de,ru,he,zh,ar}.ts", {
  eager: true,
  import: "posts",
});

function textsOf(lang: LanguageCode) {
  const posts = blogs[`/common/content/blog/${lang}.ts`];
  if (!posts) throw new Error(`no guides for ${lang}`);
  return {
    common: locales[`/public/locales/${lang}/common.json`],
    tools: seedToolTexts(lang),
    posts,
  };
}

describe("every language's text passes a proofreader's typography rules (docs/translations.md)", () => {
  it.each(LANGUAGE_CODES)("%s: interface, tool texts, examples as quoted and both guides", (lang) => {
    const findings = proofreadLanguage(lang, textsOf(lang));
    expect(findings.map((f) => `${f.rule} at ${f.where}: …${f.excerpt}…`)).toEqual([]);
  });
});

describe("the rules mark what a proofreader marks", () => {
  const marks = (lang: LanguageCode, text: string) => proofread(lang, text, LATIN_NAMES).map((f) => f.rule);

  it("French: an ordinary space before : ; ? ! » or after «, not a non-breaking one", () => {
    expect(marks("fr", "Prix : gratuit ? Oui !")).toEqual(["french-space", "french-space", "french-space"]);
    expect(marks("fr", "« Simple »")).toEqual(["french-space", "french-space"]);
    expect(marks("fr", "Prix\u00a0: gratuit\u202f? «\u00a0Simple\u00a0»")).toEqual([]);
    expect(marks("fr", "{{shown}} sur {{count}} outils")).toEqual([]);
  });

  it("straight quotes in prose, but not in a URL, code or a placeholder", () => {
    expect(marks("en", 'Type "hello" and press Enter.')).toEqual(["straight-quote", "straight-quote"]);
    expect(marks("pt", 'Digite “olá” e veja `a="b"` em https://example.com/?q="x"')).toEqual([]);
  });

  it("a quote inside a quote of the same style", () => {
    expect(marks("ru", "«Включите режим «Простой»»")).toEqual(["nested-quote"]);
    expect(marks("ru", "«Включите режим „Простой“»")).toEqual([]);
    expect(marks("de", "„Mit dem Modus „Einfach“ lesen“")).toEqual(["nested-quote"]);
    expect(marks("de", "„Mit dem Modus ‚Einfach‘ lesen“")).toEqual([]);
    expect(marks("zh", "“用“简洁”模式”")).toEqual(["nested-quote"]);
    expect(marks("zh", "“用‘简洁’模式”")).toEqual([]);
  });

  it("Chinese: spaces around **bold**, Latin punctuation in Chinese prose", () => {
    expect(marks("zh", "这是 **提示词** 的例子")).toEqual(["chinese-bold-space", "chinese-bold-space"]);
    expect(marks("zh", "这是**提示词**的例子")).toEqual([]);
    expect(marks("zh", "好的,谢谢?")).toEqual(["chinese-latin-punctuation", "chinese-latin-punctuation"]);
    expect(marks("zh", "好的，谢谢？共 1,000 个")).toEqual([]);
  });

  it("Arabic: the Latin comma and question mark", () => {
    expect(marks("ar", "مرحبا, كيف حالك?")).toEqual(["arabic-latin-punctuation", "arabic-latin-punctuation"]);
    expect(marks("ar", "مرحبا، كيف حالك؟ 1,000")).toEqual([]);
  });

  it("English left untranslated, brand names and glossed terms aside", () => {
    expect(marks("ru", "Нажмите Sign up и выберите free plan")).toEqual([
      "untranslated-english",
      "untranslated-english",
      "untranslated-english",
      "untranslated-english",
    ]);
    expect(marks("ru", "Откройте ChatGPT от OpenAI или Google Docs; файлы cookie")).toEqual([]);
    expect(marks("zh", "提示词（prompt）")).toEqual([]);
    expect(marks("de", "Klicke here, um the Tool zu öffnen")).toEqual(["untranslated-english", "untranslated-english"]);
    expect(marks("de", "Per Drag-and-drop ins Tool ziehen")).toEqual([]);
  });
});
