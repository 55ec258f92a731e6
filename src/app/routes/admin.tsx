import { useQuery } from "@tanstack/react-query";
import LogOut from "lucide-react/icons/log-out";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { LoadingScreen } from "@/components/ui/spinner";
import { useAuthStatus } from "@/features/admin-auth/get-auth-status";
import { LoginForm } from "@/features/admin-auth/login-form";
import { useLogout } from "@/features/admin-auth/sign-out";
import { AdminNav } from "@/features/admin-catalogue/admin-nav";
import { adminView } from "@/features/admin-catalogue/catalogue-url";
import { QueueNotice } from "@/features/admin-catalogue/queue-notice";
import { PasskeysSection } from "@/features/admin-passkeys/passkeys-section";
import { Dashboard } from "@/features/analytics-dashboard/dashboard";
import { postsQuery } from "@/features/blog/use-posts";
import { useCurrentLanguage } from "@/lib/i18n/use-current-language";

/** The catalogue's code is loaded when its view is first opened, not with the dashboard. */
const CatalogueSection = lazy(() =>
  import("@/features/admin-catalogue/catalogue-section").then((module) => ({ default: module.CatalogueSection })),
);

/** The queue of visitors' suggestions and reports, loaded when first opened as well. */
const QueueSection = lazy(() =>
  import("@/features/admin-catalogue/queue-section").then((module) => ({ default: module.QueueSection })),
);

/** The starter paths' list and editor, loaded when first opened as well. */
const PathsSection = lazy(() =>
  import("@/features/admin-catalogue/paths-section").then((module) => ({ default: module.PathsSection })),
);

/**
 * /admin: 'Loading...' while the sign-in check runs, then the login form or, signed in, one of the views the URL
 * names: the dashboard (SPEC.md §2) with the admin's passkeys below it, the catalogue (`?view=catalogue`), or the
 * queue of visitors' suggestions and reports (`?view=queue`), or the starter paths (`?view=paths`).
 */
export function Component() {
  const { t } = useTranslation();
  const auth = useAuthStatus();
  const logout = useLogout();
  const [params] = useSearchParams();
  const { code } = useCurrentLanguage();
  // The starter paths' editor names each guide by its title in the dashboard's language.
  const posts = useQuery({ ...postsQuery(code), enabled: adminView(params) === "paths" });
  const guideTitle = (slug: string) => posts.data?.find((post) => post.slug === slug)?.title ?? slug;

  if (auth.isPending) return <LoadingScreen />;
  if (!auth.data?.authenticated) return <LoginForm />;

  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t("admin.welcome", { username: auth.data.username ?? "" })}</h1>
        <button
          type="button"
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
          className="inline-flex min-h-10 items-center gap-2 rounded-md border border-slate-300 px-4 text-sm font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
        >
          <LogOut className="rtl-flip size-4" aria-hidden="true" />
          {t("admin.logout")}
        </button>
      </div>
      <AdminNav />
      {adminView(params) === "catalogue" ? (
        <Suspense fallback={<LoadingScreen />}>
          <CatalogueSection />
        </Suspense>
      ) : adminView(params) === "queue" ? (
        <Suspense fallback={<LoadingScreen />}>
          <QueueSection />
        </Suspense>
      ) : adminView(params) === "paths" ? (
        <Suspense fallback={<LoadingScreen />}>
          <PathsSection guideTitle={guideTitle} />
        </Suspense>
      ) : (
        <>
          <QueueNotice />
          <Dashboard />
          <PasskeysSection />
        </>
      )}
    </section>
  );
}
