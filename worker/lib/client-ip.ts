/** The client's IP as Cloudflare reports it; locally (no header) every request shares one key. */
export function clientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "local";
}
