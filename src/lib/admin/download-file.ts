import { throwIfResNotOk } from "@/lib/api-client";

/**
 * Downloads an admin file (a CSV the Worker streams) and lets the browser save it under the server's file name,
 * or `fallbackName` when the answer names none.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const res = await fetch(url, { credentials: "include" });
  await throwIfResNotOk(res);
  const name = /filename="([^"]+)"/.exec(res.headers.get("Content-Disposition") ?? "")?.[1] ?? fallbackName;
  const objectUrl = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = objectUrl;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
}

const today = () => new Date().toISOString().slice(0, 10);

/** Downloads the subscriber CSV (SPEC.md §7: saved as email_subscriptions_{date}.csv). */
export function downloadSubscriptions(): Promise<void> {
  return downloadFile("/api/subscriptions/download", `email_subscriptions_${today()}.csv`);
}

/** Downloads the current view of the dashboard as one CSV (`/api/admin/insights.csv` with the range). */
export function downloadInsights(url: string): Promise<void> {
  return downloadFile(url, `insights_${today()}.csv`);
}
