// A plain module, kept apart from the zod schemas in insights.ts so the directory can normalise a term the same
// way the Worker does without loading zod or the catalogue.

/** A search term is recorded trimmed, with single spaces and lower-cased, when it is this long (characters). */
export const SEARCH_TERM_LENGTH = { min: 2, max: 64 } as const;

/** Control and format characters (bidi overrides, zero-width marks): never part of what a visitor searched for. */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

/**
 * Normalises a typed search as it is recorded (invisible characters removed, trimmed, single spaces,
 * lower-cased); null when it is too short or too long to record.
 */
export function recordableSearchTerm(raw: string): string | null {
  const term = raw.replace(/\s+/g, " ").replace(INVISIBLE, "").replace(/ {2,}/g, " ").trim().toLocaleLowerCase("en-US");
  const length = [...term].length;
  return length >= SEARCH_TERM_LENGTH.min && length <= SEARCH_TERM_LENGTH.max ? term : null;
}

/** Something@somewhere.tld, as people type addresses (spaces around the @ included). */
const EMAIL = /[^\s@]+\s*@\s*[^\s@]+\.[^\s@]{2,}/u;
/** A scheme, `www.`, or a dotted name with a path, such as `example.com/page`. */
const URL_LIKE = /[a-z][a-z0-9+.-]*:\/\/|\bwww\.|[a-z0-9-]+\.[a-z]{2,}\/\S*/iu;
/** Seven or more digits, optionally with a leading + and the usual separators between them. */
const PHONE = /\+?\d(?:[\s().-]*\d){6,}/u;

/**
 * True for a term that looks like an email address, a URL or a phone number: what visitors sometimes type or paste
 * into a search box, which identifies a person or advertises, and is never what the catalogue is searched for.
 */
export function looksPersonal(term: string): boolean {
  return EMAIL.test(term) || URL_LIKE.test(term) || PHONE.test(term);
}

/**
 * The term as it may be stored: recordable (see recordableSearchTerm) and not looking like an email address, a
 * URL or a phone number; null otherwise. The directory skips sending such terms, and the Worker drops them
 * while answering as for any other term.
 */
export function storableSearchTerm(raw: string): string | null {
  const term = recordableSearchTerm(raw);
  return term === null || looksPersonal(term) ? null : term;
}
