import { defineConfig } from "drizzle-kit";

// Generates SQL migrations from the schema; wrangler applies them (`npm run db:migrate:local`).
export default defineConfig({
  dialect: "sqlite",
  schema: "./worker/db/schema.ts",
  out: "./migrations",
});
