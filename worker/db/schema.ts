import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { SUBSCRIBER_STATUSES } from "../../common/api/subscriptions.ts";
import { CATEGORY_SLUGS } from "../../common/catalogue/types.ts";

/**
 * D1 schema (DESIGN.md "Data"). Times are stored as ISO-8601 UTC text so they sort and compare as dates
 * and export unchanged.
 */

/** One star vote per visitor per tool; the unique index makes a repeat a conflict under any concurrency. */
export const votes = sqliteTable(
  "votes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    toolId: text("tool_id").notNull(),
    voterId: text("voter_id").notNull(),
    rating: integer("rating").notNull(),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (t) => [
    uniqueIndex("votes_tool_voter_unique").on(t.toolId, t.voterId),
    index("votes_voter_idx").on(t.voterId),
    check("votes_rating_range", sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

/**
 * Vote totals per tool, raised in the same batch as each counted vote, so stats read one short row per tool instead
 * of aggregating the votes table on every request: the count, the sum and how many votes gave each star (a tool
 * page's distribution).
 */
export const toolStats = sqliteTable("tool_stats", {
  toolId: text("tool_id").primaryKey(),
  voteCount: integer("vote_count").notNull().default(0),
  ratingSum: integer("rating_sum").notNull().default(0),
  stars1: integer("stars_1").notNull().default(0),
  stars2: integer("stars_2").notNull().default(0),
  stars3: integer("stars_3").notNull().default(0),
  stars4: integer("stars_4").notNull().default(0),
  stars5: integer("stars_5").notNull().default(0),
});

/**
 * Which networks counted a vote for which tool on a UTC day, as SHA-256(daily salt ‖ network ‖ tool): one counted
 * vote per tool per network per day, with no IP stored. Old days are pruned with the salts (worker/db/retention.ts).
 */
export const dailyVoteNetworks = sqliteTable(
  "daily_vote_networks",
  {
    day: text("day").notNull(),
    networkToolHash: text("network_tool_hash").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.networkToolHash] })],
);

/**
 * How many votes each IPv6 /48 counted for each tool on a UTC day, keyed by SHA-256(daily salt ‖ /48 ‖ tool): at
 * most VOTES_PER_ALLOCATION_PER_DAY a day (docs/decisions/036), with no address stored. An IPv4 address is its own
 * allocation. Old days are pruned with the salts.
 */
export const dailyVoteAllocations = sqliteTable(
  "daily_vote_allocations",
  {
    day: text("day").notNull(),
    allocationToolHash: text("allocation_tool_hash").notNull(),
    votes: integer("votes").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.allocationToolHash] })],
);

/**
 * Vote challenges already used, by nonce, until they expire (ISO time): inserting a nonce a second time fails on
 * the primary key, so a solved challenge counts once. The daily cron deletes the expired ones.
 */
export const spentVoteChallenges = sqliteTable(
  "spent_vote_challenges",
  {
    nonce: text("nonce").primaryKey(),
    expiresAt: text("expires_at").notNull(),
  },
  (t) => [index("spent_vote_challenges_expires_at_idx").on(t.expiresAt)],
);

/**
 * Random keys the Worker makes for itself the first time it needs one (hex), so nothing has to be configured:
 * `vote-challenge` signs the proof-of-work challenges of votes. Deleting a row makes a new key (challenges
 * signed with the old one are then refused, each isolate once it starts again).
 */
export const signingKeys = sqliteTable("signing_keys", {
  name: text("name").primaryKey(),
  key: text("key").notNull(),
});

/**
 * Newsletter addresses and their consent records (docs/decisions/042); `email` is stored trimmed and lower-cased.
 * - `pending`: signed up, not yet confirmed. `confirm_token_hash` (SHA-256 of the emailed token) and
 *   `confirm_expires_at` are set; the daily cron deletes the row once that time has passed.
 * - `active`: confirmed. The consent record is `confirmed_at`, `language`, `source` and `consent_version` (which
 *   version of the signup text the form showed). No IP address is ever stored.
 * - `unsubscribed`: left; kept so the owner can show when, until erased on request.
 * The confirmation mails sent to the address are counted here too (the hour of the last one, and how many on
 * `confirmation_day`), so one statement can decide whether another may go.
 */
