import { describe, expect, it } from "vitest";
import { clientNetwork, clientNetworkForLog, clientNetworks, UNKNOWN_NETWORK } from "./client-network";

const from = (ip?: string) => new Request("https://example.com/", { headers: ip ? { "CF-Connecting-IP": ip } : {} });

describe("clientNetwork", () => {
  it("keys an IPv4 address by itself", () => {
    expect(clientNetwork(from("203.0.113.7"))).toBe("203.0.113.7");
    expect(clientNetwork(from("203.0.113.8"))).toBe("203.0.113.8");
  });

  it("keys every address of one IPv6 /64 alike, however it is written", () => {
    const a = clientNetwork(from("2001:db8:abcd:12::1"));
    expect(a).toBe("2001:db8:abcd:12::/64");
    expect(clientNetwork(from("2001:0db8:abcd:0012:ffff:ffff:ffff:ffff"))).toBe(a);
    expect(clientNetwork(from("2001:DB8:ABCD:12:0:0:0:2"))).toBe(a);
  });

  it("tells neighbouring /64s apart", () => {
    expect(clientNetwork(from("2001:db8:abcd:13::1"))).not.toBe(clientNetwork(from("2001:db8:abcd:12::1")));
  });

  it("counts an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(clientNetwork(from("::ffff:203.0.113.7"))).toBe("203.0.113.7");
  });

  it("shares one key when the address is missing or not an address", () => {
    expect(clientNetwork(from())).toBe(UNKNOWN_NETWORK);
    expect(clientNetwork(from("not-an-ip"))).toBe(UNKNOWN_NETWORK);
  });
});

describe("clientNetworks", () => {
  it("names an IPv6 address's /64 and the /48 around it, however it is written", () => {
    const expected = { network: "2001:db8:abcd:12::/64", allocation: "2001:db8:abcd::/48" };
    expect(clientNetworks(from("2001:db8:abcd:12::1"))).toEqual(expected);
    expect(clientNetworks(from("2001:0DB8:ABCD:0012:ffff:ffff:ffff:ffff"))).toEqual(expected);
    expect(clientNetworks(from("2001:db8:abcd:ffff::1")).allocation).toBe(expected.allocation);
    expect(clientNetworks(from("2001:db8:abce:12::1")).allocation).not.toBe(expected.allocation);
  });

  it("gives an IPv4 address (mapped or not) and an unknown sender one key for both", () => {
    expect(clientNetworks(from("203.0.113.7"))).toEqual({ network: "203.0.113.7", allocation: "203.0.113.7" });
    expect(clientNetworks(from("::ffff:203.0.113.7"))).toEqual({ network: "203.0.113.7", allocation: "203.0.113.7" });
    expect(clientNetworks(from())).toEqual({ network: UNKNOWN_NETWORK, allocation: UNKNOWN_NETWORK });
  });
});

describe("clientNetworkForLog", () => {
  it("logs an IPv4 address as its /24 and an IPv6 address as its /48, never the address", () => {
    expect(clientNetworkForLog(from("203.0.113.7"))).toBe("203.0.113.0/24");
    expect(clientNetworkForLog(from("::ffff:203.0.113.7"))).toBe("203.0.113.0/24");
    expect(clientNetworkForLog(from("2001:db8:abcd:12::1"))).toBe("2001:db8:abcd::/48");
    expect(clientNetworkForLog(from())).toBe(UNKNOWN_NETWORK);
    expect(clientNetworkForLog(from("not-an-ip"))).toBe(UNKNOWN_NETWORK);
  });
});
