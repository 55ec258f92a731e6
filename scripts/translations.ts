import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { LANGUAGE_CODES, type LanguageCode } from "../common/i18n/languages.ts";
import {
  englishSourceOf,
  type GuideText,
  languageStrings,
  sourceHash,
  type TranslationTree,
  translationStatus,
} from "../common/i18n/translation-sources.ts";

/**
 * `npm run translations` lists, language by language, the strings whose English changed since they were translated
 * (stale) or that were never recorded, with the English to translate from (docs/decisions/050).
 * `npm run translations -- mark <lang> <key>…` records that those keys of <lang> now translate the current English
 * (`--all` for every key of the language), once a translator has revisited them.
 */
/** A language's strings: its interface (`common.json`) and its guides (common/content/blog/<lang>.ts). */
async function texts(lang: LanguageCode): Promise<Record<string, string>> {
  const tree = JSON.parse(readFileSync(`public/locales/${lang}/common.json`, "utf8")) as TranslationTree;
  const { posts } = (await import(`../common/content/blog/${lang}.ts`)) as { posts: GuideText[] };
  return languageStrings(tree, posts);
}

const english = await texts("en");

const sourcesFile = (lang: LanguageCode) => `common/i18n/translation-sources/${lang}.json`;

function recorded(lang: LanguageCode): Record<string, string> {
  const file = sourcesFile(lang);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, string>) : {};
}

function mark(lang: LanguageCode, translated: Record<string, string>, keys: string[]): void {
  const sources = recorded(lang);
  for (const key of keys) {
    const source = englishSourceOf(english, key);
    if (source === undefined || translated[key] === undefined) throw new Error(`${lang} has no key ${key} to record`);
    sources[key] = sourceHash(source);
  }
  // A record of a key the language no longer has is dropped with it.
  const kept = Object.entries(sources).filter(([key]) => translated[key] !== undefined);
  const sorted = Object.fromEntries(kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  writeFileSync(sourcesFile(lang), `${JSON.stringify(sorted, null, 2)}\n`);
  console.info(`${lang}: recorded ${keys.length} key(s).`);
}

const [command = "status", lang, ...rest] = process.argv.slice(2);
if (command === "mark") {
  if (!lang || !(LANGUAGE_CODES as readonly string[]).includes(lang) || lang === "en") {
    throw new Error("Usage: npm run translations -- mark <lang> <key>… | --all");
  }
  const code = lang as LanguageCode;
  const translated = await texts(code);
  mark(code, translated, rest.includes("--all") ? Object.keys(translated) : rest);
} else {
  let total = 0;
  for (const code of LANGUAGE_CODES.filter((c) => c !== "en")) {
    const translated = await texts(code);
    const { stale, unrecorded, orphaned, unusedRecords, missing } = translationStatus(
      english,
      translated,
      recorded(code),
    );
    total += stale.length + unrecorded.length + orphaned.length + unusedRecords.length + missing.length;
    if (!stale.length && !unrecorded.length && !orphaned.length && !unusedRecords.length && !missing.length) {
      console.info(`${code}: up to date`);
      continue;
    }
    console.info(
      `${code}: ${stale.length} stale, ${unrecorded.length} unrecorded, ${orphaned.length} no longer in English`,
    );
    for (const key of [...stale, ...unrecorded]) {
      const short = (text: string | undefined) => (text && text.length > 160 ? `${text.slice(0, 160)}…` : text);
      console.info(`  ${key}\n    en: ${short(englishSourceOf(english, key))}\n    ${code}: ${short(translated[key])}`);
    }
    for (const key of orphaned) console.info(`  ${key} (no English: remove it)`);
    for (const key of missing) console.info(`  ${key} (not translated yet)\n    en: ${english[key]}`);
    for (const key of unusedRecords)
      console.info(`  ${key} (recorded, but no longer translated: mark any key to drop it)`);
  }
  console.info(total ? `${total} string(s) to revisit.` : "Every translation follows its English.");
}
