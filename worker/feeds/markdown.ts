import type { FactsView } from "@common/catalogue/facts-view";
import type { ToolPage } from "@common/catalogue/pages";
import type { Tool } from "@common/catalogue/types";
import type { BlogPost } from "@common/content/blog/types";
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

/** The facts of a tool page (already written out in its language) as Markdown. */
function factLines(facts: FactsView): string[] {
  return [
    `## ${facts.title}`,
    "",
    ...facts.sections.flatMap(({ title, lines, source }) => [
      `### ${title}`,
      "",
      ...lines.flatMap((line) => [
        `- ${line.strong ? `**${plain(line.text)}**` : plain(line.text)}${line.link ? ` [${plain(line.link.label)}](${line.link.href})` : ""}`,
        ...(line.items ?? []).map((item) => `  - ${plain(item)}`),
      ]),
      "",
      `${plain(source.before)}[${plain(source.label)}](${source.href})${plain(source.after)}`,
      "",
    ]),
    ...(facts.linkChecked ? [plain(facts.linkChecked), ""] : []),
  ];
}

/** A tool page as Markdown: what the page says, in the same order and words. */
export function toolMarkdown(page: ToolPage, tree: TranslationTree | null): string {
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
  if (page.facts) lines.push(...factLines(page.facts));
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
