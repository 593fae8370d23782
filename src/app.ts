import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { bodyLimit } from "hono/body-limit";
import { methodNotAllowed } from "hono/method-not-allowed";
import type { AppEnv } from "./env";
import { ApiError, errorBody } from "./http/errors";
import { isWebPath } from "./http/web-paths";
import { requestId } from "./middleware/request-id";
import { adminRoutes } from "./routes/admin";
import { consoleUserRoutes } from "./routes/console-users";
import { credentialRoutes } from "./routes/credentials";
import { dealerAccessoryRoutes } from "./routes/dealer-accessories";
import { dealerCreditRoutes } from "./routes/dealer-credits";
import { dealerQuoteRoutes } from "./routes/dealer-quotes";
import { dealerSettingsRoutes } from "./routes/dealer-settings";
import { dealerStockRoutes } from "./routes/dealer-stock";
import { dealerRoutes } from "./routes/dealers";
import { estimateRoutes } from "./routes/estimates";
import { inventoryRoutes } from "./routes/inventory";
import { openApiRoutes } from "./routes/openapi";
import { quoteRoutes } from "./routes/quotes";
import { registerRoutes } from "./routes/register";
import { rootRoutes } from "./routes/root";
import { tenderRoutes } from "./routes/tenders";
import { vehicleRoutes } from "./routes/vehicles";
import { quoteDeliveryRoutes, tenderDeliveryRoutes } from "./routes/webhook-deliveries";

export const MAX_BODY_BYTES = 64 * 1024;

/** Routes that take a stock file (up to 1 MiB) and set that limit themselves; every other request is held to 64 KiB. */
const FILE_ROUTES = new Set(["/api/v1/dealer/inventory/import"]);

export function createApp() {
  const app = new Hono<AppEnv>();

  // The dealer portal and the FMO console are the web Worker's (src/web-worker.ts): forwarded as they
  // came, before anything here reads them, so this Worker carries none of their pages.
  app.use((c, next) => (isWebPath(c.req.path) ? c.env.WEB.fetch(c.req.raw) : next()));
  app.use(requestId());
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new ApiError("PAYLOAD_TOO_LARGE", `Request body must be at most ${MAX_BODY_BYTES} bytes`);
    },
  });
  app.use((c, next) => (FILE_ROUTES.has(c.req.path) ? next() : limitBody(c, next)));
  app.use(
    methodNotAllowed({
      app,
      onMethodNotAllowed: (c, allowed) =>
        c.json(errorBody("METHOD_NOT_ALLOWED", `Method ${c.req.method} is not allowed here; use ${allowed.join(", ")}`, c.get("requestId")), 405, {
          Allow: allowed.join(", "),
        }),
    }),
  );

  // A pointer to the docs page (/docs/, static assets) and the description; /health.
  app.route("/", rootRoutes);
  app.route("/api/v1", registerRoutes);
  app.route("/api/v1", openApiRoutes);
  app.route("/api/v1", credentialRoutes);
  app.route("/api/v1/console-users", consoleUserRoutes);
  app.route("/api/v1/dealers", dealerRoutes);
  app.route("/api/v1/inventory", inventoryRoutes);
  app.route("/api/v1/vehicles", vehicleRoutes);
  app.route("/api/v1/drive-away-estimates", estimateRoutes);
  app.route("/api/v1/quotes", quoteRoutes);
  app.route("/api/v1/quotes", quoteDeliveryRoutes);
  app.route("/api/v1/tenders", tenderRoutes);
  app.route("/api/v1/tenders", tenderDeliveryRoutes);
  app.route("/api/v1/dealer/quotes", dealerQuoteRoutes);
  app.route("/api/v1/dealer", dealerStockRoutes);
  app.route("/api/v1/dealer/accessories", dealerAccessoryRoutes);
  app.route("/api/v1/dealer/settings", dealerSettingsRoutes);
  app.route("/api/v1/dealer/credits", dealerCreditRoutes);
  app.route("/admin/v1", adminRoutes);

  app.notFound((c) => c.json(errorBody("NOT_FOUND", `No route for ${c.req.method} ${c.req.path}`, c.get("requestId")), 404));

  app.onError((error, c) => {
    const id = c.get("requestId") ?? crypto.randomUUID();
    c.header("X-Request-Id", id);
    if (error instanceof ApiError) return c.json(errorBody(error.code, error.message, id), error.status, error.headers);
    // Hono's own validator raises these for a wrong Content-Type or malformed JSON.
    if (error instanceof HTTPException && error.status < 500) return c.json(errorBody("INVALID_REQUEST", error.message, id), 400);
    console.error(
      JSON.stringify({
        message: "unhandled error",
        requestId: id,
        clientRequestId: c.get("clientRequestId"),
        method: c.req.method,
        path: c.req.path,
        error: error.stack ?? String(error),
      }),
    );
    return c.json(errorBody("INTERNAL_ERROR", "Internal server error", id), 500);
  });

  return app;
}
