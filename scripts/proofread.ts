// Prints what a proofreader would mark in the site's text (common/i18n/proofread.ts), per language and rule:
// `node scripts/proofread.ts [lang…] [--root DIR]` (DIR holds public/locales and common/content/blog; default
// this repository). The typography test holds the same rules.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { isLanguageCode, LANGUAGE_CODES, type LanguageCode } from "../common/i18n/languages.ts";
import { type KeyedFinding, proofreadLanguage, seedToolTexts } from "../common/i18n/proofread-texts.ts";

const args = process.argv.slice(2);
const rootAt = args.indexOf("--root");
const root = resolve(rootAt >= 0 ? (args[rootAt + 1] ?? ".") : ".");
const asked = args.filter((arg, i) => isLanguageCode(arg) && (rootAt < 0 || i !== rootAt + 1)) as LanguageCode[];
const langs = asked.length ? asked : [...LANGUAGE_CODES];

let total = 0;
for (const lang of langs) {
  const json = (ns: string) => JSON.parse(readFileSync(join(root, "public/locales", lang, `${ns}.json`), "utf8"));
  const blog = (await import(pathToFileURL(join(root, "common/content/blog", `${lang}.ts`)).href)) as {
    posts: Parameters<typeof proofreadLanguage>[1]["posts"];
  };
  const findings: KeyedFinding[] = proofreadLanguage(lang, {
    common: json("common"),
    tools: seedToolTexts(lang),
    posts: blog.posts,
  });
  total += findings.length;
  console.info(`\n${lang}: ${findings.length}`);
  for (const f of findings) console.info(`  ${f.rule.padEnd(26)} ${f.where.padEnd(44)} …${f.excerpt}…`);
}
console.info(`\ntotal: ${total}`);
process.exitCode = total ? 1 : 0;
