import { LOGO_COLORS, TOOL_FIELD_LIMITS, TOOL_ID_MAX_LENGTH } from "@common/catalogue/contract";
import { CATEGORY_SLUGS, DIFFICULTY_VALUES, PRICING_VALUES, TOOL_TAGS } from "@common/catalogue/types";
import { localizePath } from "@common/i18n/localized-path";
import clsx from "clsx";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ToolLogo } from "@/components/ui/tool-logo";
import { useCurrentLanguage } from "@/lib/i18n/use-current-language";
import { factLabel } from "./field-labels";
import { controlProps, Field, FieldErrorText, fieldId, inputClass } from "./form-field";
import type { ErrorMap, ToolDraft } from "./tool-draft";

type Change = (patch: Partial<ToolDraft>) => void;

/**
 * The facts of a tool (the same in every language): id, name, company, category, pricing, difficulty, free option,
 * featured, website, logo, tags, rating, number of ratings, position.
 */
export function EditorBasics({
  draft,
  errors,
  onChange,
  savedId,
}: {
  draft: ToolDraft;
  errors: ErrorMap;
  onChange: Change;
  /** The id the tool is saved under; null for a new tool. */
  savedId: string | null;
}) {
  const { t } = useTranslation();
  const { code } = useCurrentLanguage();
  const headingId = useId();
  const renamed = savedId !== null && draft.id.trim() !== savedId;
  const text = (field: "name" | "company" | "url", max: number) => (
    <Field
      path={field}
      label={factLabel(t, field)}
      error={errors.get(field)}
      hint={field === "url" ? t("admin.catalogue.editor.urlHint") : undefined}
    >
      {(control) => (
        <input
          {...control}
          type={field === "url" ? "url" : "text"}
          inputMode={field === "url" ? "url" : undefined}
          maxLength={max}
          value={draft[field]}
          onChange={(e) => onChange({ [field]: e.target.value })}
          className={inputClass}
          dir={field === "url" ? "ltr" : undefined}
        />
      )}
    </Field>
  );

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h3 id={headingId} className="text-lg font-semibold">
        {t("admin.catalogue.editor.basics")}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          path="id"
          label={factLabel(t, "id")}
          error={errors.get("id")}
          hint={t("admin.catalogue.editor.idHint", { address: localizePath(`/tools/${draft.id.trim() || "…"}`, code) })}
          className="sm:col-span-2"
        >
          {(control) => (
            <>
              <input
                {...control}
                maxLength={TOOL_ID_MAX_LENGTH}
                value={draft.id}
                onChange={(e) => onChange({ id: e.target.value })}
                className={clsx(inputClass, "font-mono")}
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                dir="ltr"
              />
              {renamed ? (
                <p
                  role="note"
                  className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
                >
                  {t("admin.catalogue.editor.renameWarning")}
                </p>
              ) : null}
            </>
          )}
        </Field>
        {text("name", TOOL_FIELD_LIMITS.name)}
        {text("company", TOOL_FIELD_LIMITS.company)}
        <SelectFact
          path="category"
          value={draft.category}
          options={CATEGORY_SLUGS.map((slug) => ({ value: slug, label: t(`categories.${slug}.title`) }))}
          onChange={(category) => onChange({ category })}
          errors={errors}
        />
        <SelectFact
          path="pricing"
          value={draft.pricing}
          options={PRICING_VALUES.map((value) => ({ value, label: t(`pricing.${value}`) }))}
          onChange={(pricing) => onChange({ pricing })}
          errors={errors}
        />
        <SelectFact
          path="difficulty"
          value={draft.difficulty ?? ""}
          options={[
            { value: "", label: t("admin.catalogue.editor.difficultyNotSet") },
            ...DIFFICULTY_VALUES.map((value) => ({ value, label: t(`difficulty.${value}`) })),
          ]}
          // What an unset level means is said beside the select, not in an option a phone's select would cut.
          hint={t("admin.catalogue.editor.difficultyHint")}
          onChange={(difficulty) => onChange({ difficulty: difficulty || null })}
          errors={errors}
        />
        {text("url", TOOL_FIELD_LIMITS.url)}
        <Checkbox
          path="freeOption"
          label={factLabel(t, "freeOption")}
          hint={t("admin.catalogue.editor.freeOptionHint")}
          checked={draft.freeOption}
          onChange={(freeOption) => onChange({ freeOption })}
          errors={errors}
        />
        <Checkbox
          path="featured"
          label={factLabel(t, "featured")}
          hint={t("admin.catalogue.editor.featuredHint")}
          checked={draft.featured}
          onChange={(featured) => onChange({ featured })}
          errors={errors}
        />
        <Field
          path="logoText"
          label={factLabel(t, "logoText")}
          error={errors.get("logoText")}
          hint={t("admin.catalogue.editor.logoTextHint")}
        >
          {(control) => (
            <div className="mt-1 flex items-center gap-3">
              <input
                {...control}
                maxLength={TOOL_FIELD_LIMITS.logoText}
                value={draft.logoText}
                onChange={(e) => onChange({ logoText: e.target.value })}
                className={clsx(inputClass, "mt-0 w-24")}
              />
              <span className="inline-flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
                {t("admin.catalogue.editor.logoPreview")}
                <ToolLogo tool={{ logoText: draft.logoText.trim() || "?", logoColor: draft.logoColor }} />
              </span>
            </div>
          )}
        </Field>
        <LogoColors draft={draft} errors={errors} onChange={onChange} />
        <NumberFact
          path="rating"
          value={draft.rating}
          limits={{ min: 1, max: 5, step: 0.5 }}
          hint={t("admin.catalogue.editor.ratingHint")}
          onChange={(rating) => onChange({ rating })}
          errors={errors}
        />
        <NumberFact
          path="reviews"
          value={draft.reviews}
          limits={{ min: 0, max: TOOL_FIELD_LIMITS.reviews, step: 1 }}
          hint={t("admin.catalogue.editor.reviewsHint")}
          onChange={(reviews) => onChange({ reviews })}
          errors={errors}
        />
        <NumberFact
          path="position"
          value={draft.position}
          limits={{ min: 0, step: 1 }}
          hint={t("admin.catalogue.editor.positionHint")}
          onChange={(position) => onChange({ position })}
          errors={errors}
        />
      </div>
      <Tags draft={draft} errors={errors} onChange={onChange} />
    </section>
  );
}

