import type { FactLine, FactSection, FactsView } from "@common/catalogue/facts-view";
import type { ToolPage } from "@common/catalogue/pages";
import type { ShownDate } from "@common/catalogue/shown-facts";
import { getLanguage, type LanguageCode } from "@common/i18n/languages";
import type { ToolPageData } from "../db/catalogue/public-reads";
import { type TranslationTree, translate } from "../edge/translations";

/** "…<link>label</link>…" split around its link; a sentence without one is all `before`. */
function aroundLink(text: string, href: string): FactSection["source"] {
  const match = /^(.*)<link>(.*)<\/link>(.*)$/s.exec(text);
  return match
    ? { before: match[1] ?? "", label: match[2] ?? "", after: match[3] ?? "", href }
    : { before: text, label: "", after: "", href };
}

/**
 * The facts of a tool page written out in `lang` (common/catalogue/facts-view.ts): one section per group that holds a
 * fact, each ending with its source, and the last link check. Null when there is nothing to show.
 */
export function factsView(data: ToolPageData, lang: LanguageCode, tree: TranslationTree | null): FactsView | null {
  const t = (key: string, values?: Record<string, string>) => translate(tree, `toolPage.facts.${key}`, values);
  const source = (href: string, confirmed: ShownDate | null) =>
    aroundLink(confirmed ? t("confirmedOn", { date: confirmed.label }) : t("statedOn"), href);
  const { freePlan, privacy, languages } = data.facts;
  const sections: FactSection[] = [];
  if (freePlan) {
    const lines: FactLine[] = [{ text: t(freePlan.freeOption ? "freePlan.available" : "freePlan.none") }];
    if (freePlan.cardRequired) lines.push({ text: t(`freePlan.card.${freePlan.cardRequired}`) });
    if (freePlan.limits.length) lines.push({ text: t("freePlan.limits"), items: freePlan.limits });
    if (freePlan.upgradeFrom) {
      lines.push({ text: t(`freePlan.upgrade.${freePlan.upgradeFrom.period}`, { price: freePlan.upgradeFrom.price }) });
    }
    sections.push({
      group: "freePlan",
      title: t("freePlan.title"),
      lines,
      source: source(freePlan.source, freePlan.confirmed),
    });
  }
  if (privacy) {
    const lines: FactLine[] = [];
    if (privacy.trainsByDefault) lines.push({ text: t(`privacy.trains.${privacy.trainsByDefault}`) });
    if (privacy.optOut) {
      const link =
        privacy.optOut === "yes" && privacy.optOutUrl
          ? { label: t("privacy.optOutLink"), href: privacy.optOutUrl }
          : undefined;
      lines.push({ text: t(`privacy.optOut.${privacy.optOut}`), ...(link ? { link } : {}) });
    }
    if (privacy.minimumAge !== null) lines.push({ text: t("privacy.minimumAge", { age: String(privacy.minimumAge) }) });
    sections.push({
      group: "privacy",
      title: t("privacy.title"),
      lines,
      source: source(privacy.source, privacy.confirmed),
    });
  }
  if (languages) {
    const names = languages.supported.map((code) => getLanguage(code).name).join(t("languages.separator"));
    sections.push({
      group: "languages",
      title: t("languages.title"),
      lines: [
        { text: t(languages.supported.includes(lang) ? "languages.yours" : "languages.notYours"), strong: true },
        { text: `${t("languages.list")} ${names}` },
      ],
      source: source(languages.source, languages.confirmed),
    });
  }
  const linkChecked = data.linkChecked ? t("linkChecked", { date: data.linkChecked.label }) : null;
  if (sections.length === 0 && !linkChecked) return null;
  return { title: t("title"), sections, linkChecked };
}

/** `GET /api/catalogue/tools/:id`'s answer (and a tool page's first render): the data with its facts written out. */
export function toolPageView(data: ToolPageData, lang: LanguageCode, tree: TranslationTree | null): ToolPage {
  return { tool: data.tool, similar: data.similar, facts: factsView(data, lang, tree) };
}
