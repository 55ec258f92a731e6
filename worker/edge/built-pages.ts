import { LRUCache } from "lru-cache";

/**
 * A page's finished HTML with the places where each answer's CSP nonce goes cut out. Everything else in a
 * public page (prerendered content, head, inlined translations and configuration) is the same for every view
 * until the next deployment, so it is built once per isolate and only the nonce changes per answer.
 */
export interface BuiltPage {
  /** The UTF-8 body in pieces; a nonce goes between each two. */
  pieces: Uint8Array[];
  /** The answer's status: 200, or 404 for a not-found page (which is never kept). */
  status: number;
  /** Response headers other than the security headers, which the middleware adds to every answer. */
  headers: [string, string][];
  /** Bytes held, for the cache's budget. */
  size: number;
}

const encoder = new TextEncoder();
let placeholder: string | undefined;

/**
 * A stand-in nonce to render with, unique to this isolate, replaced by the real one in every answer. Made on
 * first use: the Workers runtime does not allow random values at the top level of a module.
 */
export function noncePlaceholder(): string {
  placeholder ??= `nonce-slot-${crypto.randomUUID()}`;
  return placeholder;
}

/** Cuts a page rendered with `noncePlaceholder()` into pieces a nonce goes between. */
export function builtPage(html: string, status: number, headers: Headers): BuiltPage {
  const pieces = html.split(noncePlaceholder()).map((piece) => encoder.encode(piece));
  return {
    pieces,
    status,
    headers: [...headers],
    size: pieces.reduce((sum, piece) => sum + piece.byteLength, 0),
  };
}

/** The page's body for one answer, with that answer's nonce in every place. */
export function pageBody(page: BuiltPage, nonce: string): Uint8Array {
  const value = encoder.encode(nonce);
  const body = new Uint8Array(page.size + value.byteLength * (page.pieces.length - 1));
  let at = 0;
  page.pieces.forEach((piece, index) => {
    if (index > 0) {
      body.set(value, at);
      at += value.byteLength;
    }
    body.set(piece, at);
    at += piece.byteLength;
  });
  return body;
}

/**
 * Built pages of this isolate, least recently used dropped first. The budget holds the most visited pages of
 * several languages (a page with its inlined translations is 70–320 KB) and stays well inside the isolate's
 * 128 MB memory.
 */
export const BUILT_PAGES_BUDGET_BYTES = 16 * 1024 * 1024;

export function builtPageCache(maxBytes = BUILT_PAGES_BUDGET_BYTES): LRUCache<string, BuiltPage> {
  return new LRUCache<string, BuiltPage>({
    maxSize: maxBytes,
    sizeCalculation: (page) => Math.max(1, page.size),
    // A kept page's age is read from the clock at every look-up. By default lru-cache reuses the time it last read
    // until a 1 ms timer clears it; a Worker's timers end with the request that set them, so that time stayed as it
    // was and a catalogue page kept for CATALOGUE_CACHE_SECONDS never expired.
    ttlResolution: 0,
  });
}
