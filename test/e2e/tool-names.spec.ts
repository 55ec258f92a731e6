import { expect, test } from "./fixtures";

/**
 * A tool's name on a card wraps only between words: the Featured and pricing badges never squeeze it so far
 * that a word is split across lines, on the narrowest phones and in languages with long badge texts.
 */
test("tool names on cards never break inside a word at 320 and 375 px", async ({ page }) => {
  test.setTimeout(180_000);
  // English first: after a prefixed page the visitor's language is remembered and an English URL moves to it.
  for (const lang of ["en", "de", "ru", "ar", "he", "zh"]) {
    // Both pages of the directory: every tool of the catalogue once.
    for (const path of ["/tools", "/tools?page=2", "/category/ai-assistants"]) {
      const url = lang === "en" ? path : `/${lang}${path}`;
      await page.setViewportSize({ width: 320, height: 740 });
      await page.goto(url);
      await page.evaluate(() => document.fonts.ready);
      // The same page laid out again at each width: a resize reflows it, no new load needed.
      for (const width of [320, 375]) {
        await page.setViewportSize({ width, height: 740 });
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
        const result = await page.evaluate(() => {
          const names = [...document.querySelectorAll("main article")].map((card) =>
            card.querySelector(`#${CSS.escape(card.getAttribute("aria-labelledby") ?? "")}`),
          );
          const broken: string[] = [];
          for (const name of names) {
            if (!(name instanceof HTMLElement)) {
              broken.push("card without a name");
              continue;
            }
            if (name.scrollWidth > name.clientWidth) broken.push(`${name.textContent} overflows`);
            const walker = document.createTreeWalker(name, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const text = node.textContent ?? "";
              for (const match of text.matchAll(/\S+/g)) {
                const range = document.createRange();
                range.setStart(node, match.index);
                range.setEnd(node, match.index + match[0].length);
                const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
                if (lines.size !== 1) broken.push(`${name.textContent}: "${match[0]}" on ${lines.size} lines`);
              }
            }
          }
          return { cards: names.length, broken };
        });
        expect(result.cards, `${url} at ${width} px`).toBeGreaterThan(0);
        expect(result.broken, `${url} at ${width} px`).toEqual([]);
      }
    }
  }
});

test("pricing and Featured badges fit their cards on one line at 320 px in every language", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 320, height: 740 });
  for (const lang of ["en", "es", "fr", "pt", "de", "ru", "he", "zh", "ar"]) {
    // Both pages of the directory: every tool's card once.
    let badges = 0;
    for (const path of ["/tools", "/tools?page=2"]) {
      await page.goto(lang === "en" ? path : `/${lang}${path}`);
      await page.evaluate(() => document.fonts.ready);
      const result = await page.evaluate(() => {
        const problems: string[] = [];
        const badges = [...document.querySelectorAll("main article .badge")];
        for (const badge of badges) {
          const box = badge.getBoundingClientRect();
          const card = badge.closest("article")?.getBoundingClientRect();
          const lineHeight = Number.parseFloat(getComputedStyle(badge).lineHeight) || 16;
          if (!card || box.left < card.left - 0.5 || box.right > card.right + 0.5) {
            problems.push(`${badge.textContent} sticks out of its card`);
          }
          if (badge.scrollWidth > badge.clientWidth + 0.5) problems.push(`${badge.textContent} overflows`);
          if (box.height > lineHeight * 1.6 + 8) problems.push(`${badge.textContent} wraps`);
        }
        return { badges: badges.length, problems: [...new Set(problems)] };
      });
      badges += result.badges;
      expect(result.problems, `${lang} ${path}`).toEqual([]);
    }
    // A pricing badge on each of the 47 cards, and the Featured ones.
    expect(badges, lang).toBeGreaterThan(47);
  }
});
