import { screen, within } from "@testing-library/react";
import { afterAll, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render";
import { Footer } from "./footer";
import { Header } from "./header";

// The configuration the Worker writes into the page, with the year it answered in (common/page-year.ts). Put in
// place before anything reads it; the browser's clock is set elsewhere to show it is not what the footer reads.
document.body.insertAdjacentHTML(
  "beforeend",
  '<script type="application/json" id="app-config">{"contactEmail":"hello@example.com","year":2031}</script>',
);
vi.useFakeTimers({ toFake: ["Date"] });
vi.setSystemTime(new Date("2027-01-01T00:00:05Z"));
afterAll(() => vi.useRealTimers());

const hrefs = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);

describe("header", () => {
  it("links Home, Tools, Blog, About, Terms and Privacy", () => {
    renderWithApp(<Header />);
    expect(hrefs(screen.getByRole("navigation", { name: "Main" }))).toEqual([
      ["Home", "/"],
      ["Tools", "/tools"],
      ["Blog", "/blog"],
      ["About", "/about"],
      ["Terms", "/terms"],
      ["Privacy", "/privacy"],
    ]);
  });
});

describe("footer", () => {
  it("has the quick links Home, Tools, Blog, About, FAQ (the home page's #faq), Contact, Starter paths, Suggest a tool and Saved tools", () => {
    renderWithApp(<Footer />);
    expect(hrefs(screen.getByRole("navigation", { name: "Quick links" }))).toEqual([
      ["Home", "/"],
      ["Tools", "/tools"],
      ["Blog", "/blog"],
      ["About", "/about"],
      ["FAQ", "/#faq"],
      ["Contact", "/contact"],
      ["Starter paths", "/paths"],
      ["Suggest a tool", "/suggest"],
      ["Saved tools", "/saved"],
    ]);
  });

  it("has the legal links Privacy and Terms", () => {
    renderWithApp(<Footer />);
    expect(hrefs(screen.getByRole("navigation", { name: "Legal" }))).toEqual([
      ["Privacy", "/privacy"],
      ["Terms", "/terms"],
    ]);
  });

  it("shows the year the page's configuration carries, in the element the Worker fills, not the browser's year", () => {
    renderWithApp(<Footer />);
    const line = screen.getByText(/All rights reserved/);
    expect(line).toHaveTextContent("© 2031 AI Tools Guide. All rights reserved.");
    expect(line.querySelector("[data-current-year]")).toHaveTextContent(/^2031$/);
  });
});
