import type { CatalogueErrorKey } from "@common/catalogue/contract";
import clsx from "clsx";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export const inputClass =
  "mt-1 block min-h-11 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:aria-[invalid=true]:border-red-400";
export const buttonClass =
  "inline-flex min-h-10 items-center justify-center gap-2 rounded-md border border-slate-300 px-4 text-sm font-semibold hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800";
export const primaryButtonClass =
  "inline-flex min-h-10 items-center justify-center gap-2 rounded-md bg-indigo-700 px-4 text-sm font-semibold text-white hover:bg-indigo-800 disabled:cursor-not-allowed disabled:opacity-70";

/** The DOM id of a field's control, from its contract path (`texts.de.example` -> `tool-texts-de-example`). */
export function fieldId(path: string): string {
  return `tool-${path.replaceAll(".", "-")}`;
}

/** What a field's control carries so a screen reader announces its hint and error with it. */
export interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** The props of the control of the field at `path`, with the ids of its hint and error when they are shown. */
export function controlProps(path: string, { error, hint }: { error?: unknown; hint?: unknown }): ControlProps {
  const id = fieldId(path);
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": described || undefined };
}

/** A field's error, in the dashboard's language. */
export function FieldErrorText({ path, error }: { path: string; error: CatalogueErrorKey | undefined }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p id={`${fieldId(path)}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
      {t(`admin.catalogue.errors.${error}`)}
    </p>
  );
}

/** A labelled field: label, control, hint and error, the control told about the last two. */
export function Field({
  path,
  label,
  error,
  hint,
  className,
  children,
}: {
  path: string;
  label: string;
  error: CatalogueErrorKey | undefined;
  hint?: ReactNode;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = fieldId(path);
  return (
    <div className={clsx("min-w-0", className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children(controlProps(path, { error, hint }))}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      <FieldErrorText path={path} error={error} />
    </div>
  );
}
