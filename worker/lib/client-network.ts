import ipaddr from "ipaddr.js";

/** What every request shares when the edge names no valid client address (local development). */
export const UNKNOWN_NETWORK = "local";

/**
 * The two units a request is counted by (docs/decisions/036):
 * - `network`: an IPv4 address counts as itself; an IPv6 address as its /64, because one home or phone is given a
 *   whole /64 and can rotate through its addresses at will (a limit per full IPv6 address would be no limit);
 * - `allocation`: an IPv6 address as its /48, the block one site (a home, an office, a tunnel broker's customer)
 *   is given, so 65,536 /64s of one allocation are not 65,536 visitors. An IPv4 address is already scarce and
 *   shared by NAT: its allocation is the address itself.
 * An IPv4-mapped IPv6 address counts as its IPv4 address.
 */
export interface ClientNetworks {
  network: string;
  allocation: string;
}

/** The network and allocation a request comes from (see ClientNetworks). */
export function clientNetworks(request: Request): ClientNetworks {
  const header = request.headers.get("CF-Connecting-IP")?.trim();
  if (!header || !ipaddr.isValid(header)) return { network: UNKNOWN_NETWORK, allocation: UNKNOWN_NETWORK };
  const address = ipaddr.process(header); // unwraps IPv4-mapped IPv6
  if (address.kind() === "ipv4") return { network: address.toString(), allocation: address.toString() };
  const groups = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return { network: `${groups.join(":")}::/64`, allocation: `${groups.slice(0, 3).join(":")}::/48` };
}

/** The network a request comes from: an IPv4 address or an IPv6 /64 (see ClientNetworks). */
export function clientNetwork(request: Request): string {
  return clientNetworks(request).network;
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
