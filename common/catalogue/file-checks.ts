import type { CatalogueFile, FieldError } from "./contract";

/**
 * The checks of a catalogue file beyond each tool's own rules: a tool whose id an earlier tool of the file already
 * has (`tools.<i>.id`, duplicateId). The Worker's import and the owner's import script both run it.
 */
export function duplicateIdErrors(file: Pick<CatalogueFile, "tools">): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  file.tools.forEach((tool, i) => {
    if (seen.has(tool.id)) errors.push({ path: `tools.${i}.id`, key: "duplicateId" });
    seen.add(tool.id);
  });
  return errors;
}
