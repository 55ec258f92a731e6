// No imports: scripts/translations.ts loads this in Node, without a bundler.

/**
 * Which English text each translated string was written from (docs/decisions/050), so a translation cannot fall
 * behind its English unnoticed. For every language but English, `common/i18n/translation-sources/<lang>.json` maps
 * each key of the language's `common.json` to a short hash of the English it translates; when the English of a key
 * changes, the recorded hash no longer matches and the key is stale until a translator revisits it and records the
 * new hash (`npm run translations -- mark <lang> <key>…`). The guides are covered the same way, each by its title,
 * excerpt, image text and body section by section (`guides.<slug>.…`, flattenGuides).
 */

/** A translation file as nested objects of strings. */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

/** Every string of a translation tree under its dotted key (array items as `key.0`, `key.1`, …). */
export function flattenTexts(tree: unknown, prefix = "", out = new Map<string, string>()): Map<string, string> {
  if (typeof tree === "string") out.set(prefix, tree);
  else if (Array.isArray(tree)) {
    for (const [i, item] of tree.entries()) flattenTexts(item, `${prefix}.${i}`, out);
  } else if (tree && typeof tree === "object") {
    for (const [key, value] of Object.entries(tree)) flattenTexts(value, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

/** Dotted keys and their strings. */
export function flattenTranslations(tree: TranslationTree): Record<string, string> {
  return Object.fromEntries(flattenTexts(tree));
}

/** What a guide's translation is written from (common/content/blog/<lang>.ts). */
export interface GuideText {
  slug: string;
  title: string;
  excerpt: string;
  imageAlt: string;
  content: string;
}

/**
 * A language's guides as dotted keys: `guides.<slug>.title`, `.excerpt`, `.imageAlt`, and `.section<n>` for the
 * body cut before each `## ` heading, so a changed English heading or paragraph marks its own section stale.
 */
export function flattenGuides(posts: readonly GuideText[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const post of posts) {
    const key = `guides.${post.slug}`;
    out[`${key}.title`] = post.title;
    out[`${key}.excerpt`] = post.excerpt;
    out[`${key}.imageAlt`] = post.imageAlt;
    for (const [i, section] of post.content.split(/^(?=## )/m).entries()) out[`${key}.section${i}`] = section;
  }
  return out;
}

/** Every string a language's translators answer for: its interface (`common.json`) and its guides. */
export function languageStrings(tree: TranslationTree, guides: readonly GuideText[]): Record<string, string> {
  return { ...flattenTranslations(tree), ...flattenGuides(guides) };
}

/** i18next's plural suffixes, in CLDR's order. */
const PLURAL_SUFFIXES = ["zero", "one", "two", "few", "many", "other"] as const;
const PLURAL = new RegExp(`_(${PLURAL_SUFFIXES.join("|")})$`);

/**
 * The English a translated key renders: the same key, or for a plural form the language has and English does not
 * (Russian `_few`, Arabic `_zero`), every English form of that plural together: a change to any of them is a change
 * to the whole plural.
 */
export function englishSourceOf(english: Record<string, string>, key: string): string | undefined {
  const base = key.replace(PLURAL, "");
  if (base === key) return english[key];
  const forms = PLURAL_SUFFIXES.map((suffix) => english[`${base}_${suffix}`]).filter((form) => form !== undefined);
  return forms.length ? forms.join("\n") : undefined;
}

/** A short hash of a text (FNV-1a, 32 bits, hex): enough to notice a change, not a secret. */
export function sourceHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}

/** What a language must revisit. */
export interface TranslationStatus {
  /** Keys whose English changed since they were translated. */
  stale: string[];
  /** Keys with no record of their English (new, or never recorded). */
  unrecorded: string[];
  /** Keys the English no longer has. */
  orphaned: string[];
  /** Records of keys the language no longer has (`npm run translations -- mark` drops them). */
  unusedRecords: string[];
  /** English keys the language has no text for (a plural counts as there when it has any of its forms). */
  missing: string[];
}

export function translationStatus(
  english: Record<string, string>,
  translated: Record<string, string>,
  recorded: Record<string, string>,
): TranslationStatus {
  const status: TranslationStatus = {
    stale: [],
    unrecorded: [],
    orphaned: [],
    unusedRecords: Object.keys(recorded).filter((key) => translated[key] === undefined),
    missing: [],
  };
  const translatedBases = new Set(Object.keys(translated).map((key) => key.replace(PLURAL, "")));
  status.missing = Object.keys(english).filter(
    (key) => translated[key] === undefined && !translatedBases.has(key.replace(PLURAL, "")),
  );
  for (const key of Object.keys(translated)) {
    const source = englishSourceOf(english, key);
    if (source === undefined) status.orphaned.push(key);
    else if (recorded[key] === undefined) status.unrecorded.push(key);
    else if (recorded[key] !== sourceHash(source)) status.stale.push(key);
  }
  return status;
}
