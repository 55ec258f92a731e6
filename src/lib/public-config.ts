import type { PublicConfig } from "@common/config";

const FALLBACK: PublicConfig = {
  siteUrl: "",
  contactEmail: "",
  companyName: "",
  ads: { clientId: "", slots: { homeInline: "", newsletter: "" } },
};

let cached: PublicConfig | undefined;

/** Sets the configuration explicitly (the prerenderer, which has no document, bakes the deployed values in). */
export function setPublicConfig(config: PublicConfig): void {
  cached = config;
}

/**
 * Public configuration inlined by the Worker into `<script type="application/json" id="app-config">`.
 * Parsed without zod on purpose: the Worker wrote it from a typed object, and zod would weigh on every page.
 */
export function getPublicConfig(): PublicConfig {
  if (cached) return cached;
  try {
    const raw = typeof document === "undefined" ? null : document.getElementById("app-config")?.textContent;
    const parsed = raw ? (JSON.parse(raw) as Partial<PublicConfig>) : {};
    cached = { ...FALLBACK, ...parsed, ads: { ...FALLBACK.ads, ...parsed.ads } };
  } catch {
    cached = FALLBACK;
  }
  return cached;
}
