import { NONCE, secureHeaders } from "hono/secure-headers";

/** Hosts of the ad network; allowed only in the directives the ad script needs. */
const AD_SCRIPT_HOSTS = ["https://pagead2.googlesyndication.com", "https://*.googlesyndication.com"];
const AD_FRAME_HOSTS = [
  "https://googleads.g.doubleclick.net",
  "https://tpc.googlesyndication.com",
  "https://*.googlesyndication.com",
  "https://www.google.com",
];

/**
 * Security headers on every response (MDN HTTP Observatory rules): a nonce-based CSP with 'strict-dynamic'
 * (the ad network supports only nonce-based CSP), HSTS for two years, no framing, nosniff, and a referrer
 * policy that still sends Origin on same-origin POSTs (the API's Origin check relies on it).
 * The fresh nonce is available to the HTML rewriter as `c.get("secureHeadersNonce")`.
 */
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: [NONCE, "'strict-dynamic'", ...AD_SCRIPT_HOSTS],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "https:"],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...AD_SCRIPT_HOSTS],
    frameSrc: AD_FRAME_HOSTS,
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    manifestSrc: ["'self'"],
    // The Saved page's service worker (/sw.js, docs/decisions/049); without this, script-src's nonce would refuse it.
    workerSrc: ["'self'"],
  },
  strictTransportSecurity: "max-age=63072000; includeSubDomains; preload",
  xFrameOptions: "DENY",
  referrerPolicy: "strict-origin-when-cross-origin",
  crossOriginResourcePolicy: "same-origin",
  crossOriginOpenerPolicy: "same-origin",
  permissionsPolicy: {
    camera: [],
    microphone: [],
    geolocation: [],
    payment: [],
    usb: [],
    accelerometer: [],
    gyroscope: [],
    magnetometer: [],
  },
});
