import { CONTRIBUTION_LIMITS } from "@common/api/contribution-fields";
import { HONEYPOT_FIELD } from "@common/api/newsletter-fields";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export const fieldClass =
  "mt-1 block min-h-11 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:aria-[invalid=true]:border-red-400";

/**
 * One field of a visitor's form: its label, the control (given the ids and error state it must carry), an optional
 * hint, and the field's error beside it, read out with the control (aria-describedby).
 */
export function ContributionField({
  id,
  name,
  error,
  hint,
  children,
}: {
  id: string;
  /** The field's name in the contract; its label is `contribute.fields.<name>`. */
  name: string;
  /** The error key (`contribute.errors.<key>`), when the field broke a rule. */
  error?: string;
  hint?: string;
  children: (control: { id: string; invalid: boolean; describedBy: string | undefined }) => ReactNode;
}) {
  const { t } = useTranslation();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="font-medium">
        {t(`contribute.fields.${name}` as "contribute.fields.name")}
      </label>
      {children({ id, invalid: Boolean(error), describedBy })}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
          {t(`contribute.errors.${error}` as "contribute.errors.required")}
        </p>
      ) : null}
    </div>
  );
}

/**
 * What every visitor form ends with: the optional reply address with its consent sentence, the honeypot (hidden
 * from people and assistive technology; bots fill it in), and the message about a refused send.
 */
export function ReplyAndSafeguards({
  id,
  emailError,
  failure,
}: {
  id: string;
  emailError?: string;
  /** The `contribute.answers.*` message of a refused send. */
  failure: "listedMessage" | "pendingMessage" | "rateLimitedMessage" | "unknownToolMessage" | "failedMessage" | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ContributionField id={`${id}-email`} name="email" error={emailError} hint={t("contribute.emailConsent")}>
        {({ id: fieldId, describedBy }) => (
          <input
            id={fieldId}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            dir="ltr"
            aria-describedby={describedBy}
            aria-invalid={emailError ? true : undefined}
            maxLength={CONTRIBUTION_LIMITS.email}
            className={fieldClass}
          />
        )}
      </ContributionField>
      <div aria-hidden="true" className="sr-only">
        <label htmlFor={`${id}-website`}>{t("newsletter.honeypotLabel")}</label>
        <input id={`${id}-website`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {failure ? (
        <p role="alert" className="font-medium text-red-700 dark:text-red-400">
          {t(`contribute.answers.${failure}`)}
        </p>
      ) : null}
    </>
  );
}
