import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test, toastRegion, waitForApp } from "./fixtures";
import { linkIn, mailSentTo } from "./sent-mail";

const es = JSON.parse(readFileSync("public/locales/es/common.json", "utf8")) as {
  newsletter: Record<string, string>;
  unsubscribe: Record<string, string>;
  confirmSubscription: Record<string, string>;
};

// A network of its own: each network may cause only so many confirmation mails a day, and signups are limited per
// network and minute.
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "198.51.100.41" } });

/** Waits for the answer to the form's signup (the POST, after its proof-of-work challenge) and returns its status. */
async function signupAnswer(page: Page, submit: () => Promise<void>): Promise<number> {
  const answer = page.waitForResponse(
    (res) => new URL(res.url()).pathname === "/api/subscribe" && res.request().method() === "POST",
  );
  await submit();
  return (await answer).status();
}

test("subscribe from the Spanish home page, again while pending, confirm with the emailed link, again, then unsubscribe with the exported link", async ({
  page,
  request,
  consoleErrors,
}) => {
  const email = `lectora-${Date.now()}@example.com`;
  const origin = new URL(test.info().project.use.baseURL ?? "").origin;
  await page.goto("/es/");
  await waitForApp(page);
  const field = page.getByRole("textbox", { name: es.newsletter.emailLabel });
  const submit = page.getByRole("button", { name: es.newsletter.submit, exact: true });

  await submit.click();
  await expect(toastRegion(page)).toContainText(es.newsletter.invalidTitle ?? "");
  // The notification area is at most 420 px wide on a wide window.
  const area = page.locator("ol", { has: toastRegion(page) });
  expect(await area.evaluate((el) => getComputedStyle(el).maxWidth)).toBe("420px");
  // Swiped right less than 50 px a toast springs back; further, it is dismissed.
  const swipe = async (distance: number) => {
    const box = await toastRegion(page).boundingBox();
    if (!box) throw new Error("no toast to swipe");
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 40, y);
    await page.mouse.down();
    for (let step = 1; step <= 5; step++) await page.mouse.move(box.x + 40 + (distance * step) / 5, y);
    await page.mouse.up();
  };
  await swipe(35);
  await expect(toastRegion(page)).toBeVisible();
  await expect(toastRegion(page)).toHaveAttribute("data-swipe", "cancel");
  await swipe(90);
  await expect(toastRegion(page)).toHaveCount(0);

  // The signup is pending: the toast says to confirm from the mail just sent.
  await field.fill(email);
  expect(await signupAnswer(page, () => field.press("Enter"))).toBe(201);
  await expect(toastRegion(page)).toContainText(es.newsletter.successTitle ?? "");
  await expect(toastRegion(page)).toContainText(es.newsletter.successMessage ?? "");
  await expect(field).toHaveValue("");
  await swipe(90);
  await expect(toastRegion(page)).toHaveCount(0);

  // Again before confirming, in any case: the same answer, and no second mail within the hour.
  await field.fill(email.toUpperCase());
  expect(await signupAnswer(page, () => submit.click())).toBe(201);
  await expect(toastRegion(page)).toContainText(es.newsletter.successMessage ?? "");
  await expect(field).toHaveValue("");
  const [confirmation, ...others] = await mailSentTo(request, email);
  expect(others).toEqual([]);
  if (!confirmation) throw new Error("no confirmation mail");

  // The mailed link opens a page in Spanish that only asks; its button confirms.
  const confirm = linkIn(confirmation, `${origin}/api/subscribe/confirm?token=`);
  await page.goto(confirm);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.confirmSubscription.askTitle ?? "");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await page.getByRole("button", { name: es.confirmSubscription.button }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.confirmSubscription.doneTitle ?? "");

  // Now a subscriber: signing up again is a duplicate, and the address stays in the field.
  await page.goto("/es/");
  await waitForApp(page);
  await field.fill(email.toUpperCase());
  expect(await signupAnswer(page, () => submit.click())).toBe(409);
  await expect(toastRegion(page)).toContainText(es.newsletter.duplicateMessage ?? "");
  await expect(field).toHaveValue(email.toUpperCase());

  // The unsubscribe link is what the export (and every email) carries.
  await page.goto("/admin");
  const login = await request.post("/api/admin/login", {
    data: { username: process.env.E2E_ADMIN_USERNAME, password: "e2e-password-Quick-Brown-Fox" },
    headers: { Origin: origin },
  });
  expect(login.status()).toBe(200);
  const csv = await (await request.get("/api/subscriptions/download")).text();
  const line = csv.split("\r\n").find((l) => l.includes(email));
  // Every cell is quoted; none of these holds a comma or a quote.
  const cells = line?.split(",").map((cell) => cell.replace(/^"|"$/g, "")) ?? [];
  const link = cells.at(-1) ?? "";
  expect(link).toMatch(/\/api\/unsubscribe\?token=/);
  expect(cells).toContain("es");
  // id, email, subscribed_at, status, confirmed_at, …: confirmed just now.
  expect(cells[3]).toBe("active");
  expect(Date.now() - Date.parse(cells[4] ?? "")).toBeLessThan(120_000);

  // Opening the link only asks (mail scanners follow links); the button unsubscribes.
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.unsubscribe.confirmTitle ?? "");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await page.getByRole("button", { name: es.unsubscribe.confirmButton }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.unsubscribe.doneTitle ?? "");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await page.goto("/api/unsubscribe?token=not-a-real-token");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(consoleErrors.errors).toEqual([]);
});
