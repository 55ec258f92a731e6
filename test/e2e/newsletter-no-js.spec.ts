import { readFileSync } from "node:fs";
import { SUBSCRIBE_FORM_PATH } from "../../common/api/newsletter-fields";
import { getLanguage, type LanguageCode } from "../../common/i18n/languages";
import { localizePath } from "../../common/i18n/localized-path";
import { expect, test } from "./fixtures";
import { linkIn, mailSentTo } from "./sent-mail";

const locale = (lang: LanguageCode) =>
  JSON.parse(readFileSync(`public/locales/${lang}/common.json`, "utf8")) as {
    newsletter: Record<string, string>;
    confirmSubscription: Record<string, string>;
  };

/**
 * The newsletter form on the prerendered home page works without JavaScript: Enter posts it (never a GET that
 * would put the address in the URL) and the Worker answers a page in the page's language. So does the link of the
 * confirmation mail: its page confirms with a plain form post.
 */
test.describe("newsletter without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // Each from a network of its own: the form allows three posts a minute per network, and this test sends three.
  const networks = { en: "198.51.100.42", he: "198.51.100.43" } as const;
  for (const lang of ["en", "he"] as const) {
    test(`${lang}: Enter subscribes on a translated page without the address in any URL; again while pending is the same answer; once confirmed, a duplicate`, async ({
      page,
      request,
      consoleErrors,
    }) => {
      await page.setExtraHTTPHeaders({ "CF-Connecting-IP": networks[lang] });
      const t = locale(lang).newsletter;
      const confirmTexts = locale(lang).confirmSubscription;
      const { dir } = getLanguage(lang);
      const home = localizePath("/", lang);
      const email = `nojs-${lang}-${Date.now()}@example.com`;
      const urls: string[] = [];
      page.on("request", (req) => urls.push(req.url()));

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

      // Pending: the page says to confirm from the mail just sent.
      expect(await submit()).toBe(201);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.successTitle ?? "");
      await expect(page.getByText(t.successMessage ?? "")).toBeVisible();

      // The link leads back to the page the form was on.
      await page.getByRole("link", { name: t.backLink }).click();
      await expect(page).toHaveURL(home);

      // Again before confirming: the same answer, and no second mail within the hour.
      expect(await submit()).toBe(201);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.successTitle ?? "");
      const [confirmation, ...others] = await mailSentTo(request, email);
      expect(others).toEqual([]);
      if (!confirmation) throw new Error("no confirmation mail");

      // The mailed link asks in the page's language; its button is a plain form post.
      const origin = new URL(test.info().project.use.baseURL ?? "").origin;
      await page.goto(linkIn(confirmation, `${origin}/api/subscribe/confirm?token=`));
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("html")).toHaveAttribute("dir", dir);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(confirmTexts.askTitle ?? "");
      await page.getByRole("button", { name: confirmTexts.button }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(confirmTexts.doneTitle ?? "");

      expect(await submit()).toBe(409);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.alreadySubscribedTitle ?? "");
      await expect(page.getByText(t.duplicateMessage ?? "")).toBeVisible();

      const local = email.split("@")[0] ?? email;
      expect(urls.filter((url) => decodeURIComponent(url).includes(local))).toEqual([]);
      expect(consoleErrors.errors).toEqual([]);
    });
  }
});
