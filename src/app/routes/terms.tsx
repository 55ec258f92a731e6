import { useTranslation } from "react-i18next";
import { formatLegalDate, TERMS_EFFECTIVE } from "@/features/legal/legal-dates";
import { Bullets, LegalPage, Section } from "@/features/legal/legal-page";
import { useCurrentLanguage } from "@/lib/i18n/use-current-language";
import { getPublicConfig } from "@/lib/public-config";

const SECTIONS = [
  "acceptance",
  "purpose",
  "content",
  "advertising",
  "warranty",
  "liability",
  "modification",
  "governingLaw",
] as const;

/** /terms: the terms of use, with the conduct rules as a list. */
export function Component() {
  const { t } = useTranslation();
  const { locale } = useCurrentLanguage();
  const { contactEmail, companyName } = getPublicConfig();
  const section = (key: (typeof SECTIONS)[number]) => (
    <Section key={key} title={t(`terms.sections.${key}.title`)}>
      <p>{t(`terms.sections.${key}.body`)}</p>
    </Section>
  );
  return (
    <LegalPage
      title={t("terms.title")}
      meta={t("terms.effectiveDate", { date: formatLegalDate(TERMS_EFFECTIVE, locale) })}
    >
      <p>{t("terms.intro")}</p>
      {SECTIONS.slice(0, 4).map(section)}
      <Section title={t("terms.sections.conduct.title")}>
        <p>{t("terms.sections.conduct.intro")}</p>
        <Bullets
          items={[
            t("terms.sections.conduct.items.illegal"),
            t("terms.sections.conduct.items.unauthorized"),
            t("terms.sections.conduct.items.impersonation"),
          ]}
        />
      </Section>
      {SECTIONS.slice(4).map(section)}
      <p>
        <a href={`mailto:${contactEmail}`} className="text-indigo-700 underline dark:text-indigo-300">
          {t("terms.contact", { email: contactEmail })}
        </a>
      </p>
      <p>{t("terms.company", { company: companyName })}</p>
    </LegalPage>
  );
}
