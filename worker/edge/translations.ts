import type { LanguageCode, Namespace } from "@common/i18n/languages";
import { localePath } from "@common/i18n/locale-path";
import { loadAssetJson } from "./asset-json";

export type TranslationTree = { [key: string]: string | string[] | TranslationTree };

/** Loads `/locales/{lang}/{ns}.json` from the static assets (null when missing or malformed). */
export function loadTranslations(
  assets: Fetcher,
  origin: string,
  lang: LanguageCode,
  ns: Namespace,
): Promise<TranslationTree | null> {
  return loadAssetJson<TranslationTree>(assets, origin, localePath(lang, ns));
}

/** Reads a dotted key ("meta.home.title") from a translation tree; interpolates `{{name}}` values. */
export function translate(tree: TranslationTree | null, key: string, values: Record<string, string> = {}): string {
  let node: string | string[] | TranslationTree | undefined = tree ?? undefined;
  for (const part of key.split(".")) {
    node = node && typeof node === "object" && !Array.isArray(node) ? node[part] : undefined;
  }
  if (typeof node !== "string") return "";
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? "");
}
