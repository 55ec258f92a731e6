import type { SubscribeRequest } from "@common/api/newsletter";
import { HONEYPOT_FIELD, SUBSCRIBE_FORM_PATH } from "@common/api/newsletter-fields";
import Mail from "lucide-react/icons/mail";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentLanguage } from "@/lib/i18n/use-current-language";
import { toast } from "@/lib/use-toast";
import { isAlreadySubscribed, isPlausibleEmail, useSubscribe } from "./create-subscription";

/** Where this form sits, as stored with the signup. */
const SOURCE = "home" satisfies SubscribeRequest["source"];

/**
 * Newsletter signup (SPEC.md §4, §5, §8): a client check first (no request for an empty address or one
 * without @), the button disabled with a changed label while submitting, the field cleared on success only.
 * Without JavaScript the same fields are posted as a plain form to the Worker, which answers a small page:
 * a POST, so the address never ends up in a URL.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const { code } = useCurrentLanguage();
  const emailId = useId();
  const honeypotId = useId();
  const [email, setEmail] = useState("");
  const [honeypot, setHoneypot] = useState("");
  const [invalid, setInvalid] = useState(false);
  const mutation = useSubscribe();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    if (!isPlausibleEmail(email)) {
      setInvalid(true);
      toast({
        variant: "destructive",
        title: t("newsletter.invalidTitle"),
        description: t("newsletter.invalidMessage"),
      });
      return;
    }
    setInvalid(false);
    mutation.mutate(
      { email: email.trim(), language: code, source: SOURCE, ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}) },
      {
        onSuccess: () => {
          setEmail("");
          toast({ title: t("newsletter.successTitle"), description: t("newsletter.successMessage") });
        },
        onError: (error) => {
          toast(
            isAlreadySubscribed(error)
              ? { title: t("newsletter.duplicateTitle"), description: t("newsletter.duplicateMessage") }
              : {
                  variant: "destructive",
                  title: t("newsletter.errorTitle"),
                  description: t("newsletter.errorMessage"),
                },
          );
        },
      },
    );
  };

  return (
    <section aria-labelledby="newsletter-heading" className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6">
      <Mail className="mx-auto size-10 text-indigo-700 dark:text-indigo-300" aria-hidden="true" />
      <h2 id="newsletter-heading" className="mt-3 text-2xl font-bold tracking-tight sm:text-3xl">
        {t("newsletter.title")}
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t("newsletter.subtitle")}</p>
      <form
        method="post"
        action={SUBSCRIBE_FORM_PATH}
        className="mx-auto mt-6 flex max-w-md flex-col gap-3 sm:flex-row"
        noValidate
        onSubmit={onSubmit}
      >
        <input type="hidden" name={"language" satisfies keyof SubscribeRequest} value={code} />
        <input type="hidden" name={"source" satisfies keyof SubscribeRequest} value={SOURCE} />
        <label htmlFor={emailId} className="sr-only">
          {t("newsletter.emailLabel")}
        </label>
        <input
          id={emailId}
          name={"email" satisfies keyof SubscribeRequest}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${emailId}-error` : undefined}
          placeholder={t("newsletter.placeholder")}
          className="min-h-12 flex-1 rounded-md border border-slate-300 bg-white px-4 text-slate-900 aria-[invalid]:border-red-600 dark:border-slate-700 dark:bg-slate-900 dark:text-white"
        />
        {/* Hidden from people and assistive technology; bots fill it in. */}
        <div aria-hidden="true" className="sr-only">
          <label htmlFor={honeypotId}>{t("newsletter.honeypotLabel")}</label>
          <input
            id={honeypotId}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(e) => setHoneypot(e.target.value)}
          />
        </div>
        <button
          type="submit"
          disabled={mutation.isPending}
          className="min-h-12 rounded-md bg-indigo-700 px-6 font-semibold text-white hover:bg-indigo-800 disabled:cursor-wait disabled:opacity-70"
        >
          {mutation.isPending ? t("newsletter.submitting") : t("newsletter.submit")}
        </button>
      </form>
      {invalid ? (
        <p id={`${emailId}-error`} role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {t("newsletter.invalidMessage")}
        </p>
      ) : null}
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">{t("newsletter.privacyNote")}</p>
    </section>
  );
}
