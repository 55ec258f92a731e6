import { isLanguageCode, type LanguageCode } from "@common/i18n/languages";
import { localizePath } from "@common/i18n/localized-path";
import { zValidator } from "@hono/zod-validator";
import { type Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { database } from "../db/client";
import { subscriberLanguage, UNSUBSCRIBE_TOKEN_PATTERN, unsubscribe } from "../db/subscribers";
import { simplePage } from "../edge/simple-page";
import { loadTranslations, translate } from "../edge/translations";
import type { AppEnv } from "../env";
import { limitBody, MAX_FORM_BODY_BYTES } from "../lib/body-limit";
import { ApiError, describeError } from "../lib/errors";
import { assertSameOrigin } from "../lib/same-origin";

/** The path every unsubscribe link points at (emails, the CSV export); GET asks, POST acts. */
export const UNSUBSCRIBE_PATH = "/api/unsubscribe";

/** The unsubscribe link for a subscriber's token (used in emails and the CSV export). */
export function unsubscribeUrl(origin: string, token: string): string {
  return `${origin}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

/** The texts of each page, as keys of the `unsubscribe` translations. */
const PAGES = {
  confirm: ["unsubscribe.confirmTitle", "unsubscribe.confirmMessage"],
  done: ["unsubscribe.doneTitle", "unsubscribe.doneMessage"],
  invalid: ["unsubscribe.invalidTitle", "unsubscribe.invalidMessage"],
  failed: ["unsubscribe.failedTitle", "unsubscribe.failedMessage"],
} as const;
type PageKind = keyof typeof PAGES;

/**
 * The POST body. RFC 8058 one-click: a mail provider sends `List-Unsubscribe=One-Click` (form-encoded or
 * multipart); the confirmation page's button sends no field at all.
 */
const ONE_CLICK_FIELD = "List-Unsubscribe";
const unsubscribeFormSchema = z.strictObject({ [ONE_CLICK_FIELD]: z.literal("One-Click").optional() });
const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/** The `token` query parameter when it is given exactly once and well-formed, else null. */
function tokenOf(c: Context<AppEnv>): string | null {
  const tokens = new URL(c.req.url).searchParams.getAll("token");
  const token = tokens.length === 1 ? (tokens[0] ?? "") : "";
  return UNSUBSCRIBE_TOKEN_PATTERN.test(token) ? token : null;
}

/** The first supported language the browser asks for (used when the token names no subscriber). */
function preferredLanguage(header: string | undefined): LanguageCode {
  for (const part of (header ?? "").split(",")) {
    const code = part.trim().split(";")[0]?.split("-")[0]?.toLowerCase();
    if (isLanguageCode(code)) return code;
  }
  return "en";
}

/**
 * A small page in the subscriber's language (else the browser's), never cached or indexed; the confirmation
 * page carries the button that POSTs back to the same link.
 */
async function answer(
  c: Context<AppEnv>,
  kind: PageKind,
  status: ContentfulStatusCode,
  language?: string,
): Promise<Response> {
  const lang = isLanguageCode(language) ? language : preferredLanguage(c.req.header("Accept-Language"));
  const common = await loadTranslations(c.env.ASSETS, new URL(c.req.url).origin, lang, "common");
  const [title = "", message = ""] = PAGES[kind].map((key) => translate(common, key));
  const home = { href: localizePath("/", lang), label: translate(common, "unsubscribe.backHome") };
  const token = tokenOf(c);
  const button =
    kind === "confirm" && token
      ? { action: unsubscribeUrl("", token), label: translate(common, "unsubscribe.confirmButton") }
      : undefined;
  c.header("Cache-Control", "no-store");
  c.header("X-Robots-Tag", "noindex");
  return c.html(simplePage(lang, title, message, home, button), status);
}

/**
 * `/api/unsubscribe?token=…`. GET only asks (mail scanners and link previews follow links, so a GET changes
 * nothing); POST marks the subscriber inactive. An unknown token is 404, a malformed or repeated one 400, and
 * every answer, errors included, is a page in the subscriber's language.
 */
export const unsubscribeRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const token = tokenOf(c);
    if (!token) return answer(c, "invalid", 400);
    const subscriber = await subscriberLanguage(database(c.env.DB), token);
    if (!subscriber) return answer(c, "invalid", 404);
    return answer(c, "confirm", 200, subscriber.language);
  })
  .post(
    "/",
    async (c, next) => {
      if (!FORM_TYPE.test(c.req.header("Content-Type") ?? "")) {
        throw new ApiError(415, "unsupported_media_type", "Send the form as application/x-www-form-urlencoded");
      }
      return next();
    },
    limitBody(MAX_FORM_BODY_BYTES),
    zValidator("form", unsubscribeFormSchema, (result) => {
      if (!result.success) throw new ApiError(400, "bad_request", "Unexpected form fields");
    }),
    async (c) => {
      // The confirmation page's button is held to the same-site rule of every state-changing call. An RFC 8058
      // one-click POST comes from the mail provider by design, with no Origin of ours and no cookies: there the
      // 256-bit token in the link is the authority, exactly as it is for the emailed link itself.
      if (c.req.valid("form")[ONE_CLICK_FIELD] !== "One-Click") assertSameOrigin(c);
      const token = tokenOf(c);
      if (!token) return answer(c, "invalid", 400);
      const result = await unsubscribe(database(c.env.DB), token);
      if (!result) return answer(c, "invalid", 404);
      return answer(c, "done", 200, result.language);
    },
  )
  .onError((err, c) => {
    // The API's own mapping decides the status (and logs what was unexpected); the visitor gets a page.
    const { status } = describeError(err, c);
    return answer(c, status === 400 || status === 404 ? "invalid" : "failed", status);
  });
