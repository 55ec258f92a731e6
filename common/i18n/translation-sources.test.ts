import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "./languages";
import {
  englishSourceOf,
  flattenGuides,
  type GuideText,
  languageStrings,
  sourceHash,
  type TranslationTree,
  translationStatus,
} from "./translation-sources";

const files = import.meta.glob<TranslationTree>(
  ["/public/locales/*/common.json", "/common/i18n/translation-sources/*.json"],
  {
    eager: true,
    import: "default",
  },
);
const read = (file: string): TranslationTree => {
  const tree = files[`/${file}`];
  if (!tree) throw new Error(`No file ${file}`);
  return tree;
};
const guides = import.meta.glob<GuideText[]>("/common/content/blog/{en,es,fr,pt,de,ru,he,zh,ar}.ts", {
  eager: true,
  import: "posts",
});
/** A language's strings: its interface and its guides. */
const textsOf = (lang: string) =>
  languageStrings(read(`public/locales/${lang}/common.json`), guides[`/common/content/blog/${lang}.ts`] ?? []);
const english = textsOf("en");

describe("every translated string follows the English it was translated from (docs/decisions/050)", () => {
  it.each(LANGUAGE_CODES.filter((lang) => lang !== "en"))("%s", (lang) => {
    const translated = textsOf(lang);
    const recorded = read(`common/i18n/translation-sources/${lang}.json`) as Record<string, string>;
    // A failure lists the keys to revisit; `npm run translations` shows their English, `npm run translations --
    // mark <lang> <key>…` records them once translated again.
    expect(translationStatus(english, translated, recorded)).toEqual({
      stale: [],
      unrecorded: [],
      orphaned: [],
      unusedRecords: [],
      missing: [],
    });
  });
});

describe("staleness", () => {
  const en = { "a.title": "Hello", "a.count_one": "{{count}} tool", "a.count_other": "{{count}} tools" };
  const recorded = {
    "a.title": sourceHash("Hello"),
    "a.count_few": sourceHash("{{count}} tool\n{{count}} tools"),
  };

  it("a changed English string makes its translation stale; an unchanged one does not", () => {
    const translated = { "a.title": "Hallo", "a.count_few": "{{count}} инструмента" };
    expect(translationStatus(en, translated, recorded).stale).toEqual([]);
    expect(translationStatus({ ...en, "a.title": "Hello there" }, translated, recorded).stale).toEqual(["a.title"]);
  });

  it("a plural form English lacks follows every English form of the plural", () => {
    expect(englishSourceOf(en, "a.count_few")).toBe("{{count}} tool\n{{count}} tools");
    const changed = { ...en, "a.count_one": "{{count}} tool found" };
    expect(translationStatus(changed, { "a.count_few": "x" }, recorded).stale).toEqual(["a.count_few"]);
  });

  it("a key without a record, and one English no longer has, are named", () => {
    expect(translationStatus(en, { "a.new": "x", "a.title": "Hallo" }, recorded)).toEqual({
      stale: [],
      unrecorded: [],
      orphaned: ["a.new"],
      unusedRecords: ["a.count_few"],
      // The language has no form of English's plural a.count.
      missing: ["a.count_one", "a.count_other"],
    });
    // English's new key, not yet in the language: named as missing.
    const withCount = { "a.title": "Hallo", "a.count_few": "x" };
    expect(translationStatus({ ...en, "a.added": "Added" }, withCount, recorded).missing).toEqual(["a.added"]);
    expect(translationStatus({ ...en, "a.new": "New" }, { "a.new": "Neu" }, recorded).unrecorded).toEqual(["a.new"]);
  });

  it("a guide is followed section by section: a changed English heading marks only its section", () => {
    const post = (content: string): GuideText => ({ slug: "g", title: "T", excerpt: "E", imageAlt: "A", content });
    const before = flattenGuides([post("Intro\n\n## How machine learning learns\n\nText\n\n## Next\n\nMore")]);
    expect(Object.keys(before)).toEqual([
      "guides.g.title",
      "guides.g.excerpt",
      "guides.g.imageAlt",
      "guides.g.section0",
      "guides.g.section1",
      "guides.g.section2",
    ]);
    const recordedGuide = Object.fromEntries(Object.entries(before).map(([key, text]) => [key, sourceHash(text)]));
    const after = flattenGuides([post("Intro\n\n## How machines learn from examples\n\nText\n\n## Next\n\nMore")]);
    expect(translationStatus(after, before, recordedGuide).stale).toEqual(["guides.g.section1"]);
  });
});
