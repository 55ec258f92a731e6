import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { apiErrorSchema } from "@common/api/errors";
import { LOGO_COLOR_HEX, SOCIAL_CARD_PALETTE } from "@common/social-card-colours";
import { SOCIAL_IMAGE_SIZE, socialCardPath, toolSocialImage } from "@common/social-image";
import { describe, expect, it } from "vitest";
import { socialCardFacts } from "../db/catalogue/social-card";
import { database } from "../db/client";
import { imageSize } from "../test/image-size";
import { pngPixels } from "../test/png-pixels";
import { CARD_CACHE_HEADER } from "./social-cards";

const ORIGIN = "http://localhost";

function get(path: string) {
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, { redirect: "manual" }));
}

/** The card's path as a tool page names it, from the tool's row in D1. */
async function cardPath(id: string): Promise<string> {
  const facts = await socialCardFacts(database(env.DB), id);
  if (!facts) throw new Error(`No published tool ${id}`);
  return toolSocialImage(facts).path;
}

async function setTool(id: string, set: string, value: string) {
  await env.DB.prepare(`UPDATE catalogue_tools SET ${set} = ? WHERE id = ?`).bind(value, id).run();
}

async function expectNotFound(path: string) {
  const res = await get(path);
  expect(res.status, path).toBe(404);
  expect(apiErrorSchema.parse(await res.json()).error.code).toBe("not_found");
}

describe("a tool's social card, drawn by the Worker", () => {
  it("answers a 1200×630 PNG for a published tool, cached for good, then from the edge cache", async () => {
    const path = await cardPath("chatgpt");
    expect(path).toMatch(/^\/social\/tools\/chatgpt\/[0-9a-z]{7}\.png$/);

    const first = await get(path);
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toBe("image/png");
    expect(first.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(first.headers.get(CARD_CACHE_HEADER)).toBe("MISS");
    const png = new Uint8Array(await first.arrayBuffer());
    expect(imageSize(png)).toEqual({ type: "image/png", ...SOCIAL_IMAGE_SIZE });
    // Drawn as the card: the site's background, and ChatGPT's logo tile and bottom edge in its emerald.
    const pixels = await pngPixels(png);
    expect(pixels.rgb(600, 520)).toBe(SOCIAL_CARD_PALETTE.background);
    expect(pixels.rgb(172, 225)).toBe(LOGO_COLOR_HEX["bg-emerald-700"]);
    expect(pixels.rgb(600, 625)).toBe(LOGO_COLOR_HEX["bg-emerald-700"]);

    const second = await get(path);
    expect(second.status).toBe(200);
    expect(second.headers.get(CARD_CACHE_HEADER)).toBe("HIT");
    expect(second.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(png);
    // The cache holds it under the card's own URL.
    expect(await caches.default.match(new Request(`${ORIGIN}${path}`))).toBeDefined();
  });

  it("gets a new URL when the tool's name changes; the old URL leads to the new card", async () => {
    const before = await cardPath("claude");
    // A name too long for one line even at the smallest size: cut with an ellipsis inside the card's margin.
    await setTool("claude", "name", "Claude Sonnet, Opus and Haiku: the Whole Family of Assistant Models");
    const after = await cardPath("claude");
    expect(after).not.toBe(before);
    expect(after.startsWith("/social/tools/claude/")).toBe(true);

    const res = await get(after);
    expect(res.status).toBe(200);
    expect(res.headers.get(CARD_CACHE_HEADER)).toBe("MISS");
    const png = new Uint8Array(await res.arrayBuffer());
    expect(imageSize(png)).toEqual({ type: "image/png", ...SOCIAL_IMAGE_SIZE });
    const pixels = await pngPixels(png);
    for (let x = 1130; x < 1200; x += 1) {
      for (let y = 280; y < 330; y += 1) expect(pixels.rgb(x, y), `${x},${y}`).toBe(SOCIAL_CARD_PALETTE.background);
    }

    const old = await get(before);
    expect(old.status).toBe(302);
    expect(new URL(old.headers.get("Location") ?? "", ORIGIN).pathname).toBe(after);
  });

  it("draws any text the contract allows: markup characters, control characters, quotes", async () => {
    await setTool("cursor", "name", `<b>"Cursor" & 'Co'</b>\u0001\u001f`);
    await setTool("cursor", "company", "Anysphere\u0000 <Inc>");
    const res = await get(await cardPath("cursor"));
    expect(res.status).toBe(200);
    expect(imageSize(new Uint8Array(await res.arrayBuffer()))).toEqual({ type: "image/png", ...SOCIAL_IMAGE_SIZE });
  });

  it("changes the URL with each fact the card shows, and only with those", () => {
    const facts = { id: "x", name: "X", company: "Y", logoText: "XY", logoColor: "bg-emerald-700" };
    const base = socialCardPath(facts);
    for (const change of [{ name: "X2" }, { company: "Y2" }, { logoText: "XZ" }, { logoColor: "bg-rose-700" }]) {
      expect(socialCardPath({ ...facts, ...change }), JSON.stringify(change)).not.toBe(base);
    }
  });

  it("answers 404 for an unknown tool, a draft, an archived tool and a name that is not a PNG", async () => {
    await expectNotFound("/social/tools/no-such-tool/abcdefg.png");

    const gemini = await cardPath("gemini");
    await setTool("gemini", "status", "draft");
    await expectNotFound(gemini);

    const midjourney = await cardPath("midjourney");
    // Drawn and cached while published: once archived it is not served from the cache either.
    expect((await get(midjourney)).status).toBe(200);
    await setTool("midjourney", "status", "archived");
    await expectNotFound(midjourney);

    await expectNotFound((await cardPath("chatgpt")).replace(/\.png$/, ".jpg"));
  });
});
