import type { ToolPage } from "@common/catalogue/pages";
import type { ShownFacts } from "@common/catalogue/shown-facts";
import type { Tool } from "@common/catalogue/types";
import type { BlogPost } from "@common/content/blog/types";
import { getLanguage, type LanguageCode } from "@common/i18n/languages";
import { type TranslationTree, translate } from "../edge/translations";

/**
 * The Markdown twins of pages (docs/decisions/045): a tool page and a guide at their address plus `.md`, and the
 * language's `/llms.txt`, written from the same data and the same translations as the pages, for machines that read
 * text rather than HTML.
 */

/** Text as it may stand in Markdown: line breaks and the characters that would start markup are kept as text. */
function plain(text: string): string {
  return text.replace(/\s*\n\s*/g, " ").replace(/([\\`*_[\]<>])/g, "\\$1");
}

/** A translated sentence whose `<link>…</link>` becomes a Markdown link to `href`. */
function withLink(text: string, href: string): string {
  return text.replace(/<link>(.*?)<\/link>/s, (_, inner: string) => `[${plain(inner)}](${href})`);
}

function factLines(facts: ShownFacts, lang: LanguageCode, t: (key: string, values?: Record<string, string>) => string) {
  const lines: string[] = [];
  const note = (source: string, confirmed: { label: string } | null) =>
    withLink(
      confirmed ? t("toolPage.facts.confirmedOn", { date: confirmed.label }) : t("toolPage.facts.statedOn"),
      source,
    );
  const { freePlan, privacy, languages } = facts;
  if (freePlan) {
    lines.push(`### ${t("toolPage.facts.freePlan.title")}`, "");
    lines.push(`- ${t(freePlan.freeOption ? "toolPage.facts.freePlan.available" : "toolPage.facts.freePlan.none")}`);
    if (freePlan.cardRequired) lines.push(`- ${t(`toolPage.facts.freePlan.card.${freePlan.cardRequired}`)}`);
    if (freePlan.limits.length) {
      lines.push(`- ${t("toolPage.facts.freePlan.limits")}`, ...freePlan.limits.map((limit) => `  - ${plain(limit)}`));
    }
    if (freePlan.upgradeFrom) {
      lines.push(
        `- ${t(`toolPage.facts.freePlan.upgrade.${freePlan.upgradeFrom.period}`, { price: freePlan.upgradeFrom.price })}`,
      );
    }
    lines.push("", note(freePlan.source, freePlan.confirmed), "");
  }
  if (privacy) {
    lines.push(`### ${t("toolPage.facts.privacy.title")}`, "");
    if (privacy.trainsByDefault) lines.push(`- ${t(`toolPage.facts.privacy.trains.${privacy.trainsByDefault}`)}`);
    if (privacy.optOut) {
      const link =
        privacy.optOut === "yes" && privacy.optOutUrl
          ? ` [${t("toolPage.facts.privacy.optOutLink")}](${privacy.optOutUrl})`
          : "";
      lines.push(`- ${t(`toolPage.facts.privacy.optOut.${privacy.optOut}`)}${link}`);
    }
    if (privacy.minimumAge !== null)
      lines.push(`- ${t("toolPage.facts.privacy.minimumAge", { age: String(privacy.minimumAge) })}`);
    lines.push("", note(privacy.source, privacy.confirmed), "");
  }
  if (languages) {
    lines.push(`### ${t("toolPage.facts.languages.title")}`, "");
    lines.push(
      `- ${t(languages.supported.includes(lang) ? "toolPage.facts.languages.yours" : "toolPage.facts.languages.notYours")}`,
      `- ${t("toolPage.facts.languages.list")} ${languages.supported.map((code) => getLanguage(code).name).join(t("toolPage.facts.languages.separator"))}`,
    );
    lines.push("", note(languages.source, languages.confirmed), "");
  }
  return lines;
}

/** A tool page as Markdown: what the page says, in the same order and words. */
export function toolMarkdown(page: ToolPage, lang: LanguageCode, tree: TranslationTree | null): string {
  const t = (key: string, values?: Record<string, string>) => translate(tree, key, values);
  const { tool } = page;
  const lines = [
    `# ${plain(tool.name)}`,
    "",
    `${t("toolCard.by", { company: plain(tool.company) })} · ${t(`pricing.${tool.pricing}`)} · ${t(`difficulty.${tool.difficulty ?? "Beginner"}`)}`,
    "",
    plain(tool.description),
    "",
    `## ${t("toolCard.bestFor")}`,
    "",
    plain(tool.bestFor),
    "",
    `## ${t("toolCard.whatItDoes")}`,
    "",
    plain(tool.whatItDoes),
    "",
    `## ${t("toolCard.topUseCases")}`,
    "",
    ...tool.topUseCases.map((useCase) => `- ${plain(useCase)}`),
    "",
    `## ${t("toolCard.example")}`,
    "",
    `> ${plain(tool.example)}`,
    "",
  ];
  const facts = factLines(page.facts, lang, t);
  if (facts.length) lines.push(`## ${t("toolPage.facts.title")}`, "", ...facts);
  lines.push(`[${t("toolCard.tryNow")}](${tool.url})`, "");
  return lines.join("\n");
}

/** A guide as Markdown: its own text is already written in Markdown (headings, bold, lists). */
export function guideMarkdown(post: BlogPost): string {
  return [`# ${plain(post.title)}`, "", plain(post.excerpt), "", post.content.trim(), ""].join("\n");
}

/** `/llms.txt` of a language (llmstxt.org): a title, a summary, then lists of links to the Markdown twins. */
export function llmsText(
  tree: TranslationTree | null,
  sections: {
    categories: { title: string; description: string; url: string }[];
    tools: { tool: Tool; url: string }[];
    guides: { post: BlogPost; url: string }[];
    pages: { title: string; url: string }[];
  },
): string {
  const t = (key: string) => translate(tree, key);
  const item = (title: string, url: string, notes?: string) =>
    `- [${plain(title)}](${url})${notes ? `: ${plain(notes)}` : ""}`;
  return [
    `# ${t("meta.siteName")}`,
    "",
    `> ${plain(t("meta.home.description"))}`,
    "",
    `## ${t("nav.blog")}`,
    "",
    ...sections.guides.map(({ post, url }) => item(post.title, url, post.excerpt)),
    "",
    `## ${t("categoriesSection.title")}`,
    "",
    ...sections.categories.map(({ title, description, url }) => item(title, url, description)),
    "",
    `## ${t("nav.tools")}`,
    "",
    ...sections.tools.map(({ tool, url }) => item(tool.name, url, tool.description)),
    "",
    "## Optional",
    "",
    ...sections.pages.map(({ title, url }) => item(title, url)),
    "",
  ].join("\n");
}
