// Imports name their files: scripts/seed-revision-migration.ts loads this in Node, without a bundler.
import type { LanguageCode } from "../i18n/languages.ts";
import { type Answer, filledGroups, type ToolFactGroups, type UpgradePeriod } from "./tool-facts.ts";

/**
 * A tool's beginner facts as its page shows them in one language (docs/decisions/044): only the groups that hold a
 * fact, each with the page that states it and, if the owner confirmed it there, when. Dates and prices come written
 * out for the page's language by the Worker (`label`), so the page builds no date or currency format as it starts and
 * the server's text and the browser's are the same.
 */
export interface ShownDate {
  /** YYYY-MM-DD */
  iso: string;
  label: string;
}

export interface ShownFreePlan {
  /** The catalogue's "free option" (SPEC.md §3). */
  freeOption: boolean;
  cardRequired: Answer | null;
  /** The main limits, one per item, in the page's language (or English). */
  limits: string[];
  upgradeFrom: { price: string; period: UpgradePeriod } | null;
  source: string;
  confirmed: ShownDate | null;
}

export interface ShownPrivacy {
  trainsByDefault: Answer | null;
  optOut: Answer | null;
  optOutUrl: string;
  minimumAge: number | null;
  source: string;
  confirmed: ShownDate | null;
}

export interface ShownLanguages {
  supported: LanguageCode[];
  source: string;
  confirmed: ShownDate | null;
}

export interface ShownFacts {
  freePlan: ShownFreePlan | null;
  privacy: ShownPrivacy | null;
  languages: ShownLanguages | null;
}

/** How a page writes a day and a price in its language (the Worker passes Intl's). */
export interface FactFormats {
  date(iso: string): string;
  price(amount: number, currency: string): string;
}

/** The limits text as a list: one limit per non-blank line. */
export function limitLines(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/**
 * The groups a page shows. `freeLimits` is the limits text shown in the page's language (its own, or English).
 */
export function shownFacts(
  facts: ToolFactGroups,
  freeOption: boolean,
  freeLimits: string,
  formats: FactFormats,
): ShownFacts {
  const filled = new Set(filledGroups(facts, freeLimits.trim() !== ""));
  const date = (iso: string | null): ShownDate | null => (iso ? { iso, label: formats.date(iso) } : null);
  const { freePlan, privacy, languages } = facts;
  return {
    freePlan: filled.has("freePlan")
      ? {
          freeOption,
          cardRequired: freePlan.cardRequired,
          limits: limitLines(freeLimits),
          upgradeFrom: freePlan.upgradeFrom
            ? {
                price: formats.price(freePlan.upgradeFrom.amount, freePlan.upgradeFrom.currency),
                period: freePlan.upgradeFrom.period,
              }
            : null,
          source: freePlan.source,
          confirmed: date(freePlan.confirmedAt),
        }
      : null,
    privacy: filled.has("privacy")
      ? {
          trainsByDefault: privacy.trainsByDefault,
          optOut: privacy.optOut,
          optOutUrl: privacy.optOutUrl,
          minimumAge: privacy.minimumAge,
          source: privacy.source,
          confirmed: date(privacy.confirmedAt),
        }
      : null,
    languages: filled.has("languages")
      ? { supported: languages.supported, source: languages.source, confirmed: date(languages.confirmedAt) }
      : null,
  };
}
