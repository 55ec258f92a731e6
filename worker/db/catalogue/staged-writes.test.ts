import { env } from "cloudflare:test";
import { blankTranslation, type EditableTool, TRANSLATED_LANGUAGES } from "@common/catalogue/contract";
import { emptyFacts } from "@common/catalogue/tool-facts";
import { describe, expect, it } from "vitest";
import { database } from "../client";
import { loadTool } from "./load-tools";
import { applyWrites, nextUpdatedAt, STAGE_ROWS_PER_BATCH, type ToolWrite } from "./staged-writes";

function tool(id: string, name = `Tool ${id}`): EditableTool {
  return {
    id,
    name,
    company: "Example Labs",
    logoText: "EX",
    logoColor: "bg-teal-700",
    pricing: "free",
    rating: 4,
    reviews: 1,
    tags: ["notes"],
    category: "meeting-notes",
    featured: false,
    url: "https://example.org/",
    difficulty: "Beginner",
    freeOption: true,
    status: "published",
    position: 1,
    facts: emptyFacts(),
    texts: {
      ...(Object.fromEntries(TRANSLATED_LANGUAGES.map((lang) => [lang, blankTranslation()])) as EditableTool["texts"]),
      en: {
        description: "Takes notes.",
        bestFor: "Meetings",
        whatItDoes: "It listens and writes notes.",
        topUseCases: ["Notes", "Summaries", "Actions", "Minutes"],
        example: "Record a call.",
        freeLimits: "",
      },
    },
  };
}

const created = (t: EditableTool): ToolWrite => ({
  tool: t,
  before: null,
  previousId: null,
  expectedUpdatedAt: null,
  updatedAt: nextUpdatedAt(null),
  sources: {},
});

async function count(sql: string): Promise<number> {
  return (await env.DB.prepare(sql).first<{ n: number }>())?.n ?? 0;
}

describe("staged catalogue writes", () => {
  it("applies more tools than one staging batch holds, each with its rows, search rows and revision", async () => {
    const db = database(env.DB);
    const n = STAGE_ROWS_PER_BATCH * 2 + 7;
    const writes = Array.from({ length: n }, (_, i) => created(tool(`bulk-${i}`)));
    expect(await applyWrites(db, writes)).toEqual([]);
    expect(await count("SELECT COUNT(*) AS n FROM catalogue_tools WHERE id LIKE 'bulk-%'")).toBe(n);
    expect(await count("SELECT COUNT(*) AS n FROM catalogue_texts WHERE tool_id LIKE 'bulk-%'")).toBe(n * 9);
    // Not LIKE: on the FTS5 table's unindexed column it matches nothing.
    expect(await count("SELECT COUNT(*) AS n FROM catalogue_search WHERE substr(tool_id, 1, 5) = 'bulk-'")).toBe(n * 9);
    expect(await count("SELECT COUNT(*) AS n FROM catalogue_revisions WHERE tool_id LIKE 'bulk-%'")).toBe(n);
    expect(await count("SELECT COUNT(*) AS n FROM catalogue_staged_writes")).toBe(0);
  });

  it("writes nothing at all when one tool of a multi-batch write changed since it was read", async () => {
    const db = database(env.DB);
    const saved = await loadTool(db, "bulk-3");
    expect(saved).not.toBeNull();
    const n = STAGE_ROWS_PER_BATCH + 20;
    const writes = [
      ...Array.from({ length: n }, (_, i) => created(tool(`never-${i}`))),
      {
        tool: tool("bulk-3", "Stale edit"),
        before: saved?.tool ?? null,
        previousId: null,
        expectedUpdatedAt: "2000-01-01T00:00:00.000Z",
        updatedAt: nextUpdatedAt(null),
        sources: {},
      },
    ];
    const revisions = await count("SELECT COUNT(*) AS n FROM catalogue_revisions");
    expect(await applyWrites(db, writes)).toEqual([{ toolId: "bulk-3", created: false }]);
    expect(await count("SELECT COUNT(*) AS n FROM catalogue_tools WHERE id LIKE 'never-%'")).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM catalogue_search WHERE substr(tool_id, 1, 6) = 'never-'")).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM catalogue_revisions")).toBe(revisions);
    expect((await loadTool(db, "bulk-3"))?.tool.name).toBe("Tool bulk-3");
    expect(await count("SELECT COUNT(*) AS n FROM catalogue_staged_writes")).toBe(0);
  });

  it("stamps each save later than the one before, even within the same millisecond", () => {
    const now = new Date("2026-01-01T00:00:00.000Z");
    expect(nextUpdatedAt(null, now)).toBe("2026-01-01T00:00:00.000Z");
    expect(nextUpdatedAt("2026-01-01T00:00:00.000Z", now)).toBe("2026-01-01T00:00:00.001Z");
    expect(nextUpdatedAt("2025-12-31T00:00:00.000Z", now)).toBe("2026-01-01T00:00:00.000Z");
  });
});
