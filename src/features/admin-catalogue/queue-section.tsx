import {
  CONTRIBUTION_KINDS,
  CONTRIBUTION_STATUSES,
  type ContributionKind,
  type ContributionStatus,
  type QueuedReport,
  type QueuedSuggestion,
} from "@common/api/contributions";
import { isLanguageCode } from "@common/i18n/languages";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import clsx from "clsx";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { formatCount } from "@/lib/format";
import { languageName } from "@/lib/i18n/language-name";
import { useCurrentLanguage } from "@/lib/i18n/use-current-language";
import { editSearch, fromSuggestionSearch, QUEUE_VIEW, VIEW_PARAM } from "./catalogue-url";
import { buttonClass, inputClass, primaryButtonClass } from "./form-field";
import { closeContribution, queueQuery } from "./queue-api";

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

/**
 * The queue of what visitors sent (`/admin?view=queue`): suggested tools and reported problems, each list by state
 * (new, accepted, rejected, spam) with its count. Their words are shown as text, never as HTML. A new suggestion is
 * accepted by creating its tool in the catalogue editor (prefilled from it), or rejected with a reason; a report is
 * resolved or dismissed with a note; either can be marked spam.
 */
export function QueueSection() {
  const { t } = useTranslation();
  const { code } = useCurrentLanguage();
  const [params, setParams] = useSearchParams();
  const kind = oneOf(CONTRIBUTION_KINDS, params.get("kind"), "suggestions");
  const status = oneOf(CONTRIBUTION_STATUSES, params.get("status"), "new");
  const queue = useQuery(queueQuery(kind, status));
  const go = (next: { kind?: ContributionKind; status?: ContributionStatus }) =>
    setParams(
      new URLSearchParams({ [VIEW_PARAM]: QUEUE_VIEW, kind: next.kind ?? kind, status: next.status ?? status }),
    );
  const counts = queue.data?.counts;

  return (
    <div className="space-y-4">
      <h2 className="text-xl font-bold">{t("admin.queue.title")}</h2>
      <div role="tablist" aria-label={t("admin.queue.kindsLabel")} className="flex flex-wrap gap-2">
        {CONTRIBUTION_KINDS.map((option) => (
          <button
            key={option}
            type="button"
            role="tab"
            aria-selected={kind === option}
            onClick={() => go({ kind: option, status: "new" })}
            className={clsx(kind === option ? primaryButtonClass : buttonClass)}
          >
            {t(`admin.queue.kinds.${option}`)}
            {counts ? ` (${formatCount(counts[option].new, code)})` : ""}
          </button>
        ))}
      </div>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t("admin.queue.statusLabel")}</legend>
        {CONTRIBUTION_STATUSES.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={status === option}
            onClick={() => go({ status: option })}
            className={clsx(buttonClass, status === option && "border-indigo-600 bg-indigo-50 dark:bg-indigo-950")}
          >
            {t(`admin.queue.statuses.${kind}.${option}`)}
            {counts ? ` · ${formatCount(counts[kind][option], code)}` : ""}
          </button>
        ))}
      </fieldset>
      {queue.isPending ? (
        <p role="status">{t("admin.queue.loading")}</p>
      ) : !queue.data ? null : (kind === "suggestions" ? queue.data.suggestions : queue.data.reports).length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center dark:border-slate-700">
          {t("admin.queue.empty")}
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {kind === "suggestions"
            ? queue.data.suggestions.map((item) => <SuggestionItem key={item.id} item={item} />)
            : queue.data.reports.map((item) => <ReportItem key={item.id} item={item} />)}
        </ul>
      )}
    </div>
  );
}

/** When and how an item came, and whether the visitor waits for an answer. */
function Origin({ item }: { item: QueuedSuggestion | QueuedReport }) {
  const { t } = useTranslation();
  const { locale } = useCurrentLanguage();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(item.createdAt),
  );
  return (
    <p className="text-xs text-slate-600 dark:text-slate-400">
      {date} · {isLanguageCode(item.language) ? languageName(item.language, locale) : item.language} ·{" "}
      {t(item.channel === "form" ? "admin.queue.viaForm" : "admin.queue.viaPage")}
      {item.hasEmail ? ` · ${t("admin.queue.waitsForAnswer")}` : ""}
      {item.closingNote
        ? ` · ${t("contribute.labelledLine", { label: t("admin.queue.note"), value: item.closingNote })}`
        : ""}
    </p>
  );
}

