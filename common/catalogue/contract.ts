import { z } from "zod";
import { LANGUAGE_CODES } from "../i18n/languages.ts";
import { PATH_ERROR_KEYS } from "../starter-paths/error-keys.ts";
import { isHttpsUrl } from "./https-url.ts";
import { emptyFacts, FACT_ERROR_KEYS, FACT_LIMITS, toolFactGroupsSchema } from "./tool-facts.ts";
import { TOOL_ID_MAX_LENGTH, TOOL_ID_PATTERN } from "./tool-id.ts";
import { CATEGORY_SLUGS, DIFFICULTY_VALUES, PRICING_VALUES, TOOL_TAGS } from "./types.ts";

/**
 * The editable catalogue's one contract (docs/decisions/040): what a tool is, what the owner may write, the
 * export file and the admin and public catalogue calls. The dashboard's form validates with these schemas and the
 * Worker enforces the same ones, so a field's rule and its message key are written once.
 *
 * Messages are keys of the dashboard's translations (`admin.catalogue.errors.*` in the common namespace), so a
 * field error is shown in the dashboard's language; the Worker sends the same keys in its 400 body.
 */

export { isHttpsUrl } from "./https-url.ts";
export { TOOL_ID_MAX_LENGTH, TOOL_ID_PATTERN } from "./tool-id.ts";

/** draft: only the dashboard sees it; published: on the site; archived: gone from the site, its page answers 410. */
export const TOOL_STATUSES = ["draft", "published", "archived"] as const;
export type ToolStatus = (typeof TOOL_STATUSES)[number];

/**
 * The logo tile's colours: Tailwind background classes dark enough for white text (WCAG AA at the tile's size).
 * A closed list, so every class exists in the built stylesheet (src/styles.css lists them for Tailwind) and no
 * owner's choice can make a logo unreadable.
 */
const LOGO_HUES = [
  "slate",
  "gray",
  "zinc",
  "neutral",
  "stone",
  "red",
  "orange",
  "green",
  "emerald",
  "teal",
  "cyan",
  "sky",
  "blue",
  "indigo",
  "violet",
  "purple",
  "fuchsia",
  "pink",
  "rose",
] as const;
const LOGO_SHADES = ["600", "700", "800"] as const;
export const LOGO_COLORS = LOGO_HUES.flatMap((hue) => LOGO_SHADES.map((shade) => `bg-${hue}-${shade}` as const));
export type LogoColor = (typeof LOGO_COLORS)[number];

/** Field lengths (characters) the form and the Worker both enforce. */
export const TOOL_FIELD_LIMITS = {
  name: 60,
  company: 60,
  logoText: 2,
  url: 500,
  description: 300,
  bestFor: 120,
  whatItDoes: 600,
  useCase: 100,
  example: 300,
  tags: 6,
  reviews: 10_000_000,
} as const;

/** Error keys (admin.catalogue.errors.<key>): one per rule a field can break. */
export const CATALOGUE_ERROR_KEYS = [
  "required",
  "tooLong",
  "idFormat",
  "urlFormat",
  "logoText",
  "ratingRange",
  "reviewsRange",
  "tagsRange",
  "duplicateTag",
  "unknownValue",
  "useCasesCount",
  "idTaken",
  "duplicateId",
  // A visitor's suggestion or report (common/api/contributions.ts): an optional email that is not an address.
  "emailFormat",
  // A tool's facts for beginners (tool-facts.ts).
  ...FACT_ERROR_KEYS,
  // A starter path (common/starter-paths/contract.ts).
  ...PATH_ERROR_KEYS,
] as const;
export type CatalogueErrorKey = (typeof CATALOGUE_ERROR_KEYS)[number];

const message = (key: CatalogueErrorKey) => ({ message: key });

/** Trimmed text, required, at most `max` characters. */
const requiredText = (max: number) =>
  z.string(message("required")).trim().min(1, message("required")).max(max, message("tooLong"));
/** Trimmed text that may be empty (a translation not written yet: the English shows), at most `max`. */
const optionalText = (max: number) => z.string(message("required")).trim().max(max, message("tooLong"));

const enumOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, message("unknownValue"));

