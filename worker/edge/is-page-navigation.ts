/**
 * True for a request that asks for a page of the site (rather than an asset or an API call):
 * GET or HEAD, outside /api, and either a browser navigation or a path without a file extension.
 */
export function isPageNavigation(request: Request, pathname: string): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (pathname === "/api" || pathname.startsWith("/api/")) return false;
  const dest = request.headers.get("Sec-Fetch-Dest");
  if (dest && dest !== "document") return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf("/") + 1);
  return !lastSegment.includes(".");
}
