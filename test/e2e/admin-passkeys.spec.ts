import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import type { BrowserContext, CDPSession, Page } from "@playwright/test";
import { e2eSqlArgs } from "../../scripts/e2e-state";
import { toolEnv } from "../../scripts/run";
import { E2E_ADMIN } from "./e2e-admin";
import { expect, test, toastRegion, waitForApp } from "./fixtures";

/**
 * Passkeys in real Chromium with a virtual authenticator (Chrome DevTools Protocol's WebAuthn domain).
 *
 * The browser tests share one Worker state and one admin. While a passkey is registered, the password alone no
 * longer signs in, which would break every other spec's sign-in. So this file runs in the Playwright project that
 * starts only after all the others have finished and runs its files one at a time (playwright.config.ts:
 * `teardown`), its tests run in order, and it leaves no passkey behind: the test removes its passkey through the
 * screen, and afterAll deletes any that a failure left.
 */
test.describe.configure({ mode: "serial" });

/** A network of this file's own, so its sign-ins never share a limit with another spec's. */
const NETWORK = "192.0.2.37";

test.use({ extraHTTPHeaders: { "CF-Connecting-IP": NETWORK } });

/** The Hebrew texts the screen shows, read from the translations so a rewording does not break the test. */
const hebrew = (
  JSON.parse(readFileSync("public/locales/he/common.json", "utf8")) as {
    admin: {
      login: { username: string; password: string; submit: string };
      passkeys: { title: string; statusOff: string; add: string; nameLabel: string };
    };
  }
).admin;

test.afterAll(() => {
  execFileSync("wrangler", e2eSqlArgs("DELETE FROM admin_passkeys; DELETE FROM admin_challenges"), {
    stdio: "ignore",
    env: toolEnv,
  });
});

/** A platform authenticator (like a laptop's fingerprint reader) that says yes to every prompt. */
async function addAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

async function enterPassword(page: Page) {
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

const welcome = (page: Page) => page.getByRole("heading", { name: `Welcome, ${E2E_ADMIN.username}` });
const passkeys = (page: Page) => page.getByRole("region", { name: "Passkeys" });

test("sign in, add a passkey; then the password needs the passkey; removing it restores password-only sign-in", async ({
  page,
  browser,
  consoleErrors,
}) => {
  await page.goto("/admin");
  await waitForApp(page);
  const { cdp, authenticatorId } = await addAuthenticator(page);

  // Signed in with the password alone: no passkey yet.
  await enterPassword(page);
  await expect(welcome(page)).toBeVisible();
  await expect(passkeys(page)).toContainText("Signing in takes only your password.");

  // Add one with the keyboard: the name, then Enter.
  const name = passkeys(page).getByLabel("Passkey name");
  await name.focus();
  await page.keyboard.type("E2E laptop");
  await page.keyboard.press("Enter");
  await expect(toastRegion(page)).toContainText("Passkey added");
  await expect(passkeys(page).getByRole("listitem")).toHaveCount(1);
  await expect(passkeys(page).getByRole("listitem")).toContainText("E2E laptop");
  await expect(passkeys(page).getByRole("listitem")).toContainText("Not used yet");
  await expect(passkeys(page)).toContainText("Signing in takes your password and one of these passkeys.");
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);

  // Sign out, and in again: the password, then the passkey (the authenticator answers the prompt).
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  const passkeyStep = page.waitForResponse((res) => res.url().endsWith("/api/admin/login/passkey"));
  await enterPassword(page);
  expect((await passkeyStep).status()).toBe(200);
  await expect(toastRegion(page)).toContainText("Login Successful");
  await expect(welcome(page)).toBeVisible();
  await expect(passkeys(page).getByRole("listitem")).toContainText("Last used");

  // The password alone no longer opens the dashboard: asked over HTTP, it answers the passkey's options and no
  // session; in another browser whose authenticator holds no passkey for this site, sign-in fails.
  const api = await page.request.post("/api/admin/login", {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(await api.json()).toMatchObject({ authenticated: false, passkeyRequired: true });
  expect(api.headers()["set-cookie"] ?? "").not.toContain("__Host-session=");
  const stranger: BrowserContext = await browser.newContext({ extraHTTPHeaders: { "CF-Connecting-IP": NETWORK } });
  try {
    // Answered the cookie dialog already, as the fixture's pages have.
    await stranger.addInitScript(() => localStorage.setItem("cookieConsent", "declined"));
    const other = await stranger.newPage();
    await other.goto("/admin");
    await waitForApp(other);
    await addAuthenticator(other);
    await enterPassword(other);
    await expect(toastRegion(other)).toContainText("The passkey check failed. Please try again.");
    await expect(other.getByRole("button", { name: "Sign in" })).toBeVisible();
    await expect(welcome(other)).toBeHidden();
  } finally {
    await stranger.close();
  }

  // Remove it with the keyboard; the authenticator confirms. Sign-in takes only the password again.
  await passkeys(page).getByRole("button", { name: "Remove the passkey E2E laptop" }).focus();
  await page.keyboard.press("Enter");
  await expect(toastRegion(page)).toContainText("Passkey removed");
  await expect(passkeys(page).getByRole("listitem")).toHaveCount(0);
  await expect(passkeys(page)).toContainText("Signing in takes only your password.");
  await page.getByRole("button", { name: "Logout" }).click();
  const passwordOnly = page.waitForResponse((res) => res.url().endsWith("/api/admin/login"));
  await enterPassword(page);
  expect(await (await passwordOnly).json()).toEqual({ authenticated: true, username: E2E_ADMIN.username });
  await expect(welcome(page)).toBeVisible();
  expect(consoleErrors.errors).toEqual([]);
});

test("the Passkeys section in Hebrew on a 375 px phone in dark mode: right to left, nothing wider than the screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.addInitScript(() => localStorage.setItem("darkMode", "true"));
  await page.goto("/he/admin");
  await waitForApp(page);
  await page.getByLabel(hebrew.login.username).fill(E2E_ADMIN.username);
  await page.getByLabel(hebrew.login.password, { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: hebrew.login.submit }).click();
  const section = page.getByRole("region", { name: hebrew.passkeys.title });
  await expect(section).toBeVisible();
  await expect(section).toContainText(hebrew.passkeys.statusOff);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(section.getByRole("button", { name: hebrew.passkeys.add })).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // Right to left: the field starts at the section's right edge.
  const box = await section.getByLabel(hebrew.passkeys.nameLabel).boundingBox();
  const sectionBox = await section.boundingBox();
  expect((sectionBox?.x ?? 0) + (sectionBox?.width ?? 0) - ((box?.x ?? 0) + (box?.width ?? 0))).toBeLessThan(40);
});
