import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { apiErrorSchema } from "@common/api/errors";
import { describe, expect, it } from "vitest";
import { catalogueCacheSeconds } from "../lib/catalogue-cache";

function get(path: string, init: RequestInit = {}) {
  return exports.default.fetch(new Request(`http://localhost/api/catalogue${path}`, init));
}

async function expectError(path: string, status: number, code: string) {
  const res = await get(path);
  expect(res.status, path).toBe(status);
  expect(apiErrorSchema.parse(await res.json()).error.code).toBe(code);
  expect(res.headers.get("Cache-Control") ?? "", path).not.toContain("public");
}

describe("/api/catalogue", () => {
  it("answers a page of the directory in the language, cached at the edge for CATALOGUE_CACHE_SECONDS", async () => {
    expect(env.CATALOGUE_CACHE_SECONDS).toBe("55");
    const res = await get("/tools?lang=de&category=ai-assistants&sort=name&page=1");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=55");
    const body = (await res.json()) as {
      tools: { id: string; description: string }[];
      matching: number;
      total: number;
    };
    expect(body.tools.map((t) => t.id)).toEqual(["chatgpt", "claude", "gemini", "microsoft-copilot"]);
    expect(body.tools[0]?.description).toContain("KI");
    expect(body).toMatchObject({ matching: 4, total: 47, page: 1, pageCount: 1 });
  });

  it("searches", async () => {
    const body = (await (await get("/tools?lang=en&q=midjurney")).json()) as { tools: { id: string }[] };
    expect(body.tools[0]?.id).toBe("midjourney");
  });

  it("answers a category page, a tool page and the featured tools", async () => {
    const category = (await (await get("/categories/video-creation?lang=fr&filter=advanced")).json()) as {
      tools: { id: string; difficulty: string }[];
    };
    expect(category.tools.length).toBeGreaterThan(0);
    expect(category.tools.every((t) => t.difficulty === "Advanced")).toBe(true);
    const tool = await get("/tools/chatgpt?lang=ar");
    expect(tool.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=55");
    const page = (await tool.json()) as { tool: { id: string }; similar: unknown[] };
    expect(page.tool.id).toBe("chatgpt");
    expect(page.similar).toHaveLength(6);
    const featured = (await (await get("/featured?lang=he")).json()) as { tools: { id: string }[] };
    expect(featured.tools.map((t) => t.id)).toEqual(["chatgpt", "claude", "synthesia", "midjourney"]);
  });

  it("answers a visitor's saved tools in their order and language, leaving out what is not published", async () => {
    const res = await get("/selection?lang=de&ids=claude,no-such-tool,chatgpt,claude,Bad");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { tools: { tool: { id: string; description: string }; facts: unknown }[] };
    expect(body.tools.map(({ tool }) => tool.id)).toEqual(["claude", "chatgpt"]);
    expect(body.tools[1]?.tool.description).toContain("KI");
    expect(body.tools[0]?.facts).toBeNull();
    expect(((await (await get("/selection?lang=en&ids=")).json()) as { tools: unknown[] }).tools).toEqual([]);
    await expectError("/selection?lang=xx&ids=claude", 400, "bad_request");
    await expectError(`/selection?lang=en&ids=${"a".repeat(5000)}`, 400, "bad_request");
  });

  it("answers 404 for a tool that is not published", async () => {
    await expectError("/tools/no-such-tool?lang=en", 404, "not_found");
    await env.DB.prepare("UPDATE catalogue_tools SET status = 'draft' WHERE id = 'chatgpt'").run();
    try {
      await expectError("/tools/chatgpt?lang=en", 404, "not_found");
    } finally {
      await env.DB.prepare("UPDATE catalogue_tools SET status = 'published' WHERE id = 'chatgpt'").run();
    }
  });

  it.each([
    "/tools",
    "/tools?lang=xx",
    "/tools?lang=EN",
    "/tools?lang=en&category=nope",
    "/tools?lang=en&pricing=cheap",
    "/tools?lang=en&tag=nope",
    "/tools?lang=en&sort=newest",
    "/tools?lang=en&page=0",
    "/tools?lang=en&page=1001",
    "/tools?lang=en&page=two",
    `/tools?lang=en&q=${"a".repeat(101)}`,
    "/tools?lang=en&other=1",
    "/tools/ChatGPT?lang=en",
    "/tools/chatgpt",
    "/categories/nope?lang=en",
    "/categories/ai-assistants?lang=en&filter=cheap",
    "/categories/ai-assistants?lang=en&page=-1",
    "/featured",
    "/featured?lang=english",
  ])("answers 400 for %s", async (path) => {
    await expectError(path, 400, "bad_request");
  });

  it("answers only GET", async () => {
    const res = await get("/tools?lang=en", { method: "POST" });
    expect(res.status).toBe(404);
  });

  it("reads the cache setting as 0 when it is not a whole number of seconds", () => {
    expect(catalogueCacheSeconds({ CATALOGUE_CACHE_SECONDS: "55" })).toBe(55);
    for (const value of ["", "x", "-1", "1.5", "3601"]) {
      expect(catalogueCacheSeconds({ CATALOGUE_CACHE_SECONDS: value })).toBe(0);
    }
  });
});
