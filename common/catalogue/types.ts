/**
 * Shapes of the catalogue (SPEC.md §3): its closed lists (categories, tags, pricing, difficulty) and a tool as a page
 * shows it in one language. The tools themselves are data in D1 the owner edits (docs/decisions/040).
 */

/** The 13 category slugs, in the order the home page shows them. */
export const CATEGORY_SLUGS = [
  "ai-assistants",
  "video-creation",
  "image-creation",
  "voice-audio",
  "writing-help",
  "research-search",
  "code-development",
  "design-graphics",
  "meeting-notes",
  "automate-tasks",
  "project-management",
  "customer-service",
  "social-media",
] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

/** Tags with translated labels (`tags.<tag>` in the common namespace). */
export const TOOL_TAGS = [
  "chatbot",
  "writing",
  "coding",
  "analysis",
  "search",
  "productivity",
  "video",
  "editing",
  "generation",
  "image",
  "art",
  "design",
  "voice",
  "audio",
  "speech",
  "content",
  "grammar",
  "marketing",
  "development",
  "ide",
  "assistant",
  "research",
  "knowledge",
  "music",
  "composition",
  "notes",
  "automation",
  "workflow",
  "affordable",
] as const;
export type ToolTag = (typeof TOOL_TAGS)[number];

export const PRICING_VALUES = ["free", "freemium", "paid"] as const;
export type Pricing = (typeof PRICING_VALUES)[number];

export const DIFFICULTY_VALUES = ["Beginner", "Advanced"] as const;
export type Difficulty = (typeof DIFFICULTY_VALUES)[number];

/** Icon names the SPA maps to lucide-react components (see src/features/catalogue/category-icon.tsx). */
export const CATEGORY_ICONS = [
  "bot",
  "video",
  "image",
  "mic",
  "pen-line",
  "search",
  "code",
  "palette",
  "notebook-pen",
  "workflow",
  "kanban",
  "headset",
  "share",
] as const;
export type CategoryIcon = (typeof CATEGORY_ICONS)[number];

export interface Category {
  id: CategorySlug;
  /** Same value as id (SPEC.md §3). */
  slug: CategorySlug;
  icon: CategoryIcon;
  /** Tailwind classes for the icon tile background, light and dark. */
  bgColor: string;
  /** Tailwind classes for the icon colour, light and dark. */
  iconColor: string;
  /** Tailwind classes for the category badge, light and dark. */
  badgeColor: string;
}

export interface Tool {
  /** Slug, unique across the catalogue. */
  id: string;
  name: string;
  company: string;
  description: string;
  /** Two letters shown on the logo tile. */
  logoText: string;
  /** Tailwind background class of the logo tile. */
  logoColor: string;
  pricing: Pricing;
  /** Static rating, 4 to 4.5 in half steps. */
  rating: number;
  /** Static review count. */
  reviews: number;
  tags: ToolTag[];
  category: CategorySlug;
  featured: boolean;
  /** Official https URL of the tool. */
  url: string;
  /** Missing counts as Beginner on the category page (SPEC.md §3). */
  difficulty?: Difficulty;
  bestFor: string;
  freeOption: boolean;
  whatItDoes: string;
  topUseCases: [string, string, string, string];
  example: string;
  /**
   * The beginner facts a card summarises (docs/decisions/044), only when the owner filled them: whether a new user
   * must give a payment card, and the site's languages the tool's own interface speaks.
   */
  atAGlance?: ToolAtAGlance;
}

export interface ToolAtAGlance {
  cardRequired?: "yes" | "no";
  /** Language codes of the site (common/i18n/languages.ts). */
  languages?: string[];
}
