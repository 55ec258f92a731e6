import "./worker-modules.ts";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getPlatformProxy, unstable_readConfig } from "wrangler";
import type { ImportResult } from "../../common/catalogue/admin-api.ts";
import type { CatalogueFile, FieldError } from "../../common/catalogue/contract.ts";

/**
 * `npm run catalogue:export -- [--remote] [file]` and `npm run catalogue:import -- [--remote] file`: the owner's
 * copy of the catalogue without the dashboard. Both run the Worker's own catalogue code (worker/db/catalogue/)
 * against the D1 binding wrangler gives Node: the local database `npm start` uses, or with --remote the production
 * one (through wrangler's login). So an import is checked by the same contract and the same cross-checks as the
 * dashboard's, and applied the same way: all or nothing. `--persist-to <dir>` names another local state, as
 * `wrangler dev --persist-to <dir>` does (the catalogue benchmark's).
 */

const USAGE =
  "usage: catalogue.ts export [--remote | --persist-to dir] [file] | import [--remote | --persist-to dir] file";
const [command, ...rest] = process.argv.slice(2);
const persistAt = rest.indexOf("--persist-to");
const persistTo = persistAt >= 0 ? rest[persistAt + 1] : undefined;
const args = persistAt >= 0 ? rest.filter((_, i) => i !== persistAt && i !== persistAt + 1) : rest;
const remote = args.includes("--remote");
const path = args.find((arg) => !arg.startsWith("--"));

if (
  (command !== "export" && command !== "import") ||
  (command === "import" && !path) ||
  (persistAt >= 0 && (!persistTo || remote))
) {
  console.error(USAGE);
  process.exit(2);
}

/** A configuration naming only the D1 binding, marked remote, so wrangler reaches the production database. */
function remoteConfig(): { path: string; cleanUp: () => void } {
  const config = unstable_readConfig({ config: "wrangler.toml" });
  const db = config.d1_databases.find((binding: { binding: string }) => binding.binding === "DB");
  if (!db) throw new Error("wrangler.toml has no D1 binding named DB");
  const dir = mkdtempSync(join(tmpdir(), "catalogue-"));
  const file = join(dir, "wrangler.json");
  writeFileSync(
    file,
    JSON.stringify({
      name: config.name,
      compatibility_date: config.compatibility_date,
      d1_databases: [{ binding: "DB", database_name: db.database_name, database_id: db.database_id, remote: true }],
    }),
  );
  return { path: file, cleanUp: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The Worker's modules, loaded once the resolve hooks are in place (and typed here by what this script uses: the
 * Worker's project type-checks them against the Workers runtime, which Node's does not know).
 */
const workerModule = (path: string): Promise<unknown> => import(new URL(path, import.meta.url).href);
const { catalogueFileSchema, fieldErrors } = (await workerModule(
  "../../common/catalogue/contract.ts",
)) as typeof import("../../common/catalogue/contract.ts");
const { database } = (await workerModule("../../worker/db/client.ts")) as { database: (d1: unknown) => unknown };
const { exportCatalogue, importCatalogue } = (await workerModule("../../worker/db/catalogue/catalogue-file.ts")) as {
  exportCatalogue: (db: unknown) => Promise<CatalogueFile>;
  importCatalogue: (
    db: unknown,
    file: CatalogueFile,
  ) => Promise<{ imported: ImportResult } | { invalid: FieldError[] } | { conflict: string[] }>;
};

const config = remote ? remoteConfig() : null;
const proxy = await getPlatformProxy<{ DB: unknown }>({
  configPath: config?.path ?? "wrangler.toml",
  envFiles: [],
  remoteBindings: remote,
  // wrangler dev keeps its local state under `<dir>/v3`.
  ...(persistTo ? { persist: { path: join(persistTo, "v3") } } : {}),
});
let exitCode = 0;
try {
  const db = database(proxy.env.DB);
  if (command === "export") {
    const file = await exportCatalogue(db);
    const text = `${JSON.stringify(file, null, 2)}\n`;
    if (path) {
      writeFileSync(path, text);
      console.error(`Exported ${file.tools.length} tools to ${path}`);
    } else {
      process.stdout.write(text);
    }
  } else {
    const parsed = catalogueFileSchema.safeParse(JSON.parse(readFileSync(path as string, "utf8")));
    const outcome = parsed.success
      ? await importCatalogue(db, parsed.data)
      : { invalid: fieldErrors(parsed.error.issues) };
    if ("invalid" in outcome) {
      console.error(`Not imported, nothing changed. ${outcome.invalid.length} error(s):`);
      for (const error of outcome.invalid) console.error(`  ${error.path}: ${error.key}`);
      exitCode = 1;
    } else if ("conflict" in outcome) {
      console.error(`Not imported, nothing changed: saved meanwhile: ${outcome.conflict.join(", ")}. Export again.`);
      exitCode = 1;
    } else {
      const { created, updated, unchanged } = outcome.imported;
      console.error(`Imported: ${created} created, ${updated} updated, ${unchanged} unchanged`);
    }
  }
} finally {
  await proxy.dispose();
  config?.cleanUp();
}
process.exit(exitCode);
