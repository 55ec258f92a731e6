import type { AppRenderInput, RenderApp } from "@common/app-renderer";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from "@common/i18n/languages";
import { dehydrate } from "@tanstack/react-query";
import i18next from "i18next";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { initReactI18next } from "react-i18next";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { Providers } from "@/app/providers";
import { resolveRouteModule, routes } from "@/app/router";
import { formatNumbersWithSiteLocale } from "@/lib/i18n/number-format";
import { setPublicConfig } from "@/lib/public-config";
import { createQueryClient } from "@/lib/query-client";
import { seedPageData } from "./seed-page-data";
import { withoutDocumentMetadata } from "./without-document-metadata";

/**
 * The Worker's render of a catalogue page (docs/decisions/040): the same routes, providers and components the
 * browser hydrates, with the page's catalogue data already in the query cache, rendered synchronously with React's
 * server renderer. One i18next per isolate: a render is synchronous, so two requests never interleave in it.
 */
let ready = false;

function initOnce(): void {
  if (ready) return;
  void i18next.use(initReactI18next).init({
    resources: {},
    lng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGE_CODES],
    fallbackLng: DEFAULT_LANGUAGE,
    load: "languageOnly",
    defaultNS: "common",
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });
  formatNumbersWithSiteLocale(i18next);
  ready = true;
}

const RENDER_ORIGIN = "http://render.invalid";

export const renderApp: RenderApp = async ({ url, lang, resources, config, data }: AppRenderInput) => {
  initOnce();
  await resolveRouteModule(new URL(url, RENDER_ORIGIN).pathname);
  setPublicConfig(config);
  for (const [ns, tree] of Object.entries(resources)) {
    if (!i18next.hasResourceBundle(lang, ns)) i18next.addResourceBundle(lang, ns, tree);
  }
  const queryClient = createQueryClient();
  seedPageData(queryClient, lang, data);

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, RENDER_ORIGIN)));
  if (context instanceof Response) throw new Error(`${url} answered ${context.status} while rendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Language, configuration and the render itself in one synchronous stretch: no other request's render can
  // change the shared i18next or configuration in between.
  setPublicConfig(config);
  void i18next.changeLanguage(lang);
  const html = renderToString(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  const state = dehydrate(queryClient);
  queryClient.clear();
  return { html: withoutDocumentMetadata(html), state };
};
