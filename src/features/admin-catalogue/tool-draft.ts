import {
  blankTranslation,
  type CatalogueErrorKey,
  type EditableTool,
  editableToolSchema,
  type FieldError,
  fieldErrors,
  type LogoColor,
  TOOL_FIELD_LIMITS,
  TRANSLATED_LANGUAGES,
  type TranslatedText,
} from "@common/catalogue/contract";
import {
  type Answer,
  emptyFacts,
  type ToolFactGroups,
  type UpgradeCurrency,
  type UpgradePeriod,
} from "@common/catalogue/tool-facts";
import { CATEGORY_SLUGS, type CategorySlug } from "@common/catalogue/types";

/**
 * The editor's state: an editable tool whose numbers are the text of their inputs, so a half-typed or emptied
 * number stays on screen and the contract, not the form, says what is wrong with it.
 */
export type ToolDraft = Omit<EditableTool, "rating" | "reviews" | "position" | "facts"> & {
  rating: string;
  reviews: string;
  position: string;
  facts: FactsDraft;
};

/** The beginner facts as the form holds them: the upgrade price and the minimum age as the text of their inputs. */
export interface FactsDraft {
  freePlan: {
    cardRequired: Answer | null;
    /** "" for no price. */
    upgradeAmount: string;
    upgradeCurrency: UpgradeCurrency;
    upgradePeriod: UpgradePeriod;
    source: string;
    confirmedAt: string | null;
  };
  privacy: Omit<ToolFactGroups["privacy"], "minimumAge"> & { minimumAge: string };
  languages: ToolFactGroups["languages"];
}

export function toFactsDraft(facts: ToolFactGroups): FactsDraft {
  const { upgradeFrom, ...freePlan } = facts.freePlan;
  return {
    freePlan: {
      cardRequired: freePlan.cardRequired,
      upgradeAmount: upgradeFrom ? String(upgradeFrom.amount) : "",
      upgradeCurrency: upgradeFrom?.currency ?? "USD",
      upgradePeriod: upgradeFrom?.period ?? "month",
      source: freePlan.source,
      confirmedAt: freePlan.confirmedAt,
    },
    privacy: {
      ...facts.privacy,
      minimumAge: facts.privacy.minimumAge === null ? "" : String(facts.privacy.minimumAge),
    },
    languages: facts.languages,
  };
}

/** The facts to check against the contract: a blank price or age is none; anything else must be a number. */
function factsOfDraft(draft: FactsDraft): unknown {
  const { upgradeAmount, upgradeCurrency, upgradePeriod, ...freePlan } = draft.freePlan;
  return {
    freePlan: {
      ...freePlan,
      upgradeFrom:
        upgradeAmount.trim() === ""
          ? null
          : { amount: toNumber(upgradeAmount), currency: upgradeCurrency, period: upgradePeriod },
    },
    privacy: {
      ...draft.privacy,
      minimumAge: draft.privacy.minimumAge.trim() === "" ? null : toNumber(draft.privacy.minimumAge),
    },
    languages: draft.languages,
  };
}

/** A new tool: a draft in `category`, English text to write, every translation blank. */
export function emptyDraft(category: CategorySlug = "ai-assistants"): ToolDraft {
  return {
    id: "",
    name: "",
    company: "",
    logoText: "",
    logoColor: "bg-indigo-700" satisfies LogoColor,
    pricing: "freemium",
    rating: "4",
    reviews: "0",
    tags: [],
    category,
    featured: false,
    url: "",
    difficulty: null,
    freeOption: true,
    status: "draft",
    position: "0",
    facts: toFactsDraft(emptyFacts()),
    texts: {
      en: { description: "", bestFor: "", whatItDoes: "", topUseCases: ["", "", "", ""], example: "", freeLimits: "" },
      ...(Object.fromEntries(TRANSLATED_LANGUAGES.map((lang) => [lang, blankTranslation()])) as Record<
        (typeof TRANSLATED_LANGUAGES)[number],
        TranslatedText
      >),
    },
  };
}

/**
 * A new tool from a visitor's suggestion: its name, address and category, an id and logo letters made from the
 * name, and the visitor's words as the English description (cut to the field's length); the rest is the owner's.
 */
export function draftFromSuggestion(suggestion: {
  name: string;
  url: string;
  category: string;
  description: string;
}): ToolDraft {
  const category = (CATEGORY_SLUGS as readonly string[]).includes(suggestion.category)
    ? (suggestion.category as CategorySlug)
    : undefined;
  const draft = emptyDraft(category);
  const id = suggestion.name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");
  const letters = suggestion.name.replace(/[^\p{L}\p{N}]/gu, "").slice(0, 2);
  return {
    ...draft,
    id,
    name: suggestion.name,
    logoText: letters ? letters[0]?.toUpperCase() + letters.slice(1) : "",
    url: suggestion.url,
    texts: {
      ...draft.texts,
      en: { ...draft.texts.en, description: suggestion.description.slice(0, TOOL_FIELD_LIMITS.description) },
    },
  };
}

export function toDraft(tool: EditableTool): ToolDraft {
  return {
    ...tool,
    rating: String(tool.rating),
    reviews: String(tool.reviews),
    position: String(tool.position),
    facts: toFactsDraft(tool.facts),
  };
}

/** A number input's text as a number; blank is not a number (the contract then says the field is required). */
const toNumber = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

/**
 * The draft checked against the contract the Worker enforces (editableToolSchema): the tool to send, or every
 * field error with its message key.
 */
export function validateDraft(draft: ToolDraft): { tool: EditableTool; errors?: never } | { errors: FieldError[] } {
  const parsed = editableToolSchema.safeParse({
    ...draft,
    rating: toNumber(draft.rating),
    reviews: toNumber(draft.reviews),
    position: toNumber(draft.position),
    facts: factsOfDraft(draft.facts),
  });
  return parsed.success ? { tool: parsed.data } : { errors: fieldErrors(parsed.error.issues) };
}

/** Field errors by path, the first rule broken per field. */
export type ErrorMap = ReadonlyMap<string, CatalogueErrorKey>;

export function errorMap(errors: readonly FieldError[]): ErrorMap {
  const map = new Map<string, CatalogueErrorKey>();
  for (const { path, key } of errors) if (!map.has(path)) map.set(path, key);
  return map;
}
