import { describe, expect, it } from "vitest";
import { browserLabel, countryLabel, pageLabel } from "./display";

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
