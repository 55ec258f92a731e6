import { describe, expect, it } from "vitest";
import { isConsoleNoise } from "./suppress-console-noise";

describe("isConsoleNoise", () => {
  it.each([
    "MetaMask: Failed to connect",
    "Cannot redefine property: ethereum (window.ethereum)",
    "Uncaught (in promise) Error at chrome-extension://abcdef/inpage.js",
    "Failed to load resource: https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js",
    "adsbygoogle.push() error: No slot size for availableWidth=0",
    "https://googleads.g.doubleclick.net/pagead/ads blocked",
  ])("drops %s", (message) => {
    expect(isConsoleNoise(message)).toBe(true);
  });

  it.each([
    "TypeError: Cannot read properties of undefined (reading 'map')",
    "409: Email already subscribed",
    "Failed to load resource: the server responded with a status of 500",
  ])("keeps %s", (message) => {
    expect(isConsoleNoise(message)).toBe(false);
  });
});
