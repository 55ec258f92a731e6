/**
 * A passkey made in software for the Worker tests: an ES256 key pair from WebCrypto, and the registration and
 * assertion answers a browser would post, built by hand (authenticator data, client data JSON, CBOR, DER), so
 * the Worker's real WebAuthn checks run against them. The browser tests use Chromium's virtual authenticator.
 */

function base64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array {
  const b64 = text.replace(/-/g, "+").replace(/_/g, "/");
  return Uint8Array.from(atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4)), (ch) => ch.charCodeAt(0));
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

async function sha256(bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", bytes as BufferSource));
}

/** The CBOR subset WebAuthn needs: integers, byte and text strings, maps. */
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function cborHead(major: number, value: number): Uint8Array {
  if (value < 24) return Uint8Array.of((major << 5) | value);
  if (value < 0x100) return Uint8Array.of((major << 5) | 24, value);
  return Uint8Array.of((major << 5) | 25, value >> 8, value & 0xff);
}

function cbor(value: Cbor): Uint8Array {
  if (typeof value === "number") return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === "string") {
    const bytes = new TextEncoder().encode(value);
    return concat(cborHead(3, bytes.length), bytes);
  }
  if (value instanceof Uint8Array) return concat(cborHead(2, value.length), value);
  return concat(cborHead(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)]));
}

/** An ECDSA signature from WebCrypto (r ‖ s) in the DER form WebAuthn uses for ES256. */
function derSignature(raw: Uint8Array): Uint8Array {
  const integer = (bytes: Uint8Array) => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start++;
    let trimmed: Uint8Array = bytes.slice(start);
    if ((trimmed[0] ?? 0) & 0x80) trimmed = concat(Uint8Array.of(0), trimmed);
    return concat(Uint8Array.of(0x02, trimmed.length), trimmed);
  };
  const body = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(Uint8Array.of(0x30, body.length), body);
}

/** Authenticator data flags: user present, user verified, attested credential data included. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

/** An assertion as the browser posts it. */
export interface Assertion {
  id: string;
  rawId: string;
  response: { clientDataJSON: string; authenticatorData: string; signature: string };
  clientExtensionResults: Record<string, never>;
  type: "public-key";
}

export interface SoftwarePasskey {
  /** The credential id (base64url). */
  id: string;
  /** The registration answer for `options.challenge`, as `startRegistration()` would give it. */
  register(challenge: string, origin: string, rpId: string): Promise<unknown>;
  /** An assertion for `challenge`, as `startAuthentication()` would give it; `counter` is the signature count. */
  assert(
    challenge: string,
    origin: string,
    rpId: string,
    options?: { counter?: number; type?: string },
  ): Promise<Assertion>;
}

export async function softwarePasskey(): Promise<SoftwarePasskey> {
  const keys = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
    "sign",
    "verify",
  ])) as CryptoKeyPair;
  const jwk = (await crypto.subtle.exportKey("jwk", keys.publicKey)) as JsonWebKey;
  const coseKey = cbor(
    new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, fromBase64Url(jwk.x ?? "")],
      [-3, fromBase64Url(jwk.y ?? "")],
    ]),
  );
  const rawId = crypto.getRandomValues(new Uint8Array(16));
  const id = base64Url(rawId);
  const clientData = (type: string, challenge: string, origin: string) =>
    new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const counterBytes = (n: number) => Uint8Array.of(n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255);
  let lastCounter = 0;

  return {
    id,
    async register(challenge, origin, rpId) {
      const authData = concat(
        await sha256(new TextEncoder().encode(rpId)),
        Uint8Array.of(UP | UV | AT),
        counterBytes(0),
        new Uint8Array(16), // AAGUID: none
        Uint8Array.of(rawId.length >> 8, rawId.length & 255),
        rawId,
        coseKey,
      );
      const attestationObject = cbor(
        new Map<Cbor, Cbor>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", authData],
        ]),
      );
      return {
        id,
        rawId: id,
        response: {
          clientDataJSON: base64Url(clientData("webauthn.create", challenge, origin)),
          attestationObject: base64Url(attestationObject),
          transports: ["internal"],
        },
        clientExtensionResults: {},
        type: "public-key",
      };
    },
    async assert(challenge, origin, rpId, { counter, type = "webauthn.get" } = {}) {
      lastCounter = counter ?? lastCounter + 1;
      const authData = concat(
        await sha256(new TextEncoder().encode(rpId)),
        Uint8Array.of(UP | UV),
        counterBytes(lastCounter),
      );
      const clientDataJSON = clientData(type, challenge, origin);
      const signed = concat(authData, await sha256(clientDataJSON));
      const raw = new Uint8Array(
        await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, keys.privateKey, signed as BufferSource),
      );
      return {
        id,
        rawId: id,
        response: {
          clientDataJSON: base64Url(clientDataJSON),
          authenticatorData: base64Url(authData),
          signature: base64Url(derSignature(raw)),
        },
        clientExtensionResults: {},
        type: "public-key" as const,
      };
    },
  };
}
