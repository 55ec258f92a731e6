import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { LoadingScreen } from "@/components/ui/spinner";
import { starterPathListQuery } from "@/features/catalogue/api/get-starter-paths";
import { StarterPathCards } from "@/features/catalogue/starter-paths";
import { useCurrentLanguage } from "@/lib/i18n/use-current-language";

/** /paths: the published starter paths in their order (docs/decisions/048), from `GET /api/catalogue/paths`. */
export function Component() {
  const { t } = useTranslation();
  const { code } = useCurrentLanguage();
  const { data, isPending } = useQuery({ ...starterPathListQuery(code), throwOnError: true });
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("paths.title")}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-600 dark:text-slate-300">{t("paths.intro")}</p>
      {isPending || !data ? <LoadingScreen /> : <StarterPathCards list={data} pageLang={code} />}
    </div>
  );
}
