import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import { e2eSqlArgs } from "../../scripts/e2e-state";
import { toolEnv } from "../../scripts/run";
import { E2E_ADMIN } from "./e2e-admin";
import { expect, test, toastRegion, waitForApp } from "./fixtures";

// Visits are recorded only for real browsers, so this suite presents an ordinary desktop Chrome.
test.use({
  userAgent:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
});

/** A solved proof of work for one signup, as the newsletter form makes it (same endpoint, same solver). */
async function signupProof(request: APIRequestContext, headers: Record<string, string>) {
  const res = await request.get("/api/subscribe/challenge", { headers });
  expect(res.status()).toBe(200);
  const challenge = await res.json();
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error("the signup challenge was not solved");
  return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
}

async function signIn(page: import("@playwright/test").Page, password = E2E_ADMIN.password) {
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("sign-in: wrong password fails, right password opens the dashboard, reload keeps it, logout returns", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/admin");
  await waitForApp(page);
  const password = page.getByLabel("Password", { exact: true });
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();

  await signIn(page, "wrong-password");
  await expect(toastRegion(page)).toContainText("Login Failed");
  await expect(toastRegion(page)).toContainText("Invalid credentials");
  await expect(toastRegion(page)).toHaveAttribute("data-variant", "destructive");

  await signIn(page);
  await expect(toastRegion(page)).toContainText("Login Successful");
  await expect(toastRegion(page)).toContainText("Welcome to the admin dashboard");
  await expect(page.getByRole("heading", { name: `Welcome, ${E2E_ADMIN.username}` })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("heading", { name: `Welcome, ${E2E_ADMIN.username}` })).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  expect(consoleErrors.errors).toEqual([]);
});

