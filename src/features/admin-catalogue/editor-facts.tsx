import { FACT_LIMITS, type FactGroup, UPGRADE_CURRENCIES, UPGRADE_PERIODS } from "@common/catalogue/tool-facts";
import { getLanguage, LANGUAGE_CODES, type LanguageCode } from "@common/i18n/languages";
import type { ReactNode } from "react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentLanguage } from "@/lib/i18n/use-current-language";
import { buttonClass, controlProps, Field, FieldErrorText, inputClass } from "./form-field";
import type { ErrorMap, FactsDraft, ToolDraft } from "./tool-draft";

type Facts = FactsDraft;

/**
 * "Before you sign up" in the editor (docs/decisions/044): the free plan, privacy and the interface's languages,
 * each with the tool's own page that states it. Leave a fact unknown and the page shows nothing for it. Each group
 * shows when it was last confirmed; "Confirm" records today for a saved group the owner has just checked on its
 * page (a group changed since its last save must be saved first, and a changed group loses its date).
 */
export function EditorFacts({
  draft,
  errors,
  onFacts,
  onLimits,
  confirm,
}: {
  draft: ToolDraft;
  errors: ErrorMap;
  onFacts: (facts: Facts) => void;
  /** The free plan's limits in English (the other languages are with the texts). */
  onLimits: (value: string) => void;
  /** Null for a tool not saved yet; else whether each group may be confirmed now, and how. */
  confirm: {
    /** ready: stored with a fact and shown as stored; empty: no fact stored; unsaved: changed since the last save. */
    state: (group: FactGroup) => "ready" | "empty" | "unsaved";
    onConfirm: (group: FactGroup) => void;
    busy: boolean;
  } | null;
}) {
  const { t } = useTranslation();
  const { locale } = useCurrentLanguage();
  const headingId = useId();
  const { facts } = draft;
  const set = <G extends keyof Facts>(group: G, patch: Partial<Facts[G]>) =>
    onFacts({ ...facts, [group]: { ...facts[group], ...patch } });

  const confirmed = (group: FactGroup) => {
    const day = facts[group].confirmedAt;
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <span>
          {day
            ? t("admin.catalogue.facts.confirmedOn", {
                date: new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
                  new Date(`${day}T00:00:00Z`),
                ),
              })
            : t("admin.catalogue.facts.neverConfirmed")}
        </span>
        {confirm ? (
          <button
            type="button"
            className={buttonClass}
            disabled={confirm.busy || confirm.state(group) !== "ready"}
            onClick={() => confirm.onConfirm(group)}
          >
            {t("admin.catalogue.facts.confirm")}
          </button>
        ) : null}
        {confirm?.state(group) === "unsaved" ? (
          <span className="basis-full text-xs text-slate-600 dark:text-slate-400">
            {t("admin.catalogue.facts.confirmHint")}
          </span>
        ) : null}
      </div>
    );
  };

  const answerSelect = (
    path: string,
    label: string,
    value: string | null,
    onChange: (v: "yes" | "no" | null) => void,
  ) => (
    <Field path={path} label={label} error={errors.get(path)}>
      {(control) => (
        <select
          {...control}
          value={value ?? ""}
          onChange={(e) => onChange(e.target.value === "" ? null : (e.target.value as "yes" | "no"))}
          className={inputClass}
        >
          <option value="">{t("admin.catalogue.facts.unknown")}</option>
          <option value="yes">{t("admin.catalogue.facts.yes")}</option>
          <option value="no">{t("admin.catalogue.facts.no")}</option>
        </select>
      )}
    </Field>
  );

  const urlField = (path: string, label: string, hint: string, value: string, onChange: (value: string) => void) => (
    <Field path={path} label={label} error={errors.get(path)} hint={hint} className="sm:col-span-2">
      {(control) => (
        <input
          {...control}
          type="url"
          inputMode="url"
          maxLength={FACT_LIMITS.source}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={inputClass}
        />
      )}
    </Field>
  );
  const sourceField = (group: FactGroup) =>
    urlField(
      `facts.${group}.source`,
      t("admin.catalogue.facts.source"),
      t("admin.catalogue.facts.sourceHint"),
      facts[group].source,
      (source) => set(group, { source }),
    );

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <div>
        <h3 id={headingId} className="text-lg font-semibold">
          {t("admin.catalogue.facts.title")}
        </h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("admin.catalogue.facts.intro")}</p>
      </div>

      <Group title={t("toolPage.facts.freePlan.title")} footer={confirmed("freePlan")}>
        {answerSelect(
          "facts.freePlan.cardRequired",
          t("admin.catalogue.facts.cardRequired"),
          facts.freePlan.cardRequired,
          (cardRequired) => set("freePlan", { cardRequired }),
        )}
        <Field
          path="texts.en.freeLimits"
          label={t("admin.catalogue.facts.limits")}
          error={errors.get("texts.en.freeLimits")}
          hint={t("admin.catalogue.facts.limitsHint")}
          className="sm:col-span-2"
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              lang="en"
              maxLength={FACT_LIMITS.freeLimits}
              value={draft.texts.en.freeLimits}
              onChange={(e) => onLimits(e.target.value)}
              className={inputClass}
            />
          )}
        </Field>
        <Field
          path="facts.freePlan.upgradeFrom.amount"
          label={t("admin.catalogue.facts.upgradeAmount")}
          error={errors.get("facts.freePlan.upgradeFrom.amount")}
          hint={t("admin.catalogue.facts.upgradeHint")}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={facts.freePlan.upgradeAmount}
              onChange={(e) => set("freePlan", { upgradeAmount: e.target.value })}
              className={inputClass}
            />
          )}
        </Field>
        <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,9rem),1fr))] gap-3">
          <Field
            path="facts.freePlan.upgradeFrom.currency"
            label={t("admin.catalogue.facts.currency")}
            error={undefined}
          >
            {(control) => (
              <select
                {...control}
                value={facts.freePlan.upgradeCurrency}
                onChange={(e) =>
                  set("freePlan", { upgradeCurrency: e.target.value as (typeof UPGRADE_CURRENCIES)[number] })
                }
                className={inputClass}
              >
                {UPGRADE_CURRENCIES.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field path="facts.freePlan.upgradeFrom.period" label={t("admin.catalogue.facts.period")} error={undefined}>
            {(control) => (
              <select
                {...control}
                value={facts.freePlan.upgradePeriod}
                onChange={(e) => set("freePlan", { upgradePeriod: e.target.value as (typeof UPGRADE_PERIODS)[number] })}
                className={inputClass}
              >
                {UPGRADE_PERIODS.map((period) => (
                  <option key={period} value={period}>
                    {t(`admin.catalogue.facts.per.${period}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        {sourceField("freePlan")}
      </Group>

      <Group title={t("toolPage.facts.privacy.title")} footer={confirmed("privacy")}>
        {answerSelect(
          "facts.privacy.trainsByDefault",
          t("admin.catalogue.facts.trainsByDefault"),
          facts.privacy.trainsByDefault,
          (trainsByDefault) => set("privacy", { trainsByDefault }),
        )}
        {answerSelect("facts.privacy.optOut", t("admin.catalogue.facts.optOut"), facts.privacy.optOut, (optOut) =>
          set("privacy", { optOut }),
        )}
        {urlField(
          "facts.privacy.optOutUrl",
          t("admin.catalogue.facts.optOutUrl"),
          t("admin.catalogue.facts.optOutUrlHint"),
          facts.privacy.optOutUrl,
          (optOutUrl) => set("privacy", { optOutUrl }),
        )}
        <Field
          path="facts.privacy.minimumAge"
          label={t("admin.catalogue.facts.minimumAge")}
          error={errors.get("facts.privacy.minimumAge")}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={FACT_LIMITS.minimumAgeMin}
              max={FACT_LIMITS.minimumAgeMax}
              step={1}
              value={facts.privacy.minimumAge}
              onChange={(e) => set("privacy", { minimumAge: e.target.value })}
              className={inputClass}
            />
          )}
        </Field>
        {sourceField("privacy")}
      </Group>

      <Group title={t("toolPage.facts.languages.title")} footer={confirmed("languages")}>
        <LanguageChoices
          value={facts.languages.supported}
          errors={errors}
          onChange={(supported) => set("languages", { supported })}
        />
        {sourceField("languages")}
      </Group>
    </section>
  );
}

function Group({ title, footer, children }: { title: string; footer: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 font-semibold">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
      {footer}
    </fieldset>
  );
}

function LanguageChoices({
  value,
  errors,
  onChange,
}: {
  value: LanguageCode[];
  errors: ErrorMap;
  onChange: (codes: LanguageCode[]) => void;
}) {
  const { t } = useTranslation();
  const path = "facts.languages.supported";
  const error = errors.get(path);
  const errorId = error ? `${controlProps(path, { error }).id}-error` : undefined;
  return (
    <fieldset className="min-w-0 sm:col-span-2" aria-describedby={errorId}>
      <legend className="text-sm font-medium">{t("admin.catalogue.facts.languages")}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {LANGUAGE_CODES.map((code) => (
          <label key={code} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={value.includes(code)}
              onChange={(e) =>
                onChange(
                  e.target.checked
                    ? LANGUAGE_CODES.filter((c) => c === code || value.includes(c))
                    : value.filter((c) => c !== code),
                )
              }
              className="size-5 accent-indigo-700"
            />
            <span lang={code}>{getLanguage(code).name}</span>
          </label>
        ))}
      </div>
      <FieldErrorText path={path} error={error} />
    </fieldset>
  );
}
