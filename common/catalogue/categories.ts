import type { Category } from "./types";

/**
 * The 13 categories in home-page order (CATEGORY_SLUGS). Every class is a complete literal so Tailwind finds it;
 * text pairs use 700/800 on 100 (light) and 200/300 on 950 (dark) to meet WCAG AA contrast.
 */
export const categories: readonly Category[] = [
  {
    id: "ai-assistants",
    slug: "ai-assistants",
    icon: "bot",
    bgColor: "bg-blue-100 dark:bg-blue-950",
    iconColor: "text-blue-700 dark:text-blue-300",
    badgeColor: "bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200",
  },
  {
    id: "video-creation",
    slug: "video-creation",
    icon: "video",
    bgColor: "bg-red-100 dark:bg-red-950",
    iconColor: "text-red-700 dark:text-red-300",
    badgeColor: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200",
  },
  {
    id: "image-creation",
    slug: "image-creation",
    icon: "image",
    bgColor: "bg-fuchsia-100 dark:bg-fuchsia-950",
    iconColor: "text-fuchsia-700 dark:text-fuchsia-300",
    badgeColor: "bg-fuchsia-100 text-fuchsia-800 dark:bg-fuchsia-950 dark:text-fuchsia-200",
  },
  {
    id: "voice-audio",
    slug: "voice-audio",
    icon: "mic",
    bgColor: "bg-orange-100 dark:bg-orange-950",
    iconColor: "text-orange-700 dark:text-orange-300",
    badgeColor: "bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-200",
  },
  {
    id: "writing-help",
    slug: "writing-help",
    icon: "pen-line",
    bgColor: "bg-amber-100 dark:bg-amber-950",
    iconColor: "text-amber-700 dark:text-amber-300",
    badgeColor: "bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200",
  },
  {
    id: "research-search",
    slug: "research-search",
    icon: "search",
    bgColor: "bg-cyan-100 dark:bg-cyan-950",
    iconColor: "text-cyan-700 dark:text-cyan-300",
    badgeColor: "bg-cyan-100 text-cyan-800 dark:bg-cyan-950 dark:text-cyan-200",
  },
  {
    id: "code-development",
    slug: "code-development",
    icon: "code",
    bgColor: "bg-indigo-100 dark:bg-indigo-950",
    iconColor: "text-indigo-700 dark:text-indigo-300",
    badgeColor: "bg-indigo-100 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200",
  },
  {
    id: "design-graphics",
    slug: "design-graphics",
    icon: "palette",
    bgColor: "bg-pink-100 dark:bg-pink-950",
    iconColor: "text-pink-700 dark:text-pink-300",
    badgeColor: "bg-pink-100 text-pink-800 dark:bg-pink-950 dark:text-pink-200",
  },
  {
    id: "meeting-notes",
    slug: "meeting-notes",
    icon: "notebook-pen",
    bgColor: "bg-teal-100 dark:bg-teal-950",
    iconColor: "text-teal-700 dark:text-teal-300",
    badgeColor: "bg-teal-100 text-teal-800 dark:bg-teal-950 dark:text-teal-200",
  },
  {
    id: "automate-tasks",
    slug: "automate-tasks",
    icon: "workflow",
    bgColor: "bg-lime-100 dark:bg-lime-950",
    iconColor: "text-lime-700 dark:text-lime-300",
    badgeColor: "bg-lime-100 text-lime-800 dark:bg-lime-950 dark:text-lime-200",
  },
  {
    id: "project-management",
    slug: "project-management",
    icon: "kanban",
    bgColor: "bg-violet-100 dark:bg-violet-950",
    iconColor: "text-violet-700 dark:text-violet-300",
    badgeColor: "bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-200",
  },
  {
    id: "customer-service",
    slug: "customer-service",
    icon: "headset",
    bgColor: "bg-emerald-100 dark:bg-emerald-950",
    iconColor: "text-emerald-700 dark:text-emerald-300",
    badgeColor: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200",
  },
  {
    id: "social-media",
    slug: "social-media",
    icon: "share",
    bgColor: "bg-sky-100 dark:bg-sky-950",
    iconColor: "text-sky-700 dark:text-sky-300",
    badgeColor: "bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200",
  },
];

/** The category with this slug, or undefined for an unknown slug. */
export function getCategory(slug: string): Category | undefined {
  return categories.find((category) => category.slug === slug);
}
