import { describe, expect, it } from "vitest";
import {
  browserLabel,
  campaignLabel,
  chartDayLabel,
  countryLabel,
  formatPercent,
  pageLabel,
  systemLabel,
} from "./display";

describe("dashboard display rules (SPEC.md §9)", () => {
  it("shows '/' as Home and other pages as they are", () => {
    expect(pageLabel("/", "Home")).toBe("Home");
    expect(pageLabel("/tools", "Home")).toBe("/tools");
  });

  it("shows a missing or unknown country as Unknown, and a code by its localized name", () => {
    expect(countryLabel(null, "en-US", "Unknown")).toBe("Unknown");
    expect(countryLabel("Unknown", "en-US", "Unknown")).toBe("Unknown");
    expect(countryLabel("XX1", "en-US", "Unknown")).toBe("Unknown");
    expect(countryLabel("DE", "en-US", "Unknown")).toBe("Germany");
    expect(countryLabel("DE", "de-DE", "Unbekannt")).toBe("Deutschland");
  });

  it("shows a missing browser as Unknown", () => {
    expect(browserLabel("", "Unknown")).toBe("Unknown");
    expect(browserLabel("Unknown", "Desconocido")).toBe("Desconocido");
    expect(browserLabel("Firefox", "Unknown")).toBe("Firefox");
  });
});

describe("insights display rules", () => {
  it("writes a chart day as month and day in each language's own order, the month short, in UTC", () => {
    expect(chartDayLabel("2026-11-23", "en-US")).toBe("Nov 23");
    expect(chartDayLabel("2026-11-23", "fr-FR")).toBe("23 nov.");
    expect(chartDayLabel("2026-11-23", "zh-CN")).toBe("11月23日");
    // A UTC day stays itself wherever the dashboard is opened: the first of a month is never the 31st before.
    expect(chartDayLabel("2026-12-01", "en-US")).toBe("Dec 1");
  });

  it("formats percentages in the language's digits and signs, one decimal below 10 %", () => {
    expect(formatPercent(0.042, "en-US")).toBe("4.2%");
    expect(formatPercent(0.12, "en-US", { signed: true })).toBe("+12%");
    expect(formatPercent(-0.12, "en-US", { signed: true })).toBe("-12%");
    expect(formatPercent(0.042, "de-DE")).toBe("4,2\u00a0%");
    // Arabic writes the sign and percent with left-to-right marks, so "+12%" keeps its order inside Arabic text.
    expect(formatPercent(0.12, "ar", { signed: true })).toMatch(/^\u200e\+12\u200e%/);
  });

  it("names systems and campaigns", () => {
    expect(systemLabel("", "Unknown")).toBe("Unknown");
    expect(systemLabel("iOS", "Unknown")).toBe("iOS");
    expect(campaignLabel({ source: "newsletter", medium: "", campaign: "launch" })).toBe("newsletter / – / launch");
  });
});
