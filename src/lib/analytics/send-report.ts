/**
 * Sends a small JSON report that must not hold up or outlive the page: `navigator.sendBeacon` when the browser
 * has it (queued by the browser, delivered even when the page is being left), `fetch` with `keepalive` when it
 * has not or refuses the beacon. Never throws, never waits: a report must not disturb the visit.
 */
export function sendReport(url: string, report: unknown): void {
  const json = JSON.stringify(report);
  try {
    if (typeof navigator.sendBeacon === "function") {
      if (navigator.sendBeacon(url, new Blob([json], { type: "application/json" }))) return;
    }
  } catch {
    // A browser that refuses beacons here (a policy, an extension): the fetch below tries once more.
  }
  try {
    void fetch(url, {
      method: "POST",
      keepalive: true,
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: json,
    }).catch(() => {});
  } catch {
    // No fetch at all: nothing to report with.
  }
}
