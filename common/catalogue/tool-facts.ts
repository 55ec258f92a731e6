// Imports name their files: scripts/seed-revision-migration.ts loads this in Node, without a bundler.
import { z } from "zod";
import { LANGUAGE_CODES, type LanguageCode } from "../i18n/languages.ts";
import { isHttpsUrl } from "./https-url.ts";

/**
 * What a beginner needs to know before signing up (docs/decisions/044), in three groups the owner confirms one by
 * one: the free plan, privacy and the languages of the tool's own interface. A fact is a closed value or a number,
 * never free text (the free plan's limits are text, written per language beside the tool's other texts), so a page
 * writes it in its own language. Every group names the tool's own page that states it, and the date the owner last
 * confirmed it there; a group nobody filled shows nothing, and a date is only ever the owner's confirmation.
 */

/** Yes, no, or not known (null: nothing is shown). */
export const ANSWERS = ["yes", "no"] as const;
export type Answer = (typeof ANSWERS)[number];

/** The currencies an upgrade price is written in (the page formats it in its language). */
export const UPGRADE_CURRENCIES = ["USD", "EUR", "GBP"] as const;
export type UpgradeCurrency = (typeof UPGRADE_CURRENCIES)[number];
export const UPGRADE_PERIODS = ["month", "year"] as const;
export type UpgradePeriod = (typeof UPGRADE_PERIODS)[number];

export const FACT_GROUPS = ["freePlan", "privacy", "languages"] as const;
export type FactGroup = (typeof FACT_GROUPS)[number];

/** Limits the form and the Worker both enforce. */
export const FACT_LIMITS = {
  source: 500,
  upgradeAmount: 100_000,
  minimumAgeMin: 6,
  minimumAgeMax: 21,
  /** The free plan's limits, one per line, in one language. */
  freeLimits: 300,
  freeLimitsLines: 4,
} as const;

/** Error keys of the facts (admin.catalogue.errors.<key>), beside the catalogue's own. */
export const FACT_ERROR_KEYS = ["sourceRequired", "ageRange", "priceRange", "confirmEmpty"] as const;

const key = (name: string) => ({ message: name });
const answer = z.enum(ANSWERS, key("unknownValue")).nullable();

/** An https address of the tool's own page, or "" for none. */
const sourceSchema = z
  .string(key("required"))
  .trim()
  .max(FACT_LIMITS.source, key("tooLong"))
  .refine((value) => value === "" || isHttpsUrl(value), key("urlFormat"));

/** A day the owner confirmed a group (UTC, YYYY-MM-DD), or null: never confirmed. */
const confirmedSchema = z
  .string(key("unknownValue"))
  .regex(/^\d{4}-\d{2}-\d{2}$/, key("unknownValue"))
  .nullable();

const upgradeSchema = z.strictObject({
  amount: z
    .number(key("priceRange"))
    .positive(key("priceRange"))
    .max(FACT_LIMITS.upgradeAmount, key("priceRange"))
    .refine((value) => Number.isInteger(value * 100), key("priceRange")),
  currency: z.enum(UPGRADE_CURRENCIES, key("unknownValue")),
  period: z.enum(UPGRADE_PERIODS, key("unknownValue")),
});
export type UpgradePrice = z.infer<typeof upgradeSchema>;

export const freePlanFactsSchema = z.strictObject({
  /** Can a new user start without a payment card? ("no": a card is asked for, even for a trial.) */
  cardRequired: answer,
  /** What the cheapest paid plan costs, or null. */
  upgradeFrom: upgradeSchema.nullable(),
  source: sourceSchema,
  confirmedAt: confirmedSchema,
});
export const privacyFactsSchema = z.strictObject({
  /** Does the tool use what you type or upload to train its models, unless you say otherwise? */
  trainsByDefault: answer,
  /** Can you turn that off? */
  optOut: answer,
  /** The setting or form that turns it off. */
  optOutUrl: sourceSchema,
  /** The minimum age in its terms. */
  minimumAge: z
    .number(key("ageRange"))
    .int(key("ageRange"))
    .min(FACT_LIMITS.minimumAgeMin, key("ageRange"))
    .max(FACT_LIMITS.minimumAgeMax, key("ageRange"))
    .nullable(),
  source: sourceSchema,
  confirmedAt: confirmedSchema,
});
export const languageFactsSchema = z.strictObject({
  /** Which of the site's languages the tool's own interface is offered in ([]: not known). */
  supported: z
    .array(z.enum(LANGUAGE_CODES as unknown as [LanguageCode, ...LanguageCode[]], key("unknownValue")))
    .max(LANGUAGE_CODES.length, key("unknownValue"))
    .refine((codes) => new Set(codes).size === codes.length, key("unknownValue")),
  source: sourceSchema,
  confirmedAt: confirmedSchema,
});

