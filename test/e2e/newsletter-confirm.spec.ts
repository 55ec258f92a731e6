import { readFileSync } from "node:fs";
import { E2E_ADMIN } from "./e2e-admin";
import { expect, test, toastRegion, waitForApp } from "./fixtures";
import { linkIn, mailSentTo } from "./sent-mail";

/**
 * Double opt-in as a Hebrew-speaking visitor lives it, with the owner watching the dashboard in a browser of their
 * own (docs/decisions/042): subscribe, open the simulated mail, follow its link, confirm, leave in one click.
 */
const he = JSON.parse(readFileSync("public/locales/he/common.json", "utf8")) as {
  newsletter: Record<string, string>;
  confirmSubscription: Record<string, string>;
  email: { confirm: Record<string, string> };
};

test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "198.51.100.77" } });

test("subscribe from the Hebrew home page, confirm from the mail, then leave with the mail's one-click header", async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL ?? "";
  const origin = new URL(baseURL).origin;
  const email = `hebrew-reader-${Date.now()}@example.com`;

  await page.goto("/he/");
  await waitForApp(page);
  const field = page.getByRole("textbox", { name: he.newsletter.emailLabel });
  await field.fill(email);
  await page.getByRole("button", { name: he.newsletter.submit, exact: true }).click();
  await expect(toastRegion(page)).toContainText(he.newsletter.successMessage ?? "");
  await expect(field).toHaveValue("");

  // The mail, as the local Email Service simulation recorded it.
  const [confirmation] = await mailSentTo(page.request, email);
  if (!confirmation) throw new Error("no confirmation mail");
  expect(confirmation.subject).toBe(he.email.confirm.subject?.replace("{{site}}", "AI Tools Guide"));
  const link = linkIn(confirmation, `${origin}/api/subscribe/confirm?token=`);

  // The owner's dashboard, in their own browser: the address waits for confirmation.
  const owner = await browser.newContext({ baseURL, extraHTTPHeaders: { "CF-Connecting-IP": "198.51.100.78" } });
  try {
    const signedIn = await owner.request.post("/api/admin/login", {
      data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
      headers: { Origin: origin },
    });
    expect(signedIn.status()).toBe(200);
    const dashboard = await owner.newPage();
    const rowOf = () => dashboard.getByRole("row").filter({ hasText: email });
    await dashboard.goto("/admin");
    await expect(rowOf()).toContainText("Pending");

    // The visitor follows the link: a page in Hebrew, right to left, whose button confirms.
    await page.goto(link);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(he.confirmSubscription.askTitle ?? "");
    await page.getByRole("button", { name: he.confirmSubscription.button }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(he.confirmSubscription.doneTitle ?? "");

    await dashboard.reload();
    await expect(rowOf()).toContainText("Active");
    await expect(rowOf().getByRole("cell").nth(3)).not.toHaveText("–");

    // A mail client's unsubscribe button: the one-click POST its List-Unsubscribe-Post header asks for (RFC 8058).
    const welcome = (await mailSentTo(page.request, email))[1];
    if (!welcome) throw new Error("no welcome mail");
    const oneClick = await page.request.post(welcome.unsubscribe.https, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status()).toBe(200);
    await dashboard.reload();
    await expect(rowOf()).toContainText("Inactive");
  } finally {
    await owner.close();
  }
  expect(consoleErrors.errors).toEqual([]);
});
