import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { PortalError } from "./errors";

/** A whole HTML page; hono/jsx escapes every text and attribute value it renders. */
export function renderPage(c: Context, page: unknown, status: ContentfulStatusCode = 200, headers?: Record<string, string>): Response {
  return c.html(`<!doctype html>${String(page)}`, status, headers);
}

/** A posted form; anything that is not one is a form the portal did not send. */
export async function readForm(c: Context): Promise<FormData> {
  try {
    return await c.req.formData();
  } catch {
    throw new PortalError("bad-form");
  }
}

const NEXT_PAGE = /^\/dealer\/(?:quotes(?:\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})?|stock|stock\/add|accessories|settings|credits)$/;

/** Where to go after signing in: a portal page named by the form or the query, else the quote list. Never off-site. */
export function safeNext(value: unknown): string {
  return typeof value === "string" && NEXT_PAGE.test(value) ? value : "/dealer/quotes";
}

/** The page a refused request was for, to come back to after signing in. */
export function nextFor(path: string): string {
  return safeNext(path.replace(/\/preview$/, ""));
}
