import { isLanguageCode, type LanguageCode } from "@common/i18n/languages";
import { localizePath } from "@common/i18n/localized-path";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { TOKEN_PATTERN } from "../db/subscribers";
import { simplePage } from "../edge/simple-page";
import { loadTranslations, translate } from "../edge/translations";
import type { AppEnv } from "../env";

/**
 * The pages behind the links in the newsletter's mails (`?token=…`: confirm, unsubscribe). GET only asks, with a
 * button that POSTs back to the same link, because mail scanners and link previews open links; every answer is a
 * small page in the subscriber's language (else the browser's), never cached or indexed.
 */

/** The `token` query parameter when it is given exactly once and well-formed, else null. */
export function tokenOf(c: Context<AppEnv>): string | null {
  const tokens = new URL(c.req.url).searchParams.getAll("token");
  const token = tokens.length === 1 ? (tokens[0] ?? "") : "";
  return TOKEN_PATTERN.test(token) ? token : null;
}

/** The first supported language the browser asks for (used when the token names no subscriber). */
function preferredLanguage(header: string | undefined): LanguageCode {
  for (const part of (header ?? "").split(",")) {
    const code = part.trim().split(";")[0]?.split("-")[0]?.toLowerCase();
    if (isLanguageCode(code)) return code;
  }
  return "en";
}

/** One page: its title and message keys, and the button's label key when it asks. */
export interface TokenPageTexts {
  title: string;
  message: string;
  button?: string;
}

/**
 * The page for `texts` in `language` (else the browser's), with a link home; with `texts.button` and a valid token
 * in the link, a button that POSTs back to the same path and token.
 */
export async function tokenPage(
  c: Context<AppEnv>,
  texts: TokenPageTexts,
  status: ContentfulStatusCode,
  language?: string,
): Promise<Response> {
  const lang = isLanguageCode(language) ? language : preferredLanguage(c.req.header("Accept-Language"));
  const common = await loadTranslations(c.env.ASSETS, new URL(c.req.url).origin, lang, "common");
  const home = { href: localizePath("/", lang), label: translate(common, "unsubscribe.backHome") };
  const token = tokenOf(c);
  const url = new URL(c.req.url);
  const button =
    texts.button && token
      ? { action: `${url.pathname}?token=${encodeURIComponent(token)}`, label: translate(common, texts.button) }
      : undefined;
  c.header("Cache-Control", "no-store");
  c.header("X-Robots-Tag", "noindex");
  return c.html(
    simplePage(lang, translate(common, texts.title), translate(common, texts.message), home, button),
    status,
  );
}
