import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** A whole HTML page; hono/jsx escapes every text and attribute value it renders. */
export function renderPage(c: Context, page: unknown, status: ContentfulStatusCode = 200, headers?: Record<string, string>): Response {
  return c.html(`<!doctype html>${String(page)}`, status, headers);
}

/** A posted form, or null for anything that is not one (a form neither web UI sent). */
export async function formOf(c: Context): Promise<FormData | null> {
  try {
    return await c.req.formData();
  } catch {
    return null;
  }
}
