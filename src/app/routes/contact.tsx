import Mail from "lucide-react/icons/mail";
import { useTranslation } from "react-i18next";
import { Bullets, LegalPage, Section } from "@/features/legal/legal-page";
import { getPublicConfig } from "@/lib/public-config";

const TOPICS = ["suggestions", "feedback", "questions", "technical", "partnerships"] as const;

/** /contact: one mailto address (from configuration), what to write about, when to expect a reply. */
export function Component() {
  const { t } = useTranslation();
  const email = getPublicConfig().contactEmail;
  return (
    <LegalPage title={t("contact.title")}>
      <p className="text-lg">{t("contact.intro")}</p>
      <p>
        <a
          href={`mailto:${email}`}
          className="inline-flex items-center gap-2 rounded-md bg-indigo-700 px-5 py-3 font-semibold text-white hover:bg-indigo-800"
        >
          <Mail className="size-5" aria-hidden="true" />
          <span>{t("contact.emailLabel", { email })}</span>
        </a>
      </p>
      <Section title={t("contact.topicsTitle")}>
        <Bullets items={TOPICS.map((topic) => t(`contact.topics.${topic}`))} />
      </Section>
      <Section title={t("contact.responseTitle")}>
        <p>{t("contact.responseTime")}</p>
      </Section>
    </LegalPage>
  );
}
