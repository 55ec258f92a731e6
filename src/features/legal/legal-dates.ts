import { formatPublishDate } from "@/features/blog/format-date";

/** When the current terms took effect and the privacy policy and disclosure were last changed. */
export const TERMS_EFFECTIVE = "2025-01-14";
export const PRIVACY_UPDATED = "2026-11-23";
export const DISCLOSURE_UPDATED = "2025-01-14";

/** A legal date written out for the language. */
export const formatLegalDate = formatPublishDate;
