import type { Context } from "hono";
import { formOf } from "../web/render";
import { ConsoleError } from "./errors";

export { renderPage } from "../web/render";

/** A posted form; anything that is not one is a form the console did not send. */
export async function readForm(c: Context): Promise<FormData> {
  const form = await formOf(c);
  if (!form) throw new ConsoleError("bad-form");
  return form;
}

/** A form field as text ("" when absent or a file). */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** A page number from the query string: 1 to `max`, 1 for anything else. */
export function pageOf(value: string | undefined, max = 1_000): number {
  return value !== undefined && /^\d{1,4}$/.test(value) ? Math.min(Math.max(Number(value), 1), max) : 1;
}
