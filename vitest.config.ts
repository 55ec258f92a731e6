import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { alias } from "./vite.config.ts";

/**
 * Two projects: `worker` runs inside workerd with the real local D1 and KV (migrations applied in a setup
 * file; storage isolated per test file), `ui` runs React components and shared code in jsdom.
 */
export default defineConfig(async () => {
  const migrations = await readD1Migrations("./migrations");
  return {
    test: {
      projects: [
        {
          resolve: { alias },
          plugins: [
            cloudflareTest({
              wrangler: { configPath: "./wrangler.toml" },
              miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
            }),
          ],
          test: {
            name: "worker",
            include: ["worker/**/*.test.ts"],
            setupFiles: ["./worker/test/apply-migrations.ts"],
          },
        },
        {
          resolve: { alias },
          plugins: [react()],
          test: {
            name: "ui",
            environment: "jsdom",
            include: ["src/**/*.test.{ts,tsx}", "common/**/*.test.ts"],
            setupFiles: ["./src/test/setup.ts"],
          },
        },
      ],
    },
  };
});
