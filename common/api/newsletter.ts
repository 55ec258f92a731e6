import { z } from "zod";
import { LANGUAGE_CODES } from "../i18n/languages";

import { HONEYPOT_FIELD, MAX_EMAIL_LENGTH, SIGNUP_SOURCES } from "./newsletter-fields";

export { ALREADY_SUBSCRIBED_MESSAGE, HONEYPOT_FIELD, MAX_EMAIL_LENGTH, SIGNUP_SOURCES } from "./newsletter-fields";

/** `POST /api/subscribe` body: the address is trimmed and lower-cased before it is checked and stored. */
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
});
export type SubscribeRequest = z.input<typeof subscribeRequestSchema>;

/** `POST /api/subscribe` answer (201). */
export const subscribeResponseSchema = z.object({ subscribed: z.literal(true) });
