import { describe, expect, it } from "vitest";
import { completePublicConfig, PUBLIC_SETTING_VARS, readPublicConfig, samePublicConfig } from "./config";

const vars = {
  SITE_URL: "https://example.org",
  CONTACT_EMAIL: "hello@example.org",
  COMPANY_NAME: "Example",
  ADS_CLIENT_ID: "ca-pub-1",
  ADS_SLOT_HOME_INLINE: "111",
  ADS_SLOT_NEWSLETTER: "222",
};

describe("public settings", () => {
  it("are read from their Worker vars into the configuration's shape", () => {
    expect(readPublicConfig(vars)).toEqual({
      siteUrl: "https://example.org",
      contactEmail: "hello@example.org",
      companyName: "Example",
      ads: { clientId: "ca-pub-1", slots: { homeInline: "111", newsletter: "222" } },
    });
  });

  it("take their fallback when a var is missing or not text", () => {
    expect(readPublicConfig({ CONTACT_EMAIL: 42 })).toEqual(completePublicConfig({}));
    expect(completePublicConfig({ contactEmail: "a@b.c", ads: null }).contactEmail).toBe("a@b.c");
    expect(completePublicConfig({ contactEmail: "a@b.c", ads: null }).ads.slots.newsletter).toBe("");
    expect(completePublicConfig(readPublicConfig(vars))).toEqual(readPublicConfig(vars));
  });

  it("compare equal only when every setting is equal, except those named", () => {
    const config = readPublicConfig(vars);
    expect(samePublicConfig(config, structuredClone(config))).toBe(true);
    expect(PUBLIC_SETTING_VARS).toHaveLength(Object.keys(vars).length);
    for (const name of PUBLIC_SETTING_VARS) {
      const other = readPublicConfig({ ...vars, [name]: `${vars[name]}-other` });
      expect(samePublicConfig(config, other), name).toBe(false);
      expect(samePublicConfig(config, other, [name]), name).toBe(true);
    }
    // A configuration missing a setting (e.g. written by an older build) is not the same.
    const { ads: _ads, ...withoutAds } = config;
    expect(samePublicConfig(withoutAds, config)).toBe(false);
  });
});
