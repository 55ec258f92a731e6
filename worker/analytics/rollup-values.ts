import type { Campaign } from "./visit";

// How the combined keys of `visit_daily` are written and read back (worker/db/schema.ts, decision 022): one
// module, so the recording and both readers cannot disagree.

/** Roll-up dimensions (`visit_daily.dim`). */
export const DIM = {
  langPage: "lang_page",
  country: "country",
  referrer: "referrer",
  agent: "agent",
  campaign: "campaign",
  entry: "entry",
} as const;

/** `lang_page` value: the two-letter language code and the page, e.g. `de/tools`. */
export function langPageValue(lang: string, page: string): string {
  if (lang.length !== 2) throw new Error(`language code ${lang} is not two letters`);
  return `${lang}${page}`;
}

/** SQL expressions that split a `lang_page` value (fixed width, so no parsing per row). */
export const LANG_PAGE_SQL = { lang: "substr(value, 1, 2)", page: "substr(value, 3)" } as const;

/** `agent` value: the browser, device and system families as a JSON array. */
export function agentValue(browser: string, device: string, os: string): string {
  return JSON.stringify([browser, device, os]);
}

/** The families of an `agent` value; an unreadable one counts as unknown. */
export function parseAgentValue(value: string): { browser: string; device: string; os: string } {
  try {
    const [browser, device, os] = JSON.parse(value) as unknown[];
    return { browser: String(browser ?? "Unknown"), device: String(device ?? "unknown"), os: String(os ?? "Unknown") };
  } catch {
    return { browser: "Unknown", device: "unknown", os: "Unknown" };
  }
}

/** `campaign` value: source, medium and campaign as a JSON array. */
export function campaignValue(campaign: Campaign): string {
  return JSON.stringify([campaign.source, campaign.medium, campaign.campaign]);
}

/** Minutes since 1970 (UTC) of an ISO time: the resolution of the live visitor count. */
export function epochMinute(iso: string): number {
  return Math.floor(Date.parse(iso) / 60_000);
}
