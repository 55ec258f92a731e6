import type { LanguageCode, Namespace } from "@common/i18n/languages";

export type TranslationTree = { [key: string]: string | string[] | TranslationTree };

// Translation files are immutable within a deployment, so one parsed copy per isolate is enough.
const cache = new Map<string, Promise<TranslationTree | null>>();

/** Loads `/locales/{lang}/{ns}.json` from the static assets (null when missing or malformed). */
export function loadTranslations(
  assets: Fetcher,
  origin: string,
  lang: LanguageCode,
  ns: Namespace,
): Promise<TranslationTree | null> {
  const key = `${lang}/${ns}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = assets
      .fetch(new URL(`/locales/${key}.json`, origin))
      .then((res) => (res.ok ? (res.json() as Promise<TranslationTree>) : null))
      .catch(() => null);
    // A failure is not cached: the next request tries again.
    void pending.then((value) => {
      if (value === null) cache.delete(key);
    });
    cache.set(key, pending);
  }
  return pending;
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
