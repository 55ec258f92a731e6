import { useTranslation } from "react-i18next";

/** Full-area 'Loading...' state (SPEC.md §2); the label falls back to English before translations load. */
export function LoadingScreen() {
  const { t, ready } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="flex min-h-[50vh] flex-col items-center justify-center gap-3">
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-indigo-200 border-t-indigo-600 dark:border-indigo-900 dark:border-t-indigo-300"
      />
      <span className="text-sm text-slate-600 dark:text-slate-300">{ready ? t("app.loading") : "Loading..."}</span>
    </div>
  );
}
