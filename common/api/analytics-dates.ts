// A plain constant, kept apart from the zod schemas in analytics.ts so the dashboard's date inputs can use it
// without loading zod.

/**
 * The span a dashboard date may name. Both readers turn a date into a time (the day after an end date, too):
 * Analytics Engine's SQL has no time before 1970 or after early 2106, so a date outside would be a query it
 * refuses rather than an empty range.
 */
export const ANALYTICS_DATE_RANGE = { min: "1970-01-01", max: "2099-12-31" } as const;
