import { useTranslation } from "react-i18next";

/** Placeholder until the page is built. */
export function Component() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold">{t("pages.admin")}</h1>
    </section>
  );
}
