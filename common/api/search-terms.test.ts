import { describe, expect, it } from "vitest";
import { looksPersonal, recordableSearchTerm, storableSearchTerm } from "./search-terms";

describe("search terms", () => {
  it("removes control and format characters (bidi overrides, zero-width marks)", () => {
    expect(recordableSearchTerm("\u202EVideo\u200B  \u0007Editor\u2069")).toBe("video editor");
  });

  it.each([
    "me@example.com",
    "http://x.example",
    "www.example.com",
    "example.com/page",
    "+44 20 7946 0958",
    "555-010-9999",
  ])("%j looks personal and is neither sent nor stored", (term) => {
    expect(looksPersonal(term)).toBe(true);
    expect(storableSearchTerm(term)).toBeNull();
  });

  it.each(["character.ai", "gpt 4o", "stable diffusion 3.5", "ai tools 2026", "text-to-speech"])(
    "%j is an ordinary search",
    (term) => {
      expect(storableSearchTerm(term)).toBe(term);
    },
  );
});
