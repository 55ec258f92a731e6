import { readFileSync } from "node:fs";

const trees = new Map<string, unknown>();

/** A text of a language's interface (`public/locales/<lang>/common.json`) by its dotted key; each file read once. */
export function localeText(lang: string, key: string): string {
  let tree = trees.get(lang);
  if (tree === undefined) {
    tree = JSON.parse(readFileSync(`public/locales/${lang}/common.json`, "utf8"));
    trees.set(lang, tree);
  }
  const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
  if (typeof value !== "string") throw new Error(`missing ${key} in ${lang}`);
  return value;
}
