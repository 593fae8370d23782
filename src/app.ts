import { Hono, type MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { bodyLimit } from "hono/body-limit";
import { methodNotAllowed } from "hono/method-not-allowed";
import type { AppEnv } from "./env";
import { ApiError, errorBody } from "./http/errors";
import { forwardToWeb } from "./http/web-forward";
import { isWebPath } from "./http/web-paths";
import { requestId } from "./middleware/request-id";
import { authenticateAdmin } from "./middleware/authenticate-admin";
import { mountOperations, type Operation } from "./routes/operations";
import { publicOperations } from "./routes/public-operations";

export const MAX_BODY_BYTES = 64 * 1024;

/** Routes that take a stock file (up to 1 MiB) and set that limit themselves; every other request is held to 64 KiB. */
const FILE_ROUTES = new Set(["/api/v1/dealer/inventory/import"]);

/** The operator's API: /admin and everything under it. */
const isAdminPath = (path: string) => path === "/admin" || path.startsWith("/admin/");

/**
 * The API Worker's app: the public operations, mounted at once, and the operator's API, whose
 * modules (and their schemas) load on the first request to /admin, so that an isolate starts
 * without them and FMOs' and dealers' requests never wait for them.
 */
export function createApp() {
  let adminApp: Promise<Hono<AppEnv>> | undefined;
  const loadAdmin = () => (adminApp ??= import("./routes/admin/loaded").then(({ adminOperations }) => operationsApp(adminOperations)));
  return operationsApp(publicOperations, (c, next) => {
    // The dealer portal and the FMO console are the web Worker's (src/web-worker.ts): forwarded before
    // anything else here runs, so this Worker carries none of their pages.
    if (isWebPath(c.req.path)) return forwardToWeb(c.env.WEB, c.req.raw);
    if (isAdminPath(c.req.path)) return loadAdmin().then((admin) => admin.fetch(c.req.raw, c.env, c.executionCtx));
    return next();
  });
}

/** An app serving `operations`, each request first through `first` (when given), with the API's request ids, body limit, 405s, 404s and error envelope. */
export function operationsApp(operations: readonly Operation[], first?: MiddlewareHandler<AppEnv>) {
  const app = new Hono<AppEnv>();
  if (first) app.use(first);
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
  // The JSON API, from its lists of operations (src/routes/index.ts).
  mountOperations(app, operations);

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
