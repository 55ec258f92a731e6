import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { z } from "zod";
import { catalogueFileSchema } from "../common/catalogue/contract.ts";
import { seedTextRevisionSql } from "../common/catalogue/seed-sql.ts";
import { editablePathSchema, type StoredPathContent } from "../common/starter-paths/contract.ts";

/**
 * `node scripts/seed-revision-migration.ts <git-ref> <migration.sql>` writes into a migration (made with
 * `drizzle-kit generate --custom`) the SQL that revises the wording of the seed catalogue and the seed starter paths
 * from what they were at <git-ref> to what common/catalogue/seed-catalogue.json and common/starter-paths/
 * seed-paths.json say now. A row the owner has edited since is left alone. The seed migrations (0011, 0019) are
 * never changed once applied; a fresh database gets the seed files' text from them and the revisions after them
 * (worker/db/seed-revisions.test.ts).
 */
const CATALOGUE = "common/catalogue/seed-catalogue.json";
const PATHS = "common/starter-paths/seed-paths.json";
const pathsSchema = z.strictObject({ paths: z.array(editablePathSchema) });

const [ref, target] = process.argv.slice(2);
if (!ref || !target) throw new Error("Usage: node scripts/seed-revision-migration.ts <git-ref> <migration.sql>");
const atRef = (file: string) => JSON.parse(execFileSync("git", ["show", `${ref}:${file}`], { encoding: "utf8" }));
const now = (file: string) => JSON.parse(readFileSync(file, "utf8"));

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;
const content = (path: z.infer<typeof editablePathSchema>): string =>
  JSON.stringify({ title: path.title, summary: path.summary, steps: path.steps } satisfies StoredPathContent);

const catalogue = seedTextRevisionSql(
  catalogueFileSchema.parse(atRef(CATALOGUE)),
  catalogueFileSchema.parse(now(CATALOGUE)),
);
const before = new Map(pathsSchema.parse(atRef(PATHS)).paths.map((path) => [path.id, path]));
const paths = pathsSchema.parse(now(PATHS)).paths.flatMap((path) => {
  const old = before.get(path.id);
  if (!old) throw new Error(`${path.id} is new: a revision changes the seed's wording, it adds no paths`);
  return content(old) === content(path)
    ? []
    : [
        `UPDATE starter_paths SET content = ${quote(content(path))} WHERE id = ${quote(path.id)} AND content = ${quote(content(old))};`,
      ];
});

writeFileSync(
  target,
  `-- The seed's wording revised since ${ref} (scripts/seed-revision-migration.ts): rows the owner has not edited since.\n${[...catalogue, ...paths].join("\n--> statement-breakpoint\n")}\n`,
);
console.info(`Wrote ${target}: ${catalogue.length} catalogue and ${paths.length} path statements.`);
