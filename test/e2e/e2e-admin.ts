/** The admin login the browser tests' Worker is started with (scripts/test-e2e.ts writes its hash). */
export const E2E_ADMIN = { username: "e2e-admin", password: "e2e-password-Quick-Brown-Fox" };
