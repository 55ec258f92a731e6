import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { alias } from "./vite.config.ts";
import { hashPassword } from "./worker/auth/password.ts";

/** The admin login the Worker tests run with (secrets are never read from a developer's .dev.vars here). */
export const TEST_ADMIN = { username: "test-admin", password: "correct horse battery staple" };

/** Every Worker test file. */
const WORKER_TESTS = readdirSync("worker", { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".test.ts"))
  .map((file) => `worker/${file}`);
/**
 * Each Worker test file runs in a fresh isolate beside its project's main module, which it loads first. The
 * Worker's own entry (the app with its server renderer) costs seconds per file, so only the files that call the
 * Worker through its `exports` (`cloudflare:workers`) run beside it; the rest (storage, analytics, pure modules)
 * run beside an entry that only has the bindings. Both have the same bindings, migrations and isolated storage.
 */
const callsTheWorker = (file: string): boolean => {
  const source = readFileSync(file, "utf8");
  if (source.includes('from "cloudflare:workers"')) return true;
  // The test helpers it imports (worker/test/*.ts) count as its own code: a helper may sign in through the Worker.
  const helpers = [...source.matchAll(/from "((?:\.\.?\/)+(?:[\w-]+\/)*test\/[\w-]+)"/g)];
  return helpers.some(([, path = ""]) => callsTheWorker(join(dirname(file), `${path}.ts`)));
};
const WORKER_ENTRY_TESTS = WORKER_TESTS.filter(callsTheWorker);
const BINDINGS_ONLY_TESTS = WORKER_TESTS.filter((file) => !callsTheWorker(file));

/**
 * Three projects: `worker` and `worker-bindings` run inside workerd with the real local D1 and KV (migrations
 * applied in a setup file; storage isolated per test file), `ui` runs React components and shared code in jsdom.
 */
export default defineConfig(async () => {
  const migrations = await readD1Migrations("./migrations");
  const adminHash = await hashPassword(TEST_ADMIN.password);
  /** A project of Worker tests in workerd; `main` replaces the Worker's entry as the module they run beside. */
  const workerProject = (name: string, include: string[], main?: string) => ({
    resolve: { alias },
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        ...(main ? { main } : {}),
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
    // A local web server for the link checker's tests (its origin is `inject("linkServer")`).
    test: {
      name,
      include,
      setupFiles: ["./worker/test/apply-migrations.ts"],
      globalSetup: ["./worker/test/link-server.ts"],
    },
  });
  return {
    test: {
      // Four test files at a time on a 2-core machine: a Worker test file spends much of its time waiting on its
      // workerd process and on module transforms, and with two at a time the processors sat 40-45 % idle
      // (the three projects: 371 s with 2, 220 s with 4; 6 was slower and timed out).
      maxWorkers: 4,
      projects: [
        workerProject("worker", WORKER_ENTRY_TESTS),
        workerProject("worker-bindings", BINDINGS_ONLY_TESTS, "./worker/test/bindings-only-entry.ts"),
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
