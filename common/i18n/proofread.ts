import type { LanguageCode } from "./languages.ts";

/**
 * What a proofreader marks in a language's text, as rules a test can hold (docs/translations.md): French spacing,
 * straight quotes, a quote style nested in itself, Chinese and Arabic punctuation, and English words left behind.
 * The rules look at prose only: `{{placeholders}}`, markup tags, inline code and URLs are taken out first.
 */

export type ProofreadingRule =
  | "french-space"
  | "straight-quote"
  | "nested-quote"
  | "chinese-bold-space"
  | "chinese-latin-punctuation"
  | "arabic-latin-punctuation"
  | "untranslated-english";

export interface ProofreadingFinding {
  rule: ProofreadingRule;
  /** The text around the mark, for the message of a failing test. */
  excerpt: string;
}

/** Each language's quotation marks, outer pair first (the inner one is for a quote inside a quote). */
export const QUOTE_PAIRS: Record<LanguageCode, readonly (readonly [string, string])[]> = {
  en: [
    ["“", "”"],
    ["‘", "’"],
  ],
  es: [
    ["«", "»"],
    ["“", "”"],
  ],
  fr: [
    ["«", "»"],
    ["“", "”"],
  ],
  pt: [
    ["“", "”"],
    ["‘", "’"],
  ],
  de: [
    ["„", "“"],
    ["‚", "‘"],
  ],
  ru: [
    ["«", "»"],
    ["„", "“"],
  ],
  he: [
    ["„", "”"],
    ["‚", "’"],
  ],
  zh: [
    ["“", "”"],
    ["‘", "’"],
  ],
  ar: [
    ["«", "»"],
    ["“", "”"],
  ],
};

/**
 * English words that are never French, Spanish, Portuguese or German: one of them in those languages' text is
 * a sentence left untranslated. (Words both languages share, such as "in" or "on", are not listed.)
 */
const ENGLISH_ONLY_WORDS = new Set(
  "the and with your you this that what which how free click here learn more sign about these those their from into just only get started best".split(
    " ",
  ),
);

/** Prose only: placeholders become a neutral digit, markup, code, URLs and the site's paths go. */
export function proseOf(text: string): string {
  return (
    text
      .replace(/\{\{[^}]*\}\}/g, "0")
      .replace(/\{\w+\}/g, "0")
      .replace(/\$t\([^)]*\)/g, "0")
      .replace(/```[\s\S]*?```/g, " ")
      .replace(/`[^`]*`/g, " ")
      .replace(/\]\([^)]*\)/g, "]")
      .replace(/https?:\/\/\S+/g, " ")
      // "A–Z", an order by name, is notation in every script.
      .replace(/A–Z/g, " ")
      // A path of the site's own, such as /paths/…, is an address as well.
      .replace(/(?<![\w/])\/[a-z][a-z0-9-]*(?:\/[a-z0-9-]*)*/g, " ")
      .replace(/[\w.+-]+@[\w-]+\.[\w.]+/g, " ")
      .replace(/<\/?[\w-]+[^>]*>/g, " ")
  );
}

function excerptAt(text: string, index: number): string {
  return text.slice(Math.max(0, index - 24), index + 24).replace(/\n/g, "⏎");
}

function matchesOf(rule: ProofreadingRule, text: string, pattern: RegExp): ProofreadingFinding[] {
  return [...text.matchAll(pattern)].map((m) => ({ rule, excerpt: excerptAt(text, m.index ?? 0) }));
}

/** A quote opened inside another quote of the same style (« … « … » … »), for each pair of the language. */
function nestedQuotes(lang: LanguageCode, text: string): ProofreadingFinding[] {
  const findings: ProofreadingFinding[] = [];
  const open: (readonly [string, string])[] = [];
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    const top = open[open.length - 1];
    if (top && char === top[1]) {
      open.pop();
      continue;
    }
    const pair = QUOTE_PAIRS[lang].find(([opening]) => opening === char);
    if (!pair) continue;
    if (open.includes(pair)) findings.push({ rule: "nested-quote", excerpt: excerptAt(text, i) });
    open.push(pair);
  }
  return findings;
}

/** Latin words in a non-Latin language's text that are not a name the site may show as it is. */
function untranslatedLatinWords(text: string, names: ReadonlySet<string>): ProofreadingFinding[] {
  // A term glossed in brackets after its translation, 提示词（prompt） or «(от англ. …)», is English on purpose.
  const unglossed = text.replace(/[（(](?:от англ\.\s*)?[A-Za-z][A-Za-z -]*[）)]/g, " ");
  return [...unglossed.matchAll(/[A-Za-z][A-Za-z’'-]*/g)]
    .filter((m) => !names.has(m[0].replace(/[’'-]+$/, "")) && !names.has(m[0].replace(/[’']s$/, "")))
    .map((m) => ({ rule: "untranslated-english" as const, excerpt: `${m[0]}: ${excerptAt(unglossed, m.index ?? 0)}` }));
}

/**
 * Everything a proofreader would mark in one string of `lang`. `names` are the words (brands, products, file
 * formats) that a non-Latin language may show in Latin letters.
 */
export function proofread(lang: LanguageCode, text: string, names: ReadonlySet<string>): ProofreadingFinding[] {
  const prose = proseOf(text);
  const findings = [...matchesOf("straight-quote", prose, /"/g), ...nestedQuotes(lang, prose)];
  if (lang === "fr") findings.push(...matchesOf("french-space", prose, / [:;?!»]|« /g));
  if (lang === "zh") {
    findings.push(...matchesOf("chinese-bold-space", prose, /\p{sc=Han}[ \t]+\*\*|\*\*[ \t]+\p{sc=Han}/gu));
    findings.push(...matchesOf("chinese-latin-punctuation", prose, /\p{sc=Han}[,?!;:]|[,?!;:][ \t]*\p{sc=Han}/gu));
  }
  if (lang === "ar") {
    findings.push(
      ...matchesOf("arabic-latin-punctuation", prose, /\p{sc=Arabic}[ \t]*[,?;]|[,?;][ \t]*\p{sc=Arabic}/gu),
    );
  }
  if (lang === "ru" || lang === "he" || lang === "zh" || lang === "ar") {
    findings.push(...untranslatedLatinWords(prose, names));
  } else if (lang !== "en") {
    findings.push(
      // Hyphenated compounds are words of their own language (German „Drag-and-drop“).
      ...[...prose.matchAll(/\p{L}+(?:-\p{L}+)*/gu)]
        .filter((m) => ENGLISH_ONLY_WORDS.has(m[0].toLowerCase()) && !names.has(m[0]))
        .map((m) => ({ rule: "untranslated-english" as const, excerpt: `${m[0]}: ${excerptAt(prose, m.index ?? 0)}` })),
    );
  }
  return findings;
}
