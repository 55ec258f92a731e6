import { categories } from "@common/catalogue/categories";
import {
  DIRECTORY_PARAMS,
  DIRECTORY_SORTS,
  type DirectoryQuery,
  MAX_SEARCH_LENGTH,
} from "@common/catalogue/directory-query";
import { PRICING_VALUES, type ToolTag } from "@common/catalogue/types";
import Search from "lucide-react/icons/search";
import { memo, type ReactNode, startTransition, useId, useMemo, useOptimistic } from "react";
import { useTranslation } from "react-i18next";

/** A tag's label in the visitor's language (`tags.<tag>` in the common namespace). */
export type TagLabel = (tag: ToolTag) => string;

const fieldClass =
  "min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100";

/** A control with its label, read by screen readers (the control's first option or placeholder says it on screen). */
/**
 * A dropdown takes the width of its longest option, so no language's choice is ever cut: full width on a phone, two
 * to a row from `sm`, and from `lg` side by side at their own widths, growing to fill the row and wrapping when a
 * language's options are too long for one.
 */
const SELECT_BOX = "min-w-0 grow basis-full sm:basis-[calc(50%-0.375rem)] lg:basis-auto";

function Field({
  label,
  className = SELECT_BOX,
  children,
}: {
  label: string;
  className?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/**
 * Search box, category, pricing and tag dropdowns, the sort order and "works in my language" of the tools directory. The box shows
 * `searchText` (what was typed); the dropdowns show `value`. Any change reports just the part that changed.
 *
 * Memoized: React sets a select's chosen option from its props whenever it redraws one, and the directory
 * redraws once right after adopting the page (to read the URL). A choice made in that moment, while React
 * hurries to adopt the part of the page it was made in, would be put back; with the same props nothing is
 * redrawn.
 */
export const DirectoryFiltersBar = memo(function DirectoryFiltersBar({
  value,
  searchText,
  onChange,
  onSearchBlur,
  tagLabel,
  tagOrder,
}: {
  value: DirectoryQuery;
  searchText: string;
  onChange: (change: Partial<DirectoryQuery>) => void;
  /** The visitor left the search box. */
  onSearchBlur?: () => void;
  tagLabel: TagLabel;
  /** The tags alphabetical in the visitor's language, so a tag is found where a reader looks for it. */
  tagOrder: readonly ToolTag[];
}) {
  const { t } = useTranslation();
  const tags = useMemo(() => tagOrder.map((tag) => ({ tag, label: tagLabel(tag) })), [tagLabel, tagOrder]);
  // The router applies the new URL as a transition, which waits for the new page of tools: the box shows its new
  // state at once meanwhile (a controlled checkbox would otherwise spring back until the tools arrive).
  const [language, setLanguage] = useOptimistic(value.language);
  // A GET form: without the app's scripts, choosing and submitting asks the Worker for the page with that query.
  // With them every change applies at once and the form is never submitted.
  return (
    <search>
      <form method="get" onSubmit={(event) => event.preventDefault()} className="flex flex-wrap gap-3">
        <div className="min-w-0 basis-full xl:grow xl:basis-64">
          <Field label={t("toolsPage.searchLabel")} className="min-w-0">
            {(id) => (
              <div className="relative">
                <Search
                  className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
                  aria-hidden="true"
                />
                <input
                  id={id}
                  type="search"
                  name={DIRECTORY_PARAMS.search}
                  value={searchText}
                  maxLength={MAX_SEARCH_LENGTH}
                  onChange={(e) => onChange({ search: e.target.value })}
                  onBlur={onSearchBlur}
                  placeholder={t("toolsPage.searchPlaceholder")}
                  className={`${fieldClass} ps-9`}
                />
              </div>
            )}
          </Field>
        </div>
        <Field label={t("toolsPage.categoryLabel")}>
          {(id) => (
            <select
              id={id}
              name={DIRECTORY_PARAMS.category}
              value={value.category}
              onChange={(e) => onChange({ category: e.target.value as DirectoryQuery["category"] })}
              className={fieldClass}
            >
              <option value="all">{t("toolsPage.allCategories")}</option>
              {categories.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {t(`categories.${c.slug}.title`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t("toolsPage.pricingLabel")}>
          {(id) => (
            <select
              id={id}
              name={DIRECTORY_PARAMS.pricing}
              value={value.pricing}
              onChange={(e) => onChange({ pricing: e.target.value as DirectoryQuery["pricing"] })}
              className={fieldClass}
            >
              <option value="all">{t("toolsPage.allPricing")}</option>
              {PRICING_VALUES.map((p) => (
                <option key={p} value={p}>
                  {t(`pricing.${p}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t("toolsPage.tagLabel")}>
          {(id) => (
            <select
              id={id}
              name={DIRECTORY_PARAMS.tag}
              value={value.tag}
              onChange={(e) => onChange({ tag: e.target.value as DirectoryQuery["tag"] })}
              className={fieldClass}
            >
              <option value="all">{t("toolsPage.allTags")}</option>
              {tags.map(({ tag, label }) => (
                <option key={tag} value={tag}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t("toolsPage.sortLabel")}>
          {(id) => (
            <select
              id={id}
              name={DIRECTORY_PARAMS.sort}
              value={value.sort}
              onChange={(e) => onChange({ sort: e.target.value as DirectoryQuery["sort"] })}
              className={fieldClass}
            >
              {DIRECTORY_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`toolsPage.sort.${sort}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="basis-full">
          <label className="inline-flex min-h-11 items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              name={DIRECTORY_PARAMS.language}
              value="mine"
              checked={language === "mine"}
              onChange={(e) => {
                const next = e.target.checked ? "mine" : "all";
                startTransition(() => {
                  setLanguage(next);
                  onChange({ language: next });
                });
              }}
              className="size-5 accent-indigo-700"
            />
            {t("toolsPage.inMyLanguage")}
          </label>
        </div>
        <noscript>
          <button
            type="submit"
            className="min-h-11 w-full rounded-md bg-indigo-700 px-4 text-sm font-semibold text-white hover:bg-indigo-800"
          >
            {t("toolsPage.apply")}
          </button>
        </noscript>
      </form>
    </search>
  );
});
