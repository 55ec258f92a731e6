import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { ApiError } from "./errors";

/** The largest JSON body any endpoint accepts. */
export const MAX_JSON_BODY_BYTES = 4096;

/**
 * The largest catalogue tool the dashboard saves: nine languages at their longest (about 1,800 characters each) in
 * a script of three UTF-8 bytes a character come to ~50 KB, or ~100 KB if every character is sent as a `\u` escape.
 */
export const MAX_TOOL_BODY_BYTES = 256 * 1024;

/**
 * The largest catalogue file the dashboard's import takes. The seed's tools, fully written in nine languages, are
 * 7.2 KB each as compact JSON, so 32 MB holds about 4,400 of them. Workers accept 100 MB, but an isolate has 128 MB
 * of memory, and the import holds the body, its decoded text, the parsed tools and the stored catalogue it compares
 * them with all at once. Larger catalogues import with `npm run catalogue:import` (the same code, run by Node).
 */
export const MAX_CATALOGUE_FILE_BYTES = 32 * 1024 * 1024;

/**
 * The largest form body accepted: the longest address fully percent-encoded (762 bytes) and the other short
 * fields fit many times over; anything bigger is not a person signing up or unsubscribing.
 */
export const MAX_FORM_BODY_BYTES = 4096;

function tooLarge(): ApiError {
  return new ApiError(413, "payload_too_large", "Request body is too large");
}

/**
 * Refuses a request body over `maxSize` bytes with 413 while it is being read, so a streamed (chunked) body is
 * never held in memory past the limit. A declared Content-Length over the limit is refused before reading;
 * a smaller one is only a claim (hono's bodyLimit would take it on trust), so the header is dropped and the
 * bytes themselves are counted.
 */
export function limitBody(maxSize: number) {
  const countWhileReading = bodyLimit({
    maxSize,
    onError: () => {
      throw tooLarge();
    },
  });
  return createMiddleware<AppEnv>(async (c, next) => {
    const declared = c.req.header("Content-Length");
    if (declared !== undefined) {
      if (Number(declared) > maxSize) throw tooLarge();
      const headers = new Headers(c.req.raw.headers);
      headers.delete("Content-Length");
      c.req.raw = new Request(c.req.raw, { headers });
    }
    return countWhileReading(c, next);
  });
}
