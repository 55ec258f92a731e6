import { parseLocalizedPath } from "@common/i18n/localized-path";
import { matchRoute } from "@common/routes";
import { Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation, useNavigation } from "react-router";
import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
import { ScrollManager } from "@/components/layout/scroll-manager";
import { LoadingScreen } from "@/components/ui/spinner";
import { CookieConsent } from "@/features/consent/cookie-consent";
import { useTrackNavigation } from "@/lib/analytics/use-track-navigation";
import { LanguageSync } from "@/lib/i18n/language-sync";
import { useTranslationsReady } from "@/lib/i18n/use-translations-ready";
import { HEAD_FROM_PAGE, PageHead } from "./page-head";

/**
 * Marks the page as interactive (`<html data-hydrated>`). It sits inside the page's Suspense boundary, after the
 * page: React may commit the layout first and hydrate the boundary's content in a later pass, and only then do
 * the page's own controls answer. An effect of the layout would say so too early.
 */
function MarkPageInteractive() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

/** Frame of every page: header, main content, footer; 'Loading...' until the translations are ready. */
export function AppLayout() {
  const ready = useTranslationsReady();
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const pageWritesHead = HEAD_FROM_PAGE.includes(matchRoute(parseLocalizedPath(pathname).path).kind);
  useTrackNavigation();
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <LanguageSync />
      {ready ? (
        <>
          {pageWritesHead ? null : <PageHead />}
          <a
            href="#main"
            className="sr-only z-50 rounded bg-indigo-700 px-3 py-2 text-white focus:not-sr-only focus:absolute focus:start-2 focus:top-2"
          >
            {t("nav.skipToContent")}
          </a>
          <ScrollManager />
          <Header />
          <main id="main" tabIndex={-1} className="flex-1 outline-none" aria-busy={navigation.state === "loading"}>
            <Suspense fallback={<LoadingScreen />}>
              <Outlet />
              <MarkPageInteractive />
            </Suspense>
          </main>
          <Footer />
          <CookieConsent />
        </>
      ) : (
        <LoadingScreen />
      )}
    </div>
  );
}
