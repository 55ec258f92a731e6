import { fieldErrors } from "@common/catalogue/contract";
import { BLOG_SLUGS } from "@common/content/blog/slugs";
import { LANGUAGES, type LanguageCode } from "@common/i18n/languages";
import { starterPathPagePath } from "@common/site-pages";
import { adminPathListSchema, type SavedPath, savedPathSchema } from "@common/starter-paths/admin-api";
import {
  type EditablePath,
  editablePathSchema,
  PATH_FIELD_LIMITS,
  PATH_STATUSES,
  PATH_STEPS_MAX,
  type PathStep,
  type Translated,
} from "@common/starter-paths/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { LoadingScreen } from "@/components/ui/spinner";
import { toast } from "@/lib/use-toast";
import { catalogueKeys, invalidatePaths, PATHS_PATH, pathPath } from "./catalogue-api";
import { CatalogueRequestError, catalogueDelete, catalogueGet, catalogueSend, isSignedOut } from "./catalogue-request";
import { catalogueScreen, editPathSearch, newPathSearch, pathsSearch } from "./catalogue-url";
import { buttonClass, Field, FieldErrorText, fieldId, inputClass, primaryButtonClass } from "./form-field";
import { type ErrorMap, errorMap } from "./tool-draft";

/**
 * The owner's starter paths (docs/decisions/048), the dashboard's fourth view: the list of paths, and the editor of
 * one path, new or saved. The editor shows one language's texts at a time (English first, required); a field left
 * blank in another language shows the English text on the site. The Worker checks the same contract and that
 * every step names a tool of the catalogue.
 */
export function PathsSection({ guideTitle }: { guideTitle: GuideTitle }) {
  const [params] = useSearchParams();
  const screen = catalogueScreen(params);
  if (screen.mode === "edit") return <SavedPathEditor key={screen.id} id={screen.id} guideTitle={guideTitle} />;
  if (screen.mode === "new") return <PathEditor key="new" saved={null} guideTitle={guideTitle} />;
  return <PathList />;
}

/** A guide's title in the dashboard's language, from its slug (the page passes the blog's posts in). */
type GuideTitle = (slug: string) => string;

const pathListQuery = queryOptions({
  queryKey: catalogueKeys.paths(),
  queryFn: (context) => catalogueGet(adminPathListSchema, context),
});

function pathQuery(id: string) {
  return queryOptions({
    queryKey: catalogueKeys.path(id),
    queryFn: (context) => catalogueGet(savedPathSchema, context),
  });
}

