import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// One way to reach D1: the Worker's statements live in worker/db (drizzle, or D1's own API where a statement needs
// numbered parameters or a batch), and every other module calls its functions. A statement written elsewhere is
// one this check finds.

/** The Worker's source files outside worker/db, tests and test helpers aside. */
function workerSourcesOutsideDb(dir = "worker"): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return path === join("worker", "db") || entry.name === "test" ? [] : workerSourcesOutsideDb(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

const D1_CALL = /\.(prepare|batch|withSession)\(|from "drizzle-orm/;

describe("D1 access", () => {
  const files = workerSourcesOutsideDb();

  it("finds the Worker's modules", () => {
    expect(files.length).toBeGreaterThan(40);
    expect(files).toContain(join("worker", "analytics", "record-visit.ts"));
  });

  it("is written only in worker/db", () => {
    const offenders = files.filter((file) => D1_CALL.test(readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });
});
