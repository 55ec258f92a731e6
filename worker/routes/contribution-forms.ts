import { reportRequestSchema, suggestionRequestSchema } from "@common/api/contributions";
import { fieldErrors } from "@common/catalogue/contract";
import { isLanguageCode, type LanguageCode } from "@common/i18n/languages";
import { type Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { database } from "../db/client";
import { storeReport, storeSuggestion } from "../db/contributions";
import { translate } from "../edge/translations";
import type { AppEnv } from "../env";
import { limitBody, MAX_FORM_BODY_BYTES } from "../lib/body-limit";
import { contributionContext, limitContributions } from "../lib/contribution";
import { ApiError, describeError } from "../lib/errors";
import { requireSameOrigin } from "../lib/same-origin";
import { FORM_TYPE, type FormAnswer, formAnswer, formFields } from "./form-answer";

/**
 * The suggestion and report forms when JavaScript is off: the same contract, storage and limits as the JSON API,
 * without a proof of work (so with the stricter daily allowance of a plain form), and every answer a translated page.
 */
const ANSWERS = {
  received: { title: "contribute.answers.receivedTitle", message: "contribute.answers.receivedMessage" },
  listed: { title: "contribute.answers.listedTitle", message: "contribute.answers.listedMessage" },
  pending: { title: "contribute.answers.pendingTitle", message: "contribute.answers.pendingMessage" },
  rateLimited: { title: "contribute.answers.failedTitle", message: "contribute.answers.rateLimitedMessage" },
  unknownTool: { title: "contribute.answers.failedTitle", message: "contribute.answers.unknownToolMessage" },
  failed: { title: "contribute.answers.failedTitle", message: "contribute.answers.failedMessage" },
} as const satisfies Record<string, FormAnswer>;

/** The page that names each field to fix: "Web address: Start it with https://". */
function invalidAnswer(error: z.core.$ZodError): FormAnswer {
  return {
    title: "contribute.answers.invalidTitle",
    message: "contribute.answers.invalidMessage",
    details: (texts) =>
      fieldErrors(error.issues).map(({ path, key }) =>
        // Each language writes "label: value" its own way (a French space before the colon, a Chinese full-width one).
        translate(texts, "contribute.labelledLine", {
          label: translate(texts, `contribute.fields.${path}`) || path,
          value: translate(texts, `contribute.errors.${key}`),
        }),
      ),
  };
}

/** The form's language field, when it names one. */
function languageOf(fields: URLSearchParams): LanguageCode | undefined {
  const language = fields.get("language");
  return isLanguageCode(language) ? language : undefined;
}

/** Reads a form post against `schema`: its data, or the answer page that says what to fix. */
async function readForm<S extends z.ZodType>(c: Context<AppEnv>, schema: S) {
  const fields = new URLSearchParams(await c.req.text());
  const language = languageOf(fields);
  const read = formFields(fields);
  if ("repeated" in read && Array.isArray(read.repeated))
    return { answer: ANSWERS.failed, status: 400 as const, language };
  const parsed = schema.safeParse(read);
  if (!parsed.success) return { answer: invalidAnswer(parsed.error), status: 400 as const, language };
  return { data: parsed.data as z.output<S>, language };
}

/** Checks the request before its body is read: the per-minute limit, and a form's content type. */
async function guard(c: Context<AppEnv>, next: () => Promise<void>) {
  await limitContributions(c.env, c.req.raw);
  if (!FORM_TYPE.test(c.req.header("Content-Type") ?? "")) {
    throw new ApiError(415, "unsupported_media_type", "Send the form as application/x-www-form-urlencoded");
  }
  return next();
}

/** Any refusal the API's own mapping decides (403, 413, 415, 429, 503) as a page. */
function onFormError(err: Error, c: Context<AppEnv>) {
  const { status } = describeError(err, c);
  return formAnswer(c, status === 429 ? ANSWERS.rateLimited : ANSWERS.failed, status as ContentfulStatusCode);
}

/** `POST /api/suggestions/form`: 201 received, 409 listed or already suggested, 400 with each field to fix. */
export const suggestionFormRoutes = new Hono<AppEnv>()
  .post("/", requireSameOrigin, guard, limitBody(MAX_FORM_BODY_BYTES), async (c) => {
    const form = await readForm(c, suggestionRequestSchema);
    if (!form.data) return formAnswer(c, form.answer, form.status, form.language);
    const db = database(c.env.DB);
    const context = await contributionContext(db, c.req.raw, "form", form.data);
    const outcome = await storeSuggestion(db, { ...form.data, proof: undefined }, context);
    if (outcome === "stored") return formAnswer(c, ANSWERS.received, 201, form.language);
    if (outcome === "held") return formAnswer(c, ANSWERS.rateLimited, 429, form.language);
    return formAnswer(c, outcome === "listed" ? ANSWERS.listed : ANSWERS.pending, 409, form.language);
  })
  .onError(onFormError);

/** `POST /api/tools/:id/reports/form`: 201 received, 404 for a tool that is not published, 400 with what to fix. */
export const reportFormRoutes = new Hono<AppEnv>()
  .post("/:id/reports/form", requireSameOrigin, guard, limitBody(MAX_FORM_BODY_BYTES), async (c) => {
    const form = await readForm(c, reportRequestSchema);
    if (!form.data) return formAnswer(c, form.answer, form.status, form.language);
    const db = database(c.env.DB);
    const context = await contributionContext(db, c.req.raw, "form", form.data);
    const outcome = await storeReport(db, c.req.param("id"), { ...form.data, proof: undefined }, context);
    if (outcome === "stored") return formAnswer(c, ANSWERS.received, 201, form.language);
    if (outcome === "unknownTool") return formAnswer(c, ANSWERS.unknownTool, 404, form.language);
    return formAnswer(c, ANSWERS.rateLimited, 429, form.language);
  })
  .onError(onFormError);
