import i18next from "i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatNumbersWithSiteLocale } from "./number-format";

afterEach(() => {
  vi.restoreAllMocks();
});

async function instanceWithSiteNumbers() {
  const instance = i18next.createInstance();
  await instance.init({
    lng: "ar",
    resources: {
      ar: { common: { tools: "{{count, number}} أداة", share: "{{value, number(minimumFractionDigits: 1)}}٪" } },
      de: { common: { tools: "{{count, number}} Tools" } },
    },
    defaultNS: "common",
    interpolation: { escapeValue: false },
  });
  formatNumbersWithSiteLocale(instance);
  return instance;
}

describe("{{count, number}} in translations", () => {
  it("writes counts in the language's digits and grouping, Arabic in the Western digits of its text, without building an Intl formatter", async () => {
    const instance = await instanceWithSiteNumbers();
    const built = vi.spyOn(Intl, "NumberFormat");
    expect(instance.t("tools" as never, { count: 1234 })).toBe("1,234 أداة");
    expect(instance.t("tools" as never, { count: 1234, lng: "de" })).toBe("1.234 Tools");
    expect(built).not.toHaveBeenCalled();
  });

  it("leaves a format with options to Intl.NumberFormat, in the language's locale", async () => {
    const instance = await instanceWithSiteNumbers();
    const built = vi.spyOn(Intl, "NumberFormat");
    expect(instance.t("share" as never, { value: 12 })).toBe("12.0٪");
    // Asked for by name: a bare "ar" gives Arabic-Indic digits in some browsers (and Node versions).
    expect(built.mock.calls.map(([locale]) => locale)).toEqual(["ar-u-nu-latn"]);
    expect(new Intl.NumberFormat("ar-u-nu-latn").resolvedOptions().numberingSystem).toBe("latn");
  });
});
