import { writeFileSync } from "node:fs";
import { toolTextFields } from "../common/catalogue/tool-text.ts";
import { tools } from "../common/catalogue/tools.ts";

/**
 * Writes public/locales/en/tools.json from the catalogue, the English source translators work from.
 * A UI test fails when the file and the catalogue disagree; run this after editing tool text.
 */
const entries = Object.fromEntries(tools.map((tool) => [tool.id, toolTextFields(tool)]));
writeFileSync("public/locales/en/tools.json", `${JSON.stringify(entries, null, 2)}\n`);
console.info(`Wrote ${tools.length} tools to public/locales/en/tools.json`);
