import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { E2E_ADMIN } from "./e2e-admin";
import { expect, expectNoHorizontalOverflow, test, toastRegion, waitForApp } from "./fixtures";

/**
 * The dashboard's Catalogue view in real Chromium against the Worker's admin catalogue API: the owner creates a
 * tool in English, finds it in the list, writes its German text, archives it; and the editor fits a phone.
 */
/** A network of this file's own, so its sign-ins never share a limit with another spec's. */
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "192.0.2.38" } });

/** The Hebrew texts the screen shows, read from the translations so a rewording does not break the test. */
const hebrew = (
  JSON.parse(readFileSync("public/locales/he/common.json", "utf8")) as {
    admin: { catalogue: { editor: { newTitle: string; create: string; errorSummary: string } } };
  }
).admin.catalogue.editor;

/** Signs in on the catalogue view (the URL keeps the view through the sign-in). */
async function openCatalogue(page: Page, search = "?view=catalogue") {
  await page.goto(`/admin${search}`);
  await waitForApp(page);
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("link", { name: "Catalogue" })).toHaveAttribute("aria-current", "page");
}

// Unique per run: the browser tests' Worker keeps its database between runs.
const id = `e2e-tool-${Date.now().toString(36)}`;
const name = `E2E Tool ${Date.now().toString(36)}`;

test("the owner creates a tool in English, finds it in the list, writes its German text and archives it", async ({
  page,
}) => {
  await openCatalogue(page);
  await page.getByRole("link", { name: "New tool" }).click();
  await expect(page.getByRole("heading", { name: "New tool" })).toBeVisible();

  await page.getByLabel("ID (address)").fill(id);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Company").fill("Example Labs");
  await page.getByLabel("Category").selectOption({ label: "Writing Help" });
  await page.getByLabel("Website").fill("https://example.com");
  await page.getByLabel("Logo letters").fill("Ex");
  await page.getByRole("checkbox", { name: "Writing", exact: true }).check();
  await page.getByLabel("Description (English)").fill("Helps you write clear emails.");
  await page.getByLabel("Best for (English)").fill("Everyday emails");
  await page.getByLabel("What it does (English)").fill("Suggests clearer wording as you type.");
  for (const [index, useCase] of ["Emails", "Letters", "Notes", "Posts"].entries()) {
    await page.getByLabel(`Top use cases · Use case ${index + 1} (English)`).fill(useCase);
  }
  await page.getByLabel("Example (English)").fill("Rewrite this email so it sounds friendly.");
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(toastRegion(page)).toContainText("Tool created");
  await expect(page.getByRole("heading", { name: `Edit ${name}` })).toBeVisible();
  expect(new URL(page.url()).searchParams.get("edit")).toBe(id);
  await expect(page.getByRole("region", { name: "History" })).toContainText("Created");

  // The list finds it by its id.
  await page.getByRole("link", { name: "Back to the list" }).click();
  await page.getByLabel("Search the catalogue").fill(id);
  await page.getByRole("button", { name: "Search" }).click();
  const row = page.getByRole("listitem").filter({ has: page.getByRole("link", { name }) });
  await expect(row).toContainText(id);
  await expect(row).toContainText("Draft");
  await expect(row).toContainText("de 0/8");

  // Its German text: the blank field shows the English as its placeholder until written.
  await row.getByRole("link", { name }).click();
  await page.getByLabel("Language to translate").selectOption("de");
  const german = page.getByLabel("Description (German)");
  await expect(german).toHaveAttribute("placeholder", "Helps you write clear emails.");
  await german.fill("Hilft dir, klare E-Mails zu schreiben.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toastRegion(page)).toContainText("Changes saved");
  await page.reload();
  await page.getByLabel("Language to translate").selectOption("de");
  await expect(page.getByLabel("Description (German)")).toHaveValue("Hilft dir, klare E-Mails zu schreiben.");

  // Archived: the status changes and the history lists the change.
  await page.getByRole("button", { name: "Archive" }).click();
  await expect(page.getByText("Status: Archived")).toBeAttached();
  await expect(page.getByRole("button", { name: "Publish" })).toBeVisible();
  await page.getByRole("link", { name: "Back to the list" }).click();
  await page.getByLabel("Status").selectOption("archived");
  await expect(page.getByRole("listitem").filter({ has: page.getByRole("link", { name }) })).toContainText("de 1/8");

  // Back and forward move between the views.
  await page.getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  await page.goBack();
  await expect(page.getByRole("link", { name: "Catalogue" })).toHaveAttribute("aria-current", "page");
});

test("at 375 px the editor has no sideways scroll", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openCatalogue(page, "?view=catalogue&new=1");
  await expect(page.getByRole("heading", { name: "New tool" })).toBeVisible();
  // The errors of an empty form take room too.
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByText("Some fields need fixing:")).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await page.getByRole("link", { name: "Back to the list" }).click();
  await expect(page.getByRole("heading", { name: "Catalogue" })).toBeVisible();
  await expectNoHorizontalOverflow(page);

  // Right to left and dark, the same: Hebrew's editor with its errors fits the phone.
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/he/admin?view=catalogue&new=1");
  await expect(page.getByRole("heading", { name: hebrew.newTitle })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByRole("button", { name: hebrew.create }).click();
  await expect(page.getByText(hebrew.errorSummary)).toBeVisible();
  await expectNoHorizontalOverflow(page);
});
