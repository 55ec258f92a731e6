import i18next, { type Resource } from "i18next";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "./languages";
import { flattenTexts } from "./translation-sources";

/**
 * Every count the site shows reads right in every language: for each plural key and each count, the language
 * has the form its plural rules pick (Russian one/few/many, Arabic zero/one/two/few/many/other, Hebrew one/two/
 * other, Chinese other), and i18next, with the real translations, answers with that form.
 */
const COUNTS = [0, 1, 2, 5, 11, 21, 47, 100];
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

const locales = import.meta.glob<Record<string, unknown>>("/public/locales/*/*.json", {
  eager: true,
  import: "default",
});
const namespaces = ["common"] as const;
const flat = (lang: string, ns: string) => flattenTexts(locales[`/public/locales/${lang}/${ns}.json`]);

const englishPluralKeys = namespaces.flatMap((ns) =>
  [
    ...new Set(
      [...flat("en", ns).keys()].filter((k) => PLURAL_SUFFIX.test(k)).map((k) => k.replace(PLURAL_SUFFIX, "")),
    ),
  ].map((key) => [ns, key] as const),
);

describe("plural forms", () => {
  it("the English texts have plural keys to check", () => {
    expect(englishPluralKeys.map(([, key]) => key)).toEqual(
      expect.arrayContaining(["toolsPage.resultsCount", "toolCard.reviews", "toolPage.votes"]),
    );
  });

  it.each(LANGUAGE_CODES)(
    "%s has, and i18next picks, the right form for 0, 1, 2, 5, 11, 21, 47 and 100",
    async (lang) => {
      const instance = i18next.createInstance();
      await instance.init({
        lng: lang,
        resources: {
          [lang]: Object.fromEntries(namespaces.map((ns) => [ns, locales[`/public/locales/${lang}/${ns}.json`] ?? {}])),
        } as Resource,
        ns: [...namespaces],
        defaultNS: "common",
        interpolation: { escapeValue: false },
      });
      const rules = new Intl.PluralRules(lang);
      const missing: string[] = [];
      for (const [ns, key] of englishPluralKeys) {
        const texts = flat(lang, ns);
        for (const count of COUNTS) {
          const form = count === 0 && texts.has(`${key}_zero`) ? "zero" : rules.select(count);
          const expected = texts.get(`${key}_${form}`);
          if (expected === undefined) {
            missing.push(`${ns}:${key}_${form} (for ${count})`);
            continue;
          }
          const shown = instance.t(key as never, { ns, count, formatted: String(count), shown: "1" } as never);
          expect(shown, `${lang} ${ns}:${key} for ${count}`).not.toBe(key);
          expect(shown, `${lang} ${ns}:${key} for ${count}`).not.toBe("");
        }
      }
      expect(missing).toEqual([]);
    },
  );
});
