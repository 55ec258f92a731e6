import type { CataloguePageData } from "./catalogue/page-data";
import type { PublicConfig } from "./config";
import type { LanguageCode } from "./i18n/languages";

/** A language's translations as the Worker inlines them (namespace -> tree). */
export type RenderResources = Record<string, Record<string, unknown>>;

export interface AppRenderInput {
  /** The page's URL path and query, e.g. `/de/tools?category=video-creation&page=2`. */
  url: string;
  lang: LanguageCode;
  resources: RenderResources;
  config: PublicConfig & { year: number };
  data: CataloguePageData;
}

export interface AppRenderOutput {
  /** The markup of `#root`. */
  html: string;
  /** The query cache the page carries to the browser (TanStack Query's dehydrated state), as JSON. */
  state: unknown;
}

/**
 * The app's server renderer as the Worker sees it (src/server/render-app.tsx implements it; the Worker's type
 * check sees only this, since the app's components are checked with the DOM's types and the Worker's without).
 */
export type RenderApp = (input: AppRenderInput) => Promise<AppRenderOutput>;
