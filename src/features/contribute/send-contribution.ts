import { CONTRIBUTION_CHALLENGE_PATH } from "@common/api/contribution-fields";
import type { VoteChallenge } from "@common/api/ratings";
import { ApiRequestError, apiRequest, getJson } from "@/lib/api-client";

/**
 * Sends a suggestion or a report from the page's script: a fresh proof-of-work challenge from the Worker, solved
 * with the solver loaded on first use (never with the page), then the JSON post. Throws the Worker's refusal as an
 * ApiRequestError (with `fields` for a 400).
 */
export async function sendContribution(path: string, body: Record<string, unknown>): Promise<void> {
  const [challenge, { solveProofOfWork }] = await Promise.all([
    getJson<VoteChallenge>(CONTRIBUTION_CHALLENGE_PATH),
    import("@/lib/solve-proof-of-work"),
  ]);
  const proof = await solveProofOfWork(challenge, "contribution_proof_invalid");
  await apiRequest("POST", path, { ...body, proof });
}

/** What a form says after a refused send: field errors beside their fields, or one message about the whole form. */
export type SendFailure =
  | { kind: "fields"; fields: Record<string, string> }
  | {
      kind: "message";
      key: "listedMessage" | "pendingMessage" | "rateLimitedMessage" | "unknownToolMessage" | "failedMessage";
    };

/** Maps a refusal to what the form shows (`fields`: field name → error key). */
export function sendFailure(error: unknown): SendFailure {
  if (error instanceof ApiRequestError) {
    if (error.status === 400 && error.fields.length > 0) {
      return { kind: "fields", fields: Object.fromEntries(error.fields.map((field) => [field.path, field.key])) };
    }
    if (error.code === "already_listed") return { kind: "message", key: "listedMessage" };
    if (error.code === "already_suggested") return { kind: "message", key: "pendingMessage" };
    if (error.status === 429) return { kind: "message", key: "rateLimitedMessage" };
    if (error.status === 404) return { kind: "message", key: "unknownToolMessage" };
  }
  return { kind: "message", key: "failedMessage" };
}
