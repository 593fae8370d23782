import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { bodyLimit } from "hono/body-limit";
import { methodNotAllowed } from "hono/method-not-allowed";
import type { AppEnv } from "./env";
import { ApiError, errorBody } from "./http/errors";
import { requestId } from "./middleware/request-id";
import { handlePortalError, isPortalPath, portalHeaders, portalMethodNotAllowed, portalNotFound, portalRoutes } from "./portal";
import { authenticateAdmin } from "./middleware/authenticate-admin";
import { apiOperations } from "./routes";
import { mountOperations } from "./routes/operations";

export const MAX_BODY_BYTES = 64 * 1024;

/** Routes that take a stock file (up to 1 MiB) and set that limit themselves; every other request is held to 64 KiB. */
const FILE_ROUTES = new Set(["/api/v1/dealer/inventory/import", "/dealer/stock/check", "/dealer/stock/apply"]);

export function createApp() {
  const app = new Hono<AppEnv>();

  app.use(requestId());
  // Before anything that may refuse a request: the portal's refusals are pages with its headers too.
  app.use((c, next) => (isPortalPath(c.req.path) ? portalHeaders(c, next) : next()));
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
      onMethodNotAllowed: (c, allowed) => {
        if (isPortalPath(c.req.path)) return portalMethodNotAllowed(c, allowed);
        return c.json(errorBody("METHOD_NOT_ALLOWED", `Method ${c.req.method} is not allowed here; use ${allowed.join(", ")}`, c.get("requestId")), 405, {
          Allow: allowed.join(", "),
        });
      },
    }),
  );

  // The operator's API answers only with the admin token, even on a path it does not have.
  app.use("/admin/v1/*", authenticateAdmin());
  // The JSON API, from its one list of operations (src/routes/index.ts).
  mountOperations(app, apiOperations);
  // The dealer portal: HTML pages for people, with its own error pages (see src/portal).
  app.route("/dealer", portalRoutes);

  app.notFound((c) => {
    if (isPortalPath(c.req.path)) return portalNotFound(c);
    return c.json(errorBody("NOT_FOUND", `No route for ${c.req.method} ${c.req.path}`, c.get("requestId")), 404);
  });

  app.onError((error, c) => {
    // Failures before the portal's own handler runs (an oversized body) still get a page.
    if (isPortalPath(c.req.path)) return handlePortalError(error, c);
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
