import type { SocialCardFacts } from "@common/social-image";
import { and, eq } from "drizzle-orm";
import type { Database } from "../client";
import { catalogueTools } from "../schema";

/**
 * What a published tool's social card shows (common/social-image.ts), or null when no published tool has this id
 * (unknown, draft or archived): one read by primary key.
 */
export async function socialCardFacts(db: Database, id: string): Promise<SocialCardFacts | null> {
  const row = await db
    .select({
      id: catalogueTools.id,
      name: catalogueTools.name,
      company: catalogueTools.company,
      logoText: catalogueTools.logoText,
      logoColor: catalogueTools.logoColor,
    })
    .from(catalogueTools)
    .where(and(eq(catalogueTools.id, id), eq(catalogueTools.status, "published")))
    .get();
  return row ?? null;
}
