import { describe, expect, it } from "vitest";
import { languageName } from "./language-name";

describe("languageName", () => {
  it("names a site language in the reader's language", () => {
    expect(languageName("de", "en-US")).toBe("German");
    expect(languageName("de", "de-DE")).toBe("Deutsch");
  });
});
