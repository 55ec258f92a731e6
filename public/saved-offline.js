// The Saved page offline (docs/decisions/049). Served as /sw.js by the Worker (worker/routes/offline.ts), with the
// site's own security headers, and registered only for the Saved page of a language (scope `/de/saved`): it
// controls no other page and sees no other request. Plain JavaScript, no build step: a service worker is one file.
//
// - The page itself and the answers with the saved tools are asked of the network first and kept; without a
//   network the kept ones answer. The saved tools are assembled from every kept answer of the language, so a list
//   that changed since still shows the tools known here.
// - Hashed assets never change under their name: answered from the cache once kept.
// - The page sends `{ keep: [urls] }` once it has shown the list online: what it loaded before this worker
//   controlled it (its HTML, scripts, styles, translations), so the next visit works offline too. Hashed assets
//   the page no longer names are dropped then.

const CACHE = "saved-offline-v1";
const SELECTION_PATH = "/api/catalogue/selection";
const MAX_KEPT = 200;

self.addEventListener("install", () => {
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener("message", (event) => {
  const urls = event.data && Array.isArray(event.data.keep) ? event.data.keep : null;
  if (urls) event.waitUntil(keep(urls));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(cacheFirst(request));
  } else if (request.mode === "navigate" || url.pathname === SELECTION_PATH || url.pathname.startsWith("/locales/")) {
    event.respondWith(networkFirst(request, url));
  }
});

/** Same-origin http(s) URLs of what the page wants kept, at most MAX_KEPT. */
function sameOrigin(urls) {
  const kept = [];
  for (const value of urls) {
    try {
      const url = new URL(String(value), self.location.origin);
      if (url.origin === self.location.origin) kept.push(url.href);
    } catch {
      // Not a URL: nothing to keep.
    }
  }
  return kept.slice(0, MAX_KEPT);
}

async function keep(urls) {
  const cache = await caches.open(CACHE);
  const wanted = sameOrigin(urls);
  await Promise.all(
    wanted.map(async (url) => {
      try {
        // The page itself is asked for as HTML, as a browser's navigation would be.
        const page = url.split("?")[0] === self.registration.scope;
        const response = await fetch(url, { credentials: "same-origin", headers: page ? { Accept: "text/html" } : {} });
        if (response.ok) await cache.put(url, response);
      } catch {
        // Offline or refused: what was kept before stays.
      }
    }),
  );
  const named = new Set(wanted);
  const keys = await cache.keys();
  await Promise.all(
    keys
      .filter((request) => new URL(request.url).pathname.startsWith("/assets/") && !named.has(request.url))
      .map((request) => cache.delete(request)),
  );
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function networkFirst(request, url) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const kept = (await cache.match(request)) || (await cache.match(request, { ignoreSearch: true }));
    if (url.pathname === SELECTION_PATH) return kept || assembledSelection(cache, url);
    if (kept) return kept;
    throw error;
  }
}

/** The saved tools asked for, from every kept answer in the same language: the tools known here, in order. */
async function assembledSelection(cache, url) {
  const lang = url.searchParams.get("lang");
  const ids = (url.searchParams.get("ids") || "").split(",");
  const known = new Map();
  for (const request of await cache.keys()) {
    const keptUrl = new URL(request.url);
    if (keptUrl.pathname !== SELECTION_PATH || keptUrl.searchParams.get("lang") !== lang) continue;
    try {
      const body = await (await cache.match(request)).json();
      for (const entry of body.tools || []) known.set(entry.tool.id, entry);
    } catch {
      // A kept answer that is not the API's: skipped.
    }
  }
  const tools = ids.filter((id) => known.has(id)).map((id) => known.get(id));
  return new Response(JSON.stringify({ tools }), { headers: { "Content-Type": "application/json" } });
}
