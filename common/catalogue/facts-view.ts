/**
 * A tool page's "Before you sign up" as the page and its Markdown twin show it (docs/decisions/044): sections of
 * sentences already written in the page's language by the Worker, from the tool's facts and the language's
 * translations. The page only lays them out, so its script carries no wording rules, and the page and its Markdown
 * twin say the same by construction.
 */
export interface FactLine {
  text: string;
  /** Shown with emphasis (whether the interface speaks the reader's language). */
  strong?: boolean;
  /** A link after the sentence (where to turn off training). */
  link?: { label: string; href: string };
  /** Items under the sentence (the free plan's limits). */
  items?: string[];
}

export interface FactSection {
  group: "freePlan" | "privacy" | "languages";
  title: string;
  lines: FactLine[];
  /** "We checked this against <the tool's own page> on …": the sentence around the source's link. */
  source: { before: string; label: string; after: string; href: string };
}

export interface FactsView {
  title: string;
  sections: FactSection[];
  /** "Link to the tool's website last checked on …", or null. */
  linkChecked: string | null;
}
