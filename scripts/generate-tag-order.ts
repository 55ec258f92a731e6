import { readFileSync, writeFileSync } from "node:fs";
import { TOOL_TAGS, type ToolTag } from "../common/catalogue/types.ts";
import { getLanguage, LANGUAGE_CODES } from "../common/i18n/languages.ts";

/**
 * Writes common/catalogue/tag-order.ts: the tags in the alphabetical order of each language's labels, as an
 * `Intl.Collator` of that language sorts them. The directory's tag filter lists them in this order without
 * building a collator while a phone starts the page (docs/decisions/029-tag-order-at-build-time.md).
 * src/features/catalogue/tag-order.test.ts fails when a label changes and this has not been run again.
 */
const OUT = "common/catalogue/tag-order.ts";

const order = Object.fromEntries(
  LANGUAGE_CODES.map((lang) => {
    const labels = JSON.parse(readFileSync(`public/locales/${lang}/common.json`, "utf8")).tags as Record<
      ToolTag,
      string
    >;
    const collator = new Intl.Collator(getLanguage(lang).locale, { numeric: true });
    return [lang, [...TOOL_TAGS].sort((a, b) => collator.compare(labels[a], labels[b]))];
  }),
);

const body = Object.entries(order)
  .map(([lang, tags]) => `  ${lang}: [\n${tags.map((tag) => `    ${JSON.stringify(tag)},\n`).join("")}  ],`)
  .join("\n");
writeFileSync(
  OUT,
  `// Written by scripts/generate-tag-order.ts (npm run i18n:tag-order) from public/locales/*/common.json; do not edit.
import type { LanguageCode } from "../i18n/languages";
import type { ToolTag } from "./types";

/** The tags in the alphabetical order of each language's labels (an \`Intl.Collator\` of the language, numeric). */
export const TAG_ORDER: Record<LanguageCode, readonly ToolTag[]> = {
${body}
};
`,
);
console.info(`Wrote the tag order of ${LANGUAGE_CODES.length} languages to ${OUT}`);
