// Plain constants, kept apart from the zod contracts in ratings.ts so the browser can use them without zod.

/** Stars of a vote (SPEC.md §9). */
export const MIN_RATING = 1;
export const MAX_RATING = 5;
