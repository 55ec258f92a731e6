import "./styles.css";
import { parseLocalizedPath } from "@common/i18n/localized-path";
import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { dropServerHeadTags } from "./app/drop-server-head-tags";
import { preloadPageData, resolveRouteModules } from "./app/prepare-page";
import { Providers } from "./app/providers";
import { routes } from "./app/router";
import { reportOutboundClicks } from "./features/analytics/report-outbound-clicks";
import { initI18n } from "./features/i18n/i18n";
import { createQueryClient } from "./lib/query-client";
import { suppressConsoleNoise } from "./lib/suppress-console-noise";

suppressConsoleNoise();
// Before the page is adopted, so a 'Try Now' clicked while the cards hydrate is counted too.
reportOutboundClicks();
// Starts synchronously with the translations the Worker inlined; other languages load when chosen.
void initI18n();

const queryClient = createQueryClient();
const container = document.getElementById("root")!;

function app(router: ReturnType<typeof createBrowserRouter>) {
  return (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
}

const { pathname } = window.location;
// An English URL opened by a visitor who chose another language is about to move to that language's URL
// (LanguageSync); its English HTML is replaced rather than adopted.
const sameLanguage = (i18next.resolvedLanguage ?? i18next.language) === parseLocalizedPath(pathname).lang;

if (container.firstElementChild && sameLanguage) {
  // A prerendered page: load exactly what its first render needs, then adopt the HTML already on screen.
  await Promise.all([resolveRouteModules(routes, pathname), preloadPageData(queryClient, pathname)]);
  // Hydration inside a transition is interruptible: React adopts the page in slices of a few milliseconds and
  // yields to the browser in between, so a tap on a slow phone is answered while a page of cards is adopted
  // (as React Router's own client entry does).
  startTransition(() => {
    hydrateRoot(container, app(createBrowserRouter(routes)), {
      // React recovers from a mismatch by rendering on the client; say so loudly, it means the prerender drifted.
      onRecoverableError: (error) => console.error("Hydration mismatch: the prerendered HTML was re-rendered.", error),
    });
  });
} else {
  dropServerHeadTags(document.head);
  createRoot(container).render(app(createBrowserRouter(routes)));
}