function PathList() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useQuery(pathListQuery);
  return (
    <section aria-labelledby="paths-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="paths-heading" className="text-xl font-bold">
          {t("admin.paths.title")}
        </h2>
        <Link to={newPathSearch()} className={primaryButtonClass}>
          {t("admin.paths.new")}
        </Link>
      </div>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t("admin.paths.intro")}</p>
      {isPending ? (
        <LoadingScreen />
      ) : isError || !data ? (
        <p role="alert" className="mt-4 text-red-700 dark:text-red-300">
          {t("admin.paths.loadError")}
        </p>
      ) : data.paths.length === 0 ? (
        <p className="mt-4">{t("admin.paths.empty")}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[32rem] text-start text-sm">
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                <th scope="col" className="py-2 text-start">
                  {t("admin.paths.columnPath")}
                </th>
                <th scope="col" className="py-2 text-start">
                  {t("admin.paths.columnStatus")}
                </th>
                <th scope="col" className="py-2 text-start">
                  {t("admin.paths.columnSteps")}
                </th>
                <th scope="col" className="py-2 text-start">
                  {t("admin.paths.columnLanguages")}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.paths.map((path) => (
                <tr key={path.id} className="border-b border-slate-100 dark:border-slate-800">
                  <td className="py-2 pe-3">
                    <Link
                      to={editPathSearch(path.id)}
                      aria-label={t("admin.paths.edit", { title: path.title })}
                      className="font-semibold text-indigo-700 underline dark:text-indigo-300"
                    >
                      <bdi lang="en">{path.title}</bdi>
                    </Link>
                  </td>
                  <td className="py-2 pe-3">
                    {t(path.status === "published" ? "admin.paths.statusPublished" : "admin.paths.statusDraft")}
                  </td>
                  <td className="py-2 pe-3">{path.steps}</td>
                  <td className="py-2">
                    <span dir="ltr">{path.languages.join(" ")}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function SavedPathEditor({ id, guideTitle }: { id: string; guideTitle: GuideTitle }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useQuery(pathQuery(id));
  if (isPending) return <LoadingScreen />;
  if (isError || !data) {
    return (
      <p role="alert" className="text-red-700 dark:text-red-300">
        {t("admin.paths.loadError")}
      </p>
    );
  }
  return <PathEditor saved={data} guideTitle={guideTitle} />;
}

const blank = (): Translated => Object.fromEntries(LANGUAGES.map(({ code }) => [code, ""])) as Translated;

function emptyPath(): EditablePath {
  return {
    id: "",
    status: "draft",
    position: 0,
    guide: null,
    title: blank(),
    summary: blank(),
    steps: [
      { toolId: "", why: blank() },
      { toolId: "", why: blank() },
    ],
  } as EditablePath;
}

/** The editor's draft: a path whose numbers are still text as typed. */
type Draft = Omit<EditablePath, "position"> & { position: string };

function PathEditor({ saved, guideTitle }: { saved: SavedPath | null; guideTitle: GuideTitle }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => {
    const path = saved?.path ?? emptyPath();
    return { ...path, position: String(path.position) };
  });
  const [lang, setLang] = useState<LanguageCode>("en");
  const [errors, setErrors] = useState<ErrorMap>(new Map());
  const isNew = saved === null;

  const onSaved = (answer: SavedPath) => {
    void invalidatePaths(queryClient);
    queryClient.setQueryData(catalogueKeys.path(answer.path.id), answer);
    setErrors(new Map());
    toast({ title: t("admin.paths.saved") });
    if (isNew) navigate(editPathSearch(answer.path.id), { replace: true });
  };
  const onRefused = (error: unknown) => {
    if (isSignedOut(error)) {
      void queryClient.invalidateQueries();
      return;
    }
    if (error instanceof CatalogueRequestError && error.fields.length) {
      showErrors(error.fields);
      return;
    }
    toast({ variant: "destructive", title: t("admin.paths.saveFailed") });
  };
  const save = useMutation({
    mutationFn: (path: EditablePath) =>
      isNew
        ? catalogueSend("POST", PATHS_PATH, path, savedPathSchema)
        : catalogueSend("PUT", pathPath(path.id), path, savedPathSchema),
    onSuccess: onSaved,
    onError: onRefused,
  });
  const remove = useMutation({
    mutationFn: (id: string) => catalogueDelete(pathPath(id)),
    onSuccess: () => {
      void invalidatePaths(queryClient);
      toast({ title: t("admin.paths.deleted") });
      navigate(pathsSearch());
    },
    onError: onRefused,
  });

  /** Shows the errors, in the language of the first one, and moves focus to its field. */
  function showErrors(list: readonly { path: string; key: Parameters<typeof errorMap>[0][number]["key"] }[]) {
    const map = errorMap(list);
    setErrors(map);
    toast({ variant: "destructive", title: t("admin.paths.invalid") });
    const first = list[0]?.path ?? "";
    const inLanguage = LANGUAGES.find(({ code }) => first.split(".").includes(code));
    if (inLanguage) setLang(inLanguage.code);
    requestAnimationFrame(() => document.getElementById(fieldId(`path.${first}`))?.focus());
  }

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const position = draft.position.trim() === "" ? Number.NaN : Number(draft.position);
    const parsed = editablePathSchema.safeParse({ ...draft, position });
    if (!parsed.success) {
      showErrors(fieldErrors(parsed.error.issues));
      return;
    }
    save.mutate(parsed.data);
  };

  const setText = (field: "title" | "summary", value: string) =>
    setDraft((d) => ({ ...d, [field]: { ...d[field], [lang]: value } }));
  const setStep = (index: number, step: PathStep) =>
    setDraft((d) => ({ ...d, steps: d.steps.map((s, i) => (i === index ? step : s)) }));
  const moveStep = (index: number, by: -1 | 1) =>
    setDraft((d) => {
      const steps = [...d.steps];
      const [moved] = steps.splice(index, 1);
      if (moved) steps.splice(index + by, 0, moved);
      return { ...d, steps };
    });
  const err = (path: string) => errors.get(path);
  const title = saved?.path.title.en ?? "";

  return (
    <section aria-labelledby="path-editor-heading">
      <Link to={pathsSearch()} className="text-sm font-medium text-indigo-700 underline dark:text-indigo-300">
        {t("admin.paths.back")}
      </Link>
      <h2 id="path-editor-heading" className="mt-3 text-xl font-bold">
        {isNew ? t("admin.paths.newTitle") : t("admin.paths.editTitle", { title })}
      </h2>
      {!isNew && saved.path.status === "published" ? (
        <p className="mt-1 text-sm">
          <a
            href={starterPathPagePath(saved.path.id)}
            className="text-indigo-700 underline dark:text-indigo-300"
            target="_blank"
            rel="noopener"
          >
            {t("admin.paths.view")}
          </a>
        </p>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="mt-5 grid gap-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field path="path.id" label={t("admin.paths.id")} error={err("id")} hint={t("admin.paths.idHint")}>
            {(control) => (
              <input
                {...control}
                dir="ltr"
                className={inputClass}
                value={draft.id}
                readOnly={!isNew}
                onChange={(e) => setDraft((d) => ({ ...d, id: e.target.value }))}
              />
            )}
          </Field>
          <Field path="path.status" label={t("admin.paths.status")} error={err("status")}>
            {(control) => (
              <select
                {...control}
                className={inputClass}
                value={draft.status}
                onChange={(e) => setDraft((d) => ({ ...d, status: e.target.value as Draft["status"] }))}
              >
                {PATH_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t(status === "published" ? "admin.paths.statusPublished" : "admin.paths.statusDraft")}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            path="path.position"
            label={t("admin.paths.position")}
            error={err("position")}
            hint={t("admin.paths.positionHint")}
          >
            {(control) => (
              <input
                {...control}
                inputMode="numeric"
                className={inputClass}
                value={draft.position}
                onChange={(e) => setDraft((d) => ({ ...d, position: e.target.value }))}
              />
            )}
          </Field>
          {/* Radios, not a select: a guide's title is longer than a phone's select can show. */}
          <fieldset
            className="min-w-0 sm:col-span-2"
            aria-describedby={err("guide") ? `${fieldId("path.guide")}-error` : undefined}
          >
            <legend className="text-sm font-medium">{t("admin.paths.guide")}</legend>
            <div className="mt-1 grid gap-1">
              {[null, ...BLOG_SLUGS].map((slug, index) => (
                <label key={slug ?? ""} className="flex items-start gap-2 py-1 text-sm">
                  <input
                    type="radio"
                    name="path-guide"
                    // The first radio is where an error about the guide sends the focus.
                    id={index === 0 ? fieldId("path.guide") : undefined}
                    className="mt-0.5 size-4 shrink-0"
                    checked={(draft.guide ?? null) === slug}
                    onChange={() => setDraft((d) => ({ ...d, guide: slug as Draft["guide"] }))}
                  />
                  <span>{slug ? guideTitle(slug) : t("admin.paths.noGuide")}</span>
                </label>
              ))}
            </div>
            <FieldErrorText path="path.guide" error={err("guide")} />
          </fieldset>
        </div>

        <Field
          path="path.language"
          label={t("admin.paths.language")}
          error={undefined}
          hint={t("admin.paths.languageHint")}
          className="max-w-xs"
        >
          {(control) => (
            <select
              {...control}
              className={inputClass}
              value={lang}
              onChange={(e) => setLang(e.target.value as LanguageCode)}
            >
              {LANGUAGES.map(({ code, name }) => (
                <option key={code} value={code} lang={code}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>

        <div className="grid gap-4" lang={lang} dir={LANGUAGES.find((l) => l.code === lang)?.dir}>
          <Field path={`path.title.${lang}`} label={t("admin.paths.pathTitle")} error={err(`title.${lang}`)}>
            {(control) => (
              <input
                {...control}
                className={inputClass}
                maxLength={PATH_FIELD_LIMITS.title}
                value={draft.title[lang]}
                placeholder={lang === "en" ? undefined : draft.title.en}
                onChange={(e) => setText("title", e.target.value)}
              />
            )}
          </Field>
          <Field path={`path.summary.${lang}`} label={t("admin.paths.summary")} error={err(`summary.${lang}`)}>
            {(control) => (
              <textarea
                {...control}
                rows={3}
                className={inputClass}
                maxLength={PATH_FIELD_LIMITS.summary}
                value={draft.summary[lang]}
                placeholder={lang === "en" ? undefined : draft.summary.en}
                onChange={(e) => setText("summary", e.target.value)}
              />
            )}
          </Field>
        </div>

        <fieldset className="grid gap-4">
          <legend className="text-lg font-semibold">{t("admin.paths.stepsHeading")}</legend>
          {err("steps") ? (
            <p id={`${fieldId("path.steps")}-error`} className="text-sm font-medium text-red-700 dark:text-red-300">
              {t(`admin.catalogue.errors.${err("steps") ?? "stepsCount"}`)}
            </p>
          ) : null}
          <ol className="grid gap-4">
            {draft.steps.map((step, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a step is its place in the order; its tool may be blank.
              <li key={index} className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
                <fieldset className="grid gap-3">
                  <legend className="font-semibold">{t("admin.paths.stepLegend", { number: index + 1 })}</legend>
                  <Field
                    path={`path.steps.${index}.toolId`}
                    label={t("admin.paths.tool")}
                    error={err(`steps.${index}.toolId`)}
                  >
                    {(control) => (
                      <input
                        {...control}
                        dir="ltr"
                        className={inputClass}
                        value={step.toolId}
                        placeholder="chatgpt"
                        onChange={(e) => setStep(index, { ...step, toolId: e.target.value })}
                      />
                    )}
                  </Field>
                  <div lang={lang} dir={LANGUAGES.find((l) => l.code === lang)?.dir}>
                    <Field
                      path={`path.steps.${index}.why.${lang}`}
                      label={t("admin.paths.why")}
                      error={err(`steps.${index}.why.${lang}`)}
                    >
                      {(control) => (
                        <textarea
                          {...control}
                          rows={2}
                          className={inputClass}
                          maxLength={PATH_FIELD_LIMITS.why}
                          value={step.why[lang]}
                          placeholder={lang === "en" ? undefined : step.why.en}
                          onChange={(e) => setStep(index, { ...step, why: { ...step.why, [lang]: e.target.value } })}
                        />
                      )}
                    </Field>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={buttonClass}
                      disabled={index === 0}
                      onClick={() => moveStep(index, -1)}
                    >
                      {t("admin.paths.moveUp", { number: index + 1 })}
                    </button>
                    <button
                      type="button"
                      className={buttonClass}
                      disabled={index === draft.steps.length - 1}
                      onClick={() => moveStep(index, 1)}
                    >
                      {t("admin.paths.moveDown", { number: index + 1 })}
                    </button>
                    <button
                      type="button"
                      className={buttonClass}
                      onClick={() => setDraft((d) => ({ ...d, steps: d.steps.filter((_, i) => i !== index) }))}
                    >
                      {t("admin.paths.removeStep", { number: index + 1 })}
                    </button>
                  </div>
                </fieldset>
              </li>
            ))}
          </ol>
          <div>
            <button
              type="button"
              className={buttonClass}
              disabled={draft.steps.length >= PATH_STEPS_MAX}
              onClick={() => setDraft((d) => ({ ...d, steps: [...d.steps, { toolId: "", why: blank() }] }))}
            >
              {t("admin.paths.addStep")}
            </button>
          </div>
        </fieldset>

        <div className="flex flex-wrap gap-3">
          <button type="submit" className={primaryButtonClass} disabled={save.isPending}>
            {save.isPending ? t("admin.paths.saving") : t("admin.paths.save")}
          </button>
          {!isNew ? (
            <button
              type="button"
              className={buttonClass}
              disabled={remove.isPending}
              onClick={() => {
                if (window.confirm(t("admin.paths.deleteConfirm"))) remove.mutate(saved.path.id);
              }}
            >
              {t("admin.paths.delete")}
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
