import type { FactSection } from "@common/catalogue/facts-view";
import { COMPARE_MAX, parseToolIds, TOOLS_PARAM } from "@common/catalogue/saved-list";
import { toolPagePath } from "@common/site-pages";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { RatingSummary } from "@/components/ui/rating-summary";
import { LocalizedLink } from "@/lib/i18n/localized-link";
import { type RatingSlots, useSelection } from "./saved-list";

/** A fact group's sentences as a short list, or a dash when the tool's page states none. */
function FactCell({ section }: { section: FactSection | undefined }) {
  const { t } = useTranslation();
  if (!section) return <span className="text-slate-500 dark:text-slate-400">{t("compare.unknown")}</span>;
  return (
    <ul className="list-disc space-y-1 ps-4">
      {section.lines.map((line) => (
        <li key={line.text}>
          {line.text}
          {line.items ? ` ${line.items.join("; ")}` : ""}
        </li>
      ))}
    </ul>
  );
}

/**
 * Two or three tools side by side (docs/decisions/047), from `/compare?tools=a,b,c`: price, free plan, privacy,
 * languages, difficulty, rating with its count and what each is best for: a column per tool, each criterion's name
 * on a row of its own above its values, so it fits a 320 px phone.
 */
export function CompareTable({ renderRating, statsScope }: RatingSlots) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const ids = parseToolIds(params.get(TOOLS_PARAM), COMPARE_MAX);
  const { data, isPending, isError } = useSelection(ids);
  if (ids.length < 2) return <p className="mt-6">{t("compare.pickTwo")}</p>;
  if (isError)
    return (
      <p role="alert" className="mt-6">
        {t("saved.failed")}
      </p>
    );
  if (isPending)
    return (
      <p role="status" className="mt-6">
        {t("saved.loading")}
      </p>
    );
  const tools = data?.tools ?? [];
  const section = (facts: (typeof tools)[number]["facts"], group: FactSection["group"]) =>
    facts?.sections.find((candidate) => candidate.group === group);
  const rows: { label: string; cell: (entry: (typeof tools)[number]) => ReactNode }[] = [
    { label: t("toolsPage.pricingLabel"), cell: ({ tool }) => t(`pricing.${tool.pricing}`) },
    {
      label: t("toolPage.facts.freePlan.title"),
      cell: ({ facts }) => <FactCell section={section(facts, "freePlan")} />,
    },
    {
      label: t("toolPage.facts.privacy.title"),
      cell: ({ facts }) => <FactCell section={section(facts, "privacy")} />,
    },
    {
      label: t("toolPage.facts.languages.title"),
      cell: ({ facts }) => <FactCell section={section(facts, "languages")} />,
    },
    {
      label: t("admin.catalogue.fields.difficulty"),
      cell: ({ tool }) => t(`difficulty.${tool.difficulty ?? "Beginner"}`),
    },
    {
      label: t("toolPage.ratingsTitle"),
      cell: ({ tool }) => renderRating?.(tool) ?? <RatingSummary rating={tool.rating} reviews={tool.reviews} />,
    },
    { label: t("toolCard.bestFor"), cell: ({ tool }) => tool.bestFor },
  ];
  return statsScope(
    tools.map(({ tool }) => tool.id),
    <table className="compare-table">
      <caption className="sr-only">{t("compare.caption")}</caption>
      <thead>
        <tr>
          {tools.map(({ tool }) => (
            <th key={tool.id} id={`compare-${tool.id}`} scope="col">
              <LocalizedLink to={toolPagePath(tool.id)} className="tool-facts-link">
                <bdi>{tool.name}</bdi>
              </LocalizedLink>
            </th>
          ))}
        </tr>
      </thead>
      {/* A criterion's name spans the columns above its values, so each tool keeps a third of a phone's width;
            every value names its criterion and its tool as its headers. */}
      {rows.map((row, index) => (
        <tbody key={row.label}>
          <tr>
            <th id={`criterion-${index}`} colSpan={tools.length} className="compare-criterion">
              {row.label}
            </th>
          </tr>
          <tr>
            {tools.map((entry) => (
              <td key={entry.tool.id} headers={`criterion-${index} compare-${entry.tool.id}`}>
                {row.cell(entry)}
              </td>
            ))}
          </tr>
        </tbody>
      ))}
    </table>,
  );
}
