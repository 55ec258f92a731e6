import { TEXT_FIELDS, type TextField } from "@common/catalogue/contract";
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
} as const satisfies Record<TextField, string>;

export function factLabel(t: TFunction, fact: Fact): string {
  return t(FACT_LABELS[fact]);
}

/** A text field's label; a use case's (`index` 0 to 3) names its number. */
export function textFieldLabel(t: TFunction, field: TextField, index?: number): string {
  const label = t(TEXT_LABELS[field]);
  return index === undefined ? label : `${label} · ${t("admin.catalogue.editor.useCase", { number: index + 1 })}`;
}

const isFact = (segment: string | undefined): segment is Fact => segment !== undefined && segment in FACT_LABELS;
const isTextField = (segment: string | undefined): segment is TextField =>
  (TEXT_FIELDS as readonly (string | undefined)[]).includes(segment);
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
  } else if (isFact(first)) {
    parts.push(factLabel(t, first));
  } else if (segments.length) {
    parts.push(segments.join("."));
  }
  return parts.join(" · ");
}
