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

/**
 * Browser, device type and operating system family of a User-Agent, with the maintained MIT-licensed `bowser`
 * parser (one parser for all three). "Unknown" without a User-Agent, "Other" for what the parser does not name;
 * a device it cannot place (a TV, a console, a bare desktop OS string) is "unknown".
 */
export function userAgentFamilies(userAgent: string | null | undefined): UserAgentFamilies {
  if (!userAgent) return { browser: "Unknown", device: "unknown", os: "Unknown" };
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name || "Other";
  return {
    browser: SHORT_BROWSER_NAMES[browser] ?? browser,
    device: DEVICES[parsed.platform.type ?? ""] ?? "unknown",
    os: parsed.os.name || "Other",
  };
}

/**
 * True for crawlers, link previewers, monitors and automation, which are not visits: the maintained `isbot` list
 * (the one privacy-friendly analytics such as Umami use), and any request without a User-Agent.
 */
export function isBot(userAgent: string | null | undefined): boolean {
  return !userAgent || isbot(userAgent);
}
