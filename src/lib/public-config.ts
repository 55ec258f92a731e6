import { completePublicConfig, type PublicConfig } from "@common/config";

let cached: PublicConfig | undefined;

/** Sets the configuration explicitly (the prerenderer, which has no document, bakes the deployed values in). */
export function setPublicConfig(config: PublicConfig): void {
  cached = config;
}

/**
 * Public configuration inlined by the Worker into `<script type="application/json" id="app-config">`.
 * Parsed without zod on purpose: the Worker wrote it from a typed object, and zod would weigh on every page;
 * a missing or malformed setting takes its fallback.
 */
export function getPublicConfig(): PublicConfig {
  if (cached) return cached;
  try {
    const raw = typeof document === "undefined" ? null : document.getElementById("app-config")?.textContent;
    cached = completePublicConfig(raw ? JSON.parse(raw) : {});
  } catch {
    cached = completePublicConfig({});
  }
  return cached;
}
