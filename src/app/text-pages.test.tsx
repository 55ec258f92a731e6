import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { setPublicConfig } from "@/lib/public-config";
import { renderWithApp } from "@/test/render";
import { readPublicConfig } from "../../common/config";
import { Component as About } from "./routes/about";
import { Component as Contact } from "./routes/contact";
import { Component as Privacy } from "./routes/privacy";
import { Component as Terms } from "./routes/terms";

beforeAll(() => {
  setPublicConfig(readPublicConfig({ CONTACT_EMAIL: "hello@example.com", COMPANY_NAME: "Example Media Ltd" }));
});

/** The page's paragraphs, headings and list items in document order. */
const blocks = () =>
  [...document.querySelectorAll("article > div > p, article h2, article section > p, article li")].map(
    (el) => el.textContent ?? "",
  );

describe("about", () => {
  it("has the intro, mission, approach with a beginner and an advanced bullet, conclusion and welcome, in order", () => {
    renderWithApp(<About />, { path: "/about" });
    const text = blocks();
    const expected = [
      /^AI Tools Guide helps people who are new to artificial intelligence/,
      /^Our mission$/,
      /^AI can save you time at work, at school, and at home/,
      /^Our approach$/,
      /^Every tool in our directory is described in plain language/,
      /^Beginners find a short list of easy tools to start with/,
      /^More experienced users find a wider directory/,
      /^AI tools evolve quickly, so we review the directory regularly/,
      /^Welcome, and enjoy exploring!$/,
    ];
    const at = expected.map((pattern) => text.findIndex((block) => pattern.test(block)));
    expect(at.every((index) => index >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });
});

describe("contact", () => {
  it("says when to expect a reply", () => {
    renderWithApp(<Contact />, { path: "/contact" });
    const section = screen.getByRole("heading", { name: "When to expect a reply" }).parentElement as HTMLElement;
    expect(
      within(section).getByText("We read every message and usually reply within 2–3 business days."),
    ).toBeVisible();
  });
});

describe("terms", () => {
  it("ends with the contact line (a mailto link) and the operating company", () => {
    renderWithApp(<Terms />, { path: "/terms" });
    const contact = screen.getByRole("link", {
      name: "Questions about these terms? Write to us at hello@example.com.",
    });
    expect(contact).toHaveAttribute("href", "mailto:hello@example.com");
    expect(screen.getByText("This website is operated by Example Media Ltd.")).toBeInTheDocument();
    const text = blocks();
    expect(text.slice(-2)).toEqual([
      "Questions about these terms? Write to us at hello@example.com.",
      "This website is operated by Example Media Ltd.",
    ]);
  });
});

describe("privacy", () => {
  it("ends with the agreement line", () => {
    renderWithApp(<Privacy />, { path: "/privacy" });
    expect(screen.getByText("By using this site, you agree to this privacy policy.")).toBeInTheDocument();
    expect(blocks().at(-1)).toBe("By using this site, you agree to this privacy policy.");
  });
});
