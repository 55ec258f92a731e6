/**
 * SPEC.md §9: the dashboard's figures refresh every 30 seconds. Every query fetches through adminGet, which marks
 * these refreshes as background requests, so they never extend the session.
 */
export const REFRESH_MS = 30_000;
