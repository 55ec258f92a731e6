import { AdSlot } from "@/features/ads/ad-slot";
import { BeginnerToolsBanner } from "@/features/home/beginner-tools-banner";
import { CategoriesGrid } from "@/features/home/categories-grid";
import { Faq } from "@/features/home/faq";
import { Hero } from "@/features/home/hero";
import { NewsletterForm } from "@/features/newsletter/newsletter-form";

/** Home (SPEC.md §2): hero, categories, inline ad, beginner tools, FAQ, newsletter ad, newsletter signup. */
export function Component() {
  return (
    <>
      <Hero />
      <CategoriesGrid />
      <AdSlot placement="homeInline" className="mx-auto max-w-5xl px-4" />
      <BeginnerToolsBanner />
      <Faq />
      <AdSlot placement="newsletter" className="mx-auto mt-10 max-w-3xl px-4" />
      <NewsletterForm />
    </>
  );
}
