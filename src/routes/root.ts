import { Hono } from "hono";
import type { AppEnv } from "../env";
import { API_VERSION, type ServiceIndex } from "../schemas/service";

const DOCS_PAGE = "/docs/";

/**
 * GET /: a pointer to the documentation. A browser (Accept naming text/html) is redirected to the
 * reference page; an API client gets JSON naming the page and the description.
 */
export const rootRoutes = new Hono<AppEnv>().get("/", (c) => {
  c.header("Vary", "Accept");
  if (/\btext\/html\b/.test(c.req.header("Accept") ?? "")) return c.redirect(DOCS_PAGE, 302);
  const body: ServiceIndex = { name: "Fleet Quote API", version: API_VERSION, docs: "/docs", openapi: "/api/v1/openapi.json" };
  return c.json(body);
});
