import { ANALYTICS_DIMENSIONS } from "@common/analytics-dimensions";
import { LANGUAGE_CODES, type LanguageCode } from "@common/i18n/languages";
import { localizePath } from "@common/i18n/localized-path";
import { render, screen } from "@testing-library/react";
import i18next from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { PRIVACY_DIMENSION_ITEMS, PRIVACY_ITEM_OF_DIMENSION } from "@/features/legal/privacy-dimensions";
import { Component as PrivacyPage } from "./privacy";

type Tree = { [key: string]: Tree | string };
const locales = import.meta.glob<Tree>("../../../public/locales/*/common.json", { eager: true, import: "default" });
const common = (lang: LanguageCode) => locales[`../../../public/locales/${lang}/common.json`] as Tree;
const collected = (lang: LanguageCode) => ((common(lang).privacy as Tree).sections as Tree).collected as Tree;

/** A text as `getByText` compares it: white space (French no-break spaces too) collapsed to single spaces. */
const asMatched = (text: string) => text.replace(/\s+/g, " ").trim();

/** Renders /privacy in `lang` with that language's texts alone: a missing text shows as its key, not as English. */
function renderPrivacy(lang: LanguageCode) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    ns: ["common"],
    defaultNS: "common",
    resources: { [lang]: { common: common(lang) } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[localizePath("/privacy", lang)]}>
        <PrivacyPage />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe("the privacy page names every stored analytics dimension", () => {
  it("gives every dimension of the stored list an item, the three campaign fields one together", () => {
    for (const dimension of ANALYTICS_DIMENSIONS) expect(PRIVACY_ITEM_OF_DIMENSION[dimension], dimension).toBeTruthy();
    expect(
      new Set(["utmSource", "utmMedium", "utmCampaign"].map((d) => PRIVACY_ITEM_OF_DIMENSION[d as "utmSource"])),
    ).toEqual(new Set(["campaign"]));
  });

  for (const lang of LANGUAGE_CODES) {
    it(`in ${lang}: one non-empty list item per dimension group, with the keeping times`, () => {
      const { container } = renderPrivacy(lang);
      const texts = collected(lang);
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
        (common(lang).privacy as Tree).title as string,
      );

      // The page's only list inside a list item: what "visit statistics" are.
      const shown = [...container.querySelectorAll("li li")].map((li) => li.textContent ?? "");
      expect(shown).toHaveLength(PRIVACY_DIMENSION_ITEMS.length);
      for (const dimension of ANALYTICS_DIMENSIONS) {
        const text = (texts.dimensions as Tree | undefined)?.[PRIVACY_ITEM_OF_DIMENSION[dimension]];
        expect(typeof text === "string" ? text.trim() : "", `${lang}: ${dimension}`).not.toBe("");
        expect(
          shown.filter((item) => item === text),
          `${lang}: ${dimension}`,
        ).toHaveLength(1);
      }
      for (const item of shown) expect(item, lang).not.toMatch(/privacy\.sections|^\s*$/);

      // What is not stored and for how long the rest is kept, shown with the list.
      expect(screen.getByText(asMatched(texts.kept as string))).toBeInTheDocument();
      expect(screen.getByText(asMatched((texts.items as Tree).ipAddress as string))).toBeInTheDocument();
    });
  }
});
