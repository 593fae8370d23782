import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { methodNotAllowed } from "hono/method-not-allowed";
import type { WebAppEnv } from "./env";
import { ApiError } from "./http/errors";
import { requestId } from "./middleware/request-id";
import { consoleMethodNotAllowed, consoleNotFound, consoleRoutes, handleConsoleError } from "./console";
import { isConsolePath } from "./http/web-paths";
import { handlePortalError, portalMethodNotAllowed, portalNotFound, portalRoutes } from "./portal";
import { pageHeaders } from "./web/page-headers";

export const MAX_FORM_BYTES = 64 * 1024;

/** Pages that take a stock file (up to 1 MiB) and set that limit themselves; every other request is held to 64 KiB. */
const FILE_ROUTES = new Set(["/dealer/stock/check", "/dealer/stock/apply"]);

/**
 * The web Worker's app: the dealer portal at `/dealer` and the FMO console at `/console`, pages for
 * people, each UI with its own error pages (never the API's JSON envelope, never a stack trace).
 * The API Worker forwards these paths here unchanged (service binding WEB), so the browser sees one
 * origin. It imports the code beneath the routes (services, db, domain, notices, schemas), never
 * the API's routes.
 */
export function createWebApp() {
  const app = new Hono<WebAppEnv>();

  app.use(requestId());
  // Before anything that may refuse a request: every refusal is a page with these headers too.
  app.use(pageHeaders);
  const limitBody = bodyLimit({
    maxSize: MAX_FORM_BYTES,
    onError: () => {
      throw new ApiError("PAYLOAD_TOO_LARGE", `Request body must be at most ${MAX_FORM_BYTES} bytes`);
    },
  });
  app.use((c, next) => (FILE_ROUTES.has(c.req.path) ? next() : limitBody(c, next)));
  app.use(
    methodNotAllowed({ app, onMethodNotAllowed: (c, allowed) => (isConsolePath(c.req.path) ? consoleMethodNotAllowed(c, allowed) : portalMethodNotAllowed(c, allowed)) }),
  );

  app.route("/dealer", portalRoutes);
  app.route("/console", consoleRoutes);

  app.notFound((c) => (isConsolePath(c.req.path) ? consoleNotFound(c) : portalNotFound(c)));
  // Failures before a UI's own handler runs (an oversized body) still get a page.
  app.onError((error, c) => (isConsolePath(c.req.path) ? handleConsoleError(error, c) : handlePortalError(error, c)));
  return app;
}
