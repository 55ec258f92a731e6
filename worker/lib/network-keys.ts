import { dailySalt } from "../analytics/salts";
import type { Database } from "../db/client";
import { clientNetworks } from "./client-network";
import { sha256Hex } from "./sha256-hex";

/**
 * The keys that count a request's network and its allocation (an IPv6 /48; one key for IPv4) per UTC day for
 * `purpose`: SHA-256(daily salt ‖ purpose ‖ network), truncated to 128 bits. The salt is deleted after two days, so a
 * stored key can never be traced back to an address (docs/decisions/036).
 */
export async function dailyNetworkKeys(db: Database, request: Request, now: Date, purpose: string): Promise<string[]> {
  const salt = await dailySalt(db, now);
  const { network, allocation } = clientNetworks(request);
  return Promise.all(
    [...new Set([network, allocation])].map(async (key) =>
      (await sha256Hex(`${salt}\u0000${purpose}\u0000${key}`)).slice(0, 32),
    ),
  );
}
