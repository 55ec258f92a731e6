import { AdSlot } from "@/features/ads/ad-slot";
import { BeginnerToolsBanner } from "@/features/home/beginner-tools-banner";
import { CategoriesGrid } from "@/features/home/categories-grid";
import { Faq } from "@/features/home/faq";
import { Hero } from "@/features/home/hero";
import { NewsletterForm } from "@/features/newsletter/newsletter-form";
import { HydrationSlice } from "@/lib/hydration-slices";

/**
 * Home (SPEC.md §2): hero, categories, inline ad, beginner tools, FAQ, newsletter ad, newsletter signup.
 * Each section is adopted in its own task when the prerendered page hydrates; the ad slots are not slices
 * (a slice must render exactly one element, and an unconfigured or unconsented slot renders none).
 */
export function Component() {
  return (
    <>
      <HydrationSlice>
        <Hero />
      </HydrationSlice>
      <HydrationSlice>
        <CategoriesGrid />
      </HydrationSlice>
      <AdSlot placement="homeInline" className="mx-auto max-w-5xl px-4" />
      <HydrationSlice>
        <BeginnerToolsBanner />
      </HydrationSlice>
      <HydrationSlice>
        <Faq />
      </HydrationSlice>
      <AdSlot placement="newsletter" className="mx-auto mt-10 max-w-3xl px-4" />
      <HydrationSlice>
        <NewsletterForm />
      </HydrationSlice>
    </>
  );
}
