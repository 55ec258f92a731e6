import { QueryClientProvider } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { renderWithApp } from "@/test/render";
import { Component as Home } from "./routes/home";

describe("home page", () => {
  it("has its sections in order: hero, categories, inline ad, beginner tools, FAQ, newsletter ad, signup form", () => {
    renderWithApp(
      <QueryClientProvider client={createQueryClient()}>
        <Home />
      </QueryClientProvider>,
    );
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
