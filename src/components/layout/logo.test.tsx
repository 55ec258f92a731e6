import { BRAND_NAME } from "@common/brand";
import { LANGUAGE_CODES } from "@common/i18n/languages";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "@/test/render";
import brandMark from "../../../common/brand-mark.svg?raw";
import { Logo } from "./logo";

const homeLabels = import.meta.glob<{ nav: { homeLabel: string } }>("../../../public/locales/*/common.json", {
  eager: true,
  import: "default",
});

const shapes = (svg: Element) =>
  [...svg.querySelectorAll("rect, path, circle")].map((shape) =>
    [...shape.attributes]
      .map((attribute) => `${attribute.name}=${attribute.value}`)
      .sort()
      .join(" "),
  );

describe("logo", () => {
  it("draws the brand mark and the brand inside a home link named after the brand", () => {
    renderWithApp(<Logo />);
    const home = screen.getByRole("link", { name: `${BRAND_NAME}, home page` });
    const drawing = home.querySelector("svg");
    expect(drawing).toHaveAttribute("aria-hidden", "true");
    expect(drawing?.querySelector("text")).toHaveTextContent(BRAND_NAME);
    // One mark: the header's drawing has the brand mark's shapes (the favicon and the social images are drawn from it).
    const mark = new DOMParser().parseFromString(brandMark, "image/svg+xml").documentElement;
    expect(shapes(drawing as Element)).toEqual(shapes(mark));
  });

  it.each(LANGUAGE_CODES)("in %s, the home link's name starts with what the logo shows (label in name)", (lang) => {
    const common = homeLabels[`../../../public/locales/${lang}/common.json`];
    expect(common?.nav.homeLabel).toMatch(/^\{\{brand\}\}\S*\s/);
  });
});