export const subscribers = sqliteTable(
  "subscribers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    subscribedAt: text("subscribed_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    status: text("status", { enum: SUBSCRIBER_STATUSES }).notNull().default("pending"),
    unsubscribeToken: text("unsubscribe_token").notNull(),
    language: text("language").notNull().default("en"),
    source: text("source").notNull().default("home"),
    consentVersion: text("consent_version"),
    confirmedAt: text("confirmed_at"),
    unsubscribedAt: text("unsubscribed_at"),
    confirmTokenHash: text("confirm_token_hash"),
    confirmExpiresAt: text("confirm_expires_at"),
    lastConfirmationSentAt: text("last_confirmation_sent_at"),
    confirmationDay: text("confirmation_day"),
    confirmationsThatDay: integer("confirmations_that_day").notNull().default(0),
  },
  (t) => [
    uniqueIndex("subscribers_email_unique").on(t.email),
    uniqueIndex("subscribers_token_unique").on(t.unsubscribeToken),
    uniqueIndex("subscribers_confirm_token_unique").on(t.confirmTokenHash),
    index("subscribers_subscribed_at_idx").on(t.subscribedAt),
    index("subscribers_confirm_expires_idx").on(t.confirmExpiresAt),
    index("subscribers_status_idx").on(t.status),
    check("subscribers_status_known", sql`${t.status} IN ('pending', 'active', 'unsubscribed')`),
  ],
);

/**
 * Confirmation mails sent per network and UTC day, keyed by SHA-256(daily salt ‖ network), with no address stored;
 * pruned with the salts. The signup limits read it (worker/lib/signup-limits.ts).
 */
export const dailyMailNetworks = sqliteTable(
  "daily_mail_networks",
  {
    day: text("day").notNull(),
    networkHash: text("network_hash").notNull(),
    sent: integer("sent").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.networkHash] })],
);

/** Confirmation mails sent per UTC day by the whole site: the owner's daily cap counts against it. */
export const dailyMailTotals = sqliteTable("daily_mail_totals", {
  day: text("day").primaryKey(),
  sent: integer("sent").notNull().default(0),
});

/**
 * One row per recorded page view of a public page (no IP, no visitor hash: uniques are counted in
 * `daily_visitors`). The campaign fields come from the landing URL's `utm_*` parameters ("" when absent); the
 * page is stored without its query. Raw rows are deleted after VISIT_RETENTION_DAYS by the scheduled pruning;
 * the daily roll-ups stay.
 */
export const visits = sqliteTable(
  "visits",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    visitedAt: text("visited_at").notNull(),
    page: text("page").notNull(),
    lang: text("lang").notNull(),
    country: text("country").notNull(),
    browser: text("browser").notNull(),
    referrerDomain: text("referrer_domain").notNull(),
    device: text("device").notNull().default("unknown"),
    os: text("os").notNull().default("Unknown"),
    utmSource: text("utm_source").notNull().default(""),
    utmMedium: text("utm_medium").notNull().default(""),
    utmCampaign: text("utm_campaign").notNull().default(""),
  },
  (t) => [index("visits_visited_at_idx").on(t.visitedAt), index("visits_page_visited_at_idx").on(t.page, t.visitedAt)],
);

/** A random salt per UTC day for the visitor hash; rows older than two days are deleted. */
export const visitorSalts = sqliteTable("visitor_salts", {
  day: text("day").primaryKey(),
  salt: text("salt").notNull(),
});

