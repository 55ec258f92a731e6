import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { apiErrorSchema } from "@common/api/errors";
import type { AdminToolList, ImportResult, Revision, SavedTool } from "@common/catalogue/admin-api";
import {
  blankTranslation,
  CATALOGUE_FILE_FORMAT,
  type CatalogueFile,
  type EditableTool,
  TRANSLATED_LANGUAGES,
} from "@common/catalogue/contract";
import { foldForSearch } from "@common/catalogue/search-text";
import { emptyFacts } from "@common/catalogue/tool-facts";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_CATALOGUE_FILE_BYTES } from "../lib/body-limit";
import { ORIGIN, signIn } from "../test/admin-session";

let cookie = "";
beforeAll(async () => {
  cookie = await signIn();
});

function api(
  path: string,
  {
    method = "GET",
    body,
    origin = ORIGIN,
    session,
  }: { method?: string; body?: unknown; origin?: string; session?: string } = {},
) {
  return exports.default.fetch(
    new Request(`${ORIGIN}/api/admin/catalogue${path}`, {
      method,
      headers: {
        Origin: origin,
        Cookie: session ?? cookie,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

/** A valid new tool: English complete, German partly translated, the other languages blank. */
function newTool(id: string, overrides: Partial<EditableTool> = {}): EditableTool {
  const translations = Object.fromEntries(TRANSLATED_LANGUAGES.map((lang) => [lang, blankTranslation()]));
  return {
    id,
    name: `Tool ${id}`,
    company: "Example Labs",
    logoText: "EX",
    logoColor: "bg-blue-700",
    pricing: "freemium",
    rating: 4.5,
    reviews: 120,
    tags: ["writing", "productivity"],
    category: "writing-help",
    featured: false,
    url: "https://example.com/",
    difficulty: null,
    freeOption: true,
    status: "draft",
    position: 500,
    facts: emptyFacts(),
    texts: {
      ...(translations as EditableTool["texts"]),
      en: {
        description: "Drafts polite letters for you.",
        bestFor: "People who write letters",
        whatItDoes: "It writes a first draft of a letter from a few words.",
        topUseCases: ["Letters", "Thank-you notes", "Complaints", "Invitations"],
        example: "Ask for a letter to your landlord.",
        freeLimits: "",
      },
      de: {
        ...blankTranslation(),
        description: "Schreibt höfliche Briefe für dich.",
        topUseCases: ["Briefe", "", "", ""],
      },
    },
    ...overrides,
  };
}

async function create(tool: EditableTool): Promise<SavedTool> {
  const res = await api("/tools", { method: "POST", body: tool });
  expect(res.status).toBe(201);
  return (await res.json()) as SavedTool;
}

async function errorOf(res: Response) {
  return apiErrorSchema.parse(await res.json()).error;
}

async function count(table: string, where = "1 = 1", ...binds: unknown[]): Promise<number> {
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`)
    .bind(...binds)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** The tools whose search row in `lang` matches `query`, folded and matched by the trigram index as the directory does. */
async function searchFinds(query: string, lang: string): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "SELECT tool_id FROM catalogue_search WHERE catalogue_search MATCH ? AND lang = ? ORDER BY tool_id",
  )
    .bind(`"${foldForSearch(query)}"`, lang)
    .all<{ tool_id: string }>();
  return results.map((row) => row.tool_id);
}

async function exportFile(): Promise<CatalogueFile> {
  const res = await api("/export");
  expect(res.status).toBe(200);
  return (await res.json()) as CatalogueFile;
}

describe("admin catalogue: sign-in and origin", () => {
  it("answers 401 without a session, for reads and writes alike, and stores nothing", async () => {
    for (const [path, method, body] of [
      ["/tools", "GET", undefined],
      ["/tools/chatgpt", "GET", undefined],
      ["/export", "GET", undefined],
      ["/tools", "POST", newTool("no-session-tool")],
      ["/import", "POST", { format: CATALOGUE_FILE_FORMAT, version: 1, exportedAt: "", tools: [] }],
    ] as const) {
      const res = await api(path, { method, body, session: "" });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect((await errorOf(res)).code).toBe("unauthorized");
    }
    expect(await count("catalogue_tools", "id = ?", "no-session-tool")).toBe(0);
  });

  it("refuses a write from another site (403) and stores nothing", async () => {
    const res = await api("/tools", {
      method: "POST",
      body: newTool("cross-site-tool"),
      origin: "https://evil.example",
    });
    expect(res.status).toBe(403);
    expect(await count("catalogue_tools", "id = ?", "cross-site-tool")).toBe(0);
  });
});

describe("admin catalogue: one tool", () => {
  it("creates a tool with its nine text rows, nine search rows and a first revision, and loads it back", async () => {
    const tool = newTool("letter-helper");
    const saved = await create(tool);
    expect(saved.tool).toEqual(tool);
    expect(saved.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const loaded = (await (await api("/tools/letter-helper")).json()) as SavedTool;
    expect(loaded).toEqual(saved);
    expect(await count("catalogue_texts", "tool_id = ?", "letter-helper")).toBe(9);
    expect(await count("catalogue_search", "tool_id = ?", "letter-helper")).toBe(9);
    // German text is found in German; French falls back to the English.
    expect(await searchFinds("höfliche briefe", "de")).toContain("letter-helper");
    expect(await searchFinds("polite letters", "fr")).toContain("letter-helper");
    const revisions = (await (await api("/tools/letter-helper/revisions")).json()) as { revisions: Revision[] };
    expect(revisions.revisions).toHaveLength(1);
    expect(revisions.revisions[0]?.before).toBeNull();
    expect(revisions.revisions[0]?.after).toEqual(tool);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    expect((await api("/tools/no-such-tool")).status).toBe(404);
    expect((await api("/tools/Not_An_Id")).status).toBe(404);
  });

  it("refuses a tool that breaks the contract with 400 invalid_tool naming each field and rule, storing nothing", async () => {
    const bad = {
      ...newTool("bad-tool"),
      url: "http://insecure.example",
      rating: 7,
      tags: [],
      texts: { ...newTool("bad-tool").texts, de: { ...blankTranslation(), example: "x".repeat(301) } },
    };
    const res = await api("/tools", { method: "POST", body: bad });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("invalid_tool");
    expect(error.fields).toEqual(
      expect.arrayContaining([
        { path: "url", key: "urlFormat" },
        { path: "rating", key: "ratingRange" },
        { path: "tags", key: "tagsRange" },
        { path: "texts.de.example", key: "tooLong" },
      ]),
    );
    expect(await count("catalogue_tools", "id = ?", "bad-tool")).toBe(0);
    expect(await count("catalogue_search", "tool_id = ?", "bad-tool")).toBe(0);
  });

  it("refuses an id in use (409 conflict, idTaken) and a renamed tool's old id", async () => {
    const res = await api("/tools", { method: "POST", body: newTool("chatgpt") });
    expect(res.status).toBe(409);
    const error = await errorOf(res);
    expect(error.code).toBe("conflict");
    expect(error.fields).toEqual([{ path: "id", key: "idTaken" }]);
    await env.DB.prepare("INSERT INTO catalogue_redirects (from_id, to_id) VALUES ('old-name', 'chatgpt')").run();
    const again = await api("/tools", { method: "POST", body: newTool("old-name") });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).fields).toEqual([{ path: "id", key: "idTaken" }]);
    expect(await count("catalogue_tools", "id = ?", "old-name")).toBe(0);
  });

  it("saves a change with one revision naming the changed fields, and rewrites the search rows", async () => {
    const saved = await create(newTool("save-me"));
    const changed = newTool("save-me", {
      name: "Renovated Scribe",
      texts: { ...newTool("save-me").texts, fr: { ...blankTranslation(), description: "Écrit des lettres aimables." } },
    });
    const res = await api("/tools/save-me", { method: "PUT", body: { tool: changed, updatedAt: saved.updatedAt } });
    expect(res.status).toBe(200);
    const after = (await res.json()) as SavedTool;
    expect(after.tool).toEqual(changed);
    expect(after.updatedAt > saved.updatedAt).toBe(true);
    const { revisions } = (await (await api("/tools/save-me/revisions")).json()) as { revisions: Revision[] };
    expect(revisions).toHaveLength(2);
    expect(revisions[0]?.fields).toEqual(["name", "texts.fr.description"]);
    expect(revisions[0]?.before?.name).toBe("Tool save-me");
    expect(revisions[0]?.after.name).toBe("Renovated Scribe");
    // The new name is found in every language, the new French text in French; the old name no longer.
    expect(await searchFinds("renovated scribe", "zh")).toEqual(["save-me"]);
    expect(await searchFinds("ecrit des lettres aimables", "fr")).toEqual(["save-me"]);
    expect(await searchFinds("tool save-me", "en")).toEqual([]);
    expect(await count("catalogue_search", "tool_id = ?", "save-me")).toBe(9);
  });

  it("marks a translation to review when its English changes, until it is rewritten or its language is checked", async () => {
    const created = await create(newTool("follow-me"));
    expect(created.stale).toEqual({});
    const put = async (tool: EditableTool, updatedAt: string, reviewed?: string[]) => {
      const res = await api("/tools/follow-me", { method: "PUT", body: { tool, updatedAt, reviewed } });
      expect(res.status).toBe(200);
      return (await res.json()) as SavedTool;
    };
    // The English description and first use case change; the German written for the old English is marked, the
    // blank German fields (which show the English) are not.
    const base = newTool("follow-me");
    const englishChanged: EditableTool = {
      ...base,
      texts: {
        ...base.texts,
        en: {
          ...base.texts.en,
          description: "Drafts kind letters.",
          topUseCases: ["Notes", "Thank-you notes", "Complaints", "Invitations"],
        },
      },
    };
    const saved = await put(englishChanged, created.updatedAt);
    expect(saved.stale).toEqual({ de: ["description", "topUseCases"] });
    const loaded = (await (await api("/tools/follow-me")).json()) as SavedTool;
    expect(loaded.stale).toEqual({ de: ["description", "topUseCases"] });

    // An unrelated save keeps the marks; rewriting the German description clears its mark only.
    const renamed = await put({ ...englishChanged, name: "Kind Scribe" }, saved.updatedAt);
    expect(renamed.stale).toEqual({ de: ["description", "topUseCases"] });
    const rewritten: EditableTool = {
      ...englishChanged,
      name: "Kind Scribe",
      texts: {
        ...englishChanged.texts,
        de: { ...englishChanged.texts.de, description: "Schreibt freundliche Briefe." },
      },
    };
    const afterRewrite = await put(rewritten, renamed.updatedAt);
    expect(afterRewrite.stale).toEqual({ de: ["topUseCases"] });

    // Marking German as checked clears the rest, even with nothing else changed; the mark stays cleared after.
    const checked = await put(rewritten, afterRewrite.updatedAt, ["de"]);
    expect(checked.stale).toEqual({});
    expect(checked.updatedAt > afterRewrite.updatedAt).toBe(true);
    expect(((await (await api("/tools/follow-me")).json()) as SavedTool).stale).toEqual({});

    // A language the request does not know is refused, and nothing is stored.
    const res = await api("/tools/follow-me", {
      method: "PUT",
      body: { tool: rewritten, updatedAt: checked.updatedAt, reviewed: ["xx"] },
    });
    expect(res.status).toBe(400);
    expect(((await (await api("/tools/follow-me")).json()) as SavedTool).updatedAt).toBe(checked.updatedAt);
  });

  it("saving a seed tool unchanged writes nothing, though its rows hold no sources yet", async () => {
    const loaded = (await (await api("/tools/notion-ai")).json()) as SavedTool;
    const revisions = await count("catalogue_revisions", "tool_id = ?", "notion-ai");
    const res = await api("/tools/notion-ai", {
      method: "PUT",
      body: { tool: loaded.tool, updatedAt: loaded.updatedAt },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as SavedTool).updatedAt).toBe(loaded.updatedAt);
    expect(await count("catalogue_revisions", "tool_id = ?", "notion-ai")).toBe(revisions);
  });

  it("an import that changes a tool's English marks its translations to review like the editor does", async () => {
    await create(newTool("import-follow"));
    const file = await exportFile();
    const tools = file.tools.map((tool) =>
      tool.id === "import-follow"
        ? { ...tool, texts: { ...tool.texts, en: { ...tool.texts.en, description: "Drafts letters, kindly." } } }
        : tool,
    );
    expect((await api("/import", { method: "POST", body: { ...file, tools } })).status).toBe(200);
    expect(((await (await api("/tools/import-follow")).json()) as SavedTool).stale).toEqual({ de: ["description"] });
  });

  it("answers 409 edit_conflict to a save from an editor loaded before someone else's save", async () => {
    const saved = await create(newTool("two-editors"));
    const first = await api("/tools/two-editors", {
      method: "PUT",
      body: { tool: newTool("two-editors", { name: "First" }), updatedAt: saved.updatedAt },
    });
    expect(first.status).toBe(200);
    const second = await api("/tools/two-editors", {
      method: "PUT",
      body: { tool: newTool("two-editors", { name: "Second" }), updatedAt: saved.updatedAt },
    });
    expect(second.status).toBe(409);
    expect((await errorOf(second)).code).toBe("edit_conflict");
    const loaded = (await (await api("/tools/two-editors")).json()) as SavedTool;
    expect(loaded.tool.name).toBe("First");
  });

  it("answers a save's bad body with field paths relative to the tool", async () => {
    const saved = await create(newTool("bad-save"));
    const res = await api("/tools/bad-save", {
      method: "PUT",
      body: { tool: { ...saved.tool, logoColor: "bg-yellow-100", name: "" }, updatedAt: saved.updatedAt },
    });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("invalid_tool");
    expect(error.fields).toEqual(
      expect.arrayContaining([
        { path: "logoColor", key: "unknownValue" },
        { path: "name", key: "required" },
      ]),
    );
    expect(((await (await api("/tools/bad-save")).json()) as SavedTool).updatedAt).toBe(saved.updatedAt);
  });

  it("renames: the old id redirects (and older redirects follow), votes, totals and clicks move, search follows", async () => {
    const saved = await create(newTool("first-name"));
    await env.DB.batch([
      env.DB.prepare("INSERT INTO catalogue_redirects (from_id, to_id) VALUES ('oldest-name', 'first-name')"),
      env.DB.prepare(
        "INSERT INTO votes (tool_id, voter_id, rating) VALUES ('first-name', 'voter-a', 5), ('first-name', 'voter-b', 3)",
      ),
      env.DB.prepare(
        "INSERT INTO tool_stats (tool_id, vote_count, rating_sum, stars_3, stars_5) VALUES ('first-name', 2, 8, 1, 1)",
      ),
      env.DB.prepare(
        "INSERT INTO clicks (clicked_at, tool_id, page, lang) VALUES ('2026-01-01T00:00:00Z', 'first-name', '/tools', 'en')",
      ),
      env.DB.prepare(
        "INSERT INTO click_daily (day, tool_id, clicks, tool_page_clicks) VALUES ('2026-01-01', 'first-name', 4, 1)",
      ),
    ]);
    const res = await api("/tools/first-name", {
      method: "PUT",
      body: { tool: newTool("second-name"), updatedAt: saved.updatedAt },
    });
    expect(res.status).toBe(200);
    expect((await api("/tools/first-name")).status).toBe(404);
    expect(((await (await api("/tools/second-name")).json()) as SavedTool).tool.id).toBe("second-name");
    const redirects = await env.DB.prepare(
      "SELECT from_id, to_id FROM catalogue_redirects WHERE to_id = 'second-name' ORDER BY from_id",
    ).all();
    expect(redirects.results).toEqual([
      { from_id: "first-name", to_id: "second-name" },
      { from_id: "oldest-name", to_id: "second-name" },
    ]);
    expect(await count("votes", "tool_id = ?", "second-name")).toBe(2);
    expect(await count("votes", "tool_id = ?", "first-name")).toBe(0);
    const stats = await env.DB.prepare(
      "SELECT tool_id, vote_count, rating_sum FROM tool_stats WHERE tool_id IN ('first-name', 'second-name')",
    ).all();
    expect(stats.results).toEqual([{ tool_id: "second-name", vote_count: 2, rating_sum: 8 }]);
    expect(await count("clicks", "tool_id = ?", "second-name")).toBe(1);
    expect(await count("click_daily", "tool_id = ? AND clicks = 4", "second-name")).toBe(1);
    expect(await count("catalogue_texts", "tool_id = ?", "first-name")).toBe(0);
    expect(await count("catalogue_search", "tool_id = ?", "first-name")).toBe(0);
    expect(await count("catalogue_search", "tool_id = ?", "second-name")).toBe(9);
    // The history follows the tool.
    const { revisions } = (await (await api("/tools/second-name/revisions")).json()) as { revisions: Revision[] };
    expect(revisions.map((revision) => revision.fields[0])).toEqual(["id", "id"]);
    // Another tool may not take the old id; the tool itself may take it back.
    const taken = await api("/tools", { method: "POST", body: newTool("first-name") });
    expect(taken.status).toBe(409);
    const current = (await (await api("/tools/second-name")).json()) as SavedTool;
    const back = await api("/tools/second-name", {
      method: "PUT",
      body: { tool: newTool("first-name"), updatedAt: current.updatedAt },
    });
    expect(back.status).toBe(200);
    const after = await env.DB.prepare(
      "SELECT from_id, to_id FROM catalogue_redirects WHERE from_id IN ('first-name', 'second-name', 'oldest-name') ORDER BY from_id",
    ).all();
    expect(after.results).toEqual([
      { from_id: "oldest-name", to_id: "first-name" },
      { from_id: "second-name", to_id: "first-name" },
    ]);
  });

  it("refuses a rename onto an id in use with 409 idTaken and changes nothing", async () => {
    const saved = await create(newTool("wants-new-id"));
    const res = await api("/tools/wants-new-id", {
      method: "PUT",
      body: { tool: newTool("claude"), updatedAt: saved.updatedAt },
    });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).fields).toEqual([{ path: "id", key: "idTaken" }]);
    expect(((await (await api("/tools/claude")).json()) as SavedTool).tool.name).toBe("Claude");
    expect(await count("catalogue_redirects", "from_id = ?", "wants-new-id")).toBe(0);
  });

  it("publishes, archives and drafts a tool with a revision each; an unknown status is 400", async () => {
    await create(newTool("status-tool"));
    for (const status of ["published", "archived", "draft"] as const) {
      const res = await api("/tools/status-tool/status", { method: "POST", body: { status } });
      expect(res.status).toBe(200);
      expect(((await res.json()) as SavedTool).tool.status).toBe(status);
    }
    const bad = await api("/tools/status-tool/status", { method: "POST", body: { status: "deleted" } });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toEqual([{ path: "status", key: "unknownValue" }]);
    const { revisions } = (await (await api("/tools/status-tool/revisions")).json()) as { revisions: Revision[] };
    expect(revisions.map((revision) => revision.fields)).toEqual([
      ["status"],
      ["status"],
      ["status"],
      expect.any(Array),
    ]);
    expect((await api("/tools/nobody-here/status", { method: "POST", body: { status: "draft" } })).status).toBe(404);
  });

  it("restores a revision as a new revision, with the search rows of the restored text", async () => {
    const saved = await create(newTool("restore-me", { name: "Original Quill" }));
    await api("/tools/restore-me", {
      method: "PUT",
      body: { tool: newTool("restore-me", { name: "Changed Quill" }), updatedAt: saved.updatedAt },
    });
    const { revisions } = (await (await api("/tools/restore-me/revisions")).json()) as { revisions: Revision[] };
    const first = revisions[revisions.length - 1];
    const res = await api(`/tools/restore-me/revisions/${first?.id}/restore`, { method: "POST" });
    expect(res.status).toBe(200);
    expect(((await res.json()) as SavedTool).tool.name).toBe("Original Quill");
    const after = (await (await api("/tools/restore-me/revisions")).json()) as { revisions: Revision[] };
    expect(after.revisions).toHaveLength(3);
    expect(after.revisions[0]?.fields).toEqual(["name"]);
    expect(await searchFinds("original quill", "ar")).toEqual(["restore-me"]);
    expect(await searchFinds("changed quill", "ar")).toEqual([]);
    // A revision of another tool, or none, is not found.
    const other = (await (await api("/tools/letter-helper/revisions")).json()) as { revisions: Revision[] };
    expect(
      (await api(`/tools/restore-me/revisions/${other.revisions[0]?.id}/restore`, { method: "POST" })).status,
    ).toBe(404);
    expect((await api("/tools/restore-me/revisions/abc/restore", { method: "POST" })).status).toBe(404);
  });
});

describe("admin catalogue: the list", () => {
  it("pages the catalogue, 50 a page, with each language's translated field count", async () => {
    const res = await api("/tools");
    expect(res.status).toBe(200);
    const list = (await res.json()) as AdminToolList;
    expect(list.tools).toHaveLength(50);
    expect(list.matching).toBeGreaterThan(50);
    expect(list.pageCount).toBe(Math.ceil(list.matching / 50));
    expect(list.tools[0]?.id).toBe("chatgpt");
    expect(list.tools[0]?.languages).toMatchObject({ en: 8, de: 8, zh: 8 });
    const page2 = (await (await api("/tools?page=2")).json()) as AdminToolList;
    expect(page2.page).toBe(2);
    expect(page2.tools.map((tool) => tool.id)).not.toContain("chatgpt");
  });

  it("searches id, name and company ignoring case, and filters by category, status and incomplete language", async () => {
    await create(newTool("filter-probe", { name: "ZetaWriter", company: "Quirky Co", category: "social-media" }));
    const byName = (await (await api("/tools?q=zetaWRITER")).json()) as AdminToolList;
    expect(byName.tools.map((tool) => tool.id)).toEqual(["filter-probe"]);
    expect(byName.tools[0]?.languages).toMatchObject({ en: 8, de: 2, fr: 0 });
    const byCompany = (await (await api("/tools?q=quirky")).json()) as AdminToolList;
    expect(byCompany.tools.map((tool) => tool.id)).toEqual(["filter-probe"]);
    const openai = (await (await api("/tools?q=openai")).json()) as AdminToolList;
    expect(openai.tools.map((tool) => tool.id)).toContain("chatgpt");
    const drafts = (await (await api("/tools?status=draft&category=social-media")).json()) as AdminToolList;
    expect(drafts.tools.map((tool) => tool.id)).toEqual(["filter-probe"]);
    const incomplete = (await (await api("/tools?incomplete=de&category=social-media")).json()) as AdminToolList;
    expect(incomplete.tools.map((tool) => tool.id)).toEqual(["filter-probe"]);
    const english = (await (await api("/tools?incomplete=en")).json()) as AdminToolList;
    expect(english.matching).toBe(0);
    expect((await api("/tools?status=gone")).status).toBe(400);
    expect((await api("/tools?incomplete=xx")).status).toBe(400);
  });
});

describe("admin catalogue: export and import", () => {
  it("exports the whole catalogue as an attachment in the catalogue's order", async () => {
    const res = await api("/export");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="catalogue-\d{4}-\d\d-\d\d\.json"$/);
    const file = (await res.json()) as CatalogueFile;
    expect(file.format).toBe(CATALOGUE_FILE_FORMAT);
    expect(file.tools.length).toBe(await count("catalogue_tools"));
    expect(file.tools[0]?.id).toBe("chatgpt");
  });

  it("imports its own export as no change: every tool unchanged, no revision written", async () => {
    const file = await exportFile();
    const revisionsBefore = await count("catalogue_revisions");
    const res = await api("/import", { method: "POST", body: file });
    expect(res.status).toBe(200);
    expect((await res.json()) as ImportResult).toEqual({ created: 0, updated: 0, unchanged: file.tools.length });
    expect(await count("catalogue_revisions")).toBe(revisionsBefore);
  });

  it("creates new tools and updates changed ones, a revision each, with their search rows", async () => {
    const file = await exportFile();
    const changed = file.tools.map((tool) =>
      tool.id === "claude"
        ? { ...tool, texts: { ...tool.texts, es: { ...tool.texts.es, example: "Pídele un soneto náutico." } } }
        : tool,
    );
    const revisionsBefore = await count("catalogue_revisions");
    const res = await api("/import", {
      method: "POST",
      body: { ...file, tools: [...changed, newTool("imported-one"), newTool("imported-two")] },
    });
    expect(res.status).toBe(200);
    expect((await res.json()) as ImportResult).toEqual({ created: 2, updated: 1, unchanged: file.tools.length - 1 });
    expect(await count("catalogue_revisions")).toBe(revisionsBefore + 3);
    expect(await searchFinds("soneto nautico", "es")).toEqual(["claude"]);
    expect(await count("catalogue_search", "tool_id IN ('imported-one', 'imported-two')")).toBe(18);
  });

  it("refuses a file with one bad tool among good ones as a whole, naming the field; nothing changes", async () => {
    const file = await exportFile();
    const snapshot = JSON.stringify(file.tools);
    const bad = file.tools.map((tool, i) =>
      i === 12 ? { ...tool, texts: { ...tool.texts, de: { ...tool.texts.de, example: "y".repeat(400) } } } : tool,
    );
    const res = await api("/import", {
      method: "POST",
      body: { ...file, tools: [...bad.map((tool) => ({ ...tool, name: `${tool.name} 2` })), newTool("never-created")] },
    });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("invalid_catalogue");
    expect(error.fields).toEqual([{ path: "tools.12.texts.de.example", key: "tooLong" }]);
    expect(JSON.stringify((await exportFile()).tools)).toBe(snapshot);
    expect(await count("catalogue_tools", "id = 'never-created'")).toBe(0);
  });

  it("refuses duplicate ids and renamed tools' old ids in a file, naming each; nothing changes", async () => {
    const file = await exportFile();
    const revisionsBefore = await count("catalogue_revisions");
    const res = await api("/import", {
      method: "POST",
      body: {
        ...file,
        tools: [newTool("dup-id", { name: "A" }), newTool("dup-id", { name: "B" }), newTool("oldest-name")],
      },
    });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("invalid_catalogue");
    expect(error.fields).toEqual([
      { path: "tools.1.id", key: "duplicateId" },
      { path: "tools.2.id", key: "idTaken" },
    ]);
    expect(await count("catalogue_tools", "id = 'dup-id'")).toBe(0);
    expect(await count("catalogue_revisions")).toBe(revisionsBefore);
  });

  it("refuses a file over the import's size limit with 413 before reading it", async () => {
    const res = await exports.default.fetch(
      new Request(`${ORIGIN}/api/admin/catalogue/import`, {
        method: "POST",
        headers: {
          Origin: ORIGIN,
          Cookie: cookie,
          "Content-Type": "application/json",
          "Content-Length": String(MAX_CATALOGUE_FILE_BYTES + 1),
        },
        body: "{}",
      }),
    );
    expect(res.status).toBe(413);
  });

  it("refuses a file that is not a catalogue file", async () => {
    const res = await api("/import", {
      method: "POST",
      body: { format: "something-else", version: 1, exportedAt: "", tools: [] },
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe("invalid_catalogue");
    const notJson = await api("/import", { method: "POST", body: "{ not json" });
    expect(notJson.status).toBe(400);
  });
});
