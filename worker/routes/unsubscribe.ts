import { isLanguageCode } from "@common/i18n/languages";
import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { z } from "zod";
import { type Database, database } from "../db/client";
import { subscriberLanguage, unsubscribe } from "../db/subscribers";
import { siteOrigin } from "../edge/public-config";
import type { AppEnv } from "../env";
import { limitBody, MAX_FORM_BODY_BYTES } from "../lib/body-limit";
import { ApiError, describeError } from "../lib/errors";
import { assertSameOrigin } from "../lib/same-origin";
import { newsletterMail } from "../mail/newsletter-mails";
import { sendMail } from "../mail/send-mail";
import { type TokenPageTexts, tokenOf, tokenPage } from "./token-page";

const PAGES = {
  ask: {
    title: "unsubscribe.confirmTitle",
    message: "unsubscribe.confirmMessage",
    button: "unsubscribe.confirmButton",
  },
  done: { title: "unsubscribe.doneTitle", message: "unsubscribe.doneMessage" },
  invalid: { title: "unsubscribe.invalidTitle", message: "unsubscribe.invalidMessage" },
  failed: { title: "unsubscribe.failedTitle", message: "unsubscribe.failedMessage" },
} as const satisfies Record<string, TokenPageTexts>;

/**
 * The POST body. RFC 8058 one-click: a mail provider sends `List-Unsubscribe=One-Click` (form-encoded or
 * multipart); the confirmation page's button sends no field at all.
 */
const ONE_CLICK_FIELD = "List-Unsubscribe";
const unsubscribeFormSchema = z.strictObject({ [ONE_CLICK_FIELD]: z.literal("One-Click").optional() });
const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/**
 * Unsubscribes the address with this token at once and, when it was an active subscriber until now, mails a short
 * goodbye (a failed goodbye is logged; the unsubscribe stands). The language of the address, or null for an unknown
 * token. Shared by the link's POST and the mailto of `List-Unsubscribe` (worker/mail/unsubscribe-by-mail.ts).
 */
export async function unsubscribeAndSayGoodbye(
  env: Env,
  db: Database,
  token: string,
  origin: string,
): Promise<{ language: string } | null> {
  const left = await unsubscribe(db, token, new Date());
  if (!left) return null;
  const language = isLanguageCode(left.language) ? left.language : "en";
  if (left.wasActive) {
    try {
      await sendMail(env, await newsletterMail(env, "goodbye", { ...left, language, origin }));
    } catch (error) {
      console.error(JSON.stringify({ level: "error", message: "Goodbye mail not sent", error: String(error) }));
    }
  }
  return { language };
}

/**
 * `/api/unsubscribe?token=…`. GET only asks (mail scanners and link previews follow links, so a GET changes
 * nothing); POST unsubscribes at once, the page's button as well as a mail provider's RFC 8058 one-click POST. An
 * unknown token is 404, a malformed or repeated one 400, and every answer, errors included, is a page in the
 * subscriber's language.
 */
export const unsubscribeRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const token = tokenOf(c);
    if (!token) return tokenPage(c, PAGES.invalid, 400);
    const subscriber = await subscriberLanguage(database(c.env.DB), token);
    if (!subscriber) return tokenPage(c, PAGES.invalid, 404);
    return tokenPage(c, PAGES.ask, 200, subscriber.language);
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
      if (!token) return tokenPage(c, PAGES.invalid, 400);
      const origin = siteOrigin(c.env, new URL(c.req.url));
      const result = await unsubscribeAndSayGoodbye(c.env, database(c.env.DB), token, origin);
      if (!result) return tokenPage(c, PAGES.invalid, 404);
      return tokenPage(c, PAGES.done, 200, result.language);
    },
  )
  .onError((err, c) => {
    // The API's own mapping decides the status (and logs what was unexpected); the visitor gets a page.
    const { status } = describeError(err, c);
    return tokenPage(c, status === 400 || status === 404 ? PAGES.invalid : PAGES.failed, status);
  });
