import { HONEYPOT_FIELD, SIGNUP_TEXT_VERSION, type subscribeRequestSchema } from "@common/api/newsletter";
import { isLanguageCode } from "@common/i18n/languages";
import type { z } from "zod";
import { database } from "../db/client";
import { newToken, releaseConfirmation, requestConfirmation } from "../db/subscribers";
import { siteOrigin } from "../edge/public-config";
import { newsletterMail } from "../mail/newsletter-mails";
import { sendMail } from "../mail/send-mail";
import { ApiError } from "./errors";
import { dailyNetworkKeys } from "./network-keys";
import { withinNetworkLimit } from "./network-limit";
import { sha256Hex } from "./sha256-hex";
import { isSolvedVoteChallenge, spendVoteChallenge } from "./vote-proof";
import { wholeNumberSetting } from "./whole-number-setting";

/** A validated newsletter signup (trimmed, lower-cased address; language and source defaulted). */
export type Signup = z.output<typeof subscribeRequestSchema>;

/** How a signup arrived: the page's script (with a proof of work) or the plain form (without JavaScript). */
export type SignupChannel = "script" | "form";

/** Hours a confirmation link works; the pending address is deleted once it stops working. */
export const CONFIRMATION_HOURS = 48;

/**
 * The limits on confirmation mails (docs/decisions/042). Per address: one an hour, three a UTC day. Per network
 * (an IPv4 address, an IPv6 /64 and its /48) a day: ten from the page's script, which carries a proof of work, and
 * three from the plain form, which cannot. The whole site's daily cap is the owner's setting
 * CONFIRMATION_EMAILS_PER_DAY.
 */
export const SIGNUP_LIMITS = {
  addressInterval: 60 * 60 * 1000,
  perAddressPerDay: 3,
  perNetworkPerDay: { script: 10, form: 3 },
} as const;

/** The owner's daily cap on confirmation mails (wrangler.toml `[vars]`, default 200). */
export function confirmationsPerDay(env: Env): number {
  return wholeNumberSetting(env, "CONFIRMATION_EMAILS_PER_DAY");
}

/**
 * Throws 429 when this network (or its IPv6 /48) has signed up too often. The JSON API and the no-JavaScript form
 * share one limit, so switching between them buys a bot nothing; the form, which carries no proof of work, also
 * spends a stricter limit of its own.
 */
export async function limitSignups(env: Env, request: Request, channel: SignupChannel): Promise<void> {
  const within =
    (await withinNetworkLimit(env.SUBSCRIBE_LIMITER, "subscribe", request)) &&
    (channel === "script" || (await withinNetworkLimit(env.SUBSCRIBE_FORM_LIMITER, "subscribe-form", request)));
  if (!within) throw new ApiError(429, "rate_limited", "Too many signups from this network. Please wait a minute.");
}

const PROOF_REFUSED = "Your signup could not be verified. Please try again.";

/** The outcome the visitor is told: `pending` (check your inbox) or `active` (already subscribed). */
export type SignupAnswer = "pending" | "active";

/**
 * A signup (SPEC.md §7, docs/decisions/042): stores the address as pending and mails a confirmation link in the
 * visitor's language, unless the address is already active (`active`). A filled-in honeypot, or a limit that holds
 * the mail back, answers `pending` like a real signup and sends nothing, so neither a bot nor someone trying to
 * flood a stranger's inbox learns anything. From the page's script, a signup must carry a solved proof of work.
 */
export async function signUp(
  env: Env,
  request: Request,
  signup: Signup,
  channel: SignupChannel,
): Promise<SignupAnswer> {
  const db = database(env.DB);
  if (channel === "script") {
    const { proof } = signup;
    if (!proof || !(await isSolvedVoteChallenge(db, proof)) || !(await spendVoteChallenge(db, proof))) {
      throw new ApiError(403, "signup_proof_invalid", PROOF_REFUSED);
    }
  }
  if (signup[HONEYPOT_FIELD]) return "pending";
  const now = new Date();
  const networkKeys = await dailyNetworkKeys(db, request, now, "mail");
  const confirmToken = newToken();
  const confirmTokenHash = await sha256Hex(confirmToken);
  const unsubscribeToken = newToken();
  const outcome = await requestConfirmation(db, {
    email: signup.email,
    language: signup.language,
    source: signup.source,
    consentVersion: SIGNUP_TEXT_VERSION,
    confirmTokenHash,
    unsubscribeToken,
    now,
    expiresAt: new Date(now.getTime() + CONFIRMATION_HOURS * 3_600_000),
    networkKeys,
    limits: {
      addressInterval: SIGNUP_LIMITS.addressInterval,
      perAddressPerDay: SIGNUP_LIMITS.perAddressPerDay,
      perNetworkPerDay: SIGNUP_LIMITS.perNetworkPerDay[channel],
      perDay: confirmationsPerDay(env),
    },
  });
  if (outcome === "active") return "active";
  if (outcome === "held") return "pending";
  const language = isLanguageCode(signup.language) ? signup.language : "en";
  try {
    const mail = await newsletterMail(env, "confirm", {
      email: signup.email,
      language,
      unsubscribeToken,
      confirmToken,
      origin: siteOrigin(env, new URL(request.url)),
    });
    await sendMail(env, mail);
  } catch (error) {
    await releaseConfirmation(db, confirmTokenHash);
    console.error(JSON.stringify({ level: "error", message: "Confirmation mail not sent", error: String(error) }));
    throw new ApiError(503, "service_unavailable", "We could not send the confirmation email. Please try again later.");
  }
  return "pending";
}
