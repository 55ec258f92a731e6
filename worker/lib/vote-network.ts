import { sha256Hex } from "./sha256-hex";

/**
 * Counted votes per tool per IPv6 /48 per UTC day, beyond the one per network (docs/decisions/036): a /48 is one
 * site, a home, an office, a campus, a carrier's pool of phones, where a handful of people may rate the same tool on
 * the same day, while a script rotating through its 65,536 /64s gets no more than this.
 */
export const VOTES_PER_ALLOCATION_PER_DAY = 4;

/**
 * The key that counts votes per tool per network (or per allocation) and day: SHA-256(daily salt ‖ network ‖ tool
 * id), truncated to 128 bits. The salt is random and deleted after two days, so a stored key can never be traced
 * back to an address, and tomorrow's keys share nothing with today's. `network` is one of `clientNetworks(request)`.
 */
export async function voteNetworkKey(salt: string, network: string, toolId: string): Promise<string> {
  return (await sha256Hex(`${salt}\u0000${network}\u0000${toolId}`)).slice(0, 32);
}
