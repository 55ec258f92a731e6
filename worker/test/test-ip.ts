/** The n-th distinct IPv4 address of a private /8, for tests that need a request from a network of its own. */
export function testIp(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}
