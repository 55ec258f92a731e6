import { PRERENDER_DIR } from "@common/prerendered-pages";

/**
 * Folders of the built assets that only the build and the Worker read, never a visitor: the prerendered pages
 * (the Worker fetches them through the ASSETS binding and serves them with the head and nonce filled in) and
 * Vite's build metadata (kept out of the upload by public/.assetsignore; refused here too, so a local server
 * or a changed ignore list cannot expose it).
 */
const PRIVATE_FOLDERS = [PRERENDER_DIR, ".vite"];

/**
 * True when a URL path names something inside a private folder. The path is compared as the asset server
 * would read it: percent-decoded, repeated slashes collapsed.
 */
export function isPrivateAssetPath(pathname: string): boolean {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape cannot name a file either way; the raw path is checked.
  }
  const first = path.replace(/\/{2,}/g, "/").split("/")[1] ?? "";
  return PRIVATE_FOLDERS.includes(first);
}
