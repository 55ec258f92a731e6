import { readFileSync, writeFileSync } from "node:fs";
import { z } from "zod";
import { editablePathSchema, type StoredPathContent } from "../common/starter-paths/contract.ts";

/**
 * Writes migration 0019 (the seed's starter paths) from common/starter-paths/seed-paths.json. Run it only to
 * correct the seed before the site has been deployed: a migration already applied somewhere is never changed
 * again, and live paths are edited in the dashboard.
 */
const SEED_FILE = "common/starter-paths/seed-paths.json";
const SEED_MIGRATION = "migrations/0019_starter_paths_seed.sql";
const SEEDED_AT = "2026-11-27T00:00:00.000Z";

const { paths } = z
  .strictObject({ paths: z.array(editablePathSchema) })
  .parse(JSON.parse(readFileSync(SEED_FILE, "utf8")));
const quote = (value: string | null) => (value === null ? "NULL" : `'${value.replace(/'/g, "''")}'`);
const rows = paths.map((path) => {
  const content: StoredPathContent = { title: path.title, summary: path.summary, steps: path.steps };
  return `(${[path.id, path.status].map(quote).join(", ")}, ${path.position}, ${quote(path.guide)}, ${quote(JSON.stringify(content))}, '${SEEDED_AT}', '${SEEDED_AT}')`;
});
writeFileSync(
  SEED_MIGRATION,
  `-- The seed's starter paths, written by scripts/starter-paths-seed-migration.ts from ${SEED_FILE}.\nINSERT INTO starter_paths (id, status, position, guide, content, created_at, updated_at) VALUES\n${rows.join(",\n")};\n`,
);
console.info(`Wrote ${SEED_MIGRATION}: ${paths.length} paths.`);
