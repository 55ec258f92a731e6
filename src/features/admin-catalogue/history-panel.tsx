import type { Revision, SavedTool } from "@common/catalogue/admin-api";
import { TOOL_TAGS } from "@common/catalogue/types";
import { useMutation, useQuery } from "@tanstack/react-query";
import History from "lucide-react/icons/history";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentLanguage } from "@/lib/i18n/use-current-language";
import { toast } from "@/lib/use-toast";
import { pathLabel } from "./field-labels";
import { buttonClass, primaryButtonClass } from "./form-field";
import { revisionsQuery } from "./list-revisions";
import { restoreRevision } from "./restore-revision";
import { changedValues } from "./revision-diff";

/** The tool's saved changes, newest first: when, which fields; opened, each value before and after; restorable. */
export function HistoryPanel({
  toolId,
  onRestored,
  onSignedOut,
}: {
  toolId: string;
  onRestored: (answer: SavedTool) => void;
  onSignedOut: (error: unknown) => boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const revisions = useQuery(revisionsQuery(toolId));
  const items = revisions.data?.revisions ?? [];

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <History className="size-5 text-indigo-700 dark:text-indigo-300" aria-hidden="true" />
        {t("admin.catalogue.history.title")}
      </h3>
      {revisions.isPending ? (
        <p role="status" className="mt-2 text-sm">
          {t("admin.catalogue.history.loading")}
        </p>
      ) : revisions.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {t("admin.catalogue.history.loadError")}
        </p>
      ) : items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t("admin.catalogue.history.empty")}</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-100 dark:divide-slate-800">
          {items.map((revision, index) => (
            <RevisionItem
              key={revision.id}
              toolId={toolId}
              revision={revision}
              current={index === 0}
              onRestored={onRestored}
              onSignedOut={onSignedOut}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

function RevisionItem({
  toolId,
  revision,
  current,
  onRestored,
  onSignedOut,
}: {
  toolId: string;
  revision: Revision;
  /** The newest revision is the tool as it is: restoring it changes nothing. */
  current: boolean;
  onRestored: (answer: SavedTool) => void;
  onSignedOut: (error: unknown) => boolean;
}) {
  const { t } = useTranslation();
  const { locale } = useCurrentLanguage();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const detailsId = useId();
  const confirmRef = useRef<HTMLParagraphElement>(null);
  const restoreRef = useRef<HTMLButtonElement>(null);
  const restore = useMutation({ mutationFn: restoreRevision });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(revision.changedAt),
  );
  const label = (path: string) => pathLabel(path, t, locale);
  const created = revision.before === null;

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const show = (value: unknown, path: string): string => {
    if (value === undefined || value === null || value === "") return t("admin.catalogue.history.blank");
    if (typeof value === "boolean") return t(value ? "admin.catalogue.history.yes" : "admin.catalogue.history.no");
    if (path === "tags" && Array.isArray(value)) {
      return value
        .map((tag) =>
          (TOOL_TAGS as readonly unknown[]).includes(tag)
            ? t(`tags.${tag as (typeof TOOL_TAGS)[number]}`)
            : String(tag),
        )
        .join(", ");
    }
    return Array.isArray(value) ? value.join(", ") : String(value);
  };

  const onConfirm = () => {
    restore.mutate(
      { id: toolId, revisionId: revision.id },
      {
        onSuccess: (answer) => {
          setConfirming(false);
          toast({ title: t("admin.catalogue.history.restoredTitle"), description: date });
          onRestored(answer);
        },
        onError: (error) => {
          if (onSignedOut(error)) return;
          toast({
            variant: "destructive",
            title: t("admin.catalogue.editor.failedTitle"),
            description: t("admin.catalogue.history.restoreFailed"),
          });
        },
      },
    );
  };

  return (
    <li className="py-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">
            <time dateTime={revision.changedAt}>{date}</time>
          </p>
          <p className="break-words text-sm text-slate-600 dark:text-slate-400">
            {created
              ? t("admin.catalogue.history.created")
              : t("admin.catalogue.history.changed", { fields: revision.fields.map(label).join(", ") })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {created ? null : (
            <button
              type="button"
              aria-expanded={open}
              aria-controls={detailsId}
              onClick={() => setOpen((was) => !was)}
              className={buttonClass}
            >
              {t(open ? "admin.catalogue.history.hide" : "admin.catalogue.history.show")}
            </button>
          )}
          {current ? null : (
            <button ref={restoreRef} type="button" onClick={() => setConfirming(true)} className={buttonClass}>
              {t("admin.catalogue.history.restore")}
            </button>
          )}
        </div>
      </div>
      {open && !created ? (
        <dl id={detailsId} className="mt-2 space-y-2 text-sm">
          {changedValues(revision.before, revision.after, revision.fields).map((change) => (
            <div key={change.path} className="rounded-md bg-slate-50 p-2 dark:bg-slate-800">
              <dt className="font-semibold">{label(change.path)}</dt>
              <dd className="mt-1 grid gap-1 sm:grid-cols-2">
                <p className="min-w-0 break-words">
                  <span className="block text-xs font-semibold text-red-800 dark:text-red-300">
                    {t("admin.catalogue.history.before")}
                  </span>
                  {show(change.before, change.path)}
                </p>
                <p className="min-w-0 break-words">
                  <span className="block text-xs font-semibold text-green-800 dark:text-green-300">
                    {t("admin.catalogue.history.after")}
                  </span>
                  {show(change.after, change.path)}
                </p>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {confirming ? (
        <div className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3 dark:border-amber-700 dark:bg-amber-950">
          <p ref={confirmRef} tabIndex={-1} className="text-sm">
            {t("admin.catalogue.history.confirm", { date })}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="button" onClick={onConfirm} disabled={restore.isPending} className={primaryButtonClass}>
              {t("admin.catalogue.history.confirmRestore")}
            </button>
            <button
              type="button"
              onClick={() => {
                setConfirming(false);
                restoreRef.current?.focus();
              }}
              className={buttonClass}
            >
              {t("admin.catalogue.history.cancel")}
            </button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
