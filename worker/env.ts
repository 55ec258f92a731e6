/** Hono environment of the Worker: bindings from wrangler.toml and per-request variables. */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    requestId: string;
    /** Set by requireAdmin for admin-only endpoints. */
    adminUsername?: string;
    secureHeadersNonce?: string;
  };
}
