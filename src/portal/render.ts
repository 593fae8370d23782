import type { Context } from "hono";
import { formOf } from "../web/render";
import { PortalError } from "./errors";

export { renderPage } from "../web/render";

/** A posted form; anything that is not one is a form the portal did not send. */
export async function readForm(c: Context): Promise<FormData> {
  const form = await formOf(c);
  if (!form) throw new PortalError("bad-form");
  return form;
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
