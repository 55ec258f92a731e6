// Plain constants, kept apart from the zod contracts in newsletter.ts so the browser can use them without zod.

/** Longest address SMTP allows (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254;

/** Which form a signup came from. */
export const SIGNUP_SOURCES = ["home", "blog", "footer"] as const;

/** The honeypot field: hidden from people, filled in by bots. */
export const HONEYPOT_FIELD = "website";

/** The API's message for a duplicate signup (SPEC.md §8); the form itself branches on the 409 status. */
export const ALREADY_SUBSCRIBED_MESSAGE = "Email already subscribed";

/**
 * Where the newsletter form posts when JavaScript is off (`application/x-www-form-urlencoded` with the same
 * fields as the JSON body of `POST /api/subscribe`); the answer is a small HTML page.
 */
export const SUBSCRIBE_FORM_PATH = "/api/subscribe/form";
