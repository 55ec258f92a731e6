/**
 * True for a request that asks for a page of the site (rather than an asset or an API call):
 * GET or HEAD, outside /api, a path without a file extension, and either a browser navigation, a request without
 * fetch metadata, or a script's fetch that asks for HTML (the Saved page's service worker keeping the page,
 * docs/decisions/049). An image, script or style request for such a path is not a page.
 */
export function isPageNavigation(request: Request, pathname: string): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (pathname === "/api" || pathname.startsWith("/api/")) return false;
  const dest = request.headers.get("Sec-Fetch-Dest");
  const asksForHtml = dest === "empty" && (request.headers.get("Accept") ?? "").startsWith("text/html");
  if (dest && dest !== "document" && !asksForHtml) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf("/") + 1);
  return !lastSegment.includes(".");
}
