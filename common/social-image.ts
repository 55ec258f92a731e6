import type { Tool } from "./catalogue/types.ts";
import type { LanguageCode } from "./i18n/languages.ts";

/**
 * The picture a link preview shows for a page (`og:image`, `twitter:image`). The build renders the site's card and
 * the blog posts' pictures (scripts/og-images.ts) into the site's root under SOCIAL_IMAGE_DIR; the Worker draws a
 * tool's card on request under SOCIAL_CARD_DIR (worker/routes/social-cards.ts), so a tool added or edited in the
 * dashboard has its own picture without a build. This module only names them, so the page head, the build, the
 * Worker and the tests agree on every path.
 */

/** Open Graph's and X's large-card size, the size of every social image. */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Folder (from the site's root) the build writes the social images into. */
export const SOCIAL_IMAGE_DIR = "/images/og";

/** Folder (from the site's root) of the tool cards the Worker draws. */
export const SOCIAL_CARD_DIR = "/social/tools";

/**
 * The drawing's version: part of every card's URL, so a card drawn differently (worker/social-card/tool-card.ts)
 * gets new URLs and no cache, ours or a social network's, keeps the old picture. Raise it with each such change.
 */
export const SOCIAL_CARD_VERSION = 1;

/** What a tool's card shows: its name, its maker and its logo tile, the same in every language. */
export type SocialCardFacts = Pick<Tool, "id" | "name" | "company" | "logoText" | "logoColor">;

/**
 * A short fingerprint of what a tool's card shows (FNV-1a, 32 bits, base 36): it changes when the name, maker,
 * logo text or colour (or the drawing's version) does, so the card's URL changes with it and a social network
 * that cached the old picture fetches the new one. Not a security measure: only a change detector.
 */
export function socialCardHash({ name, company, logoText, logoColor }: SocialCardFacts): string {
  const text = JSON.stringify([SOCIAL_CARD_VERSION, name, company, logoText, logoColor]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36).padStart(7, "0");
}

/** The path of a tool's card: `/social/tools/{id}/{hash}.png`. */
export function socialCardPath(card: SocialCardFacts): string {
  return `${SOCIAL_CARD_DIR}/${encodeURIComponent(card.id)}/${socialCardHash(card)}.png`;
}

/** What a social image shows. */
export type SocialImageSubject =
  /** The site: its brand and tagline in the page's language; every page without a picture of its own. */
  | { kind: "site" }
  /** One tool of the catalogue: its logo tile, name and maker, one picture for every language. */
  | { kind: "tool"; card: SocialCardFacts }
  /** A blog post's hero image (`image`, a 1200×630 picture under /images/blog/), as a JPEG every previewer reads. */
  | { kind: "post"; image: string };

export interface SocialImage {
  /** Path from the site's root. */
  path: string;
  /** MIME type, for `og:image:type`. */
  type: "image/png" | "image/jpeg";
  width: number;
  height: number;
}

/** The file name of a post's hero image without folder and extension ("/images/blog/what-is-ai.webp" → "what-is-ai"). */
export function postImageName(image: string): string {
  const file = image.slice(image.lastIndexOf("/") + 1);
  const dot = file.lastIndexOf(".");
  return dot > 0 ? file.slice(0, dot) : file;
}

/** The social image of a page showing `subject` in `lang`. */
export function socialImage(subject: SocialImageSubject, lang: LanguageCode): SocialImage {
  switch (subject.kind) {
    case "tool":
      return { path: socialCardPath(subject.card), type: "image/png", ...SOCIAL_IMAGE_SIZE };
    case "post":
      // A post's picture is the same in every language, so one file serves them all.
      return {
        path: `${SOCIAL_IMAGE_DIR}/blog/${encodeURIComponent(postImageName(subject.image))}.jpg`,
        type: "image/jpeg",
        ...SOCIAL_IMAGE_SIZE,
      };
    default:
      return { path: `${SOCIAL_IMAGE_DIR}/site/${lang}.png`, type: "image/png", ...SOCIAL_IMAGE_SIZE };
  }
}

/** The social image of a tool's page (`/tools/{id}`), the same in every language. */
export function toolSocialImage(card: SocialCardFacts): SocialImage {
  return socialImage({ kind: "tool", card }, "en");
}
