import { useQuery } from "@tanstack/react-query";
import { AdSlot } from "@/features/ads/ad-slot";
import { featuredToolsQuery } from "@/features/catalogue/api/get-featured-tools";
import { BeginnerToolsBanner } from "@/features/home/beginner-tools-banner";
import { CategoriesGrid } from "@/features/home/categories-grid";
import { Faq } from "@/features/home/faq";
import { Hero } from "@/features/home/hero";
import { NewsletterForm } from "@/features/newsletter/newsletter-form";
import { useCurrentLanguage } from "@/lib/i18n/use-current-language";

/** Home (SPEC.md §2): hero, categories, inline ad, beginner tools, FAQ, newsletter ad, newsletter signup. */
export function Component() {
  const { code } = useCurrentLanguage();
  // The banner's four tools come with the page's HTML on a full load (the Worker reads them from D1).
  const featured = useQuery(featuredToolsQuery(code)).data?.tools ?? [];
  return (
    <>
      <Hero />
      <CategoriesGrid />
      <AdSlot placement="homeInline" className="mx-auto max-w-5xl px-4" />
      <BeginnerToolsBanner tools={featured} />
      <Faq />
      <AdSlot placement="newsletter" className="mx-auto mt-10 max-w-3xl px-4" />
      <NewsletterForm />
    </>
  );
}
