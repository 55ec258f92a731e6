import { getLanguage } from "@common/i18n/languages";
import { parseLocalizedPath } from "@common/i18n/localized-path";
import { matchRoute } from "@common/routes";
import type { Context } from "hono";
import type { AppEnv } from "../env";
import { publicConfig } from "./public-config";

/**
 * Serves the SPA's HTML for a page navigation, rewritten at the edge: `<html lang dir>` for the URL's
 * language, the CSP nonce on every script, and the public runtime configuration inlined as JSON.
 * Unknown routes keep the SPA (which shows the not-found screen) but answer 404 for crawlers.
 */
export async function renderPage(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  const { lang, path } = parseLocalizedPath(url.pathname);
  const route = matchRoute(path);
  const language = getLanguage(lang);
  const nonce = c.get("secureHeadersNonce") ?? "";

  const shell = await c.env.ASSETS.fetch(new URL("/", url));
  if (!shell.ok) return shell;

  const config = JSON.stringify(publicConfig(c.env, url)).replace(/</g, "\\u003c");
  const rewritten = new HTMLRewriter()
    .on("html", {
      element(el) {
        el.setAttribute("lang", language.code);
        el.setAttribute("dir", language.dir);
      },
    })
    .on("script", {
      element(el) {
        if (nonce) el.setAttribute("nonce", nonce);
      },
    })
    .on('link[rel="modulepreload"]', {
      element(el) {
        if (nonce) el.setAttribute("nonce", nonce);
      },
    })
    .on("head", {
      element(el) {
        el.append(`<script type="application/json" id="app-config">${config}</script>`, { html: true });
      },
    })
    .transform(shell);

  const headers = new Headers(rewritten.headers);
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Cache-Control", "private, no-cache");
  headers.delete("ETag");
  const status = route.kind === "not-found" ? 404 : 200;
  return new Response(c.req.method === "HEAD" ? null : rewritten.body, { status, headers });
}
