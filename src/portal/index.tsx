import { Hono, type Context } from "hono";
import { csrf } from "hono/csrf";
import { HTTPException } from "hono/http-exception";
import { ApiError } from "../http/errors";
import { PortalError, portalProblems, type PortalProblem } from "./errors";
import { ErrorPage } from "./pages/error-page";
import { SignInPage } from "./pages/sign-in-page";
import type { PortalEnv } from "./portal-env";
import { nextFor, renderPage } from "./render";
import { accessoryRoutes } from "./routes/accessories";
import { creditRoutes } from "./routes/credits";
import { orderRoutes } from "./routes/orders";
import { quoteRoutes } from "./routes/quotes";
import { settingsRoutes } from "./routes/settings";
import { signInRoutes } from "./routes/sign-in";
import { stockRoutes } from "./routes/stock";

/**
 * The dealer portal, mounted at `/dealer`: server-rendered pages for dealership staff, with CSRF
 * protection on every form and its own error pages: never the API's JSON envelope, never a stack
 * trace. Its headers are the web app's (src/web/page-headers.ts).
 */
export const portalRoutes = new Hono<PortalEnv>()
  // Forms are accepted from the portal's own pages only (Origin / Sec-Fetch-Site), on top of the SameSite cookie.
  .use(csrf())
  .route("/", signInRoutes)
  .route("/quotes", quoteRoutes)
  .route("/orders", orderRoutes)
  .route("/stock", stockRoutes)
  .route("/accessories", accessoryRoutes)
  .route("/settings", settingsRoutes)
  .route("/credits", creditRoutes)
  .onError(handlePortalError);

function problemOf(error: unknown): PortalProblem | null {
  if (error instanceof PortalError) return error.problem;
  // Hono's csrf middleware refuses a cross-site form with a 403 HTTPException.
  if (error instanceof HTTPException && error.status === 403) return "cross-site";
  if (error instanceof ApiError && error.code === "PAYLOAD_TOO_LARGE") return "too-large";
  return null;
}

/**
 * Every failure in the portal as a page with the right status (or, for the preview's script, a
 * small JSON body). Problems a dealer fixes by signing in get the sign-in form itself, which then
 * leads back to the page they wanted. Unexpected errors are logged with the request id and the
 * path only: never the query (a link's token) or a cookie (a session).
 */
export function handlePortalError(error: Error, c: Context): Response {
  const problem = problemOf(error);
  const requestId: string = c.get("requestId") ?? crypto.randomUUID();
  if (!problem) {
    console.error(JSON.stringify({ message: "unhandled portal error", requestId, method: c.req.method, path: c.req.path, error: error.stack ?? String(error) }));
  }
  const { status, title, message } = portalProblems[problem ?? "server-error"];
  const extra = error instanceof PortalError ? error.extra : {};
  c.header("X-Request-Id", requestId);
  for (const [name, value] of Object.entries(extra.headers ?? {})) c.header(name, value);
  if (c.req.path.endsWith("/preview")) return c.json({ error: { message, signIn: status === 401 ? `/dealer?next=${nextFor(c.req.path)}` : undefined } }, status);
  if (status === 401) return renderPage(c, <SignInPage next={nextFor(c.req.path)} problem={{ title, message }} />, status);
  return renderPage(c, <ErrorPage title={title} message={message} detail={extra.detail} reference={problem ? undefined : requestId} session={c.get("session")} />, status);
}

/** An HTML 404 for any `/dealer/...` address the portal does not serve. */
export function portalNotFound(c: Context): Response {
  const { status, title, message } = portalProblems["page-not-found"];
  return renderPage(c, <ErrorPage title={title} message={message} />, status);
}

export function portalMethodNotAllowed(c: Context, allowed: string[]): Response {
  const { status, title, message } = portalProblems["method-not-allowed"];
  return renderPage(c, <ErrorPage title={title} message={message} />, status, { Allow: allowed.join(", ") });
}
