import { sha256Hex } from "./sha256-hex";

/**
 * The key that allows one counted vote per tool per network per day: SHA-256(daily salt ‖ network ‖ tool id),
 * truncated to 128 bits. The salt is random and deleted after two days, so a stored key can never be traced back
 * to an address, and tomorrow's keys share nothing with today's. `network` is `clientNetwork(request)`.
 */
export async function voteNetworkKey(salt: string, network: string, toolId: string): Promise<string> {
  return (await sha256Hex(`${salt}\u0000${network}\u0000${toolId}`)).slice(0, 32);
}
