import type { LanguageCode } from "../../i18n/languages";
import { posts as ar } from "./ar";
import { posts as de } from "./de";
import { posts as en } from "./en";
import { posts as es } from "./es";
import { posts as fr } from "./fr";
import { posts as he } from "./he";
import { posts as pt } from "./pt";
import { posts as ru } from "./ru";
import type { BlogPost } from "./types";
import { posts as zh } from "./zh";

/**
 * Posts per language for the Worker's page heads (title, excerpt, image). A language left out of this map
 * falls back to the English posts (SPEC.md §3).
 */
const POSTS: Partial<Record<LanguageCode, readonly BlogPost[]>> = { en, es, fr, pt, de, ru, he, zh, ar };

/** Picks a language's posts from a map, or the English ones when the language has none. */
export function pickPosts(
  map: Partial<Record<LanguageCode, readonly BlogPost[]>>,
  lang: LanguageCode,
): readonly BlogPost[] {
  return map[lang] ?? en;
}

/** The posts shown in a language: its own, or the English ones when it has none. */
export function postsFor(lang: LanguageCode): readonly BlogPost[] {
  return pickPosts(POSTS, lang);
}
