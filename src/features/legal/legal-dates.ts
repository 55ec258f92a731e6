import { formatPublishDate } from "@/lib/format-date";

export { DISCLOSURE_UPDATED, PRIVACY_UPDATED, TERMS_EFFECTIVE } from "@common/content/legal-dates";

/** A legal date written out for the language. */
export const formatLegalDate = formatPublishDate;
