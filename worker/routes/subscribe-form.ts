import { subscribeRequestSchema } from "@common/api/newsletter";
import { isLanguageCode, type LanguageCode } from "@common/i18n/languages";
import { type Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../env";
import { limitBody, MAX_FORM_BODY_BYTES } from "../lib/body-limit";
import { ApiError, describeError } from "../lib/errors";
import { requireSameOrigin } from "../lib/same-origin";
import { limitSignups, type Signup, signUp } from "../lib/signup";
import { FORM_TYPE, formAnswer, formFields } from "./form-answer";

/** What the visitor is told, as keys of the newsletter texts the form's toasts already use. */
const OUTCOMES = {
  subscribed: ["newsletter.successTitle", "newsletter.successMessage"],
  // The toast keeps the specification's "Subscription Failed"; a page of its own says what happened.
  duplicate: ["newsletter.alreadySubscribedTitle", "newsletter.duplicateMessage"],
  invalid: ["newsletter.invalidTitle", "newsletter.invalidMessage"],
  rateLimited: ["newsletter.errorTitle", "newsletter.rateLimitedMessage"],
  failed: ["newsletter.errorTitle", "newsletter.errorMessage"],
} as const;
type Outcome = keyof typeof OUTCOMES;

/** The translated answer page of an outcome (worker/routes/form-answer.ts). */
function answer(c: Context<AppEnv>, outcome: Outcome, status: ContentfulStatusCode, formLanguage?: LanguageCode) {
  const [title, message] = OUTCOMES[outcome];
  return formAnswer(c, { title, message }, status, formLanguage);
}

/** Reads the form's fields as the JSON contract's body; a field given twice is refused (no browser does that). */
function readSignup(fields: URLSearchParams): { signup: Signup } | { badEmail: boolean } {
  const read = formFields(fields);
  if ("repeated" in read && Array.isArray(read.repeated)) return { badEmail: read.repeated.includes("email") };
  const parsed = subscribeRequestSchema.safeParse(read);
  if (parsed.success) return { signup: parsed.data };
  return { badEmail: parsed.error.issues.some((issue) => issue.path[0] === "email") };
}

/**
 * `POST /api/subscribe/form`: the newsletter form when JavaScript is off. Same checks, storage and confirmation
 * mail as `POST /api/subscribe`, without a proof of work and so with stricter limits; the body is a plain form
 * post and every answer (201 check your inbox, 409 already subscribed, 400 invalid, 403, 413, 415, 429, 503) is a
 * small page in the form's language, so a visitor without JavaScript neither loses the address nor sees it in a
 * URL.
 */
export const subscribeFormRoutes = new Hono<AppEnv>()
  .post(
    "/",
    requireSameOrigin,
    async (c, next) => {
      await limitSignups(c.env, c.req.raw, "form");
      if (!FORM_TYPE.test(c.req.header("Content-Type") ?? "")) {
        throw new ApiError(415, "unsupported_media_type", "Send the form as application/x-www-form-urlencoded");
      }
      return next();
    },
    limitBody(MAX_FORM_BODY_BYTES),
    async (c) => {
      const fields = new URLSearchParams(await c.req.text());
      const language = fields.get("language");
      const formLanguage = isLanguageCode(language) ? language : undefined;
      const read = readSignup(fields);
      if (!("signup" in read)) return answer(c, read.badEmail ? "invalid" : "failed", 400, formLanguage);
      // The plain form cannot carry a proof of work: it gets stricter limits instead (worker/lib/signup.ts).
      const outcome = await signUp(c.env, c.req.raw, { ...read.signup, proof: undefined }, "form");
      return outcome === "pending"
        ? answer(c, "subscribed", 201, formLanguage)
        : answer(c, "duplicate", 409, formLanguage);
    },
  )
  .onError((err, c) => {
    // The API's own mapping decides the status (and logs what was unexpected); the visitor gets a page.
    const { status } = describeError(err, c);
    return answer(c, status === 429 ? "rateLimited" : "failed", status);
  });
