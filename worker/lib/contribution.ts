import { HONEYPOT_FIELD } from "@common/api/newsletter-fields";
import type { VoteProof } from "@common/api/ratings";
import type { Database } from "../db/client";
import type { ContributionChannel, StoreContext } from "../db/contributions";
import { newToken } from "../db/subscribers";
import { ApiError } from "./errors";
import { dailyNetworkKeys } from "./network-keys";
import { withinNetworkLimit } from "./network-limit";
import { isSolvedVoteChallenge, spendVoteChallenge } from "./vote-proof";

/**
 * How visitors' suggestions and reports are kept from abuse without an account or a third party (issue of the
 * catalogue's contributions; decision 043): a honeypot (a bot's post is stored as spam and answered like any
 * other), the votes' proof of work from the page's script, a per-minute limit per network and /48, and a daily
 * allowance per network: ten from the page, three from a plain form, which cannot carry a proof.
 */
export const CONTRIBUTIONS_PER_NETWORK_PER_DAY = { script: 10, form: 3 } as const;

/** Throws 429 when this network (or its /48) has sent too many contributions this minute. */
export async function limitContributions(env: Env, request: Request): Promise<void> {
  if (!(await withinNetworkLimit(env.CONTRIBUTE_LIMITER, "contribute", request))) {
    throw new ApiError(
      429,
      "rate_limited",
      "Too many suggestions and reports from this network. Please wait a minute.",
    );
  }
}

/**
 * Checks and spends the proof of work a contribution from the page's script must carry (403
 * `contribution_proof_invalid` otherwise), and returns how it is to be stored: spam when the honeypot is filled.
 */
export async function contributionContext(
  db: Database,
  request: Request,
  channel: ContributionChannel,
  body: { proof?: VoteProof; [HONEYPOT_FIELD]?: string },
): Promise<StoreContext> {
  if (channel === "script") {
    const { proof } = body;
    if (!proof || !(await isSolvedVoteChallenge(db, proof)) || !(await spendVoteChallenge(db, proof))) {
      throw new ApiError(403, "contribution_proof_invalid", "Your message could not be verified. Please try again.");
    }
  }
  const now = new Date();
  return {
    channel,
    spam: Boolean(body[HONEYPOT_FIELD]),
    now,
    networkKeys: await dailyNetworkKeys(db, request, now, "contribute"),
    perNetworkPerDay: CONTRIBUTIONS_PER_NETWORK_PER_DAY[channel],
    receipt: newToken(),
  };
}
