import { useTranslation } from "react-i18next";
import { formatLegalDate, PRIVACY_UPDATED } from "@/features/legal/legal-dates";
import { BulletList, Bullets, LegalPage, Section } from "@/features/legal/legal-page";
import { PRIVACY_DIMENSION_ITEMS } from "@/features/legal/privacy-dimensions";
import { useCurrentLanguage } from "@/lib/i18n/use-current-language";
import { getPublicConfig } from "@/lib/public-config";

/** /privacy: what the site stores and why, truthfully (see the Worker's data model). */
export function Component() {
  const { t } = useTranslation();
  const { locale } = useCurrentLanguage();
  const email = getPublicConfig().contactEmail;
  const body = (key: "usage" | "cookies" | "security" | "children" | "changes") => (
    <Section key={key} title={t(`privacy.sections.${key}.title`)}>
      <p>{t(`privacy.sections.${key}.body`)}</p>
    </Section>
  );
  return (
    <LegalPage
      title={t("privacy.title")}
      meta={t("privacy.lastUpdated", { date: formatLegalDate(PRIVACY_UPDATED, locale) })}
    >
      <p>{t("privacy.intro")}</p>
      <Section title={t("privacy.sections.collected.title")}>
        <p>{t("privacy.sections.collected.intro")}</p>
        <BulletList>
          <li>
            {t("privacy.sections.collected.items.nonPersonal")}
            {/* One item per stored analytics dimension (the three campaign fields as one), from the stored list. */}
            <BulletList nested>
              {PRIVACY_DIMENSION_ITEMS.map((item) => (
                <li key={item}>{t(`privacy.sections.collected.dimensions.${item}`)}</li>
              ))}
            </BulletList>
            <p className="mt-2">{t("privacy.sections.collected.kept")}</p>
          </li>
          <li>{t("privacy.sections.collected.items.ipAddress")}</li>
          <li>{t("privacy.sections.collected.items.preferences")}</li>
          <li>{t("privacy.sections.collected.items.adData")}</li>
        </BulletList>
      </Section>
      {body("usage")}
      <Section title={t("privacy.sections.newsletter.title")}>
        <p>{t("privacy.sections.newsletter.body")}</p>
        <p>{t("privacy.sections.newsletter.record")}</p>
        <p>{t("privacy.sections.newsletter.leave")}</p>
      </Section>
      <Section title={t("privacy.sections.contributions.title")}>
        <p>{t("privacy.sections.contributions.body")}</p>
      </Section>
      {body("cookies")}
      <Section title={t("privacy.sections.thirdParties.title")}>
        <p>{t("privacy.sections.thirdParties.intro")}</p>
        <Bullets
          items={[
            t("privacy.sections.thirdParties.items.adNetwork"),
            t("privacy.sections.thirdParties.items.analytics"),
            t("privacy.sections.thirdParties.items.email"),
          ]}
        />
      </Section>
      {body("security")}
      <Section title={t("privacy.sections.rights.title")}>
        <p>{t("privacy.sections.rights.intro")}</p>
        <Bullets
          items={[
            t("privacy.sections.rights.items.access"),
            t("privacy.sections.rights.items.deletion"),
            t("privacy.sections.rights.items.contact", { email }),
          ]}
        />
      </Section>
      {body("children")}
      {body("changes")}
      <p className="font-medium">{t("privacy.agreement")}</p>
    </LegalPage>
  );
}
