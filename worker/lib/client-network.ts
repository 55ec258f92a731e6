import ipaddr from "ipaddr.js";

/** What every request shares when the edge names no valid client address (local development). */
export const UNKNOWN_NETWORK = "local";

/**
 * The network a request comes from: the unit every rate limit and every per-network key counts.
 * An IPv4 address counts as itself; an IPv6 address as its /64, because one home or phone is given a whole /64
 * and can rotate through its addresses at will (a limit per full IPv6 address would be no limit).
 * An IPv4-mapped IPv6 address counts as its IPv4 address.
 */
export function clientNetwork(request: Request): string {
  const header = request.headers.get("CF-Connecting-IP")?.trim();
  if (!header || !ipaddr.isValid(header)) return UNKNOWN_NETWORK;
  const address = ipaddr.process(header); // unwraps IPv4-mapped IPv6
  if (address.kind() === "ipv4") return address.toString();
  const groups = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${groups.join(":")}::/64`;
}

/**
 * The network a request comes from, coarse enough to log: an IPv4 address as its /24, an IPv6 address as its
 * /48. Enough to tell one attacker's networks from another's, never a person's address.
 */
export function clientNetworkForLog(request: Request): string {
  const header = request.headers.get("CF-Connecting-IP")?.trim();
  if (!header || !ipaddr.isValid(header)) return UNKNOWN_NETWORK;
  const address = ipaddr.process(header);
  if (address.kind() === "ipv4") return `${(address as ipaddr.IPv4).octets.slice(0, 3).join(".")}.0/24`;
  const groups = (address as ipaddr.IPv6).parts.slice(0, 3).map((part) => part.toString(16));
  return `${groups.join(":")}::/48`;
}
