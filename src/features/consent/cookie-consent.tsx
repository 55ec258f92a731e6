import * as Dialog from "@radix-ui/react-dialog";
import { Cookie, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { LocalizedLink } from "@/features/i18n/localized-link";
import { type ConsentChoice, readConsent, storeConsent } from "./consent-store";

/** The dialog appears this long after load when no choice is stored (SPEC.md §9). */
export const CONSENT_DELAY_MS = 1000;

/**
 * Cookie consent dialog (SPEC.md §4): appears after 1 s when nothing is stored; Accept and Decline store the
 * choice and close; the backdrop, Escape or the close icon close it without storing, so it returns next visit.
 * Radix traps focus while it is open and returns it afterwards.
 */
export function CookieConsent() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (readConsent()) return;
    const timer = setTimeout(() => setOpen(true), CONSENT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const choose = (choice: ConsentChoice) => {
    storeConsent(choice);
    setOpen(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay data-testid="consent-backdrop" className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-lg rounded-xl border border-slate-200 bg-white p-5 text-slate-900 shadow-2xl sm:bottom-6 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100">
          <div className="flex items-start gap-3">
            <Cookie className="mt-0.5 size-6 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden="true" />
            <div className="flex-1">
              <Dialog.Title className="text-lg font-semibold">{t("consent.title")}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                {t("consent.message")}{" "}
                <LocalizedLink to="/privacy" className="font-medium text-indigo-700 underline dark:text-indigo-300">
                  {t("consent.privacyLink")}
                </LocalizedLink>
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={t("consent.close")}
              className="-me-1 -mt-1 inline-flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <button
              type="button"
              onClick={() => choose("declined")}
              className="min-h-10 rounded-md border border-slate-300 px-4 text-sm font-semibold hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
            >
              {t("consent.decline")}
            </button>
            <button
              type="button"
              onClick={() => choose("accepted")}
              className="min-h-10 rounded-md bg-indigo-700 px-4 text-sm font-semibold text-white hover:bg-indigo-800"
            >
              {t("consent.accept")}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
