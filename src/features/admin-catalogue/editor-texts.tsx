import {
  type AnyTextField,
  TEXT_FIELD_COUNT,
  TEXT_FIELDS,
  type TextField,
  TOOL_FIELD_LIMITS,
  TRANSLATED_LANGUAGES,
  type TranslatedLanguage,
  translatedFieldCount,
} from "@common/catalogue/contract";
import type { StaleTexts } from "@common/catalogue/text-sources";
import { FACT_LIMITS } from "@common/catalogue/tool-facts";
import { getLanguage } from "@common/i18n/languages";
import clsx from "clsx";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { languageName } from "@/lib/i18n/language-name";
import { useCurrentLanguage } from "@/lib/i18n/use-current-language";
import { textFieldLabel } from "./field-labels";
import { Field, inputClass } from "./form-field";
import type { ErrorMap, ToolDraft } from "./tool-draft";

type TextLang = keyof ToolDraft["texts"];

/** Which fields are long enough for several lines. */
const MULTILINE: ReadonlySet<AnyTextField> = new Set(["description", "whatItDoes", "example", "freeLimits"]);

/**
 * The tool's text: English beside the language being translated (stacked on a phone). A blank translated field
 * has the English as its placeholder and says the site shows the English (SPEC.md §3's fallback). A translated
 * field whose English changed since it was written is marked until it is rewritten or its language is marked as
 * checked (`reviewed`, sent with the next save).
 */
export function EditorTexts({
  draft,
  errors,
  lang,
  onLang,
  onText,
  stale,
  reviewed,
  onReviewed,
}: {
  draft: ToolDraft;
  errors: ErrorMap;
  lang: TranslatedLanguage;
  onLang: (lang: TranslatedLanguage) => void;
  onText: (lang: TextLang, field: AnyTextField, value: string, index?: number) => void;
  stale: StaleTexts;
  reviewed: boolean;
  onReviewed: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useCurrentLanguage();
  const headingId = useId();
  const pickerId = useId();
  const reviewedId = useId();
  const english = draft.texts.en;
  const translation = draft.texts[lang];
  const staleHere = new Set(reviewed ? [] : (stale[lang] ?? []));
  const staleLanguages = TRANSLATED_LANGUAGES.filter((code) => (stale[code] ?? []).length > 0);
  const list = new Intl.ListFormat(locale, { type: "conjunction" });

  const pair = (field: TextField, index?: number) => {
    const englishValue = index === undefined ? english[field] : english.topUseCases[index];
    const translatedValue = index === undefined ? translation[field] : translation.topUseCases[index];
    const suffix = index === undefined ? field : `${field}.${index}`;
    return (
      <div key={suffix} className="grid gap-3 lg:grid-cols-2">
        <TextInput
          path={`texts.en.${suffix}`}
          label={t("admin.catalogue.editor.inLanguage", {
            field: textFieldLabel(t, field, index),
            language: languageName("en", locale),
          })}
          lang="en"
          field={field}
          value={String(englishValue)}
          errors={errors}
          onChange={(value) => onText("en", field, value, index)}
        />
        <TextInput
          path={`texts.${lang}.${suffix}`}
          label={t("admin.catalogue.editor.inLanguage", {
            field: textFieldLabel(t, field, index),
            language: languageName(lang, locale),
          })}
          lang={lang}
          field={field}
          value={String(translatedValue)}
          placeholder={String(englishValue)}
          errors={errors}
          showsEnglish={String(translatedValue).trim() === ""}
          englishChanged={staleHere.has(field)}
          onChange={(value) => onText(lang, field, value, index)}
        />
      </div>
    );
  };

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h3 id={headingId} className="text-lg font-semibold">
        {t("admin.catalogue.editor.text")}
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t("admin.catalogue.editor.textHint")}</p>
      {staleLanguages.length > 0 ? (
        <p className="text-sm font-medium text-amber-800 dark:text-amber-300">
          {t("admin.catalogue.editor.staleLanguages", {
            languages: list.format(staleLanguages.map((code) => languageName(code, locale))),
          })}
        </p>
      ) : null}
      <div className="max-w-sm">
        <label htmlFor={pickerId} className="text-sm font-medium">
          {t("admin.catalogue.editor.language")}
        </label>
        <select
          id={pickerId}
          value={lang}
          onChange={(e) => onLang(e.target.value as TranslatedLanguage)}
          className={inputClass}
        >
          {TRANSLATED_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {t("admin.catalogue.editor.languageOption", {
                language: languageName(code, locale),
                count: translatedFieldCount(draft.texts[code]),
                total: TEXT_FIELD_COUNT,
              })}
            </option>
          ))}
        </select>
      </div>
      {(stale[lang] ?? []).length > 0 ? (
        <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-800 dark:bg-amber-950">
          <p>
            {t("admin.catalogue.editor.staleNotice", {
              language: languageName(lang, locale),
              fields: list.format((stale[lang] ?? []).map((field) => textFieldLabel(t, field))),
            })}
          </p>
          <div className="mt-2 flex items-start gap-2">
            <input
              id={reviewedId}
              type="checkbox"
              className="mt-0.5 size-4 shrink-0"
              checked={reviewed}
              onChange={(e) => onReviewed(e.target.checked)}
            />
            <label htmlFor={reviewedId}>
              {t("admin.catalogue.editor.staleReviewed", { language: languageName(lang, locale) })}
            </label>
          </div>
        </div>
      ) : null}
      {TEXT_FIELDS.map((field) =>
        field === "topUseCases" ? (
          <fieldset key={field} className="min-w-0 space-y-3">
            <legend className="text-sm font-semibold">{textFieldLabel(t, field)}</legend>
            {[0, 1, 2, 3].map((index) => pair(field, index))}
          </fieldset>
        ) : (
          pair(field)
        ),
      )}
      {/* The free plan's limits are written in English with the facts; here only their translation. */}
      {english.freeLimits.trim() ? (
        <div className="grid gap-3 lg:grid-cols-2">
          <div className="hidden lg:block" />
          <TextInput
            path={`texts.${lang}.freeLimits`}
            label={t("admin.catalogue.editor.inLanguage", {
              field: textFieldLabel(t, "freeLimits"),
              language: languageName(lang, locale),
            })}
            lang={lang}
            field="freeLimits"
            value={translation.freeLimits}
            placeholder={english.freeLimits}
            errors={errors}
            showsEnglish={translation.freeLimits.trim() === ""}
            englishChanged={staleHere.has("freeLimits")}
            onChange={(value) => onText(lang, "freeLimits", value)}
          />
        </div>
      ) : null}
    </section>
  );
}

