import type { ShownFacts } from "@common/catalogue/shown-facts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "@/test/render";
import english from "../../../public/locales/en/common.json";
import { ToolFactsSection } from "./tool-facts-section";

const NONE: ShownFacts = { freePlan: null, privacy: null, languages: null };
const facts = english.toolPage.facts;

describe("a tool page's 'Before you sign up'", () => {
  it("is absent when the tool has no facts and no link check", () => {
    const { container } = renderWithApp(<ToolFactsSection facts={NONE} linkChecked={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows only the filled groups; a confirmed one says when, an unconfirmed one only where it is stated", () => {
    renderWithApp(
      <ToolFactsSection
        facts={{
          ...NONE,
          freePlan: {
            freeOption: true,
            cardRequired: "no",
            limits: ["10 images a day", "Watermark on exports"],
            upgradeFrom: { price: "$8", period: "month" },
            source: "https://example.com/pricing",
            confirmed: { iso: "2026-11-20", label: "November 20, 2026" },
          },
          languages: { supported: ["en", "ar"], source: "https://example.com/help/languages", confirmed: null },
        }}
        linkChecked={{ iso: "2026-11-25", label: "November 25, 2026" }}
      />,
    );
    const section = screen.getByRole("region", { name: facts.title });
    expect(within(section).queryByRole("heading", { name: facts.privacy.title })).toBeNull();
    const free = within(section).getByRole("heading", { name: facts.freePlan.title }).parentElement as HTMLElement;
    expect(free).toHaveTextContent(facts.freePlan.available);
    expect(free).toHaveTextContent(facts.freePlan.card.no);
    expect(
      within(free)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(expect.arrayContaining(["10 images a day", "Watermark on exports"]));
    expect(free).toHaveTextContent("Paid plans start at $8 a month.");
    expect(free).toHaveTextContent("We checked this against the tool's own page on November 20, 2026.");
    expect(within(free).getByRole("link", { name: "the tool's own page" })).toHaveAttribute(
      "href",
      "https://example.com/pricing",
    );
    const languages = within(section).getByRole("heading", { name: facts.languages.title })
      .parentElement as HTMLElement;
    expect(languages).toHaveTextContent(facts.languages.yours);
    expect(languages).toHaveTextContent("English, العربية");
    expect(languages).toHaveTextContent("As stated on the tool's own page.");
    expect(languages).not.toHaveTextContent(/We checked/);
    expect(section).toHaveTextContent("Link to the tool's website last checked on November 25, 2026.");
  });
});
