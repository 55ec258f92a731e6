import { exports } from "cloudflare:workers";
import { apiErrorSchema } from "@common/api/errors";
import type { AdminPathList, SavedPath } from "@common/starter-paths/admin-api";
import type { EditablePath, Translated } from "@common/starter-paths/contract";
import type { StarterPathList, StarterPathPage } from "@common/starter-paths/pages";
import { XMLParser } from "fast-xml-parser";
import { beforeAll, describe, expect, it } from "vitest";
import seed from "../../common/starter-paths/seed-paths.json";
import { ORIGIN, signIn } from "../test/admin-session";

/**
 * Starter paths (docs/decisions/048): the seed's three paths in nine languages, the public list and page, the
 * owner's create, save and delete with every rule of the contract, the sitemap and the pages the Worker renders.
 * Against the seeded catalogue and paths in the real local D1.
 */
let cookie = "";
beforeAll(async () => {
  cookie = await signIn();
});

function admin(
  path: string,
  { method = "GET", body, origin = ORIGIN }: { method?: string; body?: unknown; origin?: string } = {},
) {
  return exports.default.fetch(
    new Request(`${ORIGIN}/api/admin/catalogue${path}`, {
      method,
      headers: {
        Origin: origin,
        Cookie: cookie,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

const get = (path: string) => exports.default.fetch(new Request(`${ORIGIN}${path}`));

function inEnglish(text: string): Translated {
  return { en: text, es: "", fr: "", pt: "", de: "", ru: "", he: "", zh: "", ar: "" };
}

function aPath(id: string, change: Partial<EditablePath> = {}): EditablePath {
  return {
    id,
    status: "published",
    position: 50,
    guide: null,
    title: inEnglish("Write your first email with AI"),
    summary: inEnglish("Draft, polish and check an email."),
    steps: [
      { toolId: "chatgpt", why: inEnglish("Ask for a first draft.") },
      { toolId: "grammarly", why: inEnglish("Polish the wording.") },
    ],
    ...change,
  };
}

async function fieldsOf(res: Response) {
  return apiErrorSchema.parse(await res.json()).error.fields;
}

describe("the seed's starter paths", () => {
  it("are listed in their order in every language, each in that language's own words", async () => {
    for (const lang of ["en", "es", "fr", "pt", "de", "ru", "he", "zh", "ar"] as const) {
      const res = await get(`/api/catalogue/paths?lang=${lang}`);
      expect(res.status).toBe(200);
      const { paths } = (await res.json()) as StarterPathList;
      expect(paths.map((path) => path.id)).toEqual(seed.paths.map((path) => path.id));
      for (const [i, path] of paths.entries()) {
        expect(path.title).toEqual({ text: seed.paths[i]?.title[lang], lang });
        expect(path.summary.lang).toBe(lang);
      }
      if (lang !== "en") expect(paths[0]?.title.text).not.toBe(seed.paths[0]?.title.en);
    }
  });

  it("every seed text is written in all nine languages", () => {
    for (const path of seed.paths) {
      for (const text of [path.title, path.summary, ...path.steps.map((step) => step.why)]) {
        for (const value of Object.values(text)) expect(value.trim()).not.toBe("");
      }
    }
  });

  it("a path's page has its tools in order with why each comes there, and its guide's title in the language", async () => {
    const res = await get("/api/catalogue/paths/first-week-with-an-ai-assistant?lang=de");
    expect(res.status).toBe(200);
    const page = (await res.json()) as StarterPathPage;
    expect(page.steps.map((step) => step.tool.id)).toEqual(["chatgpt", "claude", "perplexity", "notebooklm"]);
    const [first] = seed.paths;
    expect(page.steps[0]?.why).toEqual({ text: first?.steps[0]?.why.de, lang: "de" });
    expect(page.guide?.slug).toBe("how-to-get-started-with-chatgpt");
    expect(page.guide?.title).toMatch(/ChatGPT/);
    // The tool's own text comes in the language too.
    expect(page.steps[0]?.tool.name).toBe("ChatGPT");
  });

  it("an unknown or malformed id answers 404 or 400, never 500; lang outside the nine answers 400", async () => {
    expect((await get("/api/catalogue/paths/no-such-path?lang=en")).status).toBe(404);
    expect((await get("/api/catalogue/paths/Not_An_Id?lang=en")).status).toBe(400);
    expect((await get("/api/catalogue/paths?lang=xx")).status).toBe(400);
  });
});

describe("the owner edits starter paths", () => {
  it("creates a draft path that stays off the site until published, then shows in English where not translated", async () => {
    const draft = aPath("first-email-with-ai", { status: "draft" });
    const created = await admin("/paths", { method: "POST", body: draft });
    expect(created.status).toBe(201);
    expect(((await created.json()) as SavedPath).path).toEqual(draft);
    expect((await get("/api/catalogue/paths/first-email-with-ai?lang=en")).status).toBe(404);

    const published = await admin("/paths/first-email-with-ai", {
      method: "PUT",
      body: { ...draft, status: "published" },
    });
    expect(published.status).toBe(200);
    const page = (await (await get("/api/catalogue/paths/first-email-with-ai?lang=fr")).json()) as StarterPathPage;
    expect(page.title).toEqual({ text: "Write your first email with AI", lang: "en" });
    expect(page.steps.map((step) => step.tool.id)).toEqual(["chatgpt", "grammarly"]);
    const { paths } = (await (await get("/api/catalogue/paths?lang=fr")).json()) as StarterPathList;
    expect(paths.at(-1)?.id).toBe("first-email-with-ai");

    const list = (await (await admin("/paths")).json()) as AdminPathList;
    expect(list.paths.find((path) => path.id === "first-email-with-ai")).toMatchObject({
      status: "published",
      steps: 2,
      languages: ["en"],
    });

    expect((await admin("/paths/first-email-with-ai", { method: "DELETE" })).status).toBe(204);
    expect((await get("/api/catalogue/paths/first-email-with-ai?lang=en")).status).toBe(404);
    expect((await admin("/paths/first-email-with-ai", { method: "DELETE" })).status).toBe(404);
  });

  it("refuses each broken rule with 400 naming the field, and stores nothing", async () => {
    const cases: [EditablePath | Record<string, unknown>, string, string][] = [
      [aPath("Bad Id"), "id", "idFormat"],
      [aPath("ok-id", { title: inEnglish("") }), "title.en", "required"],
      [aPath("ok-id", { title: inEnglish("x".repeat(91)) }), "title.en", "tooLong"],
      [aPath("ok-id", { steps: [{ toolId: "chatgpt", why: inEnglish("Only one.") }] }), "steps", "stepsCount"],
      [
        aPath("ok-id", {
          steps: [
            { toolId: "chatgpt", why: inEnglish("One.") },
            { toolId: "chatgpt", why: inEnglish("Again.") },
          ],
        }),
        "steps.1.toolId",
        "duplicateTool",
      ],
      [
        aPath("ok-id", {
          steps: [
            { toolId: "chatgpt", why: inEnglish("One.") },
            { toolId: "no-such-tool", why: inEnglish("Two.") },
          ],
        }),
        "steps.1.toolId",
        "unknownTool",
      ],
      [{ ...aPath("ok-id"), guide: "no-such-guide" }, "guide", "unknownValue"],
      [{ ...aPath("ok-id"), extra: 1 }, "", "unknownValue"],
    ];
    for (const [body, path, key] of cases) {
      const res = await admin("/paths", { method: "POST", body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(await fieldsOf(res)).toContainEqual({ path, key });
    }
    expect((await admin("/paths/ok-id")).status).toBe(404);
  });

  it("a taken id answers 409; an id that differs from the address, 400; a path that does not exist, 404", async () => {
    const taken = await admin("/paths", { method: "POST", body: aPath("make-your-first-image") });
    expect(taken.status).toBe(409);
    expect(await fieldsOf(taken)).toEqual([{ path: "id", key: "pathIdTaken" }]);
    const renamed = await admin("/paths/make-your-first-image", { method: "PUT", body: aPath("another-id") });
    expect(renamed.status).toBe(400);
    expect((await admin("/paths/no-such-path", { method: "PUT", body: aPath("no-such-path") })).status).toBe(404);
  });

  it("writes need a signed-in owner on the site's own origin", async () => {
    const stranger = await exports.default.fetch(
      new Request(`${ORIGIN}/api/admin/catalogue/paths`, {
        method: "POST",
        headers: { Origin: ORIGIN, "Content-Type": "application/json" },
        body: JSON.stringify(aPath("sneaky-path")),
      }),
    );
    expect(stranger.status).toBe(401);
    const elsewhere = await admin("/paths", {
      method: "POST",
      body: aPath("sneaky-path"),
      origin: "https://evil.example",
    });
    expect(elsewhere.status).toBe(403);
    expect((await admin("/paths/sneaky-path")).status).toBe(404);
  });
});

describe("the starter paths' pages", () => {
  it("are in the sitemap in every language with hreflang alternates", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    const urls = new XMLParser({ ignoreAttributes: false }).parse(xml).urlset.url as {
      loc: string;
      "xhtml:link": { "@_hreflang": string }[];
    }[];
    const at = (loc: string) => urls.find((url) => url.loc === loc);
    for (const loc of [
      `${ORIGIN}/paths`,
      `${ORIGIN}/paths/make-your-first-image`,
      `${ORIGIN}/ar/paths/make-your-first-image`,
    ]) {
      expect(at(loc)?.["xhtml:link"].map((link) => link["@_hreflang"])).toEqual([
        "en",
        "es",
        "fr",
        "pt",
        "de",
        "ru",
        "he",
        "zh",
        "ar",
        "x-default",
      ]);
    }
  });

  it("are rendered by the Worker with the path's title and its steps; an unknown path is a 404 page", async () => {
    const res = await get("/es/paths/make-your-first-image");
    expect(res.status).toBe(200);
    const html = await res.text();
    const [, image] = seed.paths;
    expect(html).toContain(`<title>${image?.title.es}`);
    expect(html).toContain(image?.steps[0]?.why.es);
    expect(html).toContain('hreflang="ar"');
    const list = await (await get("/he/paths")).text();
    expect(list).toContain(seed.paths[2]?.title.he);
    const missing = await get("/paths/no-such-path");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('content="noindex, nofollow"');
  });
});
