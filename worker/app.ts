import { SOCIAL_CARD_DIR } from "@common/social-image";
import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { adminOnly } from "./auth/require-admin";
import { isPageNavigation } from "./edge/is-page-navigation";
import { isPrivateAssetPath } from "./edge/private-assets";
import { renderPage } from "./edge/render-page";
import type { AppEnv } from "./env";
import { ApiError, onApiError } from "./lib/errors";
import { securityHeaders } from "./lib/security-headers";
import { adminAuthRoutes } from "./routes/admin";
import { adminPasskeyRoutes } from "./routes/admin-passkeys";
import { adminAnalyticsRoutes, visitsRoutes } from "./routes/analytics";
import { catalogueRoutes } from "./routes/catalogue";
import { catalogueAdminRoutes } from "./routes/catalogue-admin";
import { confirmSubscriptionRoutes } from "./routes/confirm-subscription";
import { reportFormRoutes, suggestionFormRoutes } from "./routes/contribution-forms";
import { reportRoutes, suggestionRoutes } from "./routes/contributions";
import { feedRoutes } from "./routes/feeds";
import { health } from "./routes/health";
import { moderationAdminRoutes } from "./routes/moderation-admin";
import { offlineRoutes } from "./routes/offline";
import { clicksRoutes, searchesRoutes } from "./routes/reports";
import { seo } from "./routes/seo";
import { socialCardRoutes } from "./routes/social-cards";
import { subscribeFormRoutes } from "./routes/subscribe-form";
import { subscribeRoutes } from "./routes/subscriptions";
import { subscriptionsAdminRoutes } from "./routes/subscriptions-admin";
import { unsubscribeRoutes } from "./routes/unsubscribe";
import { votesRoutes } from "./routes/votes";

/**
 * The Worker's Hono app: request id and security headers on every response, the API under /api,
 * page navigations rendered at the edge, everything else handed to the static assets.
 */
export const app = new Hono<AppEnv>();

// Cloudflare's Ray ID when there is one, so a log line can be matched with the edge's own request logs. Never an
// id the client sends (`headerName: ""`): security log lines carry it, and a caller must not choose it.
app.use("*", requestId({ headerName: "", generator: (c) => c.req.header("cf-ray") ?? crypto.randomUUID() }));
app.use("*", async (c, next) => {
  c.header("X-Request-Id", c.get("requestId"));
  await next();
});
app.use("*", securityHeaders);

/**
 * The admin API: every endpoint mounted here needs a signed-in administrator, because the guard comes with the
 * sub-app (`adminOnly`), not with the order of mounting. The catalogue editor's endpoints belong here too.
 */
const adminApi = adminOnly()
  .route("/", adminAnalyticsRoutes)
  .route("/passkeys", adminPasskeyRoutes)
  .route("/catalogue", catalogueAdminRoutes)
  .route("/contributions", moderationAdminRoutes);

/** The subscriber list and its CSV export, admin only as well (their paths, outside /api/admin, are in the SPEC). */
const subscriberApi = adminOnly().route("/", subscriptionsAdminRoutes);

const api = new Hono<AppEnv>();
api.route("/health", health);
api.route("/tools", votesRoutes);
// Visitors keep the catalogue right: a problem reported on a tool's page, a tool suggested.
api.route("/tools", reportRoutes);
api.route("/suggestions", suggestionRoutes);
// The same two as plain form posts, for visitors without JavaScript (answer HTML).
api.route("/tools", reportFormRoutes);
api.route("/suggestions/form", suggestionFormRoutes);
// The public catalogue: pages of tools in a language, cached at the edge.
api.route("/catalogue", catalogueRoutes);
api.route("/subscribe", subscribeRoutes);
// The same signup as a plain form post, for visitors without JavaScript (answers HTML).
api.route("/subscribe/form", subscribeFormRoutes);
// The link of a confirmation mail (answers HTML).
api.route("/subscribe/confirm", confirmSubscriptionRoutes);
api.route("/unsubscribe", unsubscribeRoutes);
// Public on purpose: sign-in (and its passkey step), the session check and sign-out. They come before the admin
// API because its guard answers every path under /api/admin that no earlier route has answered.
api.route("/admin", adminAuthRoutes);
api.route("/admin", adminApi);
api.route("/subscriptions", subscriberApi);
api.route("/visits", visitsRoutes);
api.route("/clicks", clicksRoutes);
api.route("/searches", searchesRoutes);
api.all("*", () => {
  throw new ApiError(404, "not_found", "No such API endpoint");
});
api.onError(onApiError);
app.route("/api", api);

app.route("/", seo);
app.route("/", feedRoutes);
app.route("/", offlineRoutes);
// Tools' social cards, drawn by the Worker (the path is SOCIAL_CARD_DIR of common/social-image.ts).
app.route(SOCIAL_CARD_DIR, socialCardRoutes);

app.all("*", async (c) => {
  const url = new URL(c.req.url);
  if (isPrivateAssetPath(url.pathname)) return c.notFound();
  if (isPageNavigation(c.req.raw, url.pathname)) return renderPage(c);
  // Re-wrapped so the security headers can be added (asset responses have immutable headers).
  const asset = await c.env.ASSETS.fetch(c.req.raw);
  return new Response(asset.body, asset);
});

app.onError(onApiError);
