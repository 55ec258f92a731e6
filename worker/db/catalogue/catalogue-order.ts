import { CATEGORY_SLUGS } from "@common/catalogue/types";
import { sql } from "drizzle-orm";

/**
 * The catalogue's order for the owner (the dashboard's list and the export file): categories as the home page shows
 * them, then each tool's position in its category, then the id.
 */
export const catalogueOrder = sql.join(
  [
    sql`CASE category ${sql.join(
      CATEGORY_SLUGS.map((slug, i) => sql`WHEN ${slug} THEN ${i}`),
      sql` `,
    )} ELSE ${CATEGORY_SLUGS.length} END`,
    sql`position`,
    sql`id`,
  ],
  sql`, `,
);
