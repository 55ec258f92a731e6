/** The ad network's loader script; loaded once, and only after the visitor accepted cookies. */
export const AD_SCRIPT_ORIGIN = "https://pagead2.googlesyndication.com";

let loaded = false;

/** Adds the ad network's script with the page's CSP nonce (the network supports nonce-based CSP only). */
export function loadAdScript(clientId: string): void {
  if (loaded || !clientId || typeof document === "undefined") return;
  loaded = true;
  const script = document.createElement("script");
  script.async = true;
  script.src = `${AD_SCRIPT_ORIGIN}/pagead/js/adsbygoogle.js?client=${encodeURIComponent(clientId)}`;
  script.crossOrigin = "anonymous";
  const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
  if (nonce) script.nonce = nonce;
  document.head.appendChild(script);
}
