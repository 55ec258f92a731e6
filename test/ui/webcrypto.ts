import { webcrypto } from "node:crypto";

// The UI tests run in VM contexts (vitest's vmThreads pool) whose `crypto` is jsdom's, which has getRandomValues
// but no `subtle`; a browser has both. The vote's proof of work (PBKDF2) runs on Node's own WebCrypto here, the
// same implementation the tests had before the pool changed.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, "crypto", { value: webcrypto, configurable: true });
}
