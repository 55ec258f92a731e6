import { readFileSync } from "node:fs";
import { expect, test, toastRegion, waitForApp } from "./fixtures";

const es = JSON.parse(readFileSync("public/locales/es/common.json", "utf8")) as {
  newsletter: Record<string, string>;
  unsubscribe: Record<string, string>;
};

test("subscribe from the Spanish home page, then again, then unsubscribe with the emailed link", async ({
  page,
  request,
  consoleErrors,
}) => {
  const email = `lectora-${Date.now()}@example.com`;
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

  await field.fill(email);
  await field.press("Enter");
  await expect(toastRegion(page)).toContainText(es.newsletter.successTitle ?? "");
  await expect(field).toHaveValue("");

  await field.fill(email.toUpperCase());
  await submit.click();
  await expect(toastRegion(page)).toContainText(es.newsletter.duplicateMessage ?? "");
  await expect(field).toHaveValue(email.toUpperCase());

  // The unsubscribe link is what the export (and every email) carries.
  await page.goto("/admin");
  const login = await request.post("/api/admin/login", {
    data: { username: process.env.E2E_ADMIN_USERNAME, password: "e2e-password-Quick-Brown-Fox" },
    headers: { Origin: new URL(test.info().project.use.baseURL ?? "").origin },
  });
  expect(login.status()).toBe(200);
  const csv = await (await request.get("/api/subscriptions/download")).text();
  const line = csv.split("\r\n").find((l) => l.includes(email));
  // Every cell is quoted; none of these holds a comma or a quote.
  const cells = line?.split(",").map((cell) => cell.replace(/^"|"$/g, "")) ?? [];
  const link = cells.at(-1) ?? "";
  expect(link).toMatch(/\/api\/unsubscribe\?token=/);
  expect(cells).toContain("es");

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
