import { DEFAULT_LANGUAGE, type LanguageCode } from "@common/i18n/languages";
import { localizePath, parseLocalizedPath } from "@common/i18n/localized-path";
import { publicPagePath } from "@common/site-pages";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { simplePage } from "../edge/simple-page";
import { loadTranslations, type TranslationTree, translate } from "../edge/translations";
import type { AppEnv } from "../env";
import { siteOrigins } from "../lib/same-origin";

/**
 * The answers of the site's plain forms (sent without JavaScript: the newsletter, a suggestion, a report): a small
 * translated page with a link back to the page the form was on, so a visitor without JavaScript never loses what
 * they typed to a bare error or sees it in a URL.
 */

/** A form post's content type. */
export const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;

/**
 * The public page of this site the form was sent from (from the Referer), or null. Only a known page path is
 * ever returned, so the answer's back link cannot be turned into an open redirect.
 */
export function pageSentFrom(c: Context<AppEnv>): string | null {
  try {
    const url = new URL(c.req.header("Referer") ?? "");
    return siteOrigins(c.req.url, c.env.SITE_URL).has(url.origin) ? publicPagePath(url.pathname) : null;
  } catch {
    return null;
  }
}

/** A form's fields as one object, or the names given more than once (no browser sends a field twice). */
export function formFields(fields: URLSearchParams): Record<string, string> | { repeated: string[] } {
  const repeated = [...new Set(fields.keys())].filter((name) => fields.getAll(name).length > 1);
  return repeated.length > 0 ? { repeated } : Object.fromEntries(fields);
}

/** What an answer page says: its title and message, and lines listed under them (e.g. each field to fix). */
export interface FormAnswer {
  title: string;
  message: string;
  details?: (texts: TranslationTree | null) => string[];
}

/**
 * The translated answer page in the form's language (else the language of the page it came from), with a link
 * back to that page, or to the home page in that language when it is not known.
 */
export async function formAnswer(
  c: Context<AppEnv>,
  answer: FormAnswer,
  status: ContentfulStatusCode,
  formLanguage?: LanguageCode,
): Promise<Response> {
  const page = pageSentFrom(c);
  const lang = formLanguage ?? (page ? parseLocalizedPath(page).lang : DEFAULT_LANGUAGE);
  const common = await loadTranslations(c.env.ASSETS, new URL(c.req.url).origin, lang, "common");
  const link = { href: page ?? localizePath("/", lang), label: translate(common, "newsletter.backLink") };
  c.header("Cache-Control", "no-store");
  c.header("X-Robots-Tag", "noindex");
  const details = answer.details?.(common);
  return c.html(
    simplePage(lang, translate(common, answer.title), translate(common, answer.message), link, undefined, details),
    status,
  );
}
