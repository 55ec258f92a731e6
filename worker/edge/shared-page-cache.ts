import type { BuiltPage } from "./built-pages";

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A built page as the Cache API keeps it: its pieces as text, and when it was built. */
interface StoredPage {
  builtAt: number;
  status: number;
  headers: [string, string][];
  pieces: string[];
}

/** A page kept in the data centre's cache, with how many more milliseconds it may be served. */
export interface SharedPage {
  page: BuiltPage;
  remainingMs: number;
}

/**
 * The Cache API entry's address for a page's key: a path of the site's own origin that no request reaches (the
 * Cache API is per zone; the entry is only ever read here). The key is hashed: it holds the public settings.
 */
async function entryUrl(origin: string, key: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", encoder.encode(key));
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${origin}/__catalogue-page-cache/${hex}`;
}

/**
 * Catalogue pages shared by every isolate of a data centre through its cache (docs/decisions/040): a page rendered
 * from D1 by one isolate is served by the others until CATALOGUE_CACHE_SECONDS after it was built, so an edit shows
 * within that time wherever the visitor is, and a visitor is served from cache though isolates come and go. The
 * nonce places stay cut out (built-pages.ts): every answer still gets a nonce of its own.
 */
export async function readSharedPage(origin: string, key: string, now = Date.now()): Promise<SharedPage | null> {
  const found = await caches.default.match(await entryUrl(origin, key));
  if (!found) return null;
  const stored = (await found.json()) as StoredPage;
  const pieces = stored.pieces.map((piece) => encoder.encode(piece));
  const page: BuiltPage = {
    pieces,
    status: stored.status,
    headers: stored.headers,
    size: pieces.reduce((sum, piece) => sum + piece.byteLength, 0),
  };
  const ageMs = Math.max(0, now - stored.builtAt);
  return { page, remainingMs: Number(found.headers.get("X-Keep-Ms") ?? 0) - ageMs };
}

/** Keeps a built page in the data centre's cache for `seconds` from `builtAt`. */
export async function keepSharedPage(
  origin: string,
  key: string,
  page: BuiltPage,
  seconds: number,
  builtAt = Date.now(),
): Promise<void> {
  const stored: StoredPage = {
    builtAt,
    status: page.status,
    headers: page.headers,
    pieces: page.pieces.map((piece) => decoder.decode(piece)),
  };
  const entry = new Response(JSON.stringify(stored), {
    headers: {
      "Content-Type": "application/json",
      "Cache-Control": `max-age=${seconds}`,
      "X-Keep-Ms": String(seconds * 1000),
    },
  });
  await caches.default.put(await entryUrl(origin, key), entry);
}
