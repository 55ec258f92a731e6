/** A post's ISO date, written out for the language (e.g. "January 14, 2025", "14. Januar 2025"). */
export function formatPublishDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
}
