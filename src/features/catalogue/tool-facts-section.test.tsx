import type { FactsView } from "@common/catalogue/facts-view";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "@/test/render";
import { ToolFactsSection } from "./tool-facts-section";

const VIEW: FactsView = {
  title: "Before you sign up",
  sections: [
    {
      group: "freePlan",
      title: "Free plan",
      lines: [
        { text: "There is a free plan." },
        { text: "Main limits of the free plan:", items: ["10 images a day", "Watermark on exports"] },
      ],
      source: {
        before: "We checked this against ",
        label: "the tool's own page",
        after: " on November 20, 2026.",
        href: "https://example.com/pricing",
      },
    },
    {
      group: "privacy",
      title: "Privacy",
      lines: [
        {
          text: "You can turn off training on your content.",
          link: { label: "Where to turn it off", href: "https://example.com/data" },
        },
      ],
      source: {
        before: "As stated on ",
        label: "the tool's own page",
        after: ".",
        href: "https://example.com/privacy",
      },
    },
    {
      group: "languages",
      title: "Languages",
      lines: [{ text: "Its interface is available in English.", strong: true }],
      source: {
        before: "As stated on ",
        label: "the tool's own page",
        after: ".",
        href: "https://example.com/languages",
      },
    },
  ],
  linkChecked: "Link to the tool's website last checked on November 25, 2026.",
};

describe("a tool page's 'Before you sign up'", () => {
  it("is absent when the tool has nothing to show", () => {
    const { container } = renderWithApp(<ToolFactsSection facts={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("lays out the Worker's sentences: a heading per group, its lines, and its source as a link", () => {
    renderWithApp(<ToolFactsSection facts={VIEW} />);
    const section = screen.getByRole("region", { name: "Before you sign up" });
    expect(
      within(section)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Free plan", "Privacy", "Languages"]);
    const free = within(section).getByRole("heading", { name: "Free plan" }).parentElement as HTMLElement;
    expect(
      within(free)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(expect.arrayContaining(["10 images a day", "Watermark on exports"]));
    expect(free).toHaveTextContent("We checked this against the tool's own page on November 20, 2026.");
    expect(within(free).getByRole("link", { name: "the tool's own page" })).toHaveAttribute(
      "href",
      "https://example.com/pricing",
    );
    expect(within(section).getByRole("link", { name: "Where to turn it off" })).toHaveAttribute(
      "href",
      "https://example.com/data",
    );
    expect(within(section).getByText("Its interface is available in English.").tagName).toBe("STRONG");
    expect(section).toHaveTextContent(VIEW.linkChecked ?? "");
  });
});