/**
 * Daily roll-ups kept in the same batch as each visit, so the dashboard reads hundreds of rows instead of
 * millions (decided by bench/analytics.ts; the layout by decision 022). `dim` and `value`:
 * - `lang_page`: the language code and the page, written together (`de/tools`, `en/`): visits per page, per
 *   language and in all (a language code is always two letters; `--` for views recorded before languages were);
 * - `country`, `referrer`: the country code, the referring host;
 * - `agent`: `["browser","device","os"]` as a JSON array, one row for the three families;
 * - `campaign`: `["source","medium","campaign"]`, written only for a landing URL with `utm_*` parameters;
 * - `entry`: the page of a visitor's first view of the day; summed, the day's unique visitors (`""` for the
 *   days counted before entry pages were).
 */
export const visitDaily = sqliteTable(
  "visit_daily",
  {
    day: text("day").notNull(),
    dim: text("dim").notNull(),
    value: text("value").notNull(),
    visits: integer("visits").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.dim, t.value] }), index("visit_daily_dim_day_idx").on(t.dim, t.day)],
);

/**
 * Who was seen on a day (the daily visitor hash), to count each visitor once per day, and the minute they were
 * last seen (minutes since 1970, UTC) for the live count; pruned after two days. The minute is only rewritten
 * when it changed, so a visitor's views within a minute write nothing here.
 */
export const dailyVisitors = sqliteTable(
  "daily_visitors",
  {
    day: text("day").notNull(),
    visitorHash: text("visitor_hash").notNull(),
    lastSeenMinute: integer("last_seen_minute").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitorHash] })],
);

/**
 * One row per outbound 'Try Now' click: the tool, the public page it was made on (without language prefix) and the
 * page's language, with no visitor hash, network or IP. Deleted after VISIT_RETENTION_DAYS like visit rows; the
 * dashboard reads `click_daily`.
 */
export const clicks = sqliteTable(
  "clicks",
  {
    id: integer("id").primaryKey(),
    clickedAt: text("clicked_at").notNull(),
    toolId: text("tool_id").notNull(),
    page: text("page").notNull(),
    lang: text("lang").notNull(),
  },
  (t) => [index("clicks_clicked_at_idx").on(t.clickedAt)],
);

/**
 * Outbound clicks per UTC day and tool, written in the click's batch: all of them, and those made on the tool's
 * own page (for its click-through rate). One row per tool a day, so a range reads few rows (decision 022).
 */
export const clickDaily = sqliteTable(
  "click_daily",
  {
    day: text("day").notNull(),
    toolId: text("tool_id").notNull(),
    clicks: integer("clicks").notNull().default(0),
    toolPageClicks: integer("tool_page_clicks").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.toolId] })],
);

/**
 * Directory searches per UTC day, language and normalised term (common/api/search-terms.ts), with the result
 * count of the latest one. Terms are kept only as these aggregated counts, never with a visitor hash. The
 * covering index by term lets a range's top terms be summed in term order without sorting every row.
 */
export const searchDaily = sqliteTable(
  "search_daily",
  {
    day: text("day").notNull(),
    lang: text("lang").notNull(),
    term: text("term").notNull(),
    searches: integer("searches").notNull().default(0),
    results: integer("results").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.lang, t.term] }),
    index("search_daily_term_idx").on(t.term, t.day, t.searches, t.results),
  ],
);

/**
 * The administrator's passkeys (WebAuthn credentials; decision 037). From the first one on, signing in takes the
 * password and then one of these. `id` is the credential id and `public_key` the COSE public key, both base64url;
 * `counter` is the authenticator's signature counter (0 for authenticators that keep none), checked on every use.
 */
export const adminPasskeys = sqliteTable("admin_passkeys", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  publicKey: text("public_key").notNull(),
  counter: integer("counter").notNull().default(0),
  /** How the browser may reach the authenticator ("internal", "usb", ...), comma-separated; "" when unknown. */
  transports: text("transports").notNull().default(""),
  createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  lastUsedAt: text("last_used_at"),
});

/**
 * WebAuthn challenges waiting for their answer, each good for one use within a short time (decision 037). In D1
 * rather than KV: taking one is a single `DELETE ... RETURNING`, so two answers racing for the same challenge
 * cannot both succeed, which KV's eventually consistent reads and deletes could not promise.
 */
