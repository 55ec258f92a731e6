import { BRAND_NAME } from "@common/brand";
import { useTranslation } from "react-i18next";
import { LocalizedLink } from "@/lib/i18n/localized-link";

/**
 * The site logo, drawn in the page itself: the mark and the name, in the text colour (which follows the `dark`
 * class, and which high-contrast modes replace). As two SVG images (one per theme) it cost two requests and two
 * SVG documents the browser builds on the main thread while the page starts, 5–20 ms each at full speed. It is
 * the one part of the header that gives way on the narrowest phones (320 px), where the buttons beside it need
 * 47 px more than the row has: it scales down (never below its height's proportion) instead of pushing the page
 * wide. The link's label is the brand and "home page" in the page's language. The mark's shapes are the
 * brand mark's (common/brand-mark.svg, which the favicon and the social images are drawn from); logo.test.tsx
 * keeps them in step.
 */
export function Logo() {
  const { t } = useTranslation();
  return (
    <LocalizedLink
      to="/"
      className="flex min-w-0 items-center rounded-md"
      aria-label={t("nav.homeLabel", { brand: BRAND_NAME })}
    >
      <svg
        viewBox="0 0 176 32"
        width={176}
        height={32}
        className="h-auto w-44 max-w-full text-slate-900 dark:text-slate-50"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="32" height="32" rx="8" fill="#4338ca" />
        <path d="M9 22l5-12h4l5 12h-3.6l-1-2.6h-4.8l-1 2.6zm5.5-5.4h3l-1.5-4z" fill="#fff" />
        <circle cx="24" cy="9" r="2.5" fill="#a5b4fc" />
        {/* Left to right in every language: in a right-to-left page the name would otherwise run off the mark. */}
        <text x="42" y="22" direction="ltr" fontSize="17" fontWeight="700" fill="currentColor">
          {BRAND_NAME}
        </text>
      </svg>
    </LocalizedLink>
  );
}
