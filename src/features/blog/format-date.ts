// One formatter per locale: building one is the expensive part.
const formats = new Map<string, Intl.DateTimeFormat>();

/** A post's ISO date, written out for the language (e.g. "January 14, 2025", "14. Januar 2025"). */
export function formatPublishDate(iso: string, locale: string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
    formats.set(locale, format);
  }
  return format.format(new Date(`${iso}T00:00:00Z`));
}
