import {
  adminToolsQuerySchema,
  type SavedTool,
  statusRequestSchema,
  updateToolRequestSchema,
} from "@common/catalogue/admin-api";
import { catalogueFileSchema, editableToolSchema, fieldErrors, toolIdSchema } from "@common/catalogue/contract";
import { confirmFactsRequestSchema } from "@common/catalogue/tool-facts";
import type { SavedPath } from "@common/starter-paths/admin-api";
import { editablePathSchema, pathIdSchema } from "@common/starter-paths/contract";
import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { z } from "zod";
import { listAdminTools } from "../db/catalogue/admin-list";
import { exportCatalogue, importCatalogue } from "../db/catalogue/catalogue-file";
import { factsReview } from "../db/catalogue/facts-review";
import { linkCheckReport } from "../db/catalogue/link-check-reads";
import { loadTool, savedTool } from "../db/catalogue/load-tools";
import { listRevisions, restoreRevision } from "../db/catalogue/revisions";
import { confirmFacts, createTool, saveTool, setStatus, type WriteOutcome } from "../db/catalogue/write-tool";
import { database } from "../db/client";
import { openReportsOf } from "../db/moderation";
import {
  createPath,
  deletePath,
  listPaths,
  loadPath,
  type PathWriteRefusal,
  savePath,
} from "../db/starter-paths/admin";
import type { AppEnv } from "../env";
import { MAX_CATALOGUE_FILE_BYTES, MAX_TOOL_BODY_BYTES } from "../lib/body-limit";
import { ApiError } from "../lib/errors";
import { jsonBody } from "../lib/json-body";
import { requireSameOrigin } from "../lib/same-origin";
import { wholeNumberSetting } from "../lib/whole-number-setting";

/** A tool that breaks the contract: 400 naming every field and rule; `prefix` is dropped from the paths. */
function invalidTool(error: z.core.$ZodError, prefix?: string): ApiError {
  const fields = fieldErrors(error.issues).map((field) => ({
    ...field,
    path: prefix && field.path.startsWith(`${prefix}.`) ? field.path.slice(prefix.length + 1) : field.path,
  }));
  return new ApiError(400, "invalid_tool", "The tool breaks the catalogue's rules", fields);
}

function idTaken(): ApiError {
  return new ApiError(409, "conflict", "Another tool has this id, or had it before a rename", [
    { path: "id", key: "idTaken" },
  ]);
}

function notFound(): ApiError {
  return new ApiError(404, "not_found", "No such tool");
}

/** The saved tool, or the error that says why nothing was written. */
function savedOrThrow(outcome: WriteOutcome): SavedTool {
  if ("saved" in outcome) return outcome.saved;
  switch (outcome.refused) {
    case "idTaken":
      throw idTaken();
    case "editConflict":
      throw new ApiError(409, "edit_conflict", "The tool was saved by someone else since it was loaded");
    case "notFound":
      throw notFound();
    case "nothingToConfirm":
      throw new ApiError(
        400,
        "invalid_tool",
        "There are no facts to confirm in this group",
        outcome.groups.map((group) => ({ path: `facts.${group}`, key: "confirmEmpty" })),
      );
  }
}

/** The `:id` of a path, or 404 when it cannot be a tool's id. */
function toolIdParam(id: string): string {
  const parsed = toolIdSchema.safeParse(id);
  if (!parsed.success || parsed.data !== id) throw notFound();
  return id;
}

/** A starter path that breaks its contract: 400 naming every field and rule. */
function invalidPath(error: z.core.$ZodError): ApiError {
  return new ApiError(400, "invalid_path", "The starter path breaks its rules", fieldErrors(error.issues));
}

/** The saved path, or the error that says why nothing was written. */
function savedPathOrThrow(outcome: SavedPath | PathWriteRefusal): SavedPath {
  if (!("refused" in outcome)) return outcome;
  switch (outcome.refused) {
    case "idTaken":
      throw new ApiError(409, "conflict", "Another starter path has this id", [{ path: "id", key: "pathIdTaken" }]);
    case "notFound":
      throw new ApiError(404, "not_found", "No such starter path");
    case "unknownTools":
      throw new ApiError(400, "invalid_path", "A step names no tool of the catalogue", outcome.fields);
  }
}

/** The `:id` of a starter path, or 404 when it cannot be one. */
function pathIdParam(id: string): string {
  const parsed = pathIdSchema.safeParse(id);
  if (!parsed.success || parsed.data !== id) throw new ApiError(404, "not_found", "No such starter path");
  return id;
}

const pathBody = jsonBody(editablePathSchema, { invalid: (error) => invalidPath(error) });

const toolBody = jsonBody(editableToolSchema, {
  maxBytes: MAX_TOOL_BODY_BYTES,
  invalid: (error) => invalidTool(error),
});

/**
 * The catalogue's admin API (docs/decisions/040), behind requireAdmin: the list, one tool's create, load, save
 * (rename), status, history and restore, and the whole catalogue's export and import.
 */
