import { LANGUAGES, type LanguageCode } from "@common/i18n/languages";
import { switchLanguagePath } from "@common/i18n/localized-path";
import clsx from "clsx";
import Check from "lucide-react/icons/check";
import ChevronDown from "lucide-react/icons/chevron-down";
import Globe from "lucide-react/icons/globe";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { useCurrentLanguage } from "./use-current-language";

/** Language dropdown: rewrites the current path to the chosen language; closes on outside click or Escape. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current = useCurrentLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent | TouchEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("mousedown", onPointer);
    document.addEventListener("touchstart", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onPointer);
      document.removeEventListener("touchstart", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  async function choose(code: LanguageCode) {
    setOpen(false);
    if (code === current.code) return;
    // Wait for the switch so the unprefixed-URL redirect in LanguageSync sees the new choice.
    await i18n.changeLanguage(code);
    navigate(switchLanguagePath(location.pathname, code, location.search, location.hash));
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex min-h-10 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <Globe className="size-4" aria-hidden="true" />
        <span lang={current.code} className="hidden sm:inline">
          {current.name}
        </span>
        <span className="uppercase sm:hidden">{current.code}</span>
        {/* The name is the visible text plus the purpose, so people who control the page by voice can say
            what they see (WCAG 2.5.3). */}
        <span className="sr-only">{t("nav.language")}</span>
        <ChevronDown className="size-4" aria-hidden="true" />
      </button>
      {open ? (
        <ul
          id={menuId}
          className="absolute end-0 z-50 mt-2 w-48 overflow-hidden rounded-md border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {LANGUAGES.map((language) => (
            <li key={language.code}>
              <button
                type="button"
                lang={language.code}
                aria-current={language.code === current.code ? "true" : undefined}
                onClick={() => void choose(language.code)}
                className={clsx(
                  "flex w-full items-center gap-2 px-3 py-2 text-start text-sm hover:bg-slate-100 dark:hover:bg-slate-800",
                  language.code === current.code
                    ? "font-semibold text-indigo-700 dark:text-indigo-300"
                    : "text-slate-700 dark:text-slate-200",
                )}
              >
                <span aria-hidden="true">{language.flag}</span>
                <span className="flex-1">{language.name}</span>
                {language.code === current.code ? <Check className="size-4" aria-hidden="true" /> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
