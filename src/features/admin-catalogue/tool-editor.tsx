import type { SavedTool } from "@common/catalogue/admin-api";
import {
  type AnyTextField,
  type EditableTool,
  type FieldError,
  type ToolStatus,
  TRANSLATED_LANGUAGES,
  type TranslatedLanguage,
} from "@common/catalogue/contract";
import type { StaleTexts } from "@common/catalogue/text-sources";
import { type FactGroup, filledGroups } from "@common/catalogue/tool-facts";
import { localizePath } from "@common/i18n/localized-path";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import ArrowLeft from "lucide-react/icons/arrow-left";
import ExternalLink from "lucide-react/icons/external-link";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { clearAdminQueries } from "@/lib/admin/admin-queries";
import { ApiRequestError } from "@/lib/api-client";
import { useCurrentLanguage } from "@/lib/i18n/use-current-language";
import { toast } from "@/lib/use-toast";
import { catalogueKeys, invalidateCatalogue } from "./catalogue-api";
import { CatalogueRequestError, isSignedOut } from "./catalogue-request";
import { type CatalogueScreen, editSearch, listSearch } from "./catalogue-url";
import { confirmToolFacts } from "./confirm-facts";
import { createTool } from "./create-tool";
import { EditorBasics } from "./editor-basics";
import { EditorFacts } from "./editor-facts";
import { EditorTexts } from "./editor-texts";
import { pathLabel } from "./field-labels";
import { buttonClass, fieldId, primaryButtonClass } from "./form-field";
import { toolQuery } from "./get-tool";
import { HistoryPanel } from "./history-panel";
import { OpenReports } from "./open-reports";
import { closeContribution, suggestionQuery } from "./queue-api";
import { saveTool } from "./save-tool";
import { setToolStatus } from "./set-tool-status";
import { StatusBadge } from "./status-badge";
import {
  draftFromSuggestion,
  type ErrorMap,
  emptyDraft,
  errorMap,
  type ToolDraft,
  toDraft,
  toFactsDraft,
  validateDraft,
} from "./tool-draft";

/** The editor of a new tool, or of the tool the URL names (loaded first). */
export function ToolEditor({
  screen,
  listParams,
}: {
  screen: Exclude<CatalogueScreen, { mode: "list" }>;
  listParams: URLSearchParams;
}) {
  if (screen.mode === "new" && screen.suggestion) {
    return <SuggestedToolEditor id={screen.suggestion} listParams={listParams} />;
  }
  if (screen.mode === "new") return <ToolForm key="new" loaded={null} listParams={listParams} onReload={() => {}} />;
  return <LoadedToolEditor id={screen.id} listParams={listParams} />;
}

/**
 * A new tool prefilled from a visitor's suggestion (its name, address, category and words as the English
 * description, cut to the field's length); creating it accepts the suggestion with the new tool's id.
 */
function SuggestedToolEditor({ id, listParams }: { id: number; listParams: URLSearchParams }) {
  const { t } = useTranslation();
  const suggestion = useQuery(suggestionQuery(id));
  const queryClient = useQueryClient();
  if (suggestion.isPending) {
    return (
      <p role="status" className="py-8">
        {t("admin.queue.loading")}
      </p>
    );
  }
  if (!suggestion.data) return <ToolForm key="new" loaded={null} listParams={listParams} onReload={() => {}} />;
  const from = suggestion.data;
  return (
    <ToolForm
      key={`suggestion-${id}`}
      loaded={null}
      listParams={listParams}
      onReload={() => {}}
      initial={draftFromSuggestion(from)}
      onCreated={(toolId) => closeContribution(queryClient, "suggestions", id, { status: "accepted", toolId })}
    />
  );
}

