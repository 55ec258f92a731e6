import { readFileSync } from "node:fs";
import type { Browser, Page, TestInfo } from "@playwright/test";
import { E2E_ADMIN } from "./e2e-admin";
import { expect, test } from "./fixtures";
import { solvedProof } from "./proof-of-work";
import { mailSentTo } from "./sent-mail";

/**
 * Visitors keep the catalogue right: a tool suggested in Arabic with and without JavaScript, the owner accepting it
 * into a prefilled draft, and a broken link reported on a tool's page showing under the tool in its editor.
 */
const ar = JSON.parse(readFileSync("public/locales/ar/common.json", "utf8")) as {
  contribute: { fields: Record<string, string>; suggest: Record<string, string>; answers: Record<string, string> };
  categories: Record<string, { title: string }>;
};
const en = JSON.parse(readFileSync("public/locales/en/common.json", "utf8")) as {
  contribute: {
    report: { open: string; submit: string; reasons: Record<string, string> };
    answers: Record<string, string>;
  };
};

const stamp = Date.now().toString(36);

async function fillSuggestion(page: Page, name: string, host: string) {
  await page.getByLabel(ar.contribute.fields.name ?? "").fill(name);
  await page.getByLabel(ar.contribute.fields.url ?? "").fill(`https://www.${host}/`);
  await page
    .getByLabel(ar.contribute.fields.category ?? "")
    .selectOption({ label: ar.categories["writing-help"]?.title ?? "" });
  await page.getByLabel(ar.contribute.fields.description ?? "").fill("أداة تكتب الرسائل بلغة واضحة.");
}

/** The owner's own browser, in which the cookie dialog was answered long ago (so it covers nothing they click). */
async function ownerContext(browser: Browser, testInfo: TestInfo, ip: string) {
  const owner = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders: { "CF-Connecting-IP": ip },
  });
  await owner.addInitScript(() => localStorage.setItem("cookieConsent", "declined"));
  return owner;
}

async function signedInOwner(page: Page) {
  const origin = new URL(page.url() === "about:blank" ? (test.info().project.use.baseURL ?? "") : page.url()).origin;
  const res = await page.request.post("/api/admin/login", {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
    headers: { Origin: origin },
  });
  expect(res.status()).toBe(200);
}

test.describe("suggesting a tool in Arabic without JavaScript", () => {
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: { "CF-Connecting-IP": "198.51.100.91" } });

  test("the plain form posts and a right-to-left page thanks the visitor", async ({ page }) => {
    await page.goto("/ar/suggest");
    await fillSuggestion(page, `No JS ${stamp}`, `nojs-${stamp}.example`);
    await page.getByRole("button", { name: ar.contribute.suggest.submit }).click();
    await expect(page).toHaveURL(/\/api\/suggestions\/form$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.contribute.answers.receivedTitle ?? "");
  });
});

