import { writeFileSync } from "node:fs";
import type { BlogPost } from "../common/content/blog/types.ts";
import { DISCLOSURE_UPDATED, PRIVACY_UPDATED, TERMS_EFFECTIVE } from "../common/content/legal-dates.ts";
import { LANGUAGE_CODES, LANGUAGES } from "../common/i18n/languages.ts";

/**
 * Writes common/content/date-labels.ts: every date the pages show (the blog posts' and the legal pages'),
 * written out for each language's locale as `Intl.DateTimeFormat` (long date, UTC) writes it. The pages read the
 * table instead of building a date format while a phone starts them (docs/decisions/030-dates-written-at-build-time.md).
 * src/lib/format-date.test.ts fails when a date is missing or its label differs; run this again then.
 */
const OUT = "common/content/date-labels.ts";

const dates = new Set<string>([TERMS_EFFECTIVE, PRIVACY_UPDATED, DISCLOSURE_UPDATED]);
for (const lang of LANGUAGE_CODES) {
  const { posts } = (await import(`../common/content/blog/${lang}.ts`)) as { posts: BlogPost[] };
  for (const post of posts) dates.add(post.publishDate);
}
const sorted = [...dates].sort();

const body = LANGUAGES.map(({ locale }) => {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
  const labels = sorted.map(
    (iso) => `    ${JSON.stringify(iso)}: ${JSON.stringify(format.format(new Date(`${iso}T00:00:00Z`)))},\n`,
  );
  return `  ${JSON.stringify(locale)}: {\n${labels.join("")}  },\n`;
}).join("");
writeFileSync(
  OUT,
  `// Written by scripts/generate-date-labels.ts (npm run i18n:date-labels); do not edit.

/** The dates the pages show, by locale and ISO date, as \`Intl.DateTimeFormat\` writes them (long date, UTC). */
export const DATE_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
${body}};
`,
);
console.info(`Wrote ${sorted.length} dates in ${LANGUAGES.length} locales to ${OUT}`);
