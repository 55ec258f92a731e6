import { parseLocalizedPath } from "@common/i18n/localized-path";
import type { QueryClient } from "@tanstack/react-query";
import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { initI18n } from "@/lib/i18n/i18n";
import { createQueryClient } from "@/lib/query-client";
import { yieldToMain } from "@/lib/yield-to-main";
import { dropServerHeadTags } from "../drop-server-head-tags";
import { adoptPageData, preloadPageData } from "../prepare-page";
import { Providers } from "../providers";
import { browserRouterSetup, resolveRouteModule } from "../router";

function app(queryClient: QueryClient, router: ReturnType<typeof createBrowserRouter>) {
  return (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
}

/**
 * Starts the app on the page: adopts a prerendered page's HTML (hydration) or renders one from scratch.
 * Each step is a task of its own (`yieldToMain`), so a tap during start-up waits for one step, not all of them.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  // Starts synchronously with the translations the Worker inlined; other languages load when chosen.
  void initI18n();
  performance.mark("start-up:translations");
  await yieldToMain();

  const queryClient = createQueryClient();
  adoptPageData(queryClient);
  const { pathname } = window.location;
  // An English URL opened by a visitor who chose another language is about to move to that language's URL
  // (LanguageSync); its English HTML is replaced rather than adopted.
  const sameLanguage = (i18next.resolvedLanguage ?? i18next.language) === parseLocalizedPath(pathname).lang;
  const { routes, options } = browserRouterSetup(pathname);

  if (!container.firstElementChild || !sameLanguage) {
    dropServerHeadTags(document.head);
    createRoot(container).render(app(queryClient, createBrowserRouter(routes, options)));
    return;
  }
  // A prerendered page: load exactly what its first render needs, then adopt the HTML already on screen.
  await Promise.all([resolveRouteModule(pathname), preloadPageData(queryClient, pathname)]);
  performance.mark("start-up:page-modules");
  const router = createBrowserRouter(routes, options);
  performance.mark("start-up:router");
  await yieldToMain();
  // Hydration inside a transition is interruptible: React adopts the page in slices of a few milliseconds and
  // yields to the browser in between, so a tap on a slow phone is answered while a page of cards is adopted
  // (as React Router's own client entry does).
  startTransition(() => {
    hydrateRoot(container, app(queryClient, router), {
      // React recovers from a mismatch by rendering on the client; say so loudly, it means the prerender drifted.
      onRecoverableError: (error) => console.error("Hydration mismatch: the prerendered HTML was re-rendered.", error),
    });
  });
}
