import { z } from "zod";
import { LANGUAGE_CODES } from "../i18n/languages";

import { HONEYPOT_FIELD, MAX_EMAIL_LENGTH, SIGNUP_SOURCES } from "./newsletter-fields";
import { voteProofSchema } from "./ratings";

export {
  ALREADY_SUBSCRIBED_MESSAGE,
  CONFIRM_SUBSCRIPTION_PATH,
  HONEYPOT_FIELD,
  MAX_EMAIL_LENGTH,
  SIGNUP_CHALLENGE_PATH,
  SIGNUP_SOURCES,
  SIGNUP_TEXT_VERSION,
} from "./newsletter-fields";

/**
 * `POST /api/subscribe` body: the address is trimmed and lower-cased before it is checked and stored. `proof` is the
 * same proof of work a vote carries (docs/decisions/036, 042), solved for a challenge from SIGNUP_CHALLENGE_PATH;
 * the JSON API refuses a signup without one, the no-JavaScript form cannot carry one and gets stricter limits. A
 * malformed proof reads as none.
 */
export const subscribeRequestSchema = z.strictObject({
  email: z
    .string({ error: "email is required" })
    .trim()
    .toLowerCase()
    .max(MAX_EMAIL_LENGTH, { error: `email must be at most ${MAX_EMAIL_LENGTH} characters` })
    .pipe(z.email({ error: "email is not a valid address" })),
  language: z.enum(LANGUAGE_CODES as [string, ...string[]]).default("en"),
  source: z.enum(SIGNUP_SOURCES).default("home"),
  [HONEYPOT_FIELD]: z.string().max(1000).optional(),
  proof: voteProofSchema.optional().catch(undefined),
});
export type SubscribeRequest = z.input<typeof subscribeRequestSchema>;

/**
 * `POST /api/subscribe` answer (201): the address is pending and a confirmation email is on its way, or, when a
 * limit held it back, nothing was sent and the answer is the same (docs/decisions/042).
 */
export const subscribeResponseSchema = z.object({ subscribed: z.literal(true) });
