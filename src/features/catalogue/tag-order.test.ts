import { TAG_ORDER } from "@common/catalogue/tag-order";
import { TOOL_TAGS, type ToolTag } from "@common/catalogue/types";
import { getLanguage, LANGUAGE_CODES } from "@common/i18n/languages";
import { describe, expect, it } from "vitest";

/**
 * The tag filter lists the tags in the build-time order of common/catalogue/tag-order.ts, so a phone builds no
 * collator while it starts the page. This keeps that order what an `Intl.Collator` of each language gives for
 * today's labels: after a translation changes, run `npm run i18n:tag-order`.
 */
const labels = import.meta.glob<{ tags: Record<ToolTag, string> }>("../../../public/locales/*/common.json", {
  eager: true,
  import: "default",
});

describe.each(LANGUAGE_CODES)("tag order, %s", (lang) => {
  it("is every tag once, sorted by the language's collator", () => {
    const tags = labels[`../../../public/locales/${lang}/common.json`]?.tags;
    expect(tags).toBeDefined();
    const collator = new Intl.Collator(getLanguage(lang).locale, { numeric: true });
    const sorted = [...TOOL_TAGS].sort((a, b) => collator.compare(tags![a], tags![b]));
    expect(TAG_ORDER[lang]).toEqual(sorted);
  });
});
