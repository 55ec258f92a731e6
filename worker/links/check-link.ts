/**
 * One tool's web address checked the way a careful link checker does (awesome-selfhosted's lesson): only an answer
 * that says the page is gone (404, 410) makes a link dead. A refusal (401, 403, 429), a server error, a timeout or a
 * failed connection says nothing about the page, so it is "unchecked", never "dead". Redirects are followed by hand
 * (at most MAX_REDIRECTS), so the final address is known and a permanent move (301, 308) is reported as "moved".
 */

/** What a check found. */
export type LinkOutcome = "ok" | "moved" | "dead" | "unchecked";

export interface LinkCheck {
  outcome: LinkOutcome;
  /** The last HTTP status seen, or null when no answer came. */
  status: number | null;
  /** Where the redirects led (the address itself when there were none); null when no answer came. */
  finalUrl: string | null;
  /** How many requests the check made (each redirect is one more): they count against a run's budget. */
  requests: number;
}

/** How a check is made. */
export interface LinkCheckOptions {
  /** Names the site, so an owner who sees the request in their logs knows who asks. */
  userAgent: string;
  /** Milliseconds the whole check (every redirect) may take. */
  timeoutMs: number;
}

export const MAX_REDIRECTS = 5;
const PERMANENT = new Set([301, 308]);
const GONE = new Set([404, 410]);

/** Follows `url`'s redirects with GET requests and classifies the last answer (see the module's comment). */
export async function checkLink(url: string, options: LinkCheckOptions): Promise<LinkCheck> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let current = url;
  let movedForGood = false;
  let status: number | null = null;
  let requests = 0;
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      requests += 1;
      const res = await fetch(current, {
        method: "GET",
        redirect: "manual",
        signal,
        headers: { "User-Agent": options.userAgent, Accept: "text/html,*/*;q=0.8" },
      });
      status = res.status;
      // Only the status matters: the body is never read.
      await res.body?.cancel();
      const location = res.headers.get("Location");
      if (status >= 300 && status < 400 && location) {
        if (PERMANENT.has(status)) movedForGood = true;
        current = new URL(location, current).toString();
        continue;
      }
      if (status >= 200 && status < 300) {
        return { outcome: movedForGood && current !== url ? "moved" : "ok", status, finalUrl: current, requests };
      }
      return { outcome: GONE.has(status) ? "dead" : "unchecked", status, finalUrl: current, requests };
    }
    // Too many redirects: a loop, or a site that will not say.
    return { outcome: "unchecked", status, finalUrl: current, requests };
  } catch {
    return { outcome: "unchecked", status, finalUrl: status === null ? null : current, requests };
  }
}
