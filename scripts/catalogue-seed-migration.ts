import { readFileSync, writeFileSync } from "node:fs";
import { catalogueFileSchema } from "../common/catalogue/contract.ts";
import { seedSql } from "../common/catalogue/seed-sql.ts";

/**
 * Writes migration 0011 (the seed catalogue) from common/catalogue/seed-catalogue.json. Run it only to correct
 * the seed before the site has been deployed: a migration already applied somewhere is never changed again, and
 * a live catalogue is edited in the dashboard.
 */
export const SEED_FILE = "common/catalogue/seed-catalogue.json";
export const SEED_MIGRATION = "migrations/0011_catalogue_seed.sql";

const file = catalogueFileSchema.parse(JSON.parse(readFileSync(SEED_FILE, "utf8")));
writeFileSync(SEED_MIGRATION, seedSql(file));
console.info(`Wrote ${SEED_MIGRATION}: ${file.tools.length} tools.`);