export const toolIdSchema = z
  .string(message("required"))
  .trim()
  .min(1, message("required"))
  .max(TOOL_ID_MAX_LENGTH, message("tooLong"))
  .regex(TOOL_ID_PATTERN, message("idFormat"));

/** The facts of a tool, the same in every language (SPEC.md §3; names and companies are never translated). */
export const toolFactsSchema = z.strictObject({
  id: toolIdSchema,
  name: requiredText(TOOL_FIELD_LIMITS.name),
  company: requiredText(TOOL_FIELD_LIMITS.company),
  logoText: z
    .string(message("required"))
    .trim()
    .regex(/^\p{L}[\p{L}\p{N}]?$/u, message("logoText")),
  logoColor: enumOf(LOGO_COLORS as unknown as readonly [LogoColor, ...LogoColor[]]),
  pricing: enumOf(PRICING_VALUES),
  /** The static baseline the visitors' votes are combined with (decision 004): 1 to 5 in half steps. */
  rating: z
    .number(message("ratingRange"))
    .min(1, message("ratingRange"))
    .max(5, message("ratingRange"))
    .refine((value) => Number.isInteger(value * 2), message("ratingRange")),
  reviews: z
    .number(message("reviewsRange"))
    .int(message("reviewsRange"))
    .min(0, message("reviewsRange"))
    .max(TOOL_FIELD_LIMITS.reviews, message("reviewsRange")),
  tags: z
    .array(enumOf(TOOL_TAGS), message("tagsRange"))
    .min(1, message("tagsRange"))
    .max(TOOL_FIELD_LIMITS.tags, message("tagsRange"))
    .refine((tags) => new Set(tags).size === tags.length, message("duplicateTag")),
  category: enumOf(CATEGORY_SLUGS),
  featured: z.boolean(message("required")),
  url: z
    .string(message("required"))
    .trim()
    .min(1, message("required"))
    .max(TOOL_FIELD_LIMITS.url, message("tooLong"))
    .refine((value) => isHttpsUrl(value), message("urlFormat")),
  /** null: not set, which the category page counts as Beginner (SPEC.md §3). */
  difficulty: enumOf(DIFFICULTY_VALUES).nullable(),
  freeOption: z.boolean(message("required")),
});
export type ToolFacts = z.infer<typeof toolFactsSchema>;

/**
 * The free plan's main limits in one language, one per line (a fact of the free plan group, tool-facts.ts, written
 * as text because each language words it). Optional in English too; blank falls back to English like the rest.
 */
const freeLimitsSchema = optionalText(FACT_LIMITS.freeLimits)
  .refine((value) => value.split("\n").length <= FACT_LIMITS.freeLimitsLines, message("tooLong"))
  .default("");

/** A tool's text in English: every field required (it is what every other language falls back to). */
export const englishTextSchema = z.strictObject({
  description: requiredText(TOOL_FIELD_LIMITS.description),
  bestFor: requiredText(TOOL_FIELD_LIMITS.bestFor),
  whatItDoes: requiredText(TOOL_FIELD_LIMITS.whatItDoes),
  topUseCases: z
    .array(requiredText(TOOL_FIELD_LIMITS.useCase), message("useCasesCount"))
    .length(4, message("useCasesCount")),
  example: requiredText(TOOL_FIELD_LIMITS.example),
  freeLimits: freeLimitsSchema,
});
export type EnglishText = z.infer<typeof englishTextSchema>;

/**
 * A tool's text in another language: any field may be empty, and an empty field (or use case) shows the English
 * one (SPEC.md §3's fallback).
 */
export const translatedTextSchema = z.strictObject({
  description: optionalText(TOOL_FIELD_LIMITS.description),
  bestFor: optionalText(TOOL_FIELD_LIMITS.bestFor),
  whatItDoes: optionalText(TOOL_FIELD_LIMITS.whatItDoes),
  topUseCases: z
    .array(optionalText(TOOL_FIELD_LIMITS.useCase), message("useCasesCount"))
    .length(4, message("useCasesCount")),
  example: optionalText(TOOL_FIELD_LIMITS.example),
  freeLimits: freeLimitsSchema,
});
export type TranslatedText = z.infer<typeof translatedTextSchema>;

