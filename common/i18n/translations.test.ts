import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES, NAMESPACES } from "./languages";
import { flattenTexts as flatten } from "./translation-sources";

type Tree = { [key: string]: unknown };

const files = import.meta.glob<Tree>("/public/locales/*/*.json", { eager: true, import: "default" });

function load(lang: string, ns: string): Tree {
  const tree = files[`/public/locales/${lang}/${ns}.json`];
  if (!tree) throw new Error(`missing public/locales/${lang}/${ns}.json`);
  return tree;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Keys without plural suffixes: languages have different plural categories (Arabic six, Chinese one). */
function baseKeys(flat: Map<string, string>): Set<string> {
  return new Set([...flat.keys()].map((k) => k.replace(PLURAL_SUFFIX, "")));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1] ?? "").sort();
}

/**
 * Longer values that are rightly identical to English: bare placeholders, an example address kept by some
 * languages, and phrases French writes the same way. Anything else identical to English was left untranslated.
 */
const SAME_AS_ENGLISH = new Set([
  // The catalogue editor's labels that only join translated parts ("Example (German)", "Name: This field is
  // required.", "German (3/8)"), German's "Tool 12 (chatgpt)" and Portuguese and German "Status: Draft".
  "admin.catalogue.editor.errorLine",
  // "Label: value" for a visitor form's field errors and the queue's notes: only the punctuation is the language's.
  "contribute.labelledLine",
  "admin.catalogue.editor.inLanguage",
  "admin.catalogue.editor.languageOption",
  "admin.catalogue.editor.statusLabel",
  // Spanish "Color {{number}}" (a logo colour's option) is spelt as in English.
  "admin.catalogue.editor.colorOption",
  "admin.catalogue.import.tool",
  "admin.catalogue.import.toolNoId",
  "meta.blogPost.description",
  "meta.tool.title",
  "newsletter.placeholder",
  "toast.regionLabel",
  "toolPage.votes_one",
  "toolPage.votes_other",
]);

describe.each(NAMESPACES)("translations: %s namespace", (ns) => {
  const english = flatten(load("en", ns));
  const englishKeys = baseKeys(english);
  const englishPlaceholders = new Map<string, string[]>();
  for (const [key, value] of english) englishPlaceholders.set(key.replace(PLURAL_SUFFIX, ""), placeholders(value));

  it.each(LANGUAGE_CODES.filter((l) => l !== "en"))("%s has exactly English's keys", (lang) => {
    const keys = baseKeys(flatten(load(lang, ns)));
    expect(
      [...englishKeys].filter((k) => !keys.has(k)),
      "missing keys",
    ).toEqual([]);
    expect(
      [...keys].filter((k) => !englishKeys.has(k)),
      "extra keys",
    ).toEqual([]);
  });

  it.each(LANGUAGE_CODES)("%s has no empty values and keeps every placeholder", (lang) => {
    for (const [key, value] of flatten(load(lang, ns))) {
      expect(value.trim(), `${lang}/${ns}: ${key} is empty`).not.toBe("");
      const expected = englishPlaceholders.get(key.replace(PLURAL_SUFFIX, ""));
      if (!expected) continue;
      const found = placeholders(value);
      // A plural form may leave out {{count}} or {{formatted}}, the count written for the language (e.g. "one
      // tool", Hebrew "דירוג אחד"); every other placeholder must stay as it is.
      const isCount = (p: string) => PLURAL_SUFFIX.test(key) && (p === "count" || p === "formatted");
      const withoutCount = (list: string[]) => list.filter((p) => p !== "count" && !isCount(p));
      expect(withoutCount(found), `${lang}/${ns}: ${key} placeholders`).toEqual(withoutCount(expected));
    }
  });

  it.each(LANGUAGE_CODES.filter((l) => l !== "en"))("%s leaves no sentence in English", (lang) => {
    const untranslated = [...flatten(load(lang, ns))]
      .filter(([key, value]) => value.length > 12 && value === english.get(key) && !SAME_AS_ENGLISH.has(key))
      .map(([key]) => key);
    expect(untranslated, `${lang}/${ns}: values identical to English`).toEqual([]);
  });
});
