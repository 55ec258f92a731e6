import { describe, expect, it } from "vitest";
import { builtPage, noncePlaceholder, pageBody } from "./built-pages";
import { keepSharedPage, readSharedPage } from "./shared-page-cache";

const ORIGIN = "http://localhost";

function aPage(text: string) {
  const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", "Content-Language": "de" });
  return builtPage(`<script nonce="${noncePlaceholder()}">1</script><p>${text} – ünïcödé 写作</p>`, 200, headers);
}

describe("catalogue pages shared through the data centre's cache", () => {
  it("a page one isolate kept is read back whole, its nonce places still cut out", async () => {
    const page = aPage("Seite eins");
    await keepSharedPage(ORIGIN, "key one", page, 55, Date.now());
    const shared = await readSharedPage(ORIGIN, "key one");
    expect(shared).not.toBeNull();
    expect(shared?.page.status).toBe(200);
    expect(shared?.page.headers).toEqual(page.headers);
    expect(new TextDecoder().decode(pageBody(shared?.page ?? page, "n0nce"))).toBe(
      new TextDecoder().decode(pageBody(page, "n0nce")),
    );
    expect(shared?.remainingMs).toBeGreaterThan(50_000);
    expect(shared?.remainingMs).toBeLessThanOrEqual(55_000);
  });

  it("is served only for what remains of its time since it was built", async () => {
    await keepSharedPage(ORIGIN, "key two", aPage("alt"), 55, Date.now() - 50_000);
    const shared = await readSharedPage(ORIGIN, "key two");
    expect(shared?.remainingMs).toBeLessThanOrEqual(5_000);
    await keepSharedPage(ORIGIN, "key three", aPage("older"), 55, Date.now() - 60_000);
    expect((await readSharedPage(ORIGIN, "key three"))?.remainingMs).toBeLessThan(0);
  });

  it("keys apart: another key finds nothing", async () => {
    await keepSharedPage(ORIGIN, "key four", aPage("vier"), 55);
    expect(await readSharedPage(ORIGIN, "key five")).toBeNull();
  });
});
