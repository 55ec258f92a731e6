import { readFileSync } from "node:fs";
import { SUBSCRIBE_FORM_PATH } from "../../common/api/newsletter-fields";
import { getLanguage, type LanguageCode } from "../../common/i18n/languages";
import { localizePath } from "../../common/i18n/localized-path";
import { expect, test } from "./fixtures";

const texts = (lang: LanguageCode) =>
  (JSON.parse(readFileSync(`public/locales/${lang}/common.json`, "utf8")) as { newsletter: Record<string, string> })
    .newsletter;

/**
 * The newsletter form on the prerendered home page works without JavaScript: Enter posts it (never a GET that
 * would put the address in the URL) and the Worker answers a page in the page's language.
 */
test.describe("newsletter without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ["en", "he"] as const) {
    test(`${lang}: Enter subscribes on a translated page without the address in any URL; again is a duplicate`, async ({
      page,
      consoleErrors,
    }) => {
      const t = texts(lang);
      const { dir } = getLanguage(lang);
      const home = localizePath("/", lang);
      const email = `nojs-${lang}-${Date.now()}@example.com`;
      const urls: string[] = [];
      page.on("request", (request) => urls.push(request.url()));

      const submit = async () => {
        await page.goto(home);
        const field = page.getByRole("textbox", { name: t.emailLabel });
        await field.fill(email);
        const answer = page.waitForResponse((res) => new URL(res.url()).pathname === SUBSCRIBE_FORM_PATH);
        await field.press("Enter");
        const res = await answer;
        expect(res.request().method()).toBe("POST");
        await expect(page).toHaveURL(SUBSCRIBE_FORM_PATH);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(page.locator("html")).toHaveAttribute("dir", dir);
        return res.status();
      };

      expect(await submit()).toBe(201);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.successTitle ?? "");
      await expect(page.getByText(t.successMessage ?? "")).toBeVisible();

      // The link leads back to the page the form was on.
      await page.getByRole("link", { name: t.backLink }).click();
      await expect(page).toHaveURL(home);

      expect(await submit()).toBe(409);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.duplicateTitle ?? "");
      await expect(page.getByText(t.duplicateMessage ?? "")).toBeVisible();

      const local = email.split("@")[0] ?? email;
      expect(urls.filter((url) => decodeURIComponent(url).includes(local))).toEqual([]);
      expect(consoleErrors.errors).toEqual([]);
    });
  }
});
