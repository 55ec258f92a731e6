import { Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useNavigation } from "react-router";
import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
import { ScrollManager } from "@/components/layout/scroll-manager";
import { LoadingScreen } from "@/components/ui/spinner";
import { useTrackNavigation } from "@/features/analytics/use-track-navigation";
import { CookieConsent } from "@/features/consent/cookie-consent";
import { LanguageSync } from "@/features/i18n/language-sync";
import { useTranslationsReady } from "@/features/i18n/use-translations-ready";
import { PageHead } from "./page-head";

/** Frame of every page: header, main content, footer; 'Loading...' until the translations are ready. */
export function AppLayout() {
  const ready = useTranslationsReady();
  const { t } = useTranslation();
  const navigation = useNavigation();
  useTrackNavigation();
  // Marks the page as interactive: the layout's effects run once React has committed the whole first render
  // (for a prerendered page, once its HTML has been hydrated).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <LanguageSync />
      {ready ? (
        <>
          <PageHead />
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
