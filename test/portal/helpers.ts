import { env } from "cloudflare:test";
import { expect } from "vitest";
import { call, randomAddress } from "../helpers/http";

export const ORIGIN = "https://fleet-quote.test";

/**
 * A browser, as far as the portal can tell: it keeps the cookies the Worker sets (honouring their
 * path and Max-Age=0 deletion), sends them back to /dealer pages, and posts forms the way a
 * browser does from the portal's own pages (same-origin Origin and Sec-Fetch-Site headers).
 */
export class Browser {
  readonly cookies = new Map<string, string>();
  readonly setCookieHeaders: string[] = [];
  constructor(readonly address = randomAddress()) {}

  private headers(path: string, extra: Record<string, string> = {}): Record<string, string> {
    const cookie = path.startsWith("/dealer") ? [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ") : "";
    return { "CF-Connecting-IP": this.address, ...(cookie ? { Cookie: cookie } : {}), ...extra };
  }

  private keep(response: Response): Response {
    for (const header of response.headers.getSetCookie()) {
      this.setCookieHeaders.push(header);
      const [pair] = header.split(";");
      const [name, ...value] = pair!.split("=");
      if (/Max-Age=0/i.test(header)) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join("="));
    }
    return response;
  }

  async get(path: string, headers: Record<string, string> = {}): Promise<Response> {
    return this.keep(await call(path, { headers: this.headers(path, headers), redirect: "manual" }));
  }

  /** A form post from the portal's own page. */
  async post(path: string, form: Record<string, string | string[]> | URLSearchParams, headers: Record<string, string> = {}): Promise<Response> {
    const body = form instanceof URLSearchParams ? form : formBody(form);
    return this.keep(
      await call(path, {
        method: "POST",
        headers: this.headers(path, { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", ...headers }),
        body,
        redirect: "manual",
      }),
    );
  }

  async signIn(key: string): Promise<Response> {
    return this.post("/dealer/sign-in", { key, next: "/dealer/quotes" });
  }
}

export function formBody(form: Record<string, string | string[]>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(form)) for (const item of [value].flat()) body.append(name, item);
  return body;
}

/** A browser signed in with the dealer key. */
export async function signedIn(dealerKey: string): Promise<Browser> {
  const browser = new Browser();
  const response = await browser.signIn(dealerKey);
  expect(response.status).toBe(303);
  return browser;
}

export async function quoteRow(quoteId: string) {
  return env.DB.prepare("SELECT status, pricing, dealer_notes, vehicle_id FROM quotes WHERE id = ?").bind(quoteId).first<{ status: string; pricing: string | null; dealer_notes: string | null; vehicle_id: string | null }>();
}

/** The visible text of an HTML page, without tags, for asserting what a dealer reads. */
export function textOf(html: string): string {
  return html
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** Asserts an HTML page (never the API's JSON envelope) with the given status, and returns its HTML. */
export async function expectPage(response: Response, status: number): Promise<string> {
  const html = await response.text();
  expect(response.status, html.slice(0, 500)).toBe(status);
  expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
  expect(html.startsWith("<!doctype html>")).toBe(true);
  expect(html).not.toMatch(/"error"\s*:\s*\{|"requestId"|at \w+ \(|\.ts:\d+/);
  return html;
}

export { call };
