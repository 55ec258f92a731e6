import type { Context } from "hono";
import type { LoginThrottleScope } from "../auth/login-throttle";
import type { ChallengePurpose } from "../auth/passkey-challenges";
import type { PasskeyRefusal } from "../auth/passkeys";
import type { AppEnv } from "../env";
import { clientNetworkForLog } from "./client-network";

/**
 * The security events the Worker logs, one JSON line each (Workers Logs indexes JSON fields, so they can be
 * filtered and counted). A line never holds a password or a full IP address: the network is a /24 or /48.
 */
export type SecurityEvent =
  /** Wrong credentials; `usernameKnown` says whether the admin's username was tried (a targeted attack). */
  | { event: "login_failed"; usernameKnown: boolean; knownDevice: boolean }
  /** A sign-in refused with 429 before its password was checked, and the limit that refused it. */
  | { event: "login_throttled"; scope: LoginThrottleScope }
  /** The right password, from a browser that must now answer with a passkey: no session yet. */
  | { event: "passkey_requested"; username: string; knownDevice: boolean }
  /** A passkey answer refused (a sign-in's second step, a registration or a removal's confirmation). */
  | { event: "passkey_failed"; purpose: ChallengePurpose; reason: PasskeyRefusal }
  /** `passkey`: whether the sign-in took a passkey after the password. */
  | { event: "signed_in"; username: string; knownDevice: boolean; passkey: boolean }
  /** A passkey registered or removed; `passkeys` is how many are registered afterwards. */
  | { event: "passkey_added" | "passkey_removed"; username: string; passkeys: number }
  | { event: "signed_out"; username: string }
  /** The subscriber list downloaded as CSV. */
  | { event: "subscribers_exported"; username: string }
  /** The owner erased one newsletter address and its consent record (the address itself is not logged). */
  | { event: "subscriber_erased"; username: string };

/** Failed and refused sign-ins are warnings; the rest is the normal record of who did what. */
const WARNINGS: ReadonlySet<SecurityEvent["event"]> = new Set(["login_failed", "login_throttled", "passkey_failed"]);

/**
 * Writes one security event as a JSON line, with the request id and the client's coarse network; warnings go
 * through console.warn so the log's own level says it too.
 */
export function logSecurityEvent(c: Context<AppEnv>, event: SecurityEvent): void {
  const warning = WARNINGS.has(event.event);
  const line = JSON.stringify({
    level: warning ? "warn" : "info",
    type: "security",
    ...event,
    requestId: c.get("requestId"),
    network: clientNetworkForLog(c.req.raw),
    at: new Date().toISOString(),
  });
  if (warning) console.warn(line);
  else console.info(line);
}
