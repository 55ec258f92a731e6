/**
 * Starts the app's JavaScript once the page has been parsed and its content painted. The build inlines this function into
 * every page's `<head>` in place of the module script and modulepreload tags Vite writes (vite.config.ts,
 * docs/decisions/009).
 *
 * Why: a public page arrives prerendered, so its content needs only the HTML and the stylesheet. If the
 * browser discovers about 100 KB of script in the head, a phone's slow connection shares its bandwidth
 * between that script and the stylesheet and images the first paint waits for. Requested after the first
 * paint, the script takes nothing from the content; links work before it arrives, and React adopts the
 * page in slices when it runs (docs/decisions/008).
 *
 * Self-contained: the build inlines this function's source text, so it may use nothing outside its body.
 */
export function loadAppAfterFirstPaint(entry: string, preloads: string[]): void {
  // The Worker gives this inline script the answer's CSP nonce; the scripts it adds carry it too.
  const nonce = document.currentScript?.nonce ?? "";
  const element = (tag: "link" | "script", attributes: Record<string, string>) => {
    const made = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
    made.nonce = nonce;
    return made;
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // One insertion for all of them: inserting links one by one costs the browser a few milliseconds more.
    document.head.append(
      ...preloads.map((href) => element("link", { rel: "modulepreload", crossorigin: "", href })),
      element("script", { type: "module", crossorigin: "", src: entry }),
    );
  };
  const afterFirstPaint = () => {
    // Nothing to wait for in a hidden tab (opened in the background, or prerendered by the browser: it paints
    // nothing) or on a page with no prerendered content (the admin screen, not-found: the app draws them).
    if (document.visibilityState === "hidden" || !document.getElementById("root")?.firstElementChild) {
      start();
      return;
    }
    if (typeof PerformanceObserver !== "undefined" && PerformanceObserver.supportedEntryTypes?.includes("paint")) {
      // The browser's own first-contentful-paint entry: stamped when the frame reached the screen, which can
      // be a frame or more after the page was drawn.
      const observer = new PerformanceObserver((list) => {
        if (!list.getEntriesByName("first-contentful-paint").length) return;
        observer.disconnect();
        start();
      });
      observer.observe({ type: "paint", buffered: true });
      // Should no paint ever be reported, the app still starts.
      setTimeout(start, 2000);
    } else {
      // The timeout set in the frame's callback runs after that frame is drawn.
      requestAnimationFrame(() => setTimeout(start, 0));
    }
  };
  // A script inserted by script runs as soon as it arrives: wait until the whole document, with the data the
  // Worker appends to the body, has been parsed.
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", afterFirstPaint);
  else afterFirstPaint();
}

/** The inline `<script>` body that calls {@link loadAppAfterFirstPaint} with the built entry and its preloads. */
export function appLoaderScript(entry: string, preloads: string[]): string {
  return `(${loadAppAfterFirstPaint.toString()})(${JSON.stringify(entry)},${JSON.stringify(preloads)});`;
}
