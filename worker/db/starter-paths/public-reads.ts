import type { BlogSlug } from "@common/content/blog/slugs";
import type { LanguageCode } from "@common/i18n/languages";
import {
  type PathStatus,
  type StoredPathContent,
  shownIn,
  storedPathContentSchema,
} from "@common/starter-paths/contract";
import type { StarterPathList, StarterPathPage } from "@common/starter-paths/pages";
import { sql } from "drizzle-orm";
import { findPostMeta } from "../../edge/blog-meta";
import { publishedToolNames, publishedToolsByIds } from "../catalogue/public-reads";
import type { Database } from "../client";

/** The most paths the paths page lists: a handful is the point; this bounds the read. */
export const MAX_LISTED_PATHS = 100;

const PUBLISHED = sql`status = ${"published" satisfies PathStatus}`;

interface PathRow {
  id: string;
  guide: string | null;
  content: string;
}

/** A row's content, or null when it does not hold the contract (never written so; left out, never a 500). */
function contentOf(row: PathRow): StoredPathContent | null {
  try {
    const parsed = storedPathContentSchema.safeParse(JSON.parse(row.content));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The published paths in their order, in `lang`, with their tools' names (published tools only). */
export async function publishedPathList(db: Database, lang: LanguageCode): Promise<StarterPathList> {
  const rows = (
    await db.run(
      sql`SELECT id, guide, content FROM starter_paths WHERE ${PUBLISHED} ORDER BY position, id LIMIT ${MAX_LISTED_PATHS}`,
    )
  ).results as unknown as PathRow[];
  const paths = rows.flatMap((row) => {
    const content = contentOf(row);
    return content ? [{ id: row.id, content }] : [];
  });
  const names = await publishedToolNames(db, [
    ...new Set(paths.flatMap((path) => path.content.steps.map((step) => step.toolId))),
  ]);
  return {
    paths: paths.map(({ id, content }) => ({
      id,
      title: shownIn(content.title, lang),
      summary: shownIn(content.summary, lang),
      toolNames: content.steps.flatMap((step) => names.get(step.toolId) ?? []),
    })),
  };
}

/** The guide named by a path, with its title in `lang`; null for none (or a post the site no longer has). */
function guideOf(slug: string | null, lang: LanguageCode): StarterPathPage["guide"] {
  const post = slug === null ? null : findPostMeta(lang, slug);
  return slug !== null && post ? { slug: slug as BlogSlug, title: post.title } : null;
}

/** A published path in `lang` with its published tools in order, or null. */
export async function publishedPathPage(db: Database, lang: LanguageCode, id: string): Promise<StarterPathPage | null> {
  const row = (await db.run(sql`SELECT id, guide, content FROM starter_paths WHERE id = ${id} AND ${PUBLISHED}`))
    .results[0] as PathRow | undefined;
  const content = row && contentOf(row);
  if (!row || !content) return null;
  const tools = await publishedToolsByIds(
    db,
    lang,
    content.steps.map((step) => step.toolId),
  );
  const byId = new Map(tools.map((tool) => [tool.id, tool]));
  return {
    id: row.id,
    title: shownIn(content.title, lang),
    summary: shownIn(content.summary, lang),
    guide: guideOf(row.guide, lang),
    steps: content.steps.flatMap((step) => {
      const tool = byId.get(step.toolId);
      return tool ? [{ tool, why: shownIn(step.why, lang) }] : [];
    }),
  };
}

/** The published paths' ids in their order, for the sitemap. */
export async function publishedPathIds(db: Database): Promise<string[]> {
  const rows = (
    await db.run(sql`SELECT id FROM starter_paths WHERE ${PUBLISHED} ORDER BY position, id LIMIT ${MAX_LISTED_PATHS}`)
  ).results as { id: string }[];
  return rows.map((row) => row.id);
}
