import { ANALYTICS_DIMENSIONS, type AnalyticsDimension } from "@common/analytics-dimensions";

/**
 * The privacy page's item (`privacy.sections.collected.dimensions.<item>`) that names each stored analytics
 * dimension. A Record over every dimension, so a dimension added to the stored list does not type-check until
 * the page names it; the three campaign fields share one item, as a reader knows them together.
 */
export const PRIVACY_ITEM_OF_DIMENSION = {
  page: "page",
  language: "language",
  country: "country",
  browser: "browser",
  os: "os",
  device: "device",
  referrer: "referrer",
  utmSource: "campaign",
  utmMedium: "campaign",
  utmCampaign: "campaign",
  searchTerm: "searchTerm",
  clickedTool: "clickedTool",
} as const satisfies Record<AnalyticsDimension, string>;

export type PrivacyDimensionItem = (typeof PRIVACY_ITEM_OF_DIMENSION)[AnalyticsDimension];

/** The page's items, each once, in the order of the stored list. */
export const PRIVACY_DIMENSION_ITEMS: readonly PrivacyDimensionItem[] = [
  ...new Set(ANALYTICS_DIMENSIONS.map((dimension) => PRIVACY_ITEM_OF_DIMENSION[dimension])),
];
