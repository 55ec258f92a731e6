import { describe, expect, it } from "vitest";
import { LOCALE_LOAD_PATH, localePath } from "./locale-path";

describe("localePath", () => {
  it("fills the loader's template with a language and a namespace", () => {
    expect(LOCALE_LOAD_PATH).toBe("/locales/{{lng}}/{{ns}}.json");
    expect(localePath("de", "common")).toBe("/locales/de/common.json");
    expect(localePath("ar", "common")).toBe("/locales/ar/common.json");
  });
});
