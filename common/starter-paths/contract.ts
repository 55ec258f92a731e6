// Imports name their files: scripts/seed-revision-migration.ts loads this in Node, without a bundler.
import { z } from "zod";
import {
  type CatalogueErrorKey,
  TRANSLATED_LANGUAGES,
  type TranslatedLanguage,
  toolIdSchema,
} from "../catalogue/contract.ts";
import { BLOG_SLUGS } from "../content/blog/slugs.ts";
import type { LanguageCode } from "../i18n/languages.ts";
import type { PATH_ERROR_KEYS } from "./error-keys.ts";

/**
 * A starter path (docs/decisions/048): a few tools in order, each with one sentence on why it comes at that step,
 * and the guide to read alongside. The owner edits paths in the dashboard; the Worker stores one as a row whose
 * texts and steps are this contract's JSON, checked on every write. Its rules and their message keys live here
 * once, for the Worker and the editor.
 */

export const PATH_STATUSES = ["draft", "published"] as const;
export type PathStatus = (typeof PATH_STATUSES)[number];

/** A path's length: at least two tools make an order; more than eight is no longer a start. */
export const PATH_STEPS_MIN = 2;
export const PATH_STEPS_MAX = 8;

export const PATH_FIELD_LIMITS = { title: 90, summary: 300, why: 280 } as const;

/** The keys of a path's field errors, shown as the admin's field errors (`admin.catalogue.errors.{key}`). */
export type PathErrorKey = Extract<
  CatalogueErrorKey,
  "required" | "tooLong" | "idFormat" | "unknownValue" | (typeof PATH_ERROR_KEYS)[number]
>;

const message = (key: PathErrorKey) => ({ message: key });
const requiredText = (max: number) =>
  z.string(message("required")).trim().min(1, message("required")).max(max, message("tooLong"));
const optionalText = (max: number) => z.string(message("required")).trim().max(max, message("tooLong"));

/** A path's id is its URL slug, of a tool id's form (the same rules and messages). */
export const pathIdSchema = toolIdSchema;

/** Every language's version of one text: English required, the others blank for "show the English". */
function inEveryLanguage(max: number) {
  return z.strictObject({
    en: requiredText(max),
    ...(Object.fromEntries(TRANSLATED_LANGUAGES.map((lang) => [lang, optionalText(max)])) as Record<
      TranslatedLanguage,
      ReturnType<typeof optionalText>
    >),
  });
}
export type Translated = Record<LanguageCode, string>;

export const pathStepSchema = z.strictObject({
  toolId: pathIdSchema,
  /** Why this tool comes at this step, in one sentence. */
  why: inEveryLanguage(PATH_FIELD_LIMITS.why),
});
export type PathStep = z.infer<typeof pathStepSchema>;

/** A path's steps in order: each tool once. */
const pathStepsSchema = z
  .array(pathStepSchema, message("stepsCount"))
  .min(PATH_STEPS_MIN, message("stepsCount"))
  .max(PATH_STEPS_MAX, message("stepsCount"))
  .superRefine((steps, ctx) => {
    const seen = new Set<string>();
    steps.forEach((step, index) => {
      if (seen.has(step.toolId)) ctx.addIssue({ code: "custom", path: [index, "toolId"], ...message("duplicateTool") });
      seen.add(step.toolId);
    });
  });

/** A path as the owner edits it. */
export const editablePathSchema = z.strictObject({
  id: pathIdSchema,
  status: z.enum(PATH_STATUSES, message("unknownValue")),
  /** The path's place on the paths page (smaller first). */
  position: z.int(message("unknownValue")).min(0, message("unknownValue")).max(10_000, message("unknownValue")),
  /** The guide to read with the path: one of the blog's posts, or none. */
  guide: z.enum(BLOG_SLUGS, message("unknownValue")).nullable(),
  title: inEveryLanguage(PATH_FIELD_LIMITS.title),
  summary: inEveryLanguage(PATH_FIELD_LIMITS.summary),
  steps: pathStepsSchema,
});
export type EditablePath = z.infer<typeof editablePathSchema>;

/** What a row's `content` column holds: the path without the columns of its own. */
export const storedPathContentSchema = editablePathSchema.pick({ title: true, summary: true, steps: true });
export type StoredPathContent = z.infer<typeof storedPathContentSchema>;

/** The one text a visitor reads in `lang`, and the language it is in: English where the owner left it blank. */
export function shownIn(text: Translated, lang: LanguageCode): { text: string; lang: LanguageCode } {
  const own = text[lang]?.trim();
  return own ? { text: own, lang } : { text: text.en, lang: "en" };
}
