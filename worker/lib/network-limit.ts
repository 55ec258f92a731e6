import { clientNetworks } from "./client-network";

/**
 * The keys a request spends of a rate limiter: one for its network (an IPv4 address or an IPv6 /64) and, for
 * IPv6, one for its /48 (`clientNetworks`). The /48 gets what one network gets, as one IPv4 address shared by
 * NAT does (docs/decisions/036). An IPv4 address is its own allocation, so it spends a single key.
 */
export function networkLimitKeys(prefix: string, request: Request): string[] {
  const { network, allocation } = clientNetworks(request);
  return allocation === network ? [`${prefix}:${network}`] : [`${prefix}:${network}`, `${prefix}:${allocation}`];
}

/**
 * Spends one request of `limiter` under every key of the request's network (networkLimitKeys); true only when
 * every key is within its allowance. The one way the Worker applies a per-network limit, so no caller can leave
 * out the /48.
 */
export async function withinNetworkLimit(limiter: RateLimit, prefix: string, request: Request): Promise<boolean> {
  const answers = await Promise.all(networkLimitKeys(prefix, request).map((key) => limiter.limit({ key })));
  return answers.every((answer) => answer.success);
}
