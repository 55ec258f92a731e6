import clsx from "clsx";
import ChevronDown from "lucide-react/icons/chevron-down";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/** The ten FAQ items (`faq.items.q1` … `q10`). */
export const FAQ_KEYS = ["q1", "q2", "q3", "q4", "q5", "q6", "q7", "q8", "q9", "q10"] as const;

/**
 * FAQ (SPEC.md §2): each item opens and closes on its own. Answers stay in the HTML when closed (hidden),
 * so crawlers and the prerendered page carry them.
 */
export function Faq() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <section id="faq" aria-labelledby="faq-heading" className="scroll-mt-20 bg-slate-50 py-14 dark:bg-slate-900/60">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2 id="faq-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t("faq.title")}
        </h2>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t("faq.subtitle")}</p>
        <ul className="mt-8 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-950">
          {FAQ_KEYS.map((key) => {
            const isOpen = open.has(key);
            return (
              <li key={key}>
                <h3>
                  <button
                    type="button"
                    id={`faq-${key}-button`}
                    aria-expanded={isOpen}
                    aria-controls={`faq-${key}-answer`}
                    onClick={() => toggle(key)}
                    className="flex w-full items-center justify-between gap-4 px-5 py-4 text-start font-semibold text-slate-900 hover:bg-slate-50 dark:text-white dark:hover:bg-slate-900"
                  >
                    {t(`faq.items.${key}.question`)}
                    <ChevronDown
                      className={clsx("size-5 shrink-0 transition-transform", isOpen && "rotate-180")}
                      aria-hidden="true"
                    />
                  </button>
                </h3>
                <section
                  id={`faq-${key}-answer`}
                  aria-labelledby={`faq-${key}-button`}
                  hidden={!isOpen}
                  className="px-5 pb-4 text-slate-700 dark:text-slate-300"
                >
                  <p>{t(`faq.items.${key}.answer`)}</p>
                </section>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
