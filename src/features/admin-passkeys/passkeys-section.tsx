import { PASSKEY_NAME_MAX_LENGTH } from "@common/api/passkeys";
import { useQueryClient } from "@tanstack/react-query";
import KeyRound from "lucide-react/icons/key-round";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { clearAdminQueries } from "@/lib/admin/admin-queries";
import { ApiRequestError } from "@/lib/api-client";
import { useCurrentLanguage } from "@/lib/i18n/use-current-language";
import { canUsePasskeys, PasskeyError } from "@/lib/passkeys";
import { toast } from "@/lib/use-toast";
import { useAddPasskey } from "./add-passkey";
import { usePasskeys } from "./get-passkeys";
import { useRemovePasskey } from "./remove-passkey";

/** What a failed change says, in the admin's language, by what went wrong. */
function failureKey(error: Error) {
  if (error instanceof PasskeyError) {
    return error.reason === "unsupported" ? "admin.passkeys.unsupported" : "admin.passkeys.checkFailed";
  }
  if (error instanceof ApiRequestError) {
    if (error.status === 409) return "admin.passkeys.tooMany";
    // The Worker refused the browser's answer (a registration 400, a removal's check 403).
    if (error.status === 400 || error.status === 403) return "admin.passkeys.checkFailed";
    if (error.code === "rate_limited") return "admin.login.tooManyAttempts";
  }
  return "admin.login.serverError";
}

/**
 * The admin's passkeys (decision 037): while one is registered, signing in takes the password and a passkey.
 * Lists them with when they were added and last used, adds one under a name, removes one after a passkey check.
 */
export function PasskeysSection() {
  const { t } = useTranslation();
  const { locale } = useCurrentLanguage();
  const queryClient = useQueryClient();
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [name, setName] = useState("");
  const titleId = useId();
  const nameId = useId();
  const supported = canUsePasskeys();
  const items = passkeys.data?.items ?? [];
  const date = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(new Date(iso));

  // A 401 means the session ended: show the login form and forget every admin answer.
  const signedOut = passkeys.data === null;
  useEffect(() => {
    if (signedOut) clearAdminQueries(queryClient);
  }, [signedOut, queryClient]);

  const onFailure = (error: Error) => {
    if (error instanceof ApiRequestError && error.status === 401) {
      clearAdminQueries(queryClient);
      return;
    }
    toast({ variant: "destructive", title: t("admin.passkeys.failedTitle"), description: t(failureKey(error)) });
  };

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending || !name.trim()) return;
    add.mutate(name.trim(), {
      onSuccess: () => {
        setName("");
        toast({ title: t("admin.passkeys.addedTitle"), description: t("admin.passkeys.statusOn") });
      },
      onError: onFailure,
    });
  };

  const onRemove = (id: string) => {
    if (remove.isPending) return;
    remove.mutate(id, {
      onSuccess: (list) =>
        toast({
          title: t("admin.passkeys.removedTitle"),
          description: t(list.items.length ? "admin.passkeys.statusOn" : "admin.passkeys.statusOff"),
        }),
      onError: onFailure,
    });
  };

  return (
    <section
      aria-labelledby={titleId}
      className="mt-8 rounded-xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
        <KeyRound className="size-5 text-indigo-700 dark:text-indigo-300" aria-hidden="true" />
        {t("admin.passkeys.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("admin.passkeys.intro")}</p>
      {passkeys.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {t("admin.passkeys.loadError")}
        </p>
      ) : passkeys.isSuccess ? (
        <>
          <p className="mt-3 text-sm font-medium">
            {t(items.length ? "admin.passkeys.statusOn" : "admin.passkeys.statusOff")}
          </p>
          {items.length ? (
            <ul className="mt-3 divide-y divide-slate-100 dark:divide-slate-800">
              {items.map((passkey) => (
                <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <div className="min-w-0">
                    <p className="break-words font-medium">{passkey.name}</p>
                    <p className="text-xs text-slate-600 dark:text-slate-400">
                      {t("admin.passkeys.addedOn", { date: date(passkey.createdAt) })}
                      {" · "}
                      {passkey.lastUsedAt
                        ? t("admin.passkeys.lastUsed", { date: date(passkey.lastUsedAt) })
                        : t("admin.passkeys.neverUsed")}
                    </p>
                  </div>
                  <button
                    type="button"
                    onClick={() => onRemove(passkey.id)}
                    disabled={remove.isPending || !supported}
                    aria-label={t("admin.passkeys.removeLabel", { name: passkey.name })}
                    className="min-h-10 rounded-md border border-slate-300 px-3 text-sm font-semibold hover:bg-slate-100 disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800"
                  >
                    {remove.isPending && remove.variables === passkey.id
                      ? t("admin.passkeys.removing")
                      : t("admin.passkeys.remove")}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t("admin.passkeys.empty")}</p>
          )}
          {items.length ? (
            <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{t("admin.passkeys.removeHint")}</p>
          ) : null}
        </>
      ) : null}
      {supported ? null : (
        <p className="mt-3 text-sm font-medium text-amber-800 dark:text-amber-300">{t("admin.passkeys.unsupported")}</p>
      )}
      <form className="mt-4 flex flex-wrap items-end gap-2" onSubmit={onAdd}>
        <div className="min-w-0 flex-1 basis-48">
          <label htmlFor={nameId} className="text-sm font-medium">
            {t("admin.passkeys.nameLabel")}
          </label>
          <input
            id={nameId}
            name="passkey-name"
            required
            maxLength={PASSKEY_NAME_MAX_LENGTH}
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder={t("admin.passkeys.namePlaceholder")}
            className="mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-white"
          />
        </div>
        <button
          type="submit"
          disabled={add.isPending || !supported}
          className="min-h-11 rounded-md bg-indigo-700 px-4 font-semibold text-white hover:bg-indigo-800 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {add.isPending ? t("admin.passkeys.adding") : t("admin.passkeys.add")}
        </button>
      </form>
    </section>
  );
}
