import type { LanguageCode } from "./i18n/languages.ts";

/**
 * The picture a link preview shows for a page (`og:image`, `twitter:image`). The build renders them
 * (scripts/og-images.ts) into the site's root under SOCIAL_IMAGE_DIR; this module only names them, so the page
 * head, the build and the tests agree on every path.
 */

/** Open Graph's and X's large-card size, the size of every social image. */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Folder (from the site's root) the build writes the social images into. */
export const SOCIAL_IMAGE_DIR = "/images/og";

/** What a social image shows. */
export type SocialImageSubject =
  /** The site: its brand and tagline in the page's language; every page without a picture of its own. */
  | { kind: "site" }
  /** One tool of the catalogue: its logo tile, name and what it is best for, in the page's language. */
  | { kind: "tool"; toolId: string }
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
      return {
        path: `${SOCIAL_IMAGE_DIR}/tools/${lang}/${encodeURIComponent(subject.toolId)}.png`,
        type: "image/png",
        ...SOCIAL_IMAGE_SIZE,
      };
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

/** The social image of a tool's page (`/tools/{id}` in `lang`). */
export function toolSocialImage(toolId: string, lang: LanguageCode): SocialImage {
  return socialImage({ kind: "tool", toolId }, lang);
}
