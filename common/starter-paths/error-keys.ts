// No imports: common/catalogue/contract.ts adds these to the field errors' keys.

/** A starter path's own rules (contract.ts), besides the catalogue's `required`, `tooLong`, `idFormat`, `unknownValue`; their messages are
 * the admin's field errors (`admin.catalogue.errors.{key}`). */
export const PATH_ERROR_KEYS = ["stepsCount", "duplicateTool", "unknownTool", "pathIdTaken"] as const;