test("dashboard: cards, chart and lists from real visits; presets; the CSV has what was subscribed", async ({
  page,
  request,
}) => {
  // Seed: page views by a real browser, and two subscriptions. The views come from a network of their own: page
  // views spend the visit limiter per network, and the other specs' views all come from 127.0.0.1.
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": "192.0.2.200" });
  for (const path of ["/", "/tools", "/de/", "/blog"]) {
    await page.goto(path);
    await waitForApp(page);
  }
  const emails = [`e2e-${Date.now()}@example.com`, `-csv-${Date.now()}@example.com`];
  // Signups from a network of their own too: each network may cause only so many confirmation mails a day.
  const network = { "CF-Connecting-IP": "192.0.2.201" };
  for (const email of emails) {
    const res = await request.post("/api/subscribe", {
      data: { email, proof: await signupProof(request, network) },
      headers: { Origin: new URL(test.info().project.use.baseURL ?? "").origin, ...network },
    });
    expect(res.status()).toBe(201);
  }

  // Visiting /de/ stored German as the visitor's language; the admin works in English here.
  await page.evaluate(() => localStorage.setItem("i18nextLng", "en"));
  await page.goto("/admin");
  await signIn(page);
  await expect(page.getByRole("heading", { name: `Welcome, ${E2E_ADMIN.username}` })).toBeVisible();
  const totalCard = page.getByText("Total Visits").locator("..");
  await expect(totalCard).not.toContainText("–");
  expect(Number((await totalCard.textContent())?.replace(/\D/g, ""))).toBeGreaterThanOrEqual(4);
  await expect(page.getByText("Unique visitors are counted per day.")).toBeVisible();
  await expect(page.getByText("Homepage Views Over Time")).toBeVisible();
  await expect(page.locator(".recharts-surface").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Top Pages" }).locator("..")).toContainText("Home");
  await expect(page.getByRole("heading", { name: "Top Browsers" }).locator("..")).toContainText("Chrome");
  await expect(page.getByRole("region", { name: "Recent Subscriptions" })).toContainText(emails[0] ?? "");
  // Both recent tables scroll inside a box of at most 384 px (24rem) rather than lengthening the page.
  for (const name of ["Recent Visits", "Recent Subscriptions"]) {
    const box = page.getByRole("region", { name });
    expect(await box.evaluate((el) => [getComputedStyle(el).maxHeight, getComputedStyle(el).overflowY]), name).toEqual([
      "384px",
      "auto",
    ]);
  }

  const requests: string[] = [];
  page.on("request", (req) => requests.push(req.url()));
  await page.getByRole("button", { name: "Last 7 days" }).click();
  await expect.poll(() => requests.some((u) => /startDate=\d{4}-\d{2}-\d{2}&endDate=/.test(u))).toBe(true);
  // Seven days of views: a smooth (monotone) line, drawn with curves rather than straight segments, whose
  // tooltip names the series 'Views'.
  const viewsLine = page.locator(".recharts-line-curve").first();
  await expect(viewsLine).toHaveAttribute("d", /C/);
  expect(await viewsLine.getAttribute("d")).not.toMatch(/L/);
  await page.locator(".recharts-surface").first().hover();
  await expect(page.locator(".recharts-tooltip-wrapper")).toContainText("Views");
  await page.getByRole("button", { name: "Custom" }).click();
  await page.getByLabel("To", { exact: true }).fill("2020-01-01");
  await expect.poll(() => requests.some((u) => u.endsWith("/api/admin/analytics?endDate=2020-01-01"))).toBe(true);
  await expect(totalCard).toContainText("0");

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Emails" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^email_subscriptions_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path()) ?? "", "utf8");
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  // Every cell is quoted; a formula-leading address is neutralised.
  expect(csv).toContain(
    '"id","email","subscribed_at","status","confirmed_at","language","source","consent_version","unsubscribe_url"',
  );
  expect(csv).toContain(`,"${emails[0]}",`);
  expect(csv).toContain(`,"'${emails[1]}",`);
  // Neither has confirmed yet: both are pending, with no confirmation time.
  const row = csv.split("\r\n").find((line) => line.includes(`,"${emails[0]}",`)) ?? "";
  expect(row).toMatch(/,"pending","",/);
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the login form and the dashboard fit the screen", async ({ page }) => {
    await page.goto("/admin");
    await signIn(page);
    await expect(page.getByText("Total Visits")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test("stored text is shown as text on the dashboard, never run as HTML", async ({ page, consoleErrors }) => {
  // The API refuses such values, so they go straight into the local D1, as a compromised or old row would.
  const payload = `<img src=x onerror="window.__injected=1"><script>window.__injected=1</script>`;
  const sql = [
    `INSERT INTO visits (visited_at, page, lang, country, browser, referrer_domain) VALUES ('${new Date().toISOString()}', '/${payload}', 'en', 'US', 'Chrome', '${payload}')`,
    `INSERT INTO visit_daily (day, dim, value, visits) VALUES ('${new Date().toISOString().slice(0, 10)}', 'referrer', '${payload}', 99)`,
    `INSERT INTO subscribers (email, subscribed_at, status, confirmed_at, unsubscribe_token, language, source) VALUES ('"${payload}"@example.com', '${new Date().toISOString()}', 'active', '${new Date().toISOString()}', 'xss-token-${Date.now()}', 'en', 'home')`,
  ].join("; ");
  execFileSync("wrangler", e2eSqlArgs(sql), { stdio: "ignore", env: toolEnv });

  await page.goto("/admin");
  await signIn(page);
  await expect(page.getByRole("heading", { name: `Welcome, ${E2E_ADMIN.username}` })).toBeVisible();
  await expect(page.getByRole("region", { name: "Recent Subscriptions" })).toContainText(payload);
  await expect(page.getByRole("heading", { name: "Top Referrers" }).locator("..")).toContainText(payload);
  await expect(page.getByRole("region", { name: "Recent Visits" })).toContainText(payload);
  expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
  expect(await page.locator("main img[src='x'], main script").count()).toBe(0);
  expect(consoleErrors.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
});
