import { useTranslation } from "react-i18next";
import { DISCLOSURE_UPDATED, formatLegalDate } from "@/features/legal/legal-dates";
import { Bullets, LegalPage, Section } from "@/features/legal/legal-page";
import { useCurrentLanguage } from "@/lib/i18n/use-current-language";

/** /about: mission, approach and the affiliate disclosure. */
export function Component() {
  const { t } = useTranslation();
  const { locale } = useCurrentLanguage();
  return (
    <LegalPage title={t("about.title")}>
      <p className="text-lg">{t("about.intro")}</p>
      <Section title={t("about.missionTitle")}>
        <p>{t("about.mission")}</p>
      </Section>
      <Section title={t("about.approachTitle")}>
        <p>{t("about.approach")}</p>
        <Bullets items={[t("about.beginnerBullet"), t("about.advancedBullet")]} />
        <p>{t("about.conclusion")}</p>
        <p className="font-semibold">{t("about.welcome")}</p>
      </Section>
      <aside
        aria-labelledby="disclosure-heading"
        className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-5 dark:border-amber-800 dark:bg-amber-950/40"
      >
        <h2 id="disclosure-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t("about.disclosure.title")}
        </h2>
        <p>{t("about.disclosure.intro")}</p>
        <p>{t("about.disclosure.recommendations")}</p>
        <p>{t("about.disclosure.support")}</p>
        <p>{t("about.disclosure.disclaimer")}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t("about.disclosure.lastUpdated", { date: formatLegalDate(DISCLOSURE_UPDATED, locale) })}
        </p>
      </aside>
    </LegalPage>
  );
}
