import { isLanguageCode } from "@common/i18n/languages";
import { Hono } from "hono";
import { database } from "../db/client";
import { confirmSubscription, pendingConfirmation } from "../db/subscribers";
import { siteOrigin } from "../edge/public-config";
import type { AppEnv } from "../env";
import { describeError } from "../lib/errors";
import { assertSameOrigin } from "../lib/same-origin";
import { sha256Hex } from "../lib/sha256-hex";
import { newsletterMail } from "../mail/newsletter-mails";
import { sendMail } from "../mail/send-mail";
import { type TokenPageTexts, tokenOf, tokenPage } from "./token-page";

const PAGES = {
  ask: {
    title: "confirmSubscription.askTitle",
    message: "confirmSubscription.askMessage",
    button: "confirmSubscription.button",
  },
  done: { title: "confirmSubscription.doneTitle", message: "confirmSubscription.doneMessage" },
  invalid: { title: "confirmSubscription.invalidTitle", message: "confirmSubscription.invalidMessage" },
  failed: { title: "confirmSubscription.failedTitle", message: "confirmSubscription.failedMessage" },
} as const satisfies Record<string, TokenPageTexts>;

/**
 * `/api/subscribe/confirm?token=…`, the link of a confirmation mail (docs/decisions/042). GET shows a page whose
 * button confirms: a mail scanner that opens the link confirms nothing. POST confirms once: the address becomes
 * active, its consent record gets its time, and a short welcome is mailed. A malformed token is 400; an unknown,
 * used or expired one 404; every answer is a page.
 */
export const confirmSubscriptionRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const token = tokenOf(c);
    if (!token) return tokenPage(c, PAGES.invalid, 400);
    const pending = await pendingConfirmation(database(c.env.DB), await sha256Hex(token), new Date());
    if (!pending) return tokenPage(c, PAGES.invalid, 404);
    return tokenPage(c, PAGES.ask, 200, pending.language);
  })
  .post("/", async (c) => {
    assertSameOrigin(c);
    const token = tokenOf(c);
    if (!token) return tokenPage(c, PAGES.invalid, 400);
    const confirmed = await confirmSubscription(database(c.env.DB), await sha256Hex(token), new Date());
    if (!confirmed) return tokenPage(c, PAGES.invalid, 404);
    const language = isLanguageCode(confirmed.language) ? confirmed.language : "en";
    try {
      const origin = siteOrigin(c.env, new URL(c.req.url));
      await sendMail(c.env, await newsletterMail(c.env, "welcome", { ...confirmed, language, origin }));
    } catch (error) {
      // The subscription stands; only the welcome is lost.
      console.error(JSON.stringify({ level: "error", message: "Welcome mail not sent", error: String(error) }));
    }
    return tokenPage(c, PAGES.done, 200, language);
  })
  .onError((err, c) => {
    // The API's own mapping decides the status (and logs what was unexpected); the visitor gets a page.
    const { status } = describeError(err, c);
    return tokenPage(c, status === 400 || status === 404 ? PAGES.invalid : PAGES.failed, status);
  });
