/**
 * Starts the app's JavaScript once the page has been parsed and painted. The build inlines this function into
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
  const start = () => {
    // One insertion for all of them: inserting links one by one costs the browser a few milliseconds more.
    document.head.append(
      ...preloads.map((href) => element("link", { rel: "modulepreload", crossorigin: "", href })),
      element("script", { type: "module", crossorigin: "", src: entry }),
    );
  };
  const afterFirstPaint = () => {
    // A hidden tab (opened in the background, or prerendered by the browser) paints nothing and runs no
    // animation frames: start at once. Otherwise the timeout set in the frame's callback runs after that paint.
    if (document.visibilityState === "hidden") start();
    else requestAnimationFrame(() => setTimeout(start, 0));
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
