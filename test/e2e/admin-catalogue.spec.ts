import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { CATALOGUE_CACHE_SECONDS } from "../../playwright.config";
import { E2E_ADMIN } from "./e2e-admin";
import { expect, expectNoHorizontalOverflow, test, toastRegion, waitForApp } from "./fixtures";

/**
 * The dashboard's Catalogue view in real Chromium against the Worker's admin catalogue API: the owner's whole path
 * from the screen to the public pages (create in English, publish, see it in every language's directory and on its
 * page, write its German text, archive it), and the editor fits a phone. It publishes a tool, so it runs in the
 * `after-main` project after the specs that expect the seed's 47 tools (playwright.config.ts), and archives it again.
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

/** An edit shows on the public pages within the test Worker's cache time (2 s), and a little for the request. */
const poll = { timeout: (CATALOGUE_CACHE_SECONDS + 3) * 1000, intervals: [250] };
const html = async (request: APIRequestContext, path: string) => (await request.get(path)).text();
const statusOf = async (request: APIRequestContext, path: string) =>
  (await request.get(path, { maxRedirects: 0 })).status();

// Unique per run: the browser tests' Worker keeps its database between runs.
const id = `e2e-tool-${Date.now().toString(36)}`;
const name = `E2E Tool ${Date.now().toString(36)}`;

test("the owner creates a tool in English, publishes it to every language, writes its German text and archives it", async ({
  page,
  request,
  browser,
}, testInfo) => {
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

  // A draft is not public.
  expect(await statusOf(request, `/tools/${id}`)).toBe(404);

  // Published from the editor: in the directory and on its page in English and in German, with the English text
  // where no German is written yet, and in the sitemap.
  await row.getByRole("link", { name }).click();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Status: Published")).toBeAttached();
  try {
    await expect.poll(() => statusOf(request, `/tools/${id}`), poll).toBe(200);
    // A visitor (a browser of their own) finds it in English, then in German: a prefixed page makes the site
    // remember the language, so English comes first.
    const visitorContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    await visitorContext.addInitScript(() => localStorage.setItem("cookieConsent", "declined"));
    const visitor = await visitorContext.newPage();
    for (const [prefix, lang] of [
      ["", "en"],
      ["/de", "de"],
    ] as const) {
      await visitor.goto(`${prefix}/tools?q=${encodeURIComponent(name)}`);
      await waitForApp(visitor);
      const card = visitor.getByRole("article", { name });
      await expect(card.getByText("Helps you write clear emails.")).toBeVisible();
      await card.getByRole("link", { name, exact: true }).click();
      await expect(visitor).toHaveURL(new RegExp(`^[^?]*//[^/]+${prefix}/tools/${id}$`));
      await expect(visitor.locator("html")).toHaveAttribute("lang", lang);
      await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
      await expect(visitor.getByText("Suggests clearer wording as you type.")).toBeVisible();
    }
    await visitorContext.close();
    expect(await html(request, "/sitemap.xml")).toContain(`/de/tools/${id}<`);

    // Its German text: the blank field shows the English as its placeholder until written.
    await page.goto(`/admin?view=catalogue&edit=${id}`);
    await expect(page.getByRole("heading", { name: `Edit ${name}` })).toBeVisible();
    await page.getByLabel("Language to translate").selectOption("de");
    const german = page.getByLabel("Description (German)");
    await expect(german).toHaveAttribute("placeholder", "Helps you write clear emails.");
    await german.fill("Hilft dir, klare E-Mails zu schreiben.");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toastRegion(page)).toContainText("Changes saved");
    await page.reload();
    await page.getByLabel("Language to translate").selectOption("de");
    await expect(page.getByLabel("Description (German)")).toHaveValue("Hilft dir, klare E-Mails zu schreiben.");
    // The German page shows it within the cache time; the English page keeps the English.
    await expect.poll(() => html(request, `/de/tools/${id}`), poll).toContain("Hilft dir, klare E-Mails zu schreiben.");
    expect(await html(request, `/tools/${id}`)).toContain("Helps you write clear emails.");

    // Archived: the status changes and the history lists the change.
    await page.getByRole("button", { name: "Archive" }).click();
    await expect(page.getByText("Status: Archived")).toBeAttached();
    await expect(page.getByRole("button", { name: "Publish" })).toBeVisible();
  } finally {
    // Whatever failed above, the tool does not stay among the public tools the later specs count.
    await page.request.post(`/api/admin/catalogue/tools/${id}/status`, {
      data: { status: "archived" },
      headers: { Origin: new URL(page.url()).origin },
    });
  }
  // Gone: its pages answer 410 and the sitemap no longer lists it.
  for (const prefix of ["", "/de"]) {
    await expect.poll(() => statusOf(request, `${prefix}/tools/${id}`), poll).toBe(410);
  }
  await expect.poll(() => html(request, "/sitemap.xml"), poll).not.toContain(`/tools/${id}<`);
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