test.describe("suggesting and reporting with JavaScript", () => {
  test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "198.51.100.92" } });

  test("an Arabic suggestion reaches the queue, and the owner's Accept opens a prefilled draft", async ({
    page,
    browser,
    consoleErrors,
  }, testInfo) => {
    const name = `Suggested ${stamp}`;
    await page.goto("/ar/suggest");
    await page.getByRole("button", { name: ar.contribute.suggest.submit }).click();
    // The browser's own check: each empty required field says so beside it, and the first has the focus.
    await expect(page.getByLabel(ar.contribute.fields.name ?? "")).toBeFocused();
    await expect(page.getByLabel(ar.contribute.fields.name ?? "")).toHaveAttribute("aria-invalid", "true");
    await fillSuggestion(page, name, `js-${stamp}.example`);
    await page.getByRole("button", { name: ar.contribute.suggest.submit }).click();
    await expect(page.getByRole("status")).toContainText(ar.contribute.answers.receivedTitle ?? "");

    const owner = await ownerContext(browser, testInfo, "198.51.100.93");
    try {
      const admin = await owner.newPage();
      await admin.goto("/admin?view=queue");
      await signedInOwner(admin);
      await admin.reload();
      const item = admin.getByRole("listitem").filter({ hasText: name });
      await expect(item).toContainText(`https://www.js-${stamp}.example/`);
      await item.getByRole("link", { name: "Accept and create the tool" }).click();
      await expect(admin.getByLabel("Name", { exact: true })).toHaveValue(name);
      await expect(admin.getByLabel("Website")).toHaveValue(`https://www.js-${stamp}.example/`);
      await expect(admin.getByLabel("Description (English)")).toHaveValue("أداة تكتب الرسائل بلغة واضحة.");
    } finally {
      await owner.close();
    }
    expect(consoleErrors.errors).toEqual([]);
  });

  test("a broken link reported on a tool's page shows under the tool in its editor", async ({
    page,
    browser,
  }, testInfo) => {
    const note = `The button leads nowhere (${stamp})`;
    await page.goto("/tools/perplexity");
    await page.getByText(en.contribute.report.open).click();
    await page.getByRole("radio", { name: en.contribute.report.reasons["broken-link"] }).check();
    await page.getByLabel("Details (optional)").fill(note);
    await page.getByRole("button", { name: en.contribute.report.submit }).click();
    await expect(page.getByRole("status")).toContainText(en.contribute.answers.receivedTitle ?? "");

    const owner = await ownerContext(browser, testInfo, "198.51.100.94");
    try {
      const admin = await owner.newPage();
      await admin.goto("/admin?view=catalogue&edit=perplexity");
      await signedInOwner(admin);
      await admin.reload();
      const reports = admin.getByRole("region", { name: /open report/ });
      await expect(reports).toContainText(en.contribute.report.reasons["broken-link"] ?? "");
      await expect(reports).toContainText(note);
    } finally {
      await owner.close();
    }
  });
});

test.describe("the visitor who left an address", () => {
  test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "198.51.100.95" } });

  test("hears the owner's decision once, in their language, with the owner's reason, and the address is gone", async ({
    page,
    request,
  }, testInfo) => {
    const origin = new URL(testInfo.project.use.baseURL ?? "").origin;
    const email = `suggester-${stamp}@example.com`;
    const sent = await request.post("/api/suggestions", {
      headers: { Origin: origin, "CF-Connecting-IP": "198.51.100.96" },
      data: {
        name: `Mailed ${stamp}`,
        url: `https://mailed-${stamp}.example`,
        category: "writing-help",
        description: "Writes for you.",
        email,
        language: "ar",
        proof: await solvedProof(request, "/api/suggestions/challenge", "198.51.100.97"),
      },
    });
    expect(sent.status()).toBe(201);

    await page.goto("/admin?view=queue");
    await signedInOwner(page);
    const list = await page.request.get("/api/admin/contributions?kind=suggestions&status=new");
    const { suggestions } = (await list.json()) as { suggestions: { id: number; name: string; hasEmail: boolean }[] };
    const mine = suggestions.find((s) => s.name === `Mailed ${stamp}`);
    expect(mine?.hasEmail).toBe(true);
    const closed = await page.request.post(`/api/admin/contributions/suggestions/${mine?.id}/close`, {
      headers: { Origin: origin },
      data: { status: "rejected", note: "Not an AI tool" },
    });
    expect(closed.status()).toBe(204);

    const mails = await mailSentTo(page.request, email);
    expect(mails).toHaveLength(1);
    const [reply] = mails;
    const arOutcome = (
      JSON.parse(readFileSync("public/locales/ar/common.json", "utf8")) as {
        email: { outcome: { suggestionRejected: { subject: string } } };
      }
    ).email.outcome.suggestionRejected.subject;
    expect(reply?.subject).toBe(arOutcome.replace("{{name}}", `Mailed ${stamp}`).replace("{{site}}", "AI Tools Guide"));
    expect(reply?.html).toContain('<html lang="ar" dir="rtl">');
    expect(reply?.text).toContain("Not an AI tool");
    // A one-off reply, to no list: no unsubscribe headers.
    expect(reply?.headers["list-unsubscribe"]).toBeUndefined();
    const after = await page.request.get("/api/admin/contributions?kind=suggestions&status=rejected");
    const rejected = ((await after.json()) as { suggestions: { id: number; hasEmail: boolean }[] }).suggestions;
    expect(rejected.find((s) => s.id === mine?.id)?.hasEmail).toBe(false);
  });
});
