import type { ImportResult } from "@common/catalogue/admin-api";
import type { FieldError } from "@common/catalogue/contract";
import { useTranslation } from "react-i18next";
import { formatCount } from "@/lib/format";
import { useCurrentLanguage } from "@/lib/i18n/use-current-language";
import { pathLabel } from "./field-labels";

/** Errors listed at most: a file of 10,000 broken tools must not render 10,000 lines. */
export const IMPORT_ERRORS_SHOWN = 100;

/** What an import did: the counts, or why nothing was imported. */
export type ImportOutcome =
  | { kind: "done"; result: ImportResult }
  | { kind: "invalid"; fields: FieldError[]; toolIds: (string | undefined)[] }
  | { kind: "notJson" }
  | { kind: "failed" };

/** The ids of an import file's tools, so an error names the tool (`Tool 13 (chatgpt)`), when the file has them. */
export function fileToolIds(file: unknown): (string | undefined)[] {
  const tools = (file as { tools?: unknown } | null)?.tools;
  if (!Array.isArray(tools)) return [];
  return tools.map((tool) => {
    const id = (tool as { id?: unknown } | null)?.id;
    return typeof id === "string" && id.length <= 80 ? id : undefined;
  });
}

export function ImportReport({ outcome }: { outcome: ImportOutcome }) {
  const { t } = useTranslation();
  const { code, locale } = useCurrentLanguage();
  const count = (n: number) => formatCount(n, code);
  const box = "rounded-lg border p-4 text-sm";
  if (outcome.kind === "done") {
    const { created, updated, unchanged } = outcome.result;
    return (
      <div
        role="status"
        className={`${box} border-green-300 bg-green-50 text-green-900 dark:border-green-700 dark:bg-green-950 dark:text-green-100`}
      >
        <p className="font-semibold">{t("admin.catalogue.import.doneTitle")}</p>
        <p>
          {t("admin.catalogue.import.done", {
            created: count(created),
            updated: count(updated),
            unchanged: count(unchanged),
          })}
        </p>
      </div>
    );
  }
  const errorBox = `${box} border-red-300 bg-red-50 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100`;
  if (outcome.kind !== "invalid") {
    return (
      <div role="alert" className={errorBox}>
        <p className="font-semibold">{t("admin.catalogue.import.failedTitle")}</p>
        <p>{t(outcome.kind === "notJson" ? "admin.catalogue.import.notJson" : "admin.catalogue.import.failed")}</p>
      </div>
    );
  }
  const shown = outcome.fields.slice(0, IMPORT_ERRORS_SHOWN);
  const hidden = outcome.fields.length - shown.length;
  return (
    <div role="alert" className={errorBox}>
      <p className="font-semibold">{t("admin.catalogue.import.failedTitle")}</p>
      <p>{t("admin.catalogue.import.failedIntro")}</p>
      <ul className="mt-2 max-h-80 list-disc space-y-1 overflow-y-auto ps-5">
        {shown.map((error, index) => (
          // The same path can carry two errors; the index keeps the keys apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders.
          <li key={`${error.path} ${index}`} className="break-words">
            {t("admin.catalogue.editor.errorLine", {
              field: pathLabel(error.path, t, locale, outcome.toolIds),
              error: t(`admin.catalogue.errors.${error.key}`),
            })}
          </li>
        ))}
      </ul>
      {hidden > 0 ? <p className="mt-2">{t("admin.catalogue.import.more", { formatted: count(hidden) })}</p> : null}
    </div>
  );
}