export const adminChallenges = sqliteTable(
  "admin_challenges",
  {
    challenge: text("challenge").primaryKey(),
    /** What the answer may do: "sign-in" (the second step of a sign-in), "register" or "confirm" (a removal). */
    purpose: text("purpose").notNull(),
    expiresAt: text("expires_at").notNull(),
  },
  (t) => [index("admin_challenges_expires_at_idx").on(t.expiresAt)],
);

/**
 * A tool's category as its place in CATEGORY_SLUGS (the home page's order): the first key of the catalogue's
 * Recommended order. An index is built on this very expression, and SQLite uses an index on an expression only
 * for a query that spells the same expression, so the public reads take it from here.
 */
export const categoryRank = sql.raw(
  `(CASE "category" ${CATEGORY_SLUGS.map((slug, rank) => `WHEN '${slug}' THEN ${rank}`).join(" ")} END)`,
);

/**
 * The catalogue the owner edits (docs/decisions/040): one row per tool with the facts that are the same in every
 * language. `tags` is a JSON array of tag ids. Recommended order is `position` within a category, then the id.
 */
export const catalogueTools = sqliteTable(
  "catalogue_tools",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    company: text("company").notNull(),
    logoText: text("logo_text").notNull(),
    logoColor: text("logo_color").notNull(),
    pricing: text("pricing").notNull(),
    rating: real("rating").notNull(),
    reviews: integer("reviews").notNull(),
    tags: text("tags").notNull(),
    category: text("category").notNull(),
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    url: text("url").notNull(),
    difficulty: text("difficulty"),
    freeOption: integer("free_option", { mode: "boolean" }).notNull(),
    status: text("status").notNull().default("draft"),
    position: integer("position").notNull().default(0),
    /** What a beginner needs to know (common/catalogue/tool-facts.ts) as JSON; NULL: nothing known. */
    facts: text("facts"),
    /**
     * The oldest confirmation among the tool's filled fact groups ("" when one was never confirmed), NULL when no
     * group is filled: what the dashboard's list of facts to check again reads, through its index.
     */
    factsCheckedOn: text("facts_checked_on"),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    updatedAt: text("updated_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (t) => [
    index("catalogue_tools_status_category_idx").on(t.status, t.category, t.position, t.id),
    index("catalogue_tools_status_position_idx").on(t.status, t.position, t.id),
    index("catalogue_tools_status_name_idx").on(t.status, t.name),
    // The public reads' orders walk these instead of sorting the catalogue: Recommended across categories, and
    // by name as the directory sorts it (case-insensitive).
    index("catalogue_tools_status_recommended_idx").on(t.status, categoryRank, t.position, t.id),
    index("catalogue_tools_status_name_nocase_idx").on(t.status, sql`"name" COLLATE NOCASE`, t.id),
    index("catalogue_tools_status_facts_checked_idx").on(t.status, t.factsCheckedOn),
    // The feeds' newest tools.
    index("catalogue_tools_status_created_idx").on(t.status, t.createdAt),
    check("catalogue_tools_status_values", sql`${t.status} IN ('draft', 'published', 'archived')`),
  ],
);

/**
 * A tool's text in one language. English has every field; in another language a NULL field (or use case) shows
 * the English (SPEC.md §3). `top_use_cases` is a JSON array of four strings ("" for one not translated).
 */
export const catalogueTexts = sqliteTable(
  "catalogue_texts",
  {
    toolId: text("tool_id").notNull(),
    lang: text("lang").notNull(),
    description: text("description"),
    bestFor: text("best_for"),
    whatItDoes: text("what_it_does"),
    topUseCases: text("top_use_cases"),
    example: text("example"),
    /** The free plan's limits, one per line (a fact, tool-facts.ts); NULL falls back to English like the rest. */
    freeLimits: text("free_limits"),
    /**
     * JSON: per field, a hash of the English it was translated from (common/catalogue/text-sources.ts), so the
     * editor can mark a translation whose English changed since. NULL for English, and for rows written before.
     */
    sources: text("sources"),
  },
  (t) => [primaryKey({ columns: [t.toolId, t.lang] })],
);

