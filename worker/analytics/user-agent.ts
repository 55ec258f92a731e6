import type { DeviceType } from "@common/api/insights";
import Bowser from "bowser";
import { isbot } from "isbot";

/** What the dashboard groups visits by, read from a User-Agent: families, never versions or models. */
export interface UserAgentFamilies {
  browser: string;
  device: DeviceType;
  /** Operating system family, e.g. "Windows", "iOS", "Android". */
  os: string;
}

/** The browser of a visit without a User-Agent (and of the operating system). */
export const UNKNOWN_FAMILY = "Unknown";
/** A browser or operating system that is not one of the families below. */
export const OTHER_FAMILY = "Other";

/**
 * The browser families a visit can be stored with (besides Unknown and Other): a closed list, because bowser's
 * last-resort rule names a browser after the User-Agent's own text, which a stranger writes (a 6,000-character
 * "browser" otherwise). The names are the short ones the dashboard has always shown; people's browsers only
 * (crawlers never become visits).
 */
export const BROWSER_FAMILIES = [
  "Chrome",
  "Safari",
  "Firefox",
  "Edge",
  "Samsung Internet",
  "Opera",
  "Yandex",
  "Brave",
  "Vivaldi",
  "Chromium",
  "DuckDuckGo",
  "UC Browser",
  "QQ Browser",
  "Internet Explorer",
  "Android Browser",
  "Amazon Silk",
  "WeChat",
  "Google Search",
  "Sogou Browser",
  "NAVER Whale Browser",
  "Focus",
  "Opera Coast",
  "Pale Moon",
  "SeaMonkey",
  "LibreWolf",
  "Maxthon",
  "Puffin",
  "Vivo Browser",
  "HeyTap Browser",
  "MZ Browser",
  "Epiphany",
  "Electron",
] as const;

/** The operating system families a visit can be stored with (besides Unknown and Other), as bowser names them. */
export const OS_FAMILIES = [
  "Windows",
  "macOS",
  "iOS",
  "Android",
  "Linux",
  "Chrome OS",
  "HarmonyOS",
  "Windows Phone",
  "BlackBerry",
  "Tizen",
  "WebOS",
  "PlayStation 4",
  "Roku",
  "Bada",
] as const;

/**
 * Bowser's names where they differ from the short ones the dashboard has always shown, so the browser list
 * reads the same before and after the parser (and old roll-ups group with new ones).
 */
const SHORT_BROWSER_NAMES: Record<string, string> = {
  "Microsoft Edge": "Edge",
  "Samsung Internet for Android": "Samsung Internet",
  "Yandex Browser": "Yandex",
};

const DEVICES: Record<string, DeviceType> = { mobile: "mobile", tablet: "tablet", desktop: "desktop" };

const browserFamilies: ReadonlySet<string> = new Set([...BROWSER_FAMILIES, UNKNOWN_FAMILY]);
const osFamilies: ReadonlySet<string> = new Set([...OS_FAMILIES, UNKNOWN_FAMILY]);

/** A browser name as stored: one of BROWSER_FAMILIES, Unknown, or Other for anything else. */
export function browserFamily(name: string): string {
  const short = SHORT_BROWSER_NAMES[name] ?? name;
  return browserFamilies.has(short) ? short : OTHER_FAMILY;
}

/** An operating system name as stored: one of OS_FAMILIES, Unknown, or Other for anything else. */
export function osFamily(name: string): string {
  return osFamilies.has(name) ? name : OTHER_FAMILY;
}

/**
 * Browser, device type and operating system family of a User-Agent, with the maintained MIT-licensed `bowser`
 * parser (one parser for all three). "Unknown" without a User-Agent, "Other" for what is not one of the closed
 * families; a device it cannot place (a TV, a console, a bare desktop OS string) is "unknown".
 */
export function userAgentFamilies(userAgent: string | null | undefined): UserAgentFamilies {
  if (!userAgent) return { browser: UNKNOWN_FAMILY, device: "unknown", os: UNKNOWN_FAMILY };
  const parsed = Bowser.parse(userAgent);
  return {
    browser: parsed.browser.name ? browserFamily(parsed.browser.name) : OTHER_FAMILY,
    device: DEVICES[parsed.platform.type ?? ""] ?? "unknown",
    os: parsed.os.name ? osFamily(parsed.os.name) : OTHER_FAMILY,
  };
}

/**
 * True for crawlers, link previewers, monitors and automation, which are not visits: the maintained `isbot` list
 * (the one privacy-friendly analytics such as Umami use), and any request without a User-Agent.
 */
export function isBot(userAgent: string | null | undefined): boolean {
  return !userAgent || isbot(userAgent);
}