export const TRANSLATED_LANGUAGES = LANGUAGE_CODES.filter((code) => code !== "en") as Exclude<
  (typeof LANGUAGE_CODES)[number],
  "en"
>[];
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/** The text fields every tool has, in the form's order: a translation is complete when it has all of them. */
export const TEXT_FIELDS = ["description", "bestFor", "whatItDoes", "topUseCases", "example"] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
/** Every text field a language may write: the above, and the free plan's limits where the tool states them. */
export const ALL_TEXT_FIELDS = [...TEXT_FIELDS, "freeLimits"] as const;
export type AnyTextField = (typeof ALL_TEXT_FIELDS)[number];

/** Every language's text: English required, the other eight present (blank fields fall back to English). */
export const toolTextsSchema = z.strictObject({
  en: englishTextSchema,
  ...(Object.fromEntries(TRANSLATED_LANGUAGES.map((lang) => [lang, translatedTextSchema])) as Record<
    TranslatedLanguage,
    typeof translatedTextSchema
  >),
});
export type ToolTexts = z.infer<typeof toolTextsSchema>;

/** A tool as the owner edits it, exports and imports it: facts, status, place in its category, texts. */
export const editableToolSchema = toolFactsSchema
  .extend({
    status: enumOf(TOOL_STATUSES),
    /**
     * The tool's place in its category (smaller first). The category page's Recommended filter shows the first two,
     * and the directory's Recommended order follows it.
     */
    position: z
      .number(message("required"))
      .int(message("required"))
      .min(0, message("required"))
      .max(1_000_000, message("tooLong")),
    texts: toolTextsSchema,
    /** What a beginner needs to know before signing up (tool-facts.ts); a file without them has none. */
    facts: toolFactGroupsSchema.default(emptyFacts),
  })
  .superRefine((tool, ctx) => {
    // The free plan's limits are one of its facts: written, they need the page that states them.
    if (tool.texts.en.freeLimits !== "" && tool.facts.freePlan.source === "") {
      ctx.addIssue({ code: "custom", path: ["facts", "freePlan", "source"], message: "sourceRequired" });
    }
  });
export type EditableTool = z.infer<typeof editableToolSchema>;

/** An empty translation: every field blank, so the page shows the English. */
export function blankTranslation(): TranslatedText {
  return { description: "", bestFor: "", whatItDoes: "", topUseCases: ["", "", "", ""], example: "", freeLimits: "" };
}

/** How much of a language's text is written: the fields that are not blank, out of eight (four use cases). */
export function translatedFieldCount(text: TranslatedText): number {
  const singles = [text.description, text.bestFor, text.whatItDoes, text.example].filter((v) => v.trim() !== "");
  return singles.length + text.topUseCases.filter((v) => v.trim() !== "").length;
}
export const TEXT_FIELD_COUNT = 8;

/** The export file: the whole catalogue, which an import applies all or nothing. */
export const CATALOGUE_FILE_FORMAT = "ai-tools-guide-catalogue";
export const catalogueFileSchema = z.strictObject({
  format: z.literal(CATALOGUE_FILE_FORMAT),
  version: z.literal(1),
  exportedAt: z.string().max(40),
  tools: z.array(editableToolSchema).max(50_000),
});
export type CatalogueFile = z.infer<typeof catalogueFileSchema>;

/** One field error of a rejected write: where (a dotted path such as `texts.de.example`), and which rule. */
export const fieldErrorSchema = z.object({ path: z.string(), key: z.enum(CATALOGUE_ERROR_KEYS) });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Turns zod issues into field errors; a message that is not one of the keys (zod's own) reads as unknownValue. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[], prefix: (string | number)[] = []): FieldError[] {
  return issues.map((issue) => ({
    path: [...prefix, ...issue.path].map(String).join("."),
    key: (CATALOGUE_ERROR_KEYS as readonly string[]).includes(issue.message)
      ? (issue.message as CatalogueErrorKey)
      : "unknownValue",
  }));
}

/**
 * The admin catalogue calls' answers (`/api/admin/catalogue/*`): the dashboard parses each with these, so an answer
 * of another shape is an error on screen rather than a form filled with wrong values.
 */