/**
 * The languages of each tool's own interface (its facts' `languages.supported`, kept here too), so the directory's
 * "works in my language" filter is an index lookup whatever the catalogue's size. Written with the tool's rows.
 */
export const catalogueToolLanguages = sqliteTable(
  "catalogue_tool_languages",
  {
    lang: text("lang").notNull(),
    toolId: text("tool_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.lang, t.toolId] }), index("catalogue_tool_languages_tool_idx").on(t.toolId)],
);

/**
 * A tool's history: each saved change with the fields it changed and the whole tool before and after (the
 * editor's JSON, so an earlier version can be restored exactly). `before` is NULL for the tool's creation.
 */
export const catalogueRevisions = sqliteTable(
  "catalogue_revisions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    toolId: text("tool_id").notNull(),
    changedAt: text("changed_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    fields: text("fields").notNull(),
    before: text("before"),
    after: text("after").notNull(),
  },
  (t) => [index("catalogue_revisions_tool_idx").on(t.toolId, t.id)],
);

/** Old ids of renamed tools: `/tools/<from>` answers 301 to `/tools/<to>`, so a slug never silently changes. */
export const catalogueRedirects = sqliteTable("catalogue_redirects", {
  fromId: text("from_id").primaryKey(),
  toId: text("to_id").notNull(),
});

/**
 * Catalogue writes waiting to be applied (worker/db/catalogue/staged-writes.ts). Every write to the catalogue is
 * staged here, one row per tool with its rows as JSON, and applied by one batch of set-based statements that also
 * checks nobody saved those tools since they were read: a single edit stages and applies in the same batch, and an
 * import too large for one batch stages in several and still changes the catalogue in one (all or nothing). The
 * applying batch deletes its rows; rows a failed import left behind are deleted a day later by the next write.
 */
export const catalogueStagedWrites = sqliteTable(
  "catalogue_staged_writes",
  {
    batchId: text("batch_id").notNull(),
    /** The order the writes were staged in (the revisions' order). */
    seq: integer("seq").notNull(),
    /** The tool's id after the write. */
    toolId: text("tool_id").notNull(),
    /** Its id before, for a rename; NULL otherwise. */
    previousId: text("previous_id"),
    /** The `updated_at` the tool had when it was read; NULL for a new tool. */
    expectedUpdatedAt: text("expected_updated_at"),
    updatedAt: text("updated_at").notNull(),
    /** The catalogue_tools row as a JSON object of its columns. */
    toolRow: text("tool_row").notNull(),
    /** The nine catalogue_texts rows as a JSON array of objects of their columns. */
    textRows: text("text_rows").notNull(),
    /** The nine catalogue_search bodies as a JSON object by language. */
    searchRows: text("search_rows").notNull(),
    /** The revision: the fields changed (JSON array), the tool before (NULL when new) and after. */
    fields: text("fields").notNull(),
    before: text("before"),
    after: text("after").notNull(),
    /** Set by the applying batch when the tool changed since it was read (nothing is then applied). */
    conflict: integer("conflict").notNull().default(0),
    stagedAt: text("staged_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (t) => [
    primaryKey({ columns: [t.batchId, t.toolId] }),
    index("catalogue_staged_writes_staged_at_idx").on(t.stagedAt),
  ],
);

/**
 * The last check of each published tool's web address (worker/links/): what it found (`ok`, `moved`, `dead` or
 * `unchecked`: refused, busy or silent, never taken for dead), the last HTTP status, where redirects led and when.
 * `url` is the address that was checked: once the owner changes it, the check is stale and the tool is due again.
 */
export const linkChecks = sqliteTable(
  "link_checks",
  {
    toolId: text("tool_id").primaryKey(),
    url: text("url").notNull(),
    outcome: text("outcome").notNull(),
    status: integer("status"),
    finalUrl: text("final_url"),
    checkedAt: text("checked_at").notNull(),
  },
  (t) => [
    index("link_checks_checked_at_idx").on(t.checkedAt),
    index("link_checks_outcome_idx").on(t.outcome),
    check("link_checks_outcome_values", sql`${t.outcome} IN ('ok', 'moved', 'dead', 'unchecked')`),
  ],
);

/**
 * Tools visitors suggested (common/api/contributions.ts), waiting in the owner's queue. `host` is the address's host
 * without `www.`, lower-cased: a second suggestion of the same site is refused while one is new. `email` (optional,
 * to tell the visitor the outcome) is deleted when the suggestion is closed. `spam` rows are bots', kept out of view.
 */
export const toolSuggestions = sqliteTable(
  "tool_suggestions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    status: text("status").notNull().default("new"),
    name: text("name").notNull(),
    url: text("url").notNull(),
    host: text("host").notNull(),
    category: text("category").notNull(),
    description: text("description").notNull(),
    email: text("email"),
    language: text("language").notNull(),
    /** `script` (with a proof of work) or `form` (without JavaScript). */
    channel: text("channel").notNull(),
    /** A random value of the request that stored the row, so the batch that stores it can tell it did. */
    receipt: text("receipt").notNull(),
    createdAt: text("created_at").notNull(),
    closedAt: text("closed_at"),
    /** The owner's reason for rejecting, or note on accepting. */
    closingNote: text("closing_note"),
    /** The draft tool an accepted suggestion became. */
    draftToolId: text("draft_tool_id"),
  },
  (t) => [
    uniqueIndex("tool_suggestions_receipt_unique").on(t.receipt),
    index("tool_suggestions_status_idx").on(t.status, t.createdAt),
    index("tool_suggestions_host_idx").on(t.host, t.status),
    check("tool_suggestions_status_values", sql`${t.status} IN ('new', 'accepted', 'rejected', 'spam')`),
  ],
);

/**
 * Problems visitors reported on a tool's page: the reason, an optional note, and the language the page was read
 * in. Resolved (`accepted`) or dismissed (`rejected`) with the owner's note; `email` is deleted when closed.
 */
export const toolReports = sqliteTable(
  "tool_reports",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    status: text("status").notNull().default("new"),
    toolId: text("tool_id").notNull(),
    reason: text("reason").notNull(),
    note: text("note").notNull(),
    email: text("email"),
    language: text("language").notNull(),
    channel: text("channel").notNull(),
    receipt: text("receipt").notNull(),
    createdAt: text("created_at").notNull(),
    closedAt: text("closed_at"),
    closingNote: text("closing_note"),
  },
  (t) => [
    uniqueIndex("tool_reports_receipt_unique").on(t.receipt),
    index("tool_reports_status_idx").on(t.status, t.createdAt),
    index("tool_reports_tool_idx").on(t.toolId, t.status),
    check("tool_reports_status_values", sql`${t.status} IN ('new', 'accepted', 'rejected', 'spam')`),
  ],
);

/**
 * Contributions (suggestions and reports together) per network and UTC day, keyed by SHA-256(daily salt ‖ network),
 * with no address stored; pruned with the salts.
 */
export const dailyContributionNetworks = sqliteTable(
  "daily_contribution_networks",
  {
    day: text("day").notNull(),
    networkHash: text("network_hash").notNull(),
    sent: integer("sent").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.networkHash] })],
);

/**
 * Starter paths (common/starter-paths/contract.ts, docs/decisions/048): a few tools in order for a beginner's first
 * steps. `content` holds the path's titles, summaries and steps in every language as the contract's JSON, checked
 * on every write; the paths page reads the published ones in `position` order through the index.
 */
export const starterPaths = sqliteTable(
  "starter_paths",
  {
    id: text("id").primaryKey(),
    status: text("status").notNull().default("draft"),
    position: integer("position").notNull().default(0),
    /** The blog post to read with the path (common/content/blog/slugs.ts), or NULL. */
    guide: text("guide"),
    content: text("content").notNull(),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    updatedAt: text("updated_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (t) => [
    index("starter_paths_status_position_idx").on(t.status, t.position, t.id),
    check("starter_paths_status_values", sql`${t.status} IN ('draft', 'published')`),
  ],
);
