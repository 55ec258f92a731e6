import { useTranslation } from "react-i18next";
import { SuggestForm } from "@/features/contribute/suggest-form";
import { LegalPage } from "@/features/legal/legal-page";

/** /suggest: a visitor tells us about a tool the catalogue does not have yet. */
export function Component() {
  const { t } = useTranslation();
  return (
    <LegalPage title={t("contribute.suggest.title")}>
      <p className="text-lg">{t("contribute.suggest.intro")}</p>
      <SuggestForm />
    </LegalPage>
  );
}