function LoadedToolEditor({ id, listParams }: { id: string; listParams: URLSearchParams }) {
  const { t } = useTranslation();
  const tool = useQuery(toolQuery(id));
  // A reload (after an edit conflict) starts the form again from the saved tool.
  const [reloads, setReloads] = useState(0);
  const queryClient = useQueryClient();
  const signedOut = tool.data === null;
  useEffect(() => {
    if (signedOut) clearAdminQueries(queryClient);
  }, [signedOut, queryClient]);

  if (tool.isPending) {
    return (
      <p role="status" className="py-8">
        {t("admin.catalogue.editor.loading")}
      </p>
    );
  }
  if (tool.isError || !tool.data) {
    const notFound = tool.error instanceof ApiRequestError && tool.error.status === 404;
    return (
      <div className="space-y-3 py-4">
        <BackLink listParams={listParams} />
        <p role="alert" className="text-red-700 dark:text-red-300">
          {t(notFound ? "admin.catalogue.editor.notFound" : "admin.catalogue.editor.loadError")}
        </p>
      </div>
    );
  }
  return (
    <>
      <OpenReports toolId={id} />
      <ToolForm
        key={`${id} ${reloads}`}
        loaded={tool.data}
        listParams={listParams}
        onReload={async () => {
          await tool.refetch();
          setReloads((n) => n + 1);
        }}
      />
    </>
  );
}

function BackLink({ listParams }: { listParams: URLSearchParams }) {
  const { t } = useTranslation();
  return (
    <Link
      to={listSearch(listParams)}
      className="inline-flex min-h-10 items-center gap-2 text-sm font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
    >
      <ArrowLeft className="rtl-flip size-4" aria-hidden="true" />
      {t("admin.catalogue.editor.back")}
    </Link>
  );
}

/** The language of the text section that shows the first error when every error is in a language not shown. */
function languageToShow(errors: ErrorMap, shown: TranslatedLanguage): TranslatedLanguage {
  const languages = [...errors.keys()].map((path) => /^texts\.([a-z]{2})\./.exec(path)?.[1]);
  const visible = languages.some((lang) => lang === undefined || lang === "en" || lang === shown);
  if (visible) return shown;
  return TRANSLATED_LANGUAGES.find((lang) => languages.includes(lang)) ?? shown;
}

/** The element to focus for an error at `path` (a group's first control, a list's field itself). */
function elementFor(form: HTMLFormElement | null, path: string): HTMLElement | null {
  const exact = path
    ? (document.getElementById(fieldId(path)) ?? document.getElementById(fieldId(path.replace(/\.\d+$/, ""))))
    : null;
  return exact ?? form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? null;
}

const STATUS_ACTIONS: Record<ToolStatus, { status: ToolStatus; label: "publish" | "archive" | "toDraft" }[]> = {
  draft: [
    { status: "published", label: "publish" },
    { status: "archived", label: "archive" },
  ],
  published: [
    { status: "draft", label: "toDraft" },
    { status: "archived", label: "archive" },
  ],
  archived: [
    { status: "published", label: "publish" },
    { status: "draft", label: "toDraft" },
  ],
};

/**
 * The form: Basics and Text, checked on submit with the contract (editableToolSchema) and again by the Worker,
 * whose field errors show the same way; status actions and the history once the tool exists.
 */
