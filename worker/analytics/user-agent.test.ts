import { describe, expect, it } from "vitest";
import { isBot, userAgentFamilies } from "./user-agent";

const UA = {
  chrome:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  chromeAndroid:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  chromeIos:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1",
  safari:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  firefox: "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
  edge: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
  opera:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0",
  samsung:
    "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36",
  googlebot: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  safariMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  ipad: "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  androidTablet:
    "Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36",
  yandex:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 YaBrowser/24.1.0.0 Safari/537.36",
  headless:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
};

describe("userAgentFamilies", () => {
  it.each([
    ["chrome", "Chrome", "desktop", "Windows"],
    ["chromeAndroid", "Chrome", "mobile", "Android"],
    ["chromeIos", "Chrome", "mobile", "iOS"],
    ["safari", "Safari", "mobile", "iOS"],
    ["safariMac", "Safari", "desktop", "macOS"],
    ["ipad", "Safari", "tablet", "iOS"],
    ["androidTablet", "Chrome", "tablet", "Android"],
    ["firefox", "Firefox", "desktop", "Linux"],
    ["edge", "Edge", "desktop", "Windows"],
    ["opera", "Opera", "desktop", "Windows"],
    ["samsung", "Samsung Internet", "mobile", "Android"],
    ["yandex", "Yandex", "desktop", "Windows"],
  ] as const)("%s → %s on %s, %s", (key, browser, device, os) => {
    expect(userAgentFamilies(UA[key])).toEqual({ browser, device, os });
  });

  it("says Unknown without a User-Agent and Other for anything unrecognised", () => {
    expect(userAgentFamilies(null)).toEqual({ browser: "Unknown", device: "unknown", os: "Unknown" });
    expect(userAgentFamilies("SomethingElse/1.0")).toEqual({ browser: "Other", device: "unknown", os: "Other" });
  });
});

describe("isBot", () => {
  it("recognises crawlers, headless browsers and scripts", () => {
    expect(isBot(UA.googlebot)).toBe(true);
    expect(isBot(UA.headless)).toBe(true);
    expect(isBot("curl/8.5.0")).toBe(true);
    expect(isBot("facebookexternalhit/1.1")).toBe(true);
    expect(isBot("python-requests/2.32.3")).toBe(true);
    expect(isBot("Go-http-client/2.0")).toBe(true);
    expect(isBot("Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)")).toBe(true);
    expect(isBot("Mozilla/5.0 (Macintosh) Chrome-Lighthouse")).toBe(true);
    expect(isBot("")).toBe(true);
  });

  it("lets people's browsers through", () => {
    for (const key of [
      "chrome",
      "chromeAndroid",
      "chromeIos",
      "safari",
      "firefox",
      "edge",
      "opera",
      "samsung",
    ] as const)
      expect(isBot(UA[key])).toBe(false);
  });
});
