import Eye from "lucide-react/icons/eye";
import EyeOff from "lucide-react/icons/eye-off";
import LockKeyhole from "lucide-react/icons/lock-keyhole";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiRequestError } from "@/lib/api-client";
import { PasskeyError } from "@/lib/passkeys";
import { toast } from "@/lib/use-toast";
import { useLogin } from "./sign-in";

const fieldClass =
  "mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-white";

/**
 * What a failed sign-in says, in the visitor's language, chosen by the error's code (SPEC.md §8 'Login Failed'):
 * the server's English message is for logs and API clients. Without a code (no answer, not the API's error
 * shape) it is SPEC's 'Invalid credentials'.
 */
function loginFailureKey(error: Error) {
  if (error instanceof PasskeyError) {
    return error.reason === "unsupported" ? "admin.passkeys.unsupported" : "admin.passkeys.checkFailed";
  }
  switch (error instanceof ApiRequestError ? error.code : null) {
    case "rate_limited":
      return "admin.login.tooManyAttempts";
    case "service_unavailable":
      return "admin.login.unavailable";
    case "internal_error":
      return "admin.login.serverError";
    default:
      return "admin.login.invalidCredentials";
  }
}

/** The admin sign-in form (SPEC.md §2, §4): both fields required, password hidden by default. */
export function LoginForm() {
  const { t } = useTranslation();
  const [passkeyStep, setPasskeyStep] = useState(false);
  const login = useLogin({ onPasskeyStep: () => setPasskeyStep(true) });
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [showPassword, setShowPassword] = useState(false);
  const userId = useId();
  const passwordId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    setPasskeyStep(false);
    login.mutate(
      { username, password },
      {
        onSuccess: () => toast({ title: t("admin.login.successTitle"), description: t("admin.login.successMessage") }),
        onError: (error) =>
          toast({
            variant: "destructive",
            title: t("admin.login.failedTitle"),
            description: t(loginFailureKey(error)),
          }),
      },
    );
  };

  return (
    <section className="mx-auto max-w-sm px-4 py-16">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <LockKeyhole className="size-8 text-indigo-700 dark:text-indigo-300" aria-hidden="true" />
        <h1 className="mt-3 text-2xl font-bold">{t("admin.login.title")}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("admin.login.subtitle")}</p>
        <form className="mt-6 space-y-4" onSubmit={onSubmit}>
          <div>
            <label htmlFor={userId} className="text-sm font-medium">
              {t("admin.login.username")}
            </label>
            <input
              id={userId}
              name="username"
              autoComplete="username"
              required
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              className={fieldClass}
            />
          </div>
          <div>
            <label htmlFor={passwordId} className="text-sm font-medium">
              {t("admin.login.password")}
            </label>
            <div className="relative">
              <input
                id={passwordId}
                name="password"
                type={showPassword ? "text" : "password"}
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                className={`${fieldClass} pe-11`}
              />
              <button
                type="button"
                onClick={() => setShowPassword((v) => !v)}
                aria-label={showPassword ? t("admin.login.hidePassword") : t("admin.login.showPassword")}
                aria-pressed={showPassword}
                aria-controls={passwordId}
                className="absolute end-1 top-1/2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
              >
                {showPassword ? (
                  <EyeOff className="size-5" aria-hidden="true" />
                ) : (
                  <Eye className="size-5" aria-hidden="true" />
                )}
              </button>
            </div>
          </div>
          <button
            type="submit"
            disabled={login.isPending}
            className="min-h-11 w-full rounded-md bg-indigo-700 font-semibold text-white hover:bg-indigo-800 disabled:cursor-wait disabled:opacity-70"
          >
            {login.isPending ? t("admin.login.submitting") : t("admin.login.submit")}
          </button>
          <p role="status" className="min-h-5 text-sm text-slate-600 dark:text-slate-300">
            {login.isPending && passkeyStep ? t("admin.login.passkeyPrompt") : ""}
          </p>
        </form>
      </div>
    </section>
  );
}