function ToolForm({
  loaded,
  listParams,
  onReload,
  initial,
  onCreated,
}: {
  /** The saved tool; null for a new one. */
  loaded: SavedTool | null;
  listParams: URLSearchParams;
  onReload: () => Promise<void> | void;
  /** A new tool's starting values (a visitor's suggestion), instead of an empty draft. */
  initial?: ToolDraft;
  /** Called once a new tool is created, with its id. */
  onCreated?: (toolId: string) => Promise<void> | void;
}) {
  const { t } = useTranslation();
  const { code, locale } = useCurrentLanguage();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const savedId = loaded?.tool.id ?? null;
  const [draft, setDraft] = useState<ToolDraft>(() => (loaded ? toDraft(loaded.tool) : (initial ?? emptyDraft())));
  const [updatedAt, setUpdatedAt] = useState(loaded?.updatedAt ?? "");
  // The name as saved, for the title and the public page's link (not the one being typed).
  const [savedName, setSavedName] = useState(loaded?.tool.name ?? "");
  const [errors, setErrors] = useState<ErrorMap>(new Map());
  const [lang, setLang] = useState<TranslatedLanguage>("de");
  const [conflict, setConflict] = useState(false);
  // Translations whose English changed since they were written, and the languages the owner has checked since.
  const [stale, setStale] = useState<StaleTexts>(loaded?.stale ?? {});
  const [reviewed, setReviewed] = useState<ReadonlySet<TranslatedLanguage>>(new Set());
  // The field to focus once the next render has shown it (after an error, or a summary link).
  const [focusPath, setFocusPath] = useState<{ path: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const conflictRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const summaryId = useId();

  const create = useMutation({ mutationFn: createTool });
  const save = useMutation({ mutationFn: saveTool });
  const changeStatus = useMutation({ mutationFn: setToolStatus });
  const confirmFacts = useMutation({ mutationFn: confirmToolFacts });
  const busy = create.isPending || save.isPending || changeStatus.isPending || confirmFacts.isPending;
  // The tool as last saved: a fact group can be confirmed only as it is stored.
  const [stored, setStored] = useState<EditableTool | null>(loaded?.tool ?? null);

  useEffect(() => {
    if (!focusPath) return;
    elementFor(formRef.current, focusPath.path)?.focus();
  }, [focusPath]);
  useEffect(() => {
    if (conflict) conflictRef.current?.focus();
  }, [conflict]);

  const showErrors = (list: readonly FieldError[]) => {
    const map = errorMap(list);
    setErrors(map);
    setLang(languageToShow(map, lang));
    // The first invalid control in the form's order, once the render has marked it.
    setFocusPath({ path: "" });
  };

  const signOut = (error: unknown) => {
    if (!isSignedOut(error)) return false;
    clearAdminQueries(queryClient);
    return true;
  };

  const onWriteError = (error: Error) => {
    if (signOut(error)) return;
    if (error instanceof CatalogueRequestError && error.code === "edit_conflict") {
      setConflict(true);
      return;
    }
    if (error instanceof CatalogueRequestError && error.fields.length) {
      // A save's body is `{ tool, updatedAt }`: a path may name the tool inside it (`tool.name`).
      showErrors(error.fields.map((field) => ({ ...field, path: field.path.replace(/^tool\./, "") })));
      return;
    }
    toast({
      variant: "destructive",
      title: t("admin.catalogue.editor.failedTitle"),
      description: t("admin.catalogue.editor.failed"),
    });
  };

  const applySaved = (answer: SavedTool) => {
    setStored(answer.tool);
    queryClient.setQueryData(catalogueKeys.tool(answer.tool.id), answer);
    void invalidateCatalogue(queryClient);
    setDraft(toDraft(answer.tool));
    setUpdatedAt(answer.updatedAt);
    setSavedName(answer.tool.name);
    setStale(answer.stale);
    setReviewed(new Set());
    setErrors(new Map());
    setConflict(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = validateDraft(draft);
    if (checked.errors) {
      showErrors(checked.errors);
      return;
    }
    setErrors(new Map());
    if (savedId === null) {
      create.mutate(checked.tool, {
        onSuccess: (answer) => {
          applySaved(answer);
          void onCreated?.(answer.tool.id);
          toast({
            title: t("admin.catalogue.editor.createdTitle"),
            description: t("admin.catalogue.editor.createdNote"),
          });
          navigate(editSearch(listParams, answer.tool.id), { replace: true });
        },
        onError: onWriteError,
      });
      return;
    }
    save.mutate(
      { id: savedId, tool: checked.tool, updatedAt, reviewed: [...reviewed] },
      {
        onSuccess: (answer) => {
          applySaved(answer);
          toast({ title: t("admin.catalogue.editor.savedTitle"), description: t("admin.catalogue.editor.savedNote") });
          if (answer.tool.id !== savedId) navigate(editSearch(listParams, answer.tool.id), { replace: true });
        },
        onError: onWriteError,
      },
    );
  };

  const onStatus = (status: ToolStatus) => {
    if (savedId === null || busy) return;
    changeStatus.mutate(
      { id: savedId, status },
      {
        onSuccess: (answer) => {
          queryClient.setQueryData(catalogueKeys.tool(answer.tool.id), answer);
          void invalidateCatalogue(queryClient);
          // Only the status and the time of the change: edits not saved yet stay in the form.
          setDraft((current) => ({ ...current, status: answer.tool.status }));
          setUpdatedAt(answer.updatedAt);
          toast({
            title: t(`admin.catalogue.status.${answer.tool.status}`),
            description: answer.tool.status === "published" ? t("admin.catalogue.editor.savedNote") : undefined,
          });
        },
        onError: (error) => {
          if (signOut(error)) return;
          toast({
            variant: "destructive",
            title: t("admin.catalogue.editor.failedTitle"),
            description: t("admin.catalogue.editor.statusFailed"),
          });
        },
      },
    );
  };

  const onRestored = (answer: SavedTool) => {
    applySaved(answer);
    if (answer.tool.id !== savedId) navigate(editSearch(listParams, answer.tool.id), { replace: true });
  };

  /** A group may be confirmed once it holds a fact and the form shows it exactly as stored. */
  const confirmState = (group: FactGroup): "ready" | "empty" | "unsaved" => {
    if (!stored) return "empty";
    const sameLimits = group !== "freePlan" || draft.texts.en.freeLimits === stored.texts.en.freeLimits;
    const same = sameLimits && JSON.stringify(toFactsDraft(stored.facts)[group]) === JSON.stringify(draft.facts[group]);
    if (!same) return "unsaved";
    return filledGroups(stored.facts, stored.texts.en.freeLimits !== "").includes(group) ? "ready" : "empty";
  };
  const onConfirm = (group: FactGroup) => {
    if (savedId === null || busy) return;
    confirmFacts.mutate(
      { id: savedId, groups: [group], updatedAt },
      {
        onSuccess: (answer) => {
          setStored(answer.tool);
          queryClient.setQueryData(catalogueKeys.tool(answer.tool.id), answer);
          void invalidateCatalogue(queryClient);
          // Only the group's date and the time of the change: edits not saved yet stay in the form.
          setDraft((current) => ({
            ...current,
            facts: {
              ...current.facts,
              [group]: { ...current.facts[group], confirmedAt: answer.tool.facts[group].confirmedAt },
            },
          }));
          setUpdatedAt(answer.updatedAt);
          toast({ title: t("admin.catalogue.facts.confirmedTitle") });
        },
        onError: (error) => {
          if (signOut(error)) return;
          if (error instanceof CatalogueRequestError && error.code === "edit_conflict") {
            setConflict(true);
            return;
          }
          toast({
            variant: "destructive",
            title: t("admin.catalogue.editor.failedTitle"),
            description: t("admin.catalogue.facts.confirmFailed"),
          });
        },
      },
    );
  };

  const change = (patch: Partial<ToolDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const changeText = (textLang: keyof ToolDraft["texts"], field: AnyTextField, value: string, index?: number) =>
    setDraft((current) => {
      const text = current.texts[textLang];
      const next =
        index === undefined
          ? { ...text, [field]: value }
          : { ...text, topUseCases: text.topUseCases.map((old, i) => (i === index ? value : old)) };
      return { ...current, texts: { ...current.texts, [textLang]: next } } as ToolDraft;
    });

  const focusField = (path: string) => {
    const match = /^texts\.([a-z]{2})\./.exec(path)?.[1];
    const target = TRANSLATED_LANGUAGES.find((l) => l === match);
    if (target) setLang(target);
    setFocusPath({ path });
  };

  const savedStatus = draft.status;
  return (
    <div className="space-y-6">
      <BackLink listParams={listParams} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="min-w-0 break-words text-xl font-bold">
          {savedId === null
            ? t("admin.catalogue.editor.newTitle")
            : t("admin.catalogue.editor.editTitle", { name: savedName || savedId })}
        </h2>
        {savedId === null ? null : (
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm">
              <span className="sr-only">
                {t("admin.catalogue.editor.statusLabel", { status: t(`admin.catalogue.status.${savedStatus}`) })}
              </span>
              <span aria-hidden="true">
                <StatusBadge status={savedStatus} />
              </span>
            </span>
            {STATUS_ACTIONS[savedStatus].map((action) => (
              <button
                key={action.status}
                type="button"
                onClick={() => onStatus(action.status)}
                disabled={busy}
                className={buttonClass}
              >
                {t(`admin.catalogue.editor.${action.label}`)}
              </button>
            ))}
            {savedStatus === "published" ? (
              <a
                href={localizePath(`/tools/${savedId}`, code)}
                target="_blank"
                rel="noopener"
                aria-label={t("admin.catalogue.editor.viewPageLabel", { name: savedName || savedId })}
                className="inline-flex min-h-10 items-center gap-1 text-sm font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
              >
                {t("admin.catalogue.editor.viewPage")}
                <ExternalLink className="size-4" aria-hidden="true" />
              </a>
            ) : null}
          </div>
        )}
      </div>
      {changeStatus.isPending ? (
        <p role="status" className="text-sm">
          {t("admin.catalogue.editor.statusChanging")}
        </p>
      ) : null}

      {conflict ? (
        <div
          ref={conflictRef}
          tabIndex={-1}
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100"
        >
          <p className="font-semibold">{t("admin.catalogue.editor.conflictTitle")}</p>
          <p className="mt-1 text-sm">{t("admin.catalogue.editor.conflict")}</p>
          <button
            type="button"
            onClick={() => void onReload()}
            className={`${buttonClass} mt-3 bg-white dark:bg-slate-900`}
          >
            {t("admin.catalogue.editor.reload")}
          </button>
        </div>
      ) : null}

      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={titleId}
        className="space-y-8 rounded-xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        {errors.size ? (
          <section
            aria-labelledby={summaryId}
            className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100"
          >
            <p id={summaryId} className="font-semibold">
              {t("admin.catalogue.editor.errorSummary")}
            </p>
            <ul className="mt-2 list-disc space-y-1 ps-5 text-sm">
              {[...errors].map(([path, key]) => (
                <li key={path}>
                  <button type="button" onClick={() => focusField(path)} className="text-start underline">
                    {t("admin.catalogue.editor.errorLine", {
                      field: pathLabel(path, t, locale),
                      error: t(`admin.catalogue.errors.${key}`),
                    })}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <EditorBasics draft={draft} errors={errors} onChange={change} savedId={savedId} />
        <EditorFacts
          draft={draft}
          errors={errors}
          onFacts={(facts) => change({ facts })}
          onLimits={(value) => changeText("en", "freeLimits", value)}
          confirm={savedId === null ? null : { state: confirmState, onConfirm, busy }}
        />
        <EditorTexts
          draft={draft}
          errors={errors}
          lang={lang}
          onLang={setLang}
          onText={changeText}
          stale={stale}
          reviewed={reviewed.has(lang)}
          onReviewed={(checked) =>
            setReviewed((current) => {
              const next = new Set(current);
              if (checked) next.add(lang);
              else next.delete(lang);
              return next;
            })
          }
        />
        <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
          <button type="submit" disabled={busy} className={primaryButtonClass}>
            {savedId === null
              ? t(create.isPending ? "admin.catalogue.editor.creating" : "admin.catalogue.editor.create")
              : t(save.isPending ? "admin.catalogue.editor.saving" : "admin.catalogue.editor.save")}
          </button>
        </div>
      </form>
      {savedId === null ? null : <HistoryPanel toolId={savedId} onRestored={onRestored} onSignedOut={signOut} />}
    </div>
  );
}
