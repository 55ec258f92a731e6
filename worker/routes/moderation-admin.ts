import {
  CONTRIBUTION_KINDS,
  type ContributionKind,
  closeContributionSchema,
  moderationQuerySchema,
} from "@common/api/contributions";
import { isLanguageCode } from "@common/i18n/languages";
import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { loadTool } from "../db/catalogue/load-tools";
import { database } from "../db/client";
import { closeContribution, moderationPage, queuedSuggestion } from "../db/moderation";
import { siteOrigin } from "../edge/public-config";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";
import { jsonBody } from "../lib/json-body";
import { requireSameOrigin } from "../lib/same-origin";
import { type OutcomeMailKind, outcomeMail } from "../mail/contribution-mails";
import { sendMail } from "../mail/send-mail";

/** Which reply a decision sends to a visitor who left an address (spam gets none). */
const OUTCOME_MAILS: Record<ContributionKind, Partial<Record<"accepted" | "rejected" | "spam", OutcomeMailKind>>> = {
  suggestions: { accepted: "suggestionAccepted", rejected: "suggestionRejected" },
  reports: { accepted: "reportResolved", rejected: "reportDismissed" },
};

/**
 * The owner's queue of visitors' suggestions and reports (admin only: mounted on the admin sub-app): a page of one
 * kind in one state with every state's count, and the owner's decision on an item. Closing deletes the visitor's
 * reply address, after one mail that tells them the outcome in their language.
 */
export const moderationAdminRoutes = new Hono<AppEnv>()
  .use("*", requireSameOrigin)
  .get(
    "/",
    zValidator("query", moderationQuerySchema, (result) => {
      if (!result.success) throw new ApiError(400, "bad_request", "Unknown kind, status or page");
    }),
    async (c) => c.json(await moderationPage(database(c.env.DB), c.req.valid("query"))),
  )
  .get("/suggestions/:id", async (c) => {
    const id = Number(c.req.param("id"));
    const suggestion = Number.isSafeInteger(id) && id > 0 ? await queuedSuggestion(database(c.env.DB), id) : null;
    if (!suggestion) throw new ApiError(404, "not_found", "No suggestion with this id");
    return c.json(suggestion);
  })
  .post("/:kind/:id/close", jsonBody(closeContributionSchema), async (c) => {
    const kind = c.req.param("kind");
    const id = Number(c.req.param("id"));
    if (!(CONTRIBUTION_KINDS as readonly string[]).includes(kind) || !Number.isSafeInteger(id) || id < 1) {
      throw new ApiError(404, "not_found", "No such suggestion or report");
    }
    const decision = c.req.valid("json");
    const db = database(c.env.DB);
    if (kind === "suggestions" && decision.status === "accepted") {
      // The tool is created in the catalogue editor first, prefilled from the suggestion; accepting names it.
      if (!decision.toolId || !(await loadTool(db, decision.toolId))) {
        throw new ApiError(400, "bad_request", "Accepting a suggestion names the tool it became");
      }
    }
    const closed = await closeContribution(db, kind as (typeof CONTRIBUTION_KINDS)[number], id, {
      ...decision,
      now: new Date(),
    });
    if (!closed) throw new ApiError(404, "not_found", "No open suggestion or report with this id");
    const kindOfMail = OUTCOME_MAILS[kind as ContributionKind][decision.status];
    if (closed.email && kindOfMail) {
      try {
        const language = isLanguageCode(closed.language) ? closed.language : "en";
        const origin = siteOrigin(c.env, new URL(c.req.url));
        const mail = await outcomeMail(c.env, kindOfMail, {
          email: closed.email,
          language,
          subjectName: closed.subjectName,
          note: decision.note ?? "",
          origin,
        });
        await sendMail(c.env, mail);
      } catch (error) {
        // The decision stands; the visitor's address is already gone either way.
        console.error(JSON.stringify({ level: "error", message: "Outcome mail not sent", error: String(error) }));
      }
    }
    return c.body(null, 204);
  });
