import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { alias } from "./vite.config.ts";
import { hashPassword } from "./worker/auth/password.ts";

/** The admin login the Worker tests run with (secrets are never read from a developer's .dev.vars here). */
export const TEST_ADMIN = { username: "test-admin", password: "correct horse battery staple" };

/**
 * Two projects: `worker` runs inside workerd with the real local D1 and KV (migrations applied in a setup
 * file; storage isolated per test file), `ui` runs React components and shared code in jsdom.
 */
export default defineConfig(async () => {
  const migrations = await readD1Migrations("./migrations");
  const adminHash = await hashPassword(TEST_ADMIN.password);
  return {
    test: {
      projects: [
        {
          resolve: { alias },
          plugins: [
            cloudflareTest({
              wrangler: { configPath: "./wrangler.toml" },
              miniflare: {
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  TEST_ADMIN_PASSWORD: TEST_ADMIN.password,
                  ADMIN_USERNAME: TEST_ADMIN.username,
                  ADMIN_PASSWORD_HASH: adminHash,
                  CF_ACCOUNT_ID: "",
                  CF_API_TOKEN: "",
                },
              },
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
            // Stylesheets are not processed here, except the raw text of the main one, which a test reads.
            css: { include: [/\/src\/styles\.css\?raw$/] },
            // Each test file still gets a fresh module graph and globals, but in a VM context of a worker that
            // keeps its jsdom, instead of a new worker building jsdom again: creating jsdom per file was over half
            // of this project's time (182 s against 41 s for the same 488 tests on a 2-core machine).
            pool: "vmThreads",
            include: ["src/**/*.test.{ts,tsx}", "common/**/*.test.ts", "scripts/**/*.test.ts"],
            setupFiles: ["./test/ui/webcrypto.ts", "./src/test/setup.ts"],
          },
        },
      ],
    },
  };
});
