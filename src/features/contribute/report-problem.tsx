import { CONTRIBUTION_LIMITS, REPORT_REASONS, reportFormPath } from "@common/api/contribution-fields";
import { HONEYPOT_FIELD } from "@common/api/newsletter-fields";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentLanguage } from "@/lib/i18n/use-current-language";
import { ContributionField, fieldClass, ReplyAndSafeguards } from "./contribution-field";
import { type SendFailure, sendContribution, sendFailure } from "./send-contribution";

/**
 * "Report a problem" on a tool's page: a disclosure (it opens without JavaScript too) with the reason, an optional
 * note and an optional email. Without JavaScript the form posts to the Worker, which answers with a page; with it,
 * the page's script sends it with a proof of work. The report names the tool and the language the page is read in.
 */
export function ReportProblem({ toolId }: { toolId: string }) {
  const { t } = useTranslation();
  const { code } = useCurrentLanguage();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<Extract<SendFailure, { kind: "message" }>["key"] | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const values = new FormData(event.currentTarget);
    const reason = String(values.get("reason") ?? "");
    setFailure(null);
    if (!reason) {
      setErrors({ reason: "unknownValue" });
      event.currentTarget.querySelector<HTMLInputElement>('input[name="reason"]')?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await sendContribution(`/api/tools/${encodeURIComponent(toolId)}/reports`, {
        reason,
        note: String(values.get("note") ?? ""),
        email: String(values.get("email") ?? ""),
        language: code,
        ...(values.get(HONEYPOT_FIELD) ? { [HONEYPOT_FIELD]: String(values.get(HONEYPOT_FIELD)) } : {}),
      });
      setSent(true);
    } catch (error) {
      const failed = sendFailure(error);
      if (failed.kind === "fields") setErrors(failed.fields);
      else setFailure(failed.key);
    } finally {
      setBusy(false);
    }
  };

  return (
    <details className="group mt-10 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <summary className="cursor-pointer font-semibold text-slate-800 dark:text-slate-100">
        {t("contribute.report.open")}
      </summary>
      {sent ? (
        <div role="status" className="mt-4">
          <p className="font-semibold">{t("contribute.answers.receivedTitle")}</p>
          <p className="mt-1">{t("contribute.answers.receivedMessage")}</p>
        </div>
      ) : (
        <form
          method="post"
          action={reportFormPath(toolId)}
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          className="mt-4 space-y-4"
        >
          <input type="hidden" name="language" value={code} />
          <fieldset aria-describedby={errors.reason ? `${id}-reason-error` : undefined}>
            <legend className="font-medium">{t("contribute.fields.reason")}</legend>
            <div className="mt-2 space-y-2">
              {REPORT_REASONS.map((reason) => (
                <label key={reason} className="flex min-h-11 items-center gap-3">
                  <input
                    type="radio"
                    name="reason"
                    value={reason}
                    className="size-5"
                    aria-invalid={errors.reason ? true : undefined}
                  />
                  {t(`contribute.report.reasons.${reason}`)}
                </label>
              ))}
            </div>
            {errors.reason ? (
              <p id={`${id}-reason-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
                {t(`contribute.errors.${errors.reason}` as "contribute.errors.required")}
              </p>
            ) : null}
          </fieldset>
          <ContributionField id={`${id}-note`} name="note" error={errors.note}>
            {({ id: fieldId, describedBy }) => (
              <textarea
                id={fieldId}
                name="note"
                aria-describedby={describedBy}
                aria-invalid={errors.note ? true : undefined}
                rows={3}
                maxLength={CONTRIBUTION_LIMITS.note}
                className={fieldClass}
              />
            )}
          </ContributionField>
          <ReplyAndSafeguards id={id} emailError={errors.email} failure={failure} />
          <button
            type="submit"
            disabled={busy}
            className="min-h-11 rounded-md bg-indigo-700 px-5 font-semibold text-white hover:bg-indigo-800 disabled:cursor-wait disabled:opacity-70"
          >
            {busy ? t("contribute.sending") : t("contribute.report.submit")}
          </button>
        </form>
      )}
    </details>
  );
}
