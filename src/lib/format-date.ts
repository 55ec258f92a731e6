import { DATE_LABELS } from "@common/content/date-labels";

// One formatter per locale: building one is the expensive part.
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A post's (or a legal page's) ISO date, written out for the language (e.g. "January 14, 2025", "14. Januar 2025").
 * The dates the pages show come from a table written at build time (common/content/date-labels.ts), so a phone
 * builds no date format while it starts the page (a language's first one loads its calendar data, 60–80 ms at 4×
 * CPU), and the prerendered text and the browser's are the same by construction. Any other date is written by Intl.
 */
export function formatPublishDate(iso: string, locale: string): string {
  const label = DATE_LABELS[locale]?.[iso];
  if (label !== undefined) return label;
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
    formats.set(locale, format);
  }
  return format.format(new Date(`${iso}T00:00:00Z`));
}
