import { ALREADY_SUBSCRIBED_MESSAGE, subscribeRequestSchema } from "@common/api/newsletter";
import { isLanguageCode, type LanguageCode } from "@common/i18n/languages";
import { localizePath } from "@common/i18n/localized-path";
import { Hono } from "hono";
import { database } from "../db/client";
import { UNSUBSCRIBE_TOKEN_PATTERN, unsubscribe } from "../db/subscribers";
import { simplePage } from "../edge/simple-page";
import { loadTranslations, translate } from "../edge/translations";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { jsonBody } from "../lib/json-body";
import { requireSameOrigin } from "../lib/same-origin";
import { limitSignups, signUp } from "../lib/signup";

/** The newsletter signup (SPEC.md §7): never loses or duplicates an address. */
export const subscribeRoutes = new Hono<AppEnv>().post(
  "/",
  requireSameOrigin,
  jsonBody(subscribeRequestSchema),
  async (c) => {
    await limitSignups(c.env, c.req.raw);
    const body = c.req.valid("json");
    c.header("Cache-Control", "no-store");
    if (!(await signUp(c.env, body))) throw new ApiError(409, "conflict", ALREADY_SUBSCRIBED_MESSAGE);
    return c.json({ subscribed: true }, 201);
  },
);

/**
 * `GET /api/unsubscribe?token=…`: marks the subscriber inactive and answers a small confirmation page in the
 * subscriber's language; an unknown (404) or malformed (400) token gets a 'link not valid' page.
 */
export const unsubscribeRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const url = new URL(c.req.url);
  const tokens = url.searchParams.getAll("token");
  const token = tokens.length === 1 ? (tokens[0] ?? "") : "";
  let lang: LanguageCode = preferredLanguage(c.req.header("Accept-Language"));
  let status: 200 | 400 | 404 = 400;
  if (UNSUBSCRIBE_TOKEN_PATTERN.test(token)) {
    const result = await unsubscribe(database(c.env.DB), token);
    if (result) {
      status = 200;
      if (isLanguageCode(result.language)) lang = result.language;
    } else {
      status = 404;
    }
  }
  const common = await loadTranslations(c.env.ASSETS, url.origin, lang, "common");
  const t = (key: string) => translate(common, key);
  const page =
    status === 200
      ? simplePage(lang, t("unsubscribe.doneTitle"), t("unsubscribe.doneMessage"), {
          href: localizePath("/", lang),
          label: t("unsubscribe.backHome"),
        })
      : simplePage(lang, t("unsubscribe.invalidTitle"), t("unsubscribe.invalidMessage"), {
          href: localizePath("/", lang),
          label: t("unsubscribe.backHome"),
        });
  c.header("Cache-Control", "no-store");
  c.header("X-Robots-Tag", "noindex");
  return c.html(page, status);
});

/** The first supported language the browser asks for (used when the token names no subscriber). */
function preferredLanguage(header: string | undefined): LanguageCode {
  for (const part of (header ?? "").split(",")) {
    const code = part.trim().split(";")[0]?.split("-")[0]?.toLowerCase();
    if (isLanguageCode(code)) return code;
  }
  return "en";
}

/** The unsubscribe link for a subscriber's token (used in emails and the CSV export). */
export function unsubscribeUrl(origin: string, token: string): string {
  return `${origin}/api/unsubscribe?token=${encodeURIComponent(token)}`;
}
