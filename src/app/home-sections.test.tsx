import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubCatalogueApi } from "@/test/catalogue-api";
import { renderWithApp } from "@/test/render";
import { testTool } from "@/test/tools";
import { Component as Home } from "./routes/home";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("home page", () => {
  it("has its sections in order: hero, categories, inline ad, beginner tools, FAQ, newsletter ad, signup form", async () => {
    const featured = ["Alpha", "Beta", "Gamma", "Delta", "Epsilon"].map((id) => testTool(id, { featured: true }));
    stubCatalogueApi([...featured, testTool("Hard", { featured: true, difficulty: "Advanced" })]);
    renderWithApp(<Home />);
    // The banner holds the first four featured beginner tools the Worker answers with.
    const banner = (await screen.findByRole("heading", { name: "Great tools to start with" })).closest("section");
    expect([...(banner?.querySelectorAll("li a[href^='/tools/']") ?? [])].map((link) => link.textContent)).toEqual([
      "Alpha",
      "Beta",
      "Gamma",
      "Delta",
    ]);
    // Without an ad client the slots are labelled placeholders here (a development build), nothing in production.
    const parts = [
      screen.getByRole("heading", { level: 1 }),
      document.getElementById("categories-heading"),
      screen.getByText("Ad space (homeInline)"),
      document.getElementById("beginner-tools-heading"),
      document.getElementById("faq"),
      screen.getByText("Ad space (newsletter)"),
      screen.getByRole("textbox", { name: /email/i }).closest("form"),
    ];
    expect(parts.every(Boolean)).toBe(true);
    const follows = (a: Element | null, b: Element | null) =>
      Boolean(a && b && a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    for (let i = 1; i < parts.length; i++)
      expect(follows(parts[i - 1] ?? null, parts[i] ?? null), `part ${i}`).toBe(true);
  });
});
