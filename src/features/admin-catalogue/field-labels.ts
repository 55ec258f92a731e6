import { ALL_TEXT_FIELDS, type AnyTextField } from "@common/catalogue/contract";
import { FACT_GROUPS, type FactGroup } from "@common/catalogue/tool-facts";
import { isLanguageCode } from "@common/i18n/languages";
import type { TFunction } from "i18next";
import { languageName } from "@/lib/i18n/language-name";

/**
 * Each field's label, reusing the site's own words where it has them (the tool card's section titles, the
 * directory's filter labels) so the dashboard and the pages call a field the same.
 */
const FACT_LABELS = {
  id: "admin.catalogue.fields.id",
  name: "admin.catalogue.fields.name",
  company: "admin.catalogue.fields.company",
  logoText: "admin.catalogue.fields.logoText",
  logoColor: "admin.catalogue.fields.logoColor",
  pricing: "toolsPage.pricingLabel",
  rating: "admin.catalogue.fields.rating",
  reviews: "admin.catalogue.fields.reviews",
  tags: "toolPage.tagsTitle",
  category: "toolsPage.categoryLabel",
  featured: "toolCard.featured",
  url: "admin.catalogue.fields.url",
  difficulty: "admin.catalogue.fields.difficulty",
  freeOption: "admin.catalogue.fields.freeOption",
  status: "admin.catalogue.fields.status",
  position: "admin.catalogue.fields.position",
  texts: "admin.catalogue.editor.text",
} as const;
type Fact = keyof typeof FACT_LABELS;

const TEXT_LABELS = {
  description: "toolCard.description",
  bestFor: "toolCard.bestFor",
  whatItDoes: "toolCard.whatItDoes",
  topUseCases: "toolCard.topUseCases",
  example: "toolCard.example",
  freeLimits: "admin.catalogue.facts.limitsShort",
} as const satisfies Record<AnyTextField, string>;

/** The beginner facts' groups, named as the tool page names them. */
const GROUP_LABELS = {
  freePlan: "toolPage.facts.freePlan.title",
  privacy: "toolPage.facts.privacy.title",
  languages: "toolPage.facts.languages.title",
} as const satisfies Record<FactGroup, string>;
/** The facts' fields (a price's parts are the price). */
const FACT_FIELD_LABELS: Record<string, string> = {
  cardRequired: "admin.catalogue.facts.cardRequired",
  upgradeFrom: "admin.catalogue.facts.upgradeAmount",
  source: "admin.catalogue.facts.source",
  trainsByDefault: "admin.catalogue.facts.trainsByDefault",
  optOut: "admin.catalogue.facts.optOut",
  optOutUrl: "admin.catalogue.facts.optOutUrl",
  minimumAge: "admin.catalogue.facts.minimumAge",
  supported: "admin.catalogue.facts.languages",
};
const isGroup = (segment: string | undefined): segment is FactGroup =>
  (FACT_GROUPS as readonly (string | undefined)[]).includes(segment);

export function factLabel(t: TFunction, fact: Fact): string {
  return t(FACT_LABELS[fact]);
}

/** A text field's label; a use case's (`index` 0 to 3) names its number. */
export function textFieldLabel(t: TFunction, field: AnyTextField, index?: number): string {
  const label = t(TEXT_LABELS[field]);
  return index === undefined ? label : `${label} · ${t("admin.catalogue.editor.useCase", { number: index + 1 })}`;
}

const isFact = (segment: string | undefined): segment is Fact => segment !== undefined && segment in FACT_LABELS;
const isTextField = (segment: string | undefined): segment is AnyTextField =>
  (ALL_TEXT_FIELDS as readonly (string | undefined)[]).includes(segment);
const isIndex = (segment: string | undefined) => segment !== undefined && /^\d+$/.test(segment);

/**
 * A field's path as the admin reads it: `texts.de.example` is "German · Example", `tools.12.name` in an import
 * file is "Tool 13 (chatgpt) · Name" (`toolIds` gives the file's ids). A path it does not know stays as it is.
 */
export function pathLabel(
  path: string,
  t: TFunction,
  locale: string,
  toolIds: readonly (string | undefined)[] = [],
): string {
  const segments = path.split(".");
  const parts: string[] = [];
  if (segments[0] === "tools" && isIndex(segments[1])) {
    const index = Number(segments[1]);
    const id = toolIds[index];
    parts.push(
      id
        ? t("admin.catalogue.import.tool", { number: index + 1, id })
        : t("admin.catalogue.import.toolNoId", { number: index + 1 }),
    );
    segments.splice(0, 2);
  }
  const [first, second, third, fourth] = segments;
  if (first === "texts" && second && isLanguageCode(second)) {
    parts.push(languageName(second, locale));
    if (isTextField(third)) parts.push(textFieldLabel(t, third, isIndex(fourth) ? Number(fourth) : undefined));
  } else if (first === "facts" && isGroup(second)) {
    // `facts.privacy.minimumAge` is "Privacy · Minimum age in its terms of use".
    parts.push(t(GROUP_LABELS[second]));
    const label = third === undefined ? undefined : FACT_FIELD_LABELS[third];
    if (label) parts.push(t(label as "admin.catalogue.facts.source"));
  } else if (isFact(first)) {
    parts.push(factLabel(t, first));
  } else if (segments.length) {
    parts.push(segments.join("."));
  }
  return parts.join(" · ");
}
