import { isCataloguePageKind } from "@common/catalogue/page-data";
import type { PublicConfig } from "@common/config";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode, NAMESPACES } from "@common/i18n/languages";
import { localizePath } from "@common/i18n/localized-path";
import { PRERENDER_CONFIG_FILE, PRERENDER_DIR, prerenderedFile } from "@common/prerendered-pages";
import { matchRoute } from "@common/routes";
import { PUBLIC_PATHS } from "@common/site-pages";
import i18next, { type Resource } from "i18next";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { initReactI18next } from "react-i18next";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { preloadPageData } from "@/app/prepare-page";
import { Providers } from "@/app/providers";
import { resolveRouteModule, routes } from "@/app/router";
import { formatNumbersWithSiteLocale } from "@/lib/i18n/number-format";
import { setPublicConfig } from "@/lib/public-config";
import { createQueryClient } from "@/lib/query-client";
import { withoutDocumentMetadata } from "@/server/without-document-metadata";

/**
 * Build-time rendering of the public pages without catalogue data (scripts/prerender.ts runs this in Node after
 * `vite build`); the catalogue's pages are rendered by the Worker from D1 (src/server/render-app.tsx).
 * The tree is the one `src/main.tsx` hydrates — same routes, providers and translations — so the browser
 * adopts the HTML without re-rendering it. Dynamic parts (ratings, consent, ads' content) render their
 * empty state here and fill in after hydration.
 */
export { LANGUAGE_CODES, NAMESPACES, PRERENDER_CONFIG_FILE, PRERENDER_DIR };

/** Every public page in every language: its URL path and the file its HTML goes to. */
export const PRERENDER_PAGES = LANGUAGE_CODES.flatMap((lang) =>
  PUBLIC_PATHS.filter((path) => !isCataloguePageKind(matchRoute(path).kind)).map((path) => ({
    lang,
    pathname: localizePath(path, lang),
    file: prerenderedFile(lang, path),
  })),
);

export async function initPrerender(resources: Resource, config: PublicConfig): Promise<void> {
  setPublicConfig(config);
  await i18next.use(initReactI18next).init({
    resources,
    lng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGE_CODES],
    fallbackLng: DEFAULT_LANGUAGE,
    load: "languageOnly",
    ns: [...NAMESPACES],
    defaultNS: "common",
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });
  formatNumbersWithSiteLocale(i18next);
}

/** Renders the body of `#root` for a URL path such as `/zh/tools`. */
export async function renderPage(pathname: string, lang: LanguageCode): Promise<string> {
  await i18next.changeLanguage(lang);
  const queryClient = createQueryClient();
  await Promise.all([resolveRouteModule(pathname), preloadPageData(queryClient, pathname)]);

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, "http://prerender.invalid")));
  if (context instanceof Response) throw new Error(`${pathname} answered ${context.status} while prerendering`);
  if (context.errors) throw new Error(`${pathname} failed while prerendering: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const html = renderToString(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  // Drops the cache's garbage-collection timers, which would otherwise keep Node running for minutes.
  queryClient.clear();
  return withoutDocumentMetadata(html);
}
