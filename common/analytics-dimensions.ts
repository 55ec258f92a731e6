/**
 * Every analytics dimension the site stores about a visit, a click or a search: the one list that the Worker's
 * normaliser caps value by value (worker/analytics) and that the privacy page must name (a test holds the two
 * together). Adding a stored column or roll-up dimension means adding it here first.
 */
export const ANALYTICS_DIMENSIONS = [
  /** The public page viewed, from the route table (never the requested URL or its query). */
  "page",
  /** The language the page was viewed in (one of the site's nine codes). */
  "language",
  /** The visitor's country, as the edge names it (two letters). */
  "country",
  /** Browser family (a closed list; anything else is "Other"). */
  "browser",
  /** Operating system family (a closed list; anything else is "Other"). */
  "os",
  /** Device type: mobile, tablet, desktop or unknown. */
  "device",
  /** The referring site's host name, or "direct". */
  "referrer",
  /** The landing URL's utm_source, utm_medium and utm_campaign. */
  "utmSource",
  "utmMedium",
  "utmCampaign",
  /** What a visitor typed into the directory's search box (never an email address, URL or phone number). */
  "searchTerm",
  /** The tool whose 'Try Now' link was followed (an outbound click). */
  "clickedTool",
] as const;

export type AnalyticsDimension = (typeof ANALYTICS_DIMENSIONS)[number];

/**
 * The one value that stands for every value a day's roll-up had no room for (past the day's cap of distinct values,
 * or folded away when an older day's long tail is compacted). The dashboard shows it with a translated label.
 */
export const OVERFLOW_VALUE = "(other)";
