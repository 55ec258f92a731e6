import type { AdminToolRow } from "@common/catalogue/admin-api";
import { TEXT_FIELD_COUNT, TOOL_STATUSES, TRANSLATED_LANGUAGES } from "@common/catalogue/contract";
import { CATEGORY_SLUGS } from "@common/catalogue/types";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import Download from "lucide-react/icons/download";
import Plus from "lucide-react/icons/plus";
import Star from "lucide-react/icons/star";
import Upload from "lucide-react/icons/upload";
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { clearAdminQueries } from "@/lib/admin/admin-queries";
import { formatCount } from "@/lib/format";
import { languageName } from "@/lib/i18n/language-name";
import { useCurrentLanguage } from "@/lib/i18n/use-current-language";
import { toast } from "@/lib/use-toast";
import { invalidateCatalogue } from "./catalogue-api";
import { CatalogueRequestError, isSignedOut } from "./catalogue-request";
import { editSearch, listSearch, newSearch } from "./catalogue-url";
import { exportCatalogue } from "./export-catalogue";
import { FactsReview } from "./facts-review";
import { buttonClass, inputClass, primaryButtonClass } from "./form-field";
import { importCatalogue, NotJsonError, readCatalogueFile } from "./import-catalogue";
import { fileToolIds, type ImportOutcome, ImportReport } from "./import-panel";
import { LinkProblems } from "./link-problems";
import { filterParams, filtersFromParams, type ListFilters, listToolsQuery } from "./list-tools";
import { StatusBadge } from "./status-badge";

