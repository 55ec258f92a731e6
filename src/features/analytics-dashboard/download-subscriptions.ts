import { throwIfResNotOk } from "@/lib/api-client";

/** Downloads the subscriber CSV and lets the browser save it under the server's file name. */
export async function downloadSubscriptions(): Promise<void> {
  const res = await fetch("/api/subscriptions/download", { credentials: "include" });
  await throwIfResNotOk(res);
  const name =
    /filename="([^"]+)"/.exec(res.headers.get("Content-Disposition") ?? "")?.[1] ??
    `email_subscriptions_${new Date().toISOString().slice(0, 10)}.csv`;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
