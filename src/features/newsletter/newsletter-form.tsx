import { Mail } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";

/** Newsletter signup: one email field and a submit button. */
export function NewsletterForm() {
  const { t } = useTranslation();
  const emailId = useId();
  return (
    <section aria-labelledby="newsletter-heading" className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6">
      <Mail className="mx-auto size-10 text-indigo-700 dark:text-indigo-300" aria-hidden="true" />
      <h2 id="newsletter-heading" className="mt-3 text-2xl font-bold tracking-tight sm:text-3xl">
        {t("newsletter.title")}
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t("newsletter.subtitle")}</p>
      <form
        className="mx-auto mt-6 flex max-w-md flex-col gap-3 sm:flex-row"
        noValidate
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor={emailId} className="sr-only">
          {t("newsletter.emailLabel")}
        </label>
        <input
          id={emailId}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t("newsletter.placeholder")}
          className="min-h-12 flex-1 rounded-md border border-slate-300 bg-white px-4 text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-white"
        />
        <button
          type="submit"
          className="min-h-12 rounded-md bg-indigo-700 px-6 font-semibold text-white hover:bg-indigo-800 disabled:opacity-60"
        >
          {t("newsletter.submit")}
        </button>
      </form>
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">{t("newsletter.privacyNote")}</p>
    </section>
  );
}