/** A fact chosen from a closed list (category, pricing, difficulty): a labelled select of `options`. */
function SelectFact<V extends string>({
  path,
  value,
  options,
  hint,
  onChange,
  errors,
}: {
  path: "category" | "pricing" | "difficulty";
  value: V;
  options: { value: V; label: string }[];
  hint?: string;
  onChange: (value: V) => void;
  errors: ErrorMap;
}) {
  const { t } = useTranslation();
  return (
    <Field path={path} label={factLabel(t, path)} error={errors.get(path)} hint={hint}>
      {(control) => (
        <select {...control} value={value} onChange={(e) => onChange(e.target.value as V)} className={inputClass}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A number the owner types (rating, number of ratings, position), kept as typed text until the contract checks it. */
function NumberFact({
  path,
  value,
  limits,
  hint,
  onChange,
  errors,
}: {
  path: "rating" | "reviews" | "position";
  value: string;
  limits: { min: number; max?: number; step: number };
  hint: string;
  onChange: (value: string) => void;
  errors: ErrorMap;
}) {
  const { t } = useTranslation();
  return (
    <Field path={path} label={factLabel(t, path)} error={errors.get(path)} hint={hint}>
      {(control) => (
        <input
          {...control}
          type="number"
          inputMode={Number.isInteger(limits.step) ? "numeric" : "decimal"}
          {...limits}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={inputClass}
        />
      )}
    </Field>
  );
}

function Checkbox({
  path,
  label,
  hint,
  checked,
  onChange,
  errors,
}: {
  path: "featured" | "freeOption";
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  errors: ErrorMap;
}) {
  const error = errors.get(path);
  const control = controlProps(path, { error, hint });
  return (
    <div className="min-w-0">
      <label htmlFor={control.id} className="flex min-h-11 items-center gap-2 text-sm font-medium">
        <input
          {...control}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          className="size-5 accent-indigo-700"
        />
        {label}
      </label>
      <p id={`${control.id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
        {hint}
      </p>
      <FieldErrorText path={path} error={error} />
    </div>
  );
}

/** The logo tile's colour, a radio group of the closed palette (LOGO_COLORS), each swatch a tile of that colour. */
function LogoColors({ draft, errors, onChange }: { draft: ToolDraft; errors: ErrorMap; onChange: Change }) {
  const { t } = useTranslation();
  const error = errors.get("logoColor");
  const errorId = error ? `${fieldId("logoColor")}-error` : undefined;
  return (
    <fieldset className="min-w-0 sm:col-span-2" aria-describedby={errorId}>
      <legend className="text-sm font-medium">{factLabel(t, "logoColor")}</legend>
      <div className="mt-1 flex flex-wrap gap-1.5">
        {LOGO_COLORS.map((color, index) => (
          <label key={color} className="relative inline-flex cursor-pointer">
            <input
              type="radio"
              name="logoColor"
              id={index === 0 ? fieldId("logoColor") : undefined}
              value={color}
              checked={draft.logoColor === color}
              onChange={() => onChange({ logoColor: color })}
              aria-invalid={error ? true : undefined}
              aria-label={t("admin.catalogue.editor.colorOption", { number: index + 1 })}
              className="peer sr-only"
            />
            <span
              aria-hidden="true"
              className={clsx(
                "block size-8 rounded-md ring-offset-2 ring-offset-white peer-checked:ring-2 peer-checked:ring-slate-900 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600 dark:ring-offset-slate-900 dark:peer-checked:ring-white",
                color,
              )}
            />
          </label>
        ))}
      </div>
      <FieldErrorText path="logoColor" error={error} />
    </fieldset>
  );
}

/** The tags, checkboxes of TOOL_TAGS with their labels as the site shows them. */
function Tags({ draft, errors, onChange }: { draft: ToolDraft; errors: ErrorMap; onChange: Change }) {
  const { t } = useTranslation();
  const error = errors.get("tags") ?? [...errors].find(([path]) => path.startsWith("tags."))?.[1];
  const hintId = `${fieldId("tags")}-hint`;
  const errorId = error ? `${fieldId("tags")}-error` : undefined;
  const toggle = (tag: (typeof TOOL_TAGS)[number], on: boolean) =>
    onChange({ tags: on ? [...draft.tags, tag] : draft.tags.filter((other) => other !== tag) });
  return (
    <fieldset className="min-w-0" aria-describedby={[hintId, errorId].filter(Boolean).join(" ")}>
      <legend className="text-sm font-medium">{factLabel(t, "tags")}</legend>
      <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
        {t("admin.catalogue.editor.tagsHint")}
      </p>
      {/* As many columns as fit tags of 11rem: a long tag ("Программирование") never spills out of a narrow one. */}
      <div className="mt-2 grid grid-cols-[repeat(auto-fill,minmax(min(100%,11rem),1fr))] gap-x-4 gap-y-1">
        {TOOL_TAGS.map((tag, index) => (
          <label key={tag} className="flex min-h-9 items-center gap-2 text-sm">
            <input
              type="checkbox"
              id={index === 0 ? fieldId("tags") : undefined}
              checked={draft.tags.includes(tag)}
              onChange={(e) => toggle(tag, e.target.checked)}
              aria-invalid={error ? true : undefined}
              className="size-4 accent-indigo-700"
            />
            {t(`tags.${tag}`)}
          </label>
        ))}
      </div>
      <FieldErrorText path="tags" error={error} />
    </fieldset>
  );
}
