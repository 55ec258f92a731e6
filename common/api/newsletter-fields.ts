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

/** `GET`: a proof-of-work challenge for one signup (the same kind a vote solves). */
export const SIGNUP_CHALLENGE_PATH = "/api/subscribe/challenge";

/**
 * The link in a confirmation email, `?token=…`: GET shows a page with a button, the button's POST confirms (a mail
 * scanner that opens the link confirms nothing).
 */
export const CONFIRM_SUBSCRIPTION_PATH = "/api/subscribe/confirm";

/**
 * Which version of the signup text (the form's title, subtitle, button and privacy note in every language) a
 * signup was shown; stored with its consent record. `common/i18n/signup-text.test.ts` fails when that text changes
 * without a new version here.
 */
export const SIGNUP_TEXT_VERSION = "2026-11-27.2";

/** Where every unsubscribe link points (`?token=…`, in mails and the CSV export): GET asks, POST acts (RFC 8058). */
export const UNSUBSCRIBE_PATH = "/api/unsubscribe";