export const catalogueAdminRoutes = new Hono<AppEnv>()
  .use("*", requireSameOrigin)
  .get(
    "/tools",
    zValidator("query", adminToolsQuerySchema, (result) => {
      if (!result.success) throw new ApiError(400, "bad_request", "Unknown filter value");
    }),
    async (c) => c.json(await listAdminTools(database(c.env.DB), c.req.valid("query"))),
  )
  .post("/tools", toolBody, async (c) => {
    const saved = savedOrThrow(await createTool(database(c.env.DB), c.req.valid("json")));
    return c.json(saved, 201);
  })
  // Published tools whose beginner facts are due to be checked again (FACTS_REVIEW_DAYS).
  .get("/facts-review", async (c) =>
    c.json(await factsReview(database(c.env.DB), wholeNumberSetting(c.env, "FACTS_REVIEW_DAYS"), new Date())),
  )
  // What the link checker found (worker/links/): dead and moved addresses to fix.
  .get("/link-checks", async (c) => c.json(await linkCheckReport(database(c.env.DB))))
  .get("/tools/:id", async (c) => {
    const saved = await loadTool(database(c.env.DB), toolIdParam(c.req.param("id")));
    if (!saved) throw notFound();
    return c.json(savedTool(saved));
  })
  .put(
    "/tools/:id",
    jsonBody(updateToolRequestSchema, {
      maxBytes: MAX_TOOL_BODY_BYTES,
      invalid: (error) => invalidTool(error, "tool"),
    }),
    async (c) => {
      const { tool, updatedAt, reviewed } = c.req.valid("json");
      const id = toolIdParam(c.req.param("id"));
      return c.json(savedOrThrow(await saveTool(database(c.env.DB), id, tool, updatedAt, reviewed)));
    },
  )
  .post("/tools/:id/status", jsonBody(statusRequestSchema, { invalid: (error) => invalidTool(error) }), async (c) => {
    const id = toolIdParam(c.req.param("id"));
    return c.json(savedOrThrow(await setStatus(database(c.env.DB), id, c.req.valid("json").status)));
  })
  // "Confirm facts": the owner checked these groups on the tool's own pages today.
  .post(
    "/tools/:id/confirm-facts",
    jsonBody(confirmFactsRequestSchema, { invalid: (error) => invalidTool(error) }),
    async (c) => {
      const id = toolIdParam(c.req.param("id"));
      const { groups, updatedAt } = c.req.valid("json");
      const today = new Date().toISOString().slice(0, 10);
      return c.json(savedOrThrow(await confirmFacts(database(c.env.DB), id, groups, updatedAt, today)));
    },
  )
  // Starter paths (docs/decisions/048): the list, one path's create, load, save and delete.
  .get("/paths", async (c) => c.json(await listPaths(database(c.env.DB))))
  .post("/paths", pathBody, async (c) =>
    c.json(savedPathOrThrow(await createPath(database(c.env.DB), c.req.valid("json"))), 201),
  )
  .get("/paths/:id", async (c) => {
    const saved = await loadPath(database(c.env.DB), pathIdParam(c.req.param("id")));
    if (!saved) throw new ApiError(404, "not_found", "No such starter path");
    return c.json(saved);
  })
  .put("/paths/:id", pathBody, async (c) => {
    const path = c.req.valid("json");
    if (path.id !== pathIdParam(c.req.param("id")))
      throw new ApiError(400, "invalid_path", "A starter path's id cannot change", [
        { path: "id", key: "unknownValue" },
      ]);
    return c.json(savedPathOrThrow(await savePath(database(c.env.DB), path)));
  })
  .delete("/paths/:id", async (c) => {
    if (!(await deletePath(database(c.env.DB), pathIdParam(c.req.param("id")))))
      throw new ApiError(404, "not_found", "No such starter path");
    return c.body(null, 204);
  })
  // The tool's open problem reports from visitors, shown in its editor.
  .get("/tools/:id/reports", async (c) =>
    c.json({ reports: await openReportsOf(database(c.env.DB), c.req.param("id")) }),
  )
  .get("/tools/:id/revisions", async (c) => {
    const id = toolIdParam(c.req.param("id"));
    const db = database(c.env.DB);
    if (!(await loadTool(db, id))) throw notFound();
    return c.json({ revisions: await listRevisions(db, id) });
  })
  .post("/tools/:id/revisions/:revisionId/restore", async (c) => {
    const id = toolIdParam(c.req.param("id"));
    const revisionId = c.req.param("revisionId");
    if (!/^[1-9][0-9]{0,15}$/.test(revisionId)) throw new ApiError(404, "not_found", "No such revision");
    const outcome = await restoreRevision(database(c.env.DB), id, Number(revisionId));
    if ("refused" in outcome && outcome.refused === "noRevision") {
      throw new ApiError(404, "not_found", "No such revision");
    }
    if ("refused" in outcome && outcome.refused === "invalid") {
      throw new ApiError(400, "invalid_tool", "That version breaks today's rules", fieldErrors(outcome.issues));
    }
    return c.json(savedOrThrow(outcome as WriteOutcome));
  })
  .get("/export", async (c) => {
    const file = await exportCatalogue(database(c.env.DB));
    return c.json(file, 200, {
      "Content-Disposition": `attachment; filename="catalogue-${file.exportedAt.slice(0, 10)}.json"`,
    });
  })
  .post(
    "/import",
    jsonBody(catalogueFileSchema, {
      maxBytes: MAX_CATALOGUE_FILE_BYTES,
      invalid: (error) => new ApiError(400, "invalid_catalogue", "The file does not import", fieldErrors(error.issues)),
    }),
    async (c) => {
      const outcome = await importCatalogue(database(c.env.DB), c.req.valid("json"));
      if ("invalid" in outcome) {
        throw new ApiError(400, "invalid_catalogue", "The file does not import", outcome.invalid);
      }
      if ("conflict" in outcome) {
        throw new ApiError(409, "edit_conflict", `Saved meanwhile: ${outcome.conflict.slice(0, 10).join(", ")}`);
      }
      return c.json(outcome.imported);
    },
  );
