import type { CategorySlug, Pricing, Tool } from "@common/catalogue/types";
import type { LanguageCode } from "@common/i18n/languages";
import { localizePath } from "@common/i18n/localized-path";
import { fillPattern, routeOf } from "@common/routes";

/**
 * Google's application categories (its SoftwareApplication rich-result guide lists these values) that fit each
 * category of the catalogue best.
 */
const APPLICATION_CATEGORY: Record<CategorySlug, string> = {
  "ai-assistants": "UtilitiesApplication",
  "video-creation": "MultimediaApplication",
  "image-creation": "MultimediaApplication",
  "voice-audio": "MultimediaApplication",
  "writing-help": "BusinessApplication",
  "research-search": "ReferenceApplication",
  "code-development": "DeveloperApplication",
  "design-graphics": "DesignApplication",
  "meeting-notes": "BusinessApplication",
  "automate-tasks": "BusinessApplication",
  "project-management": "BusinessApplication",
  "customer-service": "CommunicationApplication",
  "social-media": "SocialNetworkingApplication",
};

/**
 * The offer of a tool's pricing type. A free or freemium tool can be used at no cost: price 0, as Google asks for
 * free apps. The catalogue states no price for paid tools, and inventing one would be false markup, so a paid
 * tool has no offer (docs/decisions/019): its page stays valid schema.org, just not eligible for the rich result.
 */
function offer(pricing: Pricing) {
  return pricing === "paid" ? undefined : { "@type": "Offer", price: 0, priceCurrency: "USD" };
}

export interface ToolJsonLdInput {
  /** Absolute origin, without a trailing slash. */
  origin: string;
  lang: LanguageCode;
  tool: Tool;
  /** The tool page's canonical URL. */
  canonical: string;
  /** Names of the breadcrumb's first two steps in the page's language. */
  homeName: string;
  categoryName: string;
}

/**
 * JSON-LD of a tool page: a SoftwareApplication (name, category, operating system, offer by pricing type and the
 * rating the page shows) and the page's BreadcrumbList (Home › category › tool). The rating is the catalogue's,
 * with one decimal, and its review count: the figures in the page's HTML, before visitor votes arrive in the
 * browser (decision 019).
 */
export function toolJsonLd({ origin, lang, tool, canonical, homeName, categoryName }: ToolJsonLdInput): unknown[] {
  const application = {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: tool.name,
    description: tool.description,
    url: canonical,
    sameAs: tool.url,
    inLanguage: lang,
    applicationCategory: APPLICATION_CATEGORY[tool.category],
    operatingSystem: "Web",
    publisher: { "@type": "Organization", name: tool.company },
    offers: offer(tool.pricing),
    aggregateRating:
      tool.rating > 0 && tool.reviews > 0
        ? {
            "@type": "AggregateRating",
            ratingValue: Math.round(tool.rating * 10) / 10,
            ratingCount: tool.reviews,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
  };
  const steps = [
    { name: homeName, url: `${origin}${localizePath("/", lang)}` },
    {
      name: categoryName,
      url: `${origin}${localizePath(fillPattern(routeOf("category").pattern, tool.category), lang)}`,
    },
    { name: tool.name, url: canonical },
  ];
  const breadcrumbs = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
  return [application, breadcrumbs];
}