function TextInput({
  path,
  label,
  lang,
  field,
  value,
  placeholder,
  errors,
  showsEnglish = false,
  englishChanged = false,
  onChange,
}: {
  path: string;
  label: string;
  lang: TextLang;
  field: AnyTextField;
  value: string;
  placeholder?: string;
  errors: ErrorMap;
  showsEnglish?: boolean;
  /** The English changed since this translation was written. */
  englishChanged?: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const max =
    field === "topUseCases"
      ? TOOL_FIELD_LIMITS.useCase
      : field === "freeLimits"
        ? FACT_LIMITS.freeLimits
        : TOOL_FIELD_LIMITS[field];
  const { dir } = getLanguage(lang);
  return (
    <Field
      path={path}
      label={label}
      error={errors.get(path)}
      hint={
        showsEnglish
          ? t("admin.catalogue.editor.showsEnglish")
          : englishChanged
            ? t("admin.catalogue.editor.staleField")
            : undefined
      }
    >
      {(control) => {
        const props = {
          ...control,
          lang,
          dir,
          value,
          maxLength: max,
          placeholder,
          className: clsx(
            inputClass,
            showsEnglish && "border-dashed",
            englishChanged && "border-amber-500 dark:border-amber-400",
          ),
        };
        return MULTILINE.has(field) ? (
          <textarea {...props} rows={field === "whatItDoes" ? 5 : 3} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <input {...props} onChange={(e) => onChange(e.target.value)} />
        );
      }}
    </Field>
  );
}
