import Cookie from "lucide-react/icons/cookie";
import X from "lucide-react/icons/x";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type ConsentChoice, readConsent, storeConsent } from "@/lib/consent-store";
import { LocalizedLink } from "@/lib/i18n/localized-link";

/** The dialog appears this long after load when no choice is stored (SPEC.md §9). */
export const CONSENT_DELAY_MS = 1000;

/**
 * Cookie consent dialog (SPEC.md §4): appears after 1 s when nothing is stored; Accept and Decline store the
 * choice and close; the backdrop, Escape or the close icon close it without storing, so it returns next visit.
 * A native modal `<dialog>`: the browser makes the page behind it inert (focus stays inside), closes it on
 * Escape, draws the backdrop and returns focus afterwards, with no script of ours for any of that.
 */
export function CookieConsent() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    if (readConsent()) return;
    const timer = setTimeout(() => setOpen(true), CONSENT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) element.showModal();
  }, [open]);

  const close = () => {
    dialog.current?.close();
    setOpen(false);
  };
  const choose = (choice: ConsentChoice) => {
    storeConsent(choice);
    close();
  };

  if (!open) return null;
  return (
    // A click whose target is the dialog itself landed on its backdrop (the content covers the box).
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the dialog natively; the click is the backdrop's
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onClose={() => setOpen(false)}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      className="mx-auto mt-auto mb-3 w-[calc(100%-1.5rem)] max-w-lg rounded-xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/50 sm:mb-6 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="p-5">
        <div className="flex items-start gap-3">
          <Cookie className="mt-0.5 size-6 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden="true" />
          <div className="flex-1">
            <h2 id={titleId} className="text-lg font-semibold">
              {t("consent.title")}
            </h2>
            {/* Three short points rather than one block: easier to take in on a phone, and no part of the
                notice outweighs the page's own content, which stays its largest paint (LCP). */}
            <ul id={messageId} className="mt-1 space-y-1 text-sm text-slate-600 dark:text-slate-300">
              <li>{t("consent.browseWithout")}</li>
              <li>{t("consent.adsIfAccepted")}</li>
              <li>{t("consent.changeLater")}</li>
            </ul>
            <LocalizedLink
              to="/privacy"
              className="mt-1 inline-block text-sm font-medium text-indigo-700 underline dark:text-indigo-300"
            >
              {t("consent.privacyLink")}
            </LocalizedLink>
          </div>
          <button
            type="button"
            onClick={close}
            aria-label={t("consent.close")}
            className="-me-1 -mt-1 inline-flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
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
      </div>
    </dialog>
  );
}
