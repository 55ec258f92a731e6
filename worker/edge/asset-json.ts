// Static assets are immutable within a deployment, so one parsed copy per isolate is enough.
const cache = new Map<string, Promise<unknown>>();

/**
 * Loads a JSON file from the static assets once per isolate (null when missing or malformed). A failure is not
 * kept: the next request tries again.
 */
export function loadAssetJson<T>(assets: Fetcher, origin: string, path: string): Promise<T | null> {
  let pending = cache.get(path) as Promise<T | null> | undefined;
  if (!pending) {
    pending = assets
      .fetch(new URL(path, origin))
      .then((res) => (res.ok ? (res.json() as Promise<T>) : null))
      .catch(() => null);
    void pending.then((value) => {
      if (value === null) cache.delete(path);
    });
    cache.set(path, pending);
  }
  return pending;
}
