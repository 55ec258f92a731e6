/**
 * The Saved page offline (docs/decisions/049): where its service worker is served (worker/routes/offline.ts) and
 * registered from (src/lib/saved-offline.ts), and the message a page sends it with what to keep.
 */
export const SAVED_OFFLINE_WORKER_PATH = "/sw.js";

/** `{ keep: urls }`: same-origin URLs for the worker to fetch and keep (public/saved-offline.js reads this shape). */
export interface KeepMessage {
  keep: string[];
}
