import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/** Drizzle over the request's D1 binding. */
export function database(db: D1Database) {
  return drizzle(db, { schema });
}
export type Database = ReturnType<typeof database>;
