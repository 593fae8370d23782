import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { bodyLimit } from "hono/body-limit";
import { methodNotAllowed } from "hono/method-not-allowed";
import type { AppEnv } from "./env";
import { ApiError, errorBody } from "./http/errors";
import { forwardToWeb } from "./http/web-forward";
import { isWebPath } from "./http/web-paths";
import { requestId } from "./middleware/request-id";
import { authenticateAdmin } from "./middleware/authenticate-admin";
import { apiOperations } from "./routes";
import { mountOperations } from "./routes/operations";

export const MAX_BODY_BYTES = 64 * 1024;

/** Routes that take a stock file (up to 1 MiB) and set that limit themselves; every other request is held to 64 KiB. */
const FILE_ROUTES = new Set(["/api/v1/dealer/inventory/import"]);

export function createApp() {
  const app = new Hono<AppEnv>();

  // The dealer portal and the FMO console are the web Worker's (src/web-worker.ts): forwarded before
  // anything else here runs, so this Worker carries none of their pages.
  app.use((c, next) => (isWebPath(c.req.path) ? forwardToWeb(c.env.WEB, c.req.raw) : next()));
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

  // The operator's API answers only with the admin token, even on a path it does not have.
  app.use("/admin/v1/*", authenticateAdmin());
  // The JSON API, from its one list of operations (src/routes/index.ts).
  mountOperations(app, apiOperations);

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
