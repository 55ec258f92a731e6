import { type ImportResult, importResultSchema } from "@common/catalogue/admin-api";
import { IMPORT_PATH } from "./catalogue-api";
import { catalogueSend } from "./catalogue-request";

/** A chosen file that is not JSON: nothing is sent. */
export class NotJsonError extends Error {
  override readonly name = "NotJsonError";
}

/** The file's JSON, which the Worker checks against the catalogue file's contract. */
export async function readCatalogueFile(file: Blob): Promise<unknown> {
  try {
    return JSON.parse(await file.text());
  } catch (error) {
    throw new NotJsonError("The file is not JSON", { cause: error });
  }
}

/**
 * `POST /api/admin/catalogue/import`: all or nothing. A refusal (400 `invalid_catalogue`) names every error by path
 * (`tools.12.texts.de.example`).
 */
export function importCatalogue(file: unknown): Promise<ImportResult> {
  return catalogueSend("POST", IMPORT_PATH, file, importResultSchema);
}