/** The owner's decisions on one item: buttons, and a note field for the ones that take a note. */
function Decisions({
  kind,
  id,
  withNote,
}: {
  kind: ContributionKind;
  id: number;
  withNote: readonly ("accepted" | "rejected")[];
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const noteId = useId();
  const [pending, setPending] = useState<"accepted" | "rejected" | null>(null);
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const decide = async (status: "accepted" | "rejected" | "spam") => {
    setBusy(true);
    setFailed(false);
    try {
      await closeContribution(queryClient, kind, id, { status, note });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  if (pending) {
    return (
      <div className="flex flex-col gap-2">
        <label htmlFor={noteId} className="text-sm font-medium">
          {t(`admin.queue.noteLabel.${kind}.${pending}`)}
        </label>
        <textarea
          id={noteId}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          rows={2}
          maxLength={600}
          className={inputClass}
        />
        <div className="flex flex-wrap gap-2">
          <button type="button" disabled={busy} onClick={() => void decide(pending)} className={primaryButtonClass}>
            {t(`admin.queue.actions.${kind}.${pending}`)}
          </button>
          <button type="button" onClick={() => setPending(null)} className={buttonClass}>
            {t("admin.queue.cancel")}
          </button>
        </div>
        {failed ? <p role="alert">{t("admin.queue.failed")}</p> : null}
      </div>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      {withNote.map((status) => (
        <button key={status} type="button" onClick={() => setPending(status)} className={buttonClass}>
          {t(`admin.queue.actions.${kind}.${status}`)}
        </button>
      ))}
      <button type="button" disabled={busy} onClick={() => void decide("spam")} className={buttonClass}>
        {t("admin.queue.markSpam")}
      </button>
      {failed ? <p role="alert">{t("admin.queue.failed")}</p> : null}
    </div>
  );
}

function SuggestionItem({ item }: { item: QueuedSuggestion }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col gap-2 p-4">
      <p className="font-semibold">{item.name}</p>
      <code className="break-all text-sm" dir="ltr">
        {item.url}
      </code>
      <p className="text-sm">{t(`categories.${item.category}.title` as "categories.ai-assistants.title")}</p>
      <p className="whitespace-pre-wrap break-words">{item.description}</p>
      <Origin item={item} />
      {item.status === "new" ? (
        <div className="flex flex-wrap items-start gap-2">
          <Link to={fromSuggestionSearch(item.id)} className={primaryButtonClass}>
            {t("admin.queue.actions.suggestions.accepted")}
          </Link>
          <Decisions kind="suggestions" id={item.id} withNote={["rejected"]} />
        </div>
      ) : item.status === "accepted" && item.draftToolId ? (
        <Link
          to={editSearch(new URLSearchParams(), item.draftToolId)}
          className="text-sm font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
        >
          {t("admin.queue.openTool")}
        </Link>
      ) : item.status !== "spam" ? (
        <Decisions kind="suggestions" id={item.id} withNote={[]} />
      ) : null}
    </li>
  );
}

function ReportItem({ item }: { item: QueuedReport }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col gap-2 p-4">
      <p className="flex flex-wrap items-center gap-x-3">
        <Link
          to={editSearch(new URLSearchParams(), item.toolId)}
          className="font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
        >
          {item.toolName ?? item.toolId}
        </Link>
        <span className="text-sm">{t(`contribute.report.reasons.${item.reason}`)}</span>
      </p>
      {item.note ? <p className="whitespace-pre-wrap break-words">{item.note}</p> : null}
      <Origin item={item} />
      {item.status === "new" ? (
        <Decisions kind="reports" id={item.id} withNote={["accepted", "rejected"]} />
      ) : item.status !== "spam" ? (
        <Decisions kind="reports" id={item.id} withNote={[]} />
      ) : null}
    </li>
  );
}