/** A group with any fact must name its source; a source alone, or a date on an empty group, means nothing. */
function withSource<T extends z.ZodType<{ source: string; confirmedAt: string | null }>>(
  schema: T,
  filled: (group: z.infer<T>) => boolean,
) {
  return schema.superRefine((group, ctx) => {
    const value = group as z.infer<T>;
    if (filled(value) && value.source === "")
      ctx.addIssue({ code: "custom", path: ["source"], message: "sourceRequired" });
    if (!filled(value) && value.confirmedAt !== null)
      ctx.addIssue({ code: "custom", path: ["confirmedAt"], message: "confirmEmpty" });
  });
}

export const toolFactGroupsSchema = z.strictObject({
  freePlan: withSource(freePlanFactsSchema, (group) => freePlanFilled(group)),
  privacy: withSource(privacyFactsSchema, (group) => privacyFilled(group)),
  languages: withSource(languageFactsSchema, (group) => group.supported.length > 0),
});
export type ToolFactGroups = z.infer<typeof toolFactGroupsSchema>;
export type FreePlanFacts = ToolFactGroups["freePlan"];
export type PrivacyFacts = ToolFactGroups["privacy"];
export type LanguageFacts = ToolFactGroups["languages"];

export function freePlanFilled(group: z.infer<typeof freePlanFactsSchema>): boolean {
  return group.cardRequired !== null || group.upgradeFrom !== null;
}

export function privacyFilled(group: z.infer<typeof privacyFactsSchema>): boolean {
  return group.trainsByDefault !== null || group.optOut !== null || group.optOutUrl !== "" || group.minimumAge !== null;
}

/** No fact known: what a new tool starts with. */
export function emptyFacts(): ToolFactGroups {
  return {
    freePlan: { cardRequired: null, upgradeFrom: null, source: "", confirmedAt: null },
    privacy: { trainsByDefault: null, optOut: null, optOutUrl: "", minimumAge: null, source: "", confirmedAt: null },
    languages: { supported: [], source: "", confirmedAt: null },
  };
}

/** A group's facts without its confirmation: what a save compares to know whether the facts themselves changed. */
export function withoutConfirmation(group: { confirmedAt: string | null }): string {
  const { confirmedAt: _, ...facts } = group;
  return JSON.stringify(facts);
}

/**
 * The facts an editor's save stores: a group whose facts changed (for the free plan, its English limits too) loses its
 * confirmation date, since nobody has confirmed the new facts yet ("Confirm facts" does that), and a group whose facts
 * did not change keeps the stored date, whatever the form sent. `before` is null for a new tool: nothing confirmed.
 */
export function factsToStore(
  before: { facts: ToolFactGroups; freeLimits: string } | null,
  after: { facts: ToolFactGroups; freeLimits: string },
): ToolFactGroups {
  const keep = <G extends { confirmedAt: string | null }>(old: G | undefined, now: G, sameText = true): G => ({
    ...now,
    confirmedAt: old && sameText && withoutConfirmation(old) === withoutConfirmation(now) ? old.confirmedAt : null,
  });
  return {
    freePlan: keep(before?.facts.freePlan, after.facts.freePlan, before?.freeLimits === after.freeLimits),
    privacy: keep(before?.facts.privacy, after.facts.privacy),
    languages: keep(before?.facts.languages, after.facts.languages),
  };
}

/** `POST /api/admin/catalogue/tools/:id/confirm-facts`: which groups the owner has just checked on their source. */
export const confirmFactsRequestSchema = z.strictObject({
  groups: z
    .array(z.enum(FACT_GROUPS, key("unknownValue")), key("required"))
    .min(1, key("required"))
    .max(FACT_GROUPS.length, key("unknownValue"))
    .refine((groups) => new Set(groups).size === groups.length, key("unknownValue")),
  updatedAt: z.string().max(40),
});
export type ConfirmFactsRequest = z.infer<typeof confirmFactsRequestSchema>;

/** The groups that hold any fact; `hasFreeLimits`: the tool's English text states the free plan's limits. */
export function filledGroups(facts: ToolFactGroups, hasFreeLimits: boolean): FactGroup[] {
  const filled: Record<FactGroup, boolean> = {
    freePlan: hasFreeLimits || freePlanFilled(facts.freePlan),
    privacy: privacyFilled(facts.privacy),
    languages: facts.languages.supported.length > 0,
  };
  return FACT_GROUPS.filter((group) => filled[group]);
}

/**
 * The oldest confirmation among the filled groups ("" when one was never confirmed), or null when none is filled:
 * when the tool's facts were all last checked, for the dashboard's list of facts to check again.
 */
export function oldestConfirmation(facts: ToolFactGroups, hasFreeLimits: boolean): string | null {
  const groups = filledGroups(facts, hasFreeLimits);
  if (groups.length === 0) return null;
  return groups.map((group) => facts[group].confirmedAt ?? "").sort()[0] ?? "";
}
