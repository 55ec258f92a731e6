import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// One way to reach D1: the Worker's statements live in worker/db, written with drizzle's query builder or its `sql`
// tag, and every other module calls its functions. D1's own API appears once, where worker/db/sql-batch.ts turns
// `sql` statements into one batch. A statement written any other way is one this check finds.

/** The Worker's source files (tests, their helpers and type declarations aside). */
function workerSources(dir = "worker"): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "test" ? [] : workerSources(path);
    return entry.name.endsWith(".ts") && !/\.(test|d)\.ts$/.test(entry.name) ? [path] : [];
  });
}

const DB_DIR = join("worker", "db");
const D1_API = /\.(prepare|batch|withSession)\(/;
const DRIZZLE = /from "drizzle-orm/;

describe("D1 access", () => {
  const files = workerSources();
  const inDb = files.filter((file) => file.startsWith(DB_DIR));
  const outside = files.filter((file) => !file.startsWith(DB_DIR));

  it("finds the Worker's modules, in worker/db and outside it", () => {
    expect(outside).toContain(join("worker", "analytics", "record-visit.ts"));
    expect(inDb).toContain(join(DB_DIR, "analytics", "visit-writes.ts"));
  });

  it("is written only in worker/db", () => {
    const source = (file: string) => readFileSync(file, "utf8");
    expect(outside.filter((file) => D1_API.test(source(file)) || DRIZZLE.test(source(file)))).toEqual([]);
  });

  it("goes through drizzle in worker/db, D1's own API only in the batch helper", () => {
    const direct = inDb.filter((file) => /\.prepare\(/.test(readFileSync(file, "utf8")));
    expect(direct).toEqual([join(DB_DIR, "sql-batch.ts")]);
  });
});
