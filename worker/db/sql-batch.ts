import type { SQL } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import type { Database } from "./client";

const dialect = new SQLiteAsyncDialect();

/**
 * Runs statements written with drizzle's `sql` tag as one D1 batch (one transaction), answering each statement's
 * result. Through the D1 client, not drizzle's batch: drizzle cannot batch raw `sql` with parameters (its raw
 * queries carry no prepared statement).
 */
export async function runBatch(db: Database, statements: readonly SQL[]): Promise<D1Result[]> {
  const d1 = db.$client;
  return d1.batch(
    statements.map((statement) => {
      const query = dialect.sqlToQuery(statement);
      return d1.prepare(query.sql).bind(...query.params);
    }),
  );
}
