import i18next from "i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatNumbersWithSiteLocale } from "./number-format";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("{{count, number}} in translations", () => {
  it("writes Arabic counts in the Western digits of the Arabic text, with the language's grouping", async () => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: "ar",
      resources: {
        ar: { common: { tools: "{{count, number}} أداة" } },
        de: { common: { tools: "{{count, number}} Tools" } },
      },
      defaultNS: "common",
      interpolation: { escapeValue: false },
    });
    formatNumbersWithSiteLocale(instance);
    const formats = vi.spyOn(Intl, "NumberFormat");
    expect(instance.t("tools" as never, { count: 1234 })).toBe("1,234 أداة");
    expect(instance.t("tools" as never, { count: 1234, lng: "de" })).toBe("1.234 Tools");
    // Asked for by name: a bare "ar" gives Arabic-Indic digits in some browsers (and Node versions).
    expect(formats.mock.calls.map(([locale]) => locale)).toEqual(["ar-u-nu-latn", "de-DE"]);
    expect(new Intl.NumberFormat("ar-u-nu-latn").resolvedOptions().numberingSystem).toBe("latn");
  });
});
