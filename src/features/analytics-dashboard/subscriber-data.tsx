import { SUBSCRIBER_ADDRESS_PATH } from "@common/api/subscriptions";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { clearAdminQueries } from "@/lib/admin/admin-queries";
import { downloadFile } from "@/lib/admin/download-file";
import { ApiRequestError, apiRequest } from "@/lib/api-client";
import { subscriptionsQuery } from "./get-subscriptions";

/** What the panel last said: nothing yet, a confirmation step before erasing, or the outcome of an action. */
type PanelState =
  | { kind: "idle" }
  | { kind: "confirmErase"; email: string }
  | { kind: "message"; key: "erased" | "notFound" | "invalid" | "failed"; email?: string };

const addressUrl = (email: string) => `${SUBSCRIBER_ADDRESS_PATH}?email=${encodeURIComponent(email)}`;

/**
 * One subscriber's data, for a privacy request (docs/decisions/042): download what is held about an address (a
 * JSON file), or erase the address and its consent record, after a second, explicit confirmation.
 */
export function SubscriberData() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fieldId = useId();
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [state, setState] = useState<PanelState>({ kind: "idle" });

  /** Runs an action on the typed address; maps the Worker's answers to the panel's messages. */
  const run = async (action: (address: string) => Promise<PanelState>) => {
    const address = email.trim().toLowerCase();
    if (!address.includes("@")) {
      setState({ kind: "message", key: "invalid" });
      return;
    }
    setBusy(true);
    try {
      setState(await action(address));
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) clearAdminQueries(queryClient);
      const key =
        error instanceof ApiRequestError && error.status === 404
          ? "notFound"
          : error instanceof ApiRequestError && error.status === 400
            ? "invalid"
            : "failed";
      setState({ kind: "message", key });
    } finally {
      setBusy(false);
    }
  };

  const download = () =>
    run(async (address) => {
      await downloadFile(addressUrl(address), "subscriber_data.json");
      return { kind: "idle" };
    });
  const erase = (address: string) =>
    run(async () => {
      await apiRequest("DELETE", addressUrl(address));
      await queryClient.invalidateQueries({ queryKey: subscriptionsQuery.queryKey });
      setEmail("");
      return { kind: "message", key: "erased", email: address };
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void download();
  };

  const buttonClass =
    "min-h-11 rounded-md px-4 font-semibold disabled:cursor-wait disabled:opacity-70 focus-visible:outline-2 focus-visible:outline-offset-2";
  return (
    <section
      aria-labelledby={`${fieldId}-title`}
      className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={`${fieldId}-title`} className="text-lg font-semibold">
        {t("admin.subscriberData.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("admin.subscriberData.description")}</p>
      <form className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={onSubmit} noValidate>
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={fieldId} className="text-sm font-medium">
            {t("admin.subscriberData.emailLabel")}
          </label>
          <input
            id={fieldId}
            type="email"
            dir="ltr"
            autoComplete="off"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setState({ kind: "idle" });
            }}
            className="min-h-11 rounded-md border border-slate-300 bg-white px-3 text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-white"
          />
        </div>
        <button type="submit" disabled={busy} className={`${buttonClass} bg-indigo-700 text-white hover:bg-indigo-800`}>
          {t("admin.subscriberData.download")}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => {
            const address = email.trim().toLowerCase();
            setState(
              address.includes("@") ? { kind: "confirmErase", email: address } : { kind: "message", key: "invalid" },
            );
          }}
          className={`${buttonClass} border border-red-700 text-red-700 hover:bg-red-50 dark:border-red-400 dark:text-red-300 dark:hover:bg-red-950`}
        >
          {t("admin.subscriberData.erase")}
        </button>
      </form>
      <div role="status" aria-live="polite" className="mt-3 text-sm">
        {state.kind === "confirmErase" ? (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <p>{t("admin.subscriberData.eraseConfirm", { email: state.email })}</p>
            <div className="flex gap-2">
              <button
                type="button"
                disabled={busy}
                onClick={() => void erase(state.email)}
                className={`${buttonClass} bg-red-700 text-white hover:bg-red-800`}
              >
                {t("admin.subscriberData.eraseYes")}
              </button>
              <button
                type="button"
                onClick={() => setState({ kind: "idle" })}
                className={`${buttonClass} border border-slate-300 dark:border-slate-700`}
              >
                {t("admin.subscriberData.cancel")}
              </button>
            </div>
          </div>
        ) : state.kind === "message" ? (
          <p>{t(`admin.subscriberData.${state.key}`, { email: state.email ?? "" })}</p>
        ) : null}
      </div>
    </section>
  );
}
