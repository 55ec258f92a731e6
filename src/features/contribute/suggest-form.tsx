import { CONTRIBUTION_LIMITS, SUGGESTION_FORM_PATH } from "@common/api/contribution-fields";
import { HONEYPOT_FIELD } from "@common/api/newsletter-fields";
import { CATEGORY_SLUGS } from "@common/catalogue/types";
import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentLanguage } from "@/lib/i18n/use-current-language";
import { ContributionField, fieldClass, ReplyAndSafeguards } from "./contribution-field";
import { type SendFailure, sendContribution, sendFailure } from "./send-contribution";

const FIELDS = ["name", "url", "category", "description", "email"] as const;
type Field = (typeof FIELDS)[number];

/** The checks the browser makes before sending (the Worker checks every rule again and names what it refuses). */
function localErrors(values: FormData): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const field of ["name", "url", "category", "description"] as const) {
    if (!String(values.get(field) ?? "").trim()) errors[field] = "required";
  }
  const url = String(values.get("url") ?? "").trim();
  if (url && !/^https:\/\/[^/\s]+\.[^/\s]/i.test(url)) errors.url = "urlFormat";
  const email = String(values.get("email") ?? "").trim();
  if (email && !email.includes("@")) errors.email = "emailFormat";
  return errors;
}

/**
 * "Suggest a tool" (a page of its own): the tool's name, web address, category and what it does in the visitor's
 * words, and an optional email to hear the outcome. Without JavaScript it is a plain form the Worker answers with a
 * page; with it, the page's script sends it with a proof of work and shows each field's error beside it.
 */
export function SuggestForm() {
  const { t } = useTranslation();
  const { code } = useCurrentLanguage();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<Extract<SendFailure, { kind: "message" }>["key"] | null>(null);

  const focusFirst = (fieldErrors: Partial<Record<Field, string>>) => {
    const first = FIELDS.find((field) => fieldErrors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const values = new FormData(event.currentTarget);
    const found = localErrors(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return focusFirst(found);
    setBusy(true);
    try {
      await sendContribution("/api/suggestions", {
        ...Object.fromEntries(FIELDS.map((field) => [field, String(values.get(field) ?? "")])),
        language: code,
        ...(values.get(HONEYPOT_FIELD) ? { [HONEYPOT_FIELD]: String(values.get(HONEYPOT_FIELD)) } : {}),
      });
      setSent(true);
    } catch (error) {
      const failed = sendFailure(error);
      if (failed.kind === "fields") {
        setErrors(failed.fields);
        focusFirst(failed.fields);
      } else setFailure(failed.key);
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <div
        role="status"
        className="rounded-xl border border-emerald-300 bg-emerald-50 p-5 dark:border-emerald-800 dark:bg-emerald-950"
      >
        <h2 className="text-xl font-semibold">{t("contribute.answers.receivedTitle")}</h2>
        <p className="mt-2">{t("contribute.answers.receivedMessage")}</p>
      </div>
    );
  }

  const control = (name: Field) => ({ name, "aria-invalid": errors[name] ? true : undefined });
  return (
    <form
      ref={formRef}
      method="post"
      action={SUGGESTION_FORM_PATH}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-5"
    >
      <input type="hidden" name="language" value={code} />
      <ContributionField id={`${id}-name`} name="name" error={errors.name}>
        {({ id: fieldId, describedBy }) => (
          <input
            id={fieldId}
            {...control("name")}
            aria-describedby={describedBy}
            maxLength={CONTRIBUTION_LIMITS.name}
            autoComplete="off"
            className={fieldClass}
          />
        )}
      </ContributionField>
      <ContributionField id={`${id}-url`} name="url" error={errors.url} hint={t("contribute.suggest.urlHint")}>
        {({ id: fieldId, describedBy }) => (
          <input
            id={fieldId}
            {...control("url")}
            aria-describedby={describedBy}
            type="url"
            inputMode="url"
            dir="ltr"
            placeholder="https://"
            maxLength={CONTRIBUTION_LIMITS.url}
            className={fieldClass}
          />
        )}
      </ContributionField>
      <ContributionField id={`${id}-category`} name="category" error={errors.category}>
        {({ id: fieldId, describedBy }) => (
          <select
            id={fieldId}
            {...control("category")}
            aria-describedby={describedBy}
            defaultValue=""
            className={fieldClass}
          >
            <option value="" disabled>
              {t("contribute.suggest.chooseCategory")}
            </option>
            {CATEGORY_SLUGS.map((slug) => (
              <option key={slug} value={slug}>
                {t(`categories.${slug}.title`)}
              </option>
            ))}
          </select>
        )}
      </ContributionField>
      <ContributionField
        id={`${id}-description`}
        name="description"
        error={errors.description}
        hint={t("contribute.suggest.descriptionHint")}
      >
        {({ id: fieldId, describedBy }) => (
          <textarea
            id={fieldId}
            {...control("description")}
            aria-describedby={describedBy}
            rows={4}
            maxLength={CONTRIBUTION_LIMITS.description}
            className={fieldClass}
          />
        )}
      </ContributionField>
      <ReplyAndSafeguards id={id} emailError={errors.email} failure={failure} />
      <button
        type="submit"
        disabled={busy}
        className="min-h-12 rounded-md bg-indigo-700 px-6 font-semibold text-white hover:bg-indigo-800 disabled:cursor-wait disabled:opacity-70"
      >
        {busy ? t("contribute.sending") : t("contribute.suggest.submit")}
      </button>
    </form>
  );
}
