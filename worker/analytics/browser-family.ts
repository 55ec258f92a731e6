import { isbot } from "isbot";

/** Browser families the dashboard groups visits by. */
const FAMILIES: [RegExp, string][] = [
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/YaBrowser\//, "Yandex"],
  [/UCBrowser\//, "UC Browser"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/CriOS\/|Chrome\/|Chromium\//, "Chrome"],
  [/Version\/[\d.]+.*Safari\//, "Safari"],
];

/**
 * The browser family of a User-Agent (order matters: Edge, Opera and Samsung also say "Chrome", Chrome also says
 * "Safari"). A small table instead of a full parser: the dashboard needs families, not versions.
 */
export function browserFamily(userAgent: string | null | undefined): string {
  if (!userAgent) return "Unknown";
  for (const [pattern, name] of FAMILIES) if (pattern.test(userAgent)) return name;
  return "Other";
}

/**
 * True for crawlers, link previewers, monitors and automation, which are not visits: the maintained `isbot` list
 * (the one privacy-friendly analytics such as Umami use), and any request without a User-Agent.
 */
export function isBot(userAgent: string | null | undefined): boolean {
  return !userAgent || isbot(userAgent);
}
