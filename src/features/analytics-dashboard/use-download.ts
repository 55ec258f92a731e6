import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { clearAdminQueries } from "@/lib/admin/admin-queries";
import { ApiRequestError } from "@/lib/api-client";

/**
 * A download the admin starts (the subscriber CSV, the insights export): `busy` while it runs; a failure is
 * logged under `failureLabel`, and a 401 signs the browser out like any other admin answer.
 */
export function useDownload(download: () => Promise<void>, failureLabel: string) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      console.error(failureLabel, error);
      if (error instanceof ApiRequestError && error.status === 401) clearAdminQueries(queryClient);
    } finally {
      setBusy(false);
    }
  };
  return { busy, start };
}
