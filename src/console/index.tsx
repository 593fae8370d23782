import { Hono, type Context } from "hono";
import { csrf } from "hono/csrf";
import { HTTPException } from "hono/http-exception";
import { ApiError } from "../http/errors";
import { ConsoleError, consoleProblems, type ConsoleProblem } from "./errors";
import { ErrorPage } from "./pages/error-page";
import { SignInPage } from "./pages/sign-in-page";
import type { ConsoleEnv } from "./console-env";
import { renderPage } from "./render";
import { deliveryRoutes } from "./routes/deliveries";
import { keyRoutes } from "./routes/keys";
import { orderRoutes } from "./routes/orders";
import { overviewRoutes } from "./routes/overview";
import { quoteRoutes } from "./routes/quotes";
import { signInRoutes } from "./routes/sign-in";
import { tenderRoutes } from "./routes/tenders";
import { usageRoutes } from "./routes/usage";
import { userRoutes } from "./routes/users";
import { vehicleRoutes } from "./routes/vehicles";

/**
 * The FMO console, mounted at `/console`: server-rendered pages for an FMO's fleet staff, signed in
 * by an e-mailed link, with CSRF protection on every form and its own error pages. Every page reads
 * and acts through the same queries and services as the API, never through its routes. Its headers
 * are the web app's (src/web/page-headers.ts).
 */
export const consoleRoutes = new Hono<ConsoleEnv>()
  // Forms are accepted from the console's own pages only (Origin / Sec-Fetch-Site), on top of the SameSite cookie.
  .use(csrf())
  .route("/", signInRoutes)
  .route("/overview", overviewRoutes)
  .route("/vehicles", vehicleRoutes)
  .route("/tenders", tenderRoutes)
  .route("/quotes", quoteRoutes)
  .route("/orders", orderRoutes)
  .route("/deliveries", deliveryRoutes)
  .route("/keys", keyRoutes)
  .route("/usage", usageRoutes)
  .route("/users", userRoutes)
  .onError(handleConsoleError);

function problemOf(error: unknown): ConsoleProblem | null {
  if (error instanceof ConsoleError) return error.problem;
  // Hono's csrf middleware refuses a cross-site form with a 403 HTTPException.
  if (error instanceof HTTPException && error.status === 403) return "cross-site";
  if (error instanceof ApiError && error.code === "PAYLOAD_TOO_LARGE") return "too-large";
  return null;
}

/**
 * Every failure in the console as a page with the right status. Problems solved by signing in get
 * the sign-in form itself. Unexpected errors are logged with the request id and the path only:
 * never the query (a link's token) or a cookie (a session).
 */
export function handleConsoleError(error: Error, c: Context): Response {
  const problem = problemOf(error);
  const requestId: string = c.get("requestId") ?? crypto.randomUUID();
  if (!problem) {
    console.error(JSON.stringify({ message: "unhandled console error", requestId, method: c.req.method, path: c.req.path, error: error.stack ?? String(error) }));
  }
  const { status, title, message } = consoleProblems[problem ?? "server-error"];
  const extra = error instanceof ConsoleError ? error.extra : {};
  c.header("X-Request-Id", requestId);
  for (const [name, value] of Object.entries(extra.headers ?? {})) c.header(name, value);
  if (status === 401) return renderPage(c, <SignInPage problem={{ title, message }} />, status);
  return renderPage(c, <ErrorPage title={title} message={message} detail={extra.detail} reference={problem ? undefined : requestId} session={c.get("session")} />, status);
}

/** An HTML 404 for any `/console/...` address the console does not serve. */
export function consoleNotFound(c: Context): Response {
  const { status, title, message } = consoleProblems["page-not-found"];
  return renderPage(c, <ErrorPage title={title} message={message} />, status);
}

export function consoleMethodNotAllowed(c: Context, allowed: string[]): Response {
  const { status, title, message } = consoleProblems["method-not-allowed"];
  return renderPage(c, <ErrorPage title={title} message={message} />, status, { Allow: allowed.join(", ") });
}
