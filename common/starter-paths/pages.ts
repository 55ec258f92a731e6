import type { Tool } from "../catalogue/types";
import type { BlogSlug } from "../content/blog/slugs";
import type { LanguageCode } from "../i18n/languages";

/**
 * What the public pages of the starter paths show, written by the Worker in the visitor's language. A text the
 * owner has not translated comes in English and says so (`*Lang`), so the page can mark it for screen readers.
 */

/** A text as shown, and the language it is written in. */
export interface ShownText {
  text: string;
  lang: LanguageCode;
}

/** A published path on the paths page. */
export interface StarterPathSummary {
  id: string;
  title: ShownText;
  summary: ShownText;
  /** The names of its tools, in order. */
  toolNames: string[];
}

/** `GET /api/paths?lang=`: the published paths in their order. */
export interface StarterPathList {
  paths: StarterPathSummary[];
}

/** `GET /api/paths/{id}?lang=`: a published path, its tools in order (tools no longer published are left out). */
export interface StarterPathPage {
  id: string;
  title: ShownText;
  summary: ShownText;
  /** The guide to read alongside, with its title in the page's language. */
  guide: { slug: BlogSlug; title: string } | null;
  steps: { tool: Tool; why: ShownText }[];
}
