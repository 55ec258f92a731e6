import { downloadFile } from "@/lib/admin/download-file";
import { EXPORT_PATH } from "./catalogue-api";

/** Downloads the whole catalogue as the file an import reads (`catalogue-YYYY-MM-DD.json`). */
export function exportCatalogue(): Promise<void> {
  return downloadFile(EXPORT_PATH, `catalogue-${new Date().toISOString().slice(0, 10)}.json`);
}