/** The catalogue list: search, filters, paging (all in the URL), and the New, Export and Import actions. */
export function ToolList({ params }: { params: URLSearchParams }) {
  const { t } = useTranslation();
  const { code, locale } = useCurrentLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const filters = filtersFromParams(params);
  const list = useQuery(listToolsQuery(filters));
  const [query, setQuery] = useState(filters.q);
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const ids = { search: useId(), category: useId(), status: useId(), incomplete: useId(), heading: useId() };

  // The search box follows the URL when back or forward changes it.
  useEffect(() => setQuery(filters.q), [filters.q]);
  const signedOut = list.data === null;
  useEffect(() => {
    if (signedOut) clearAdminQueries(queryClient);
  }, [signedOut, queryClient]);

  /** A new filter starts again from page 1; each change is a history entry, so back undoes it. */
  const go = (next: Partial<ListFilters>) => navigate(listSearch(filterParams({ ...filters, page: 1, ...next })));

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    go({ q: query.trim() });
  };

  const onExport = async () => {
    setExporting(true);
    try {
      await exportCatalogue();
    } catch (error) {
      if (isSignedOut(error)) clearAdminQueries(queryClient);
      else
        toast({
          variant: "destructive",
          title: t("admin.catalogue.list.export"),
          description: t("admin.catalogue.list.exportFailed"),
        });
    } finally {
      setExporting(false);
    }
  };

  const onImport = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after it is fixed.
    event.target.value = "";
    if (!file) return;
    setImporting(true);
    setOutcome(null);
    let json: unknown;
    try {
      json = await readCatalogueFile(file);
      const result = await importCatalogue(json);
      setOutcome({ kind: "done", result });
      await invalidateCatalogue(queryClient);
    } catch (error) {
      if (isSignedOut(error)) clearAdminQueries(queryClient);
      else if (error instanceof NotJsonError) setOutcome({ kind: "notJson" });
      else if (error instanceof CatalogueRequestError && error.fields.length) {
        setOutcome({ kind: "invalid", fields: error.fields, toolIds: fileToolIds(json) });
      } else setOutcome({ kind: "failed" });
    } finally {
      setImporting(false);
    }
  };

  const data = list.data;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={ids.heading} className="text-xl font-bold">
            {t("admin.catalogue.list.title")}
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-slate-600 dark:text-slate-300">{t("admin.catalogue.list.intro")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={newSearch(params)} className={primaryButtonClass}>
            <Plus className="size-4" aria-hidden="true" />
            {t("admin.catalogue.list.newTool")}
          </Link>
          <button type="button" onClick={() => void onExport()} disabled={exporting} className={buttonClass}>
            <Download className="size-4" aria-hidden="true" />
            {t(exporting ? "admin.catalogue.list.exporting" : "admin.catalogue.list.export")}
          </button>
          <button type="button" onClick={() => fileRef.current?.click()} disabled={importing} className={buttonClass}>
            <Upload className="size-4" aria-hidden="true" />
            {t(importing ? "admin.catalogue.list.importing" : "admin.catalogue.list.import")}
          </button>
          <input
            ref={fileRef}
            type="file"
            accept="application/json,.json"
            hidden
            tabIndex={-1}
            aria-label={t("admin.catalogue.list.import")}
            onChange={(e) => void onImport(e)}
          />
        </div>
      </div>
      {outcome ? <ImportReport outcome={outcome} /> : null}
      <LinkProblems params={params} />
      <FactsReview params={params} />

      <search className="block rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
        <form onSubmit={onSearch} className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1 basis-60">
            <label htmlFor={ids.search} className="text-sm font-medium">
              {t("admin.catalogue.list.searchLabel")}
            </label>
            <input
              id={ids.search}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={t("admin.catalogue.list.searchPlaceholder")}
              className={inputClass}
            />
          </div>
          <button type="submit" className={`${primaryButtonClass} min-h-11`}>
            {t("admin.catalogue.list.search")}
          </button>
        </form>
        <fieldset className="mt-3 grid gap-3 sm:grid-cols-3">
          <legend className="sr-only">{t("admin.catalogue.list.filtersLabel")}</legend>
          <div className="min-w-0">
            <label htmlFor={ids.category} className="text-sm font-medium">
              {t("toolsPage.categoryLabel")}
            </label>
            <select
              id={ids.category}
              value={filters.category}
              onChange={(e) => go({ category: e.target.value as ListFilters["category"] })}
              className={inputClass}
            >
              <option value="">{t("toolsPage.allCategories")}</option>
              {CATEGORY_SLUGS.map((slug) => (
                <option key={slug} value={slug}>
                  {t(`categories.${slug}.title`)}
                </option>
              ))}
            </select>
          </div>
          <div className="min-w-0">
            <label htmlFor={ids.status} className="text-sm font-medium">
              {t("admin.catalogue.fields.status")}
            </label>
            <select
              id={ids.status}
              value={filters.status}
              onChange={(e) => go({ status: e.target.value as ListFilters["status"] })}
              className={inputClass}
            >
              <option value="">{t("admin.catalogue.list.allStatuses")}</option>
              {TOOL_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`admin.catalogue.status.${status}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="min-w-0">
            <label htmlFor={ids.incomplete} className="text-sm font-medium">
              {t("admin.catalogue.list.incompleteLabel")}
            </label>
            <select
              id={ids.incomplete}
              value={filters.incomplete}
              onChange={(e) => go({ incomplete: e.target.value as ListFilters["incomplete"] })}
              className={inputClass}
            >
              <option value="">{t("admin.catalogue.list.anyTranslation")}</option>
              {TRANSLATED_LANGUAGES.map((lang) => (
                <option key={lang} value={lang}>
                  {languageName(lang, locale)}
                </option>
              ))}
            </select>
          </div>
        </fieldset>
      </search>

      {list.isPending ? (
        <p role="status">{t("admin.catalogue.list.loading")}</p>
      ) : list.isError ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {t("admin.catalogue.list.loadError")}
        </p>
      ) : data ? (
        <section aria-labelledby={ids.heading} className="space-y-3">
          <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
            {t("admin.catalogue.list.matching", { formatted: formatCount(data.matching, code) })}
          </p>
          {data.tools.length === 0 ? (
            <p className="rounded-xl border border-slate-200 p-6 text-center dark:border-slate-800">
              {t("admin.catalogue.list.empty")}
            </p>
          ) : (
            <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
              {data.tools.map((row) => (
                <ToolRow key={row.id} row={row} params={params} />
              ))}
            </ul>
          )}
          {data.pageCount > 1 ? (
            <nav aria-label={t("admin.catalogue.list.pagesLabel")} className="flex flex-wrap items-center gap-3">
              {data.page > 1 ? (
                <Link to={listSearch(filterParams({ ...filters, page: data.page - 1 }))} className={buttonClass}>
                  {t("admin.catalogue.list.previous")}
                </Link>
              ) : null}
              <span className="text-sm">
                {t("admin.catalogue.list.page", {
                  page: formatCount(data.page, code),
                  pageCount: formatCount(data.pageCount, code),
                })}
              </span>
              {data.page < data.pageCount ? (
                <Link to={listSearch(filterParams({ ...filters, page: data.page + 1 }))} className={buttonClass}>
                  {t("admin.catalogue.list.next")}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

/** One tool: name (the link to its editor), id, category, status, featured, last change, text per language. */
function ToolRow({ row, params }: { row: AdminToolRow; params: URLSearchParams }) {
  const { t } = useTranslation();
  const { locale } = useCurrentLanguage();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(new Date(row.updatedAt));
  const complete = TRANSLATED_LANGUAGES.filter((lang) => row.languages[lang] === TEXT_FIELD_COUNT).length;
  return (
    <li className="flex flex-col gap-2 p-3 sm:p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Link
          to={editSearch(params, row.id)}
          className="break-words font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
        >
          {row.name}
        </Link>
        <code className="break-all text-xs text-slate-600 dark:text-slate-400" dir="ltr">
          {row.id}
        </code>
        <StatusBadge status={row.status} />
        {row.featured ? (
          <span className="inline-flex items-center gap-1 text-xs font-medium text-amber-800 dark:text-amber-300">
            <Star className="size-3.5 fill-current" aria-hidden="true" />
            {t("toolCard.featured")}
          </span>
        ) : null}
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t(`categories.${row.category}.title`)} · {row.company} ·{" "}
        <time dateTime={row.updatedAt}>{t("admin.catalogue.list.changed", { date })}</time>
      </p>
      {/* On a phone one line says how many languages are complete; wider screens list each language. */}
      <p className="text-xs text-slate-600 sm:hidden dark:text-slate-400">
        {t("admin.catalogue.list.languagesComplete", { complete, total: TRANSLATED_LANGUAGES.length })}
      </p>
      <ul className="hidden flex-wrap gap-1.5 sm:flex">
        {TRANSLATED_LANGUAGES.map((lang) => {
          const count = row.languages[lang];
          return (
            <li
              key={lang}
              title={t("admin.catalogue.list.languageProgress", {
                language: languageName(lang, locale),
                count,
                total: TEXT_FIELD_COUNT,
              })}
              className={
                count === TEXT_FIELD_COUNT
                  ? "rounded bg-green-100 px-1.5 py-0.5 text-xs text-green-900 dark:bg-green-950 dark:text-green-200"
                  : "rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900 dark:bg-amber-950 dark:text-amber-200"
              }
            >
              <span aria-hidden="true" dir="ltr">
                {lang} {count}/{TEXT_FIELD_COUNT}
              </span>
              <span className="sr-only">
                {t("admin.catalogue.list.languageProgress", {
                  language: languageName(lang, locale),
                  count,
                  total: TEXT_FIELD_COUNT,
                })}
              </span>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
