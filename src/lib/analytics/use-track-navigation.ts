import type { VisitRequest } from "@common/api/analytics";
import { parseLocalizedPath } from "@common/i18n/localized-path";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Reports client-side navigations to `POST /api/visits`. The first page load is skipped: the Worker records
 * it at the edge. The admin screen is never reported. Failures are ignored; analytics must not disturb a visit.
 */
export function useTrackNavigation(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (parseLocalizedPath(pathname).path.startsWith("/admin")) return;
    const visit: VisitRequest = { path: pathname };
    const body = JSON.stringify(visit);
    void fetch("/api/visits", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body,
      keepalive: true,
    }).catch(() => {});
  }, [pathname]);
}
