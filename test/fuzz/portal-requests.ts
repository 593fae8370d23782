// Requests to the dealer portal, as browsers send them and as they must not be trusted: with the
// session cookie of a signed-in dealer, without one, with forged ones; forms from the portal's own
// pages, from other sites and from nowhere; completion forms with hostile text, prices and rows.
// Every answer is a page with the portal's security headers, a redirect within the portal, or
// (for the live preview) its documented JSON, and never a 5xx.

import fc from "fast-check";
import { expect } from "vitest";
import { clientAddress } from "./api-requests";
import { asCsv, hostileQuery, Upload } from "./bodies";
import { acceptHeader, contentType, fault, forgedCookie, hostileBody, requestClock, requestIdHeader } from "./hostile-input";
import type { PathPattern } from "./references";
import { shortened, type Answer, type Effect, type Generated } from "./runner";
import { ORIGIN } from "./transport";
import type { FuzzWorld } from "./world";

type Pairs = [string, unknown][];

export interface PortalOperation {
  method: string;
  path: PathPattern;
  query?: fc.Arbitrary<Pairs>;
  /** The form fields a browser posts from the portal's own page. */
  form?: fc.Arbitrary<Pairs>;
  /** The answers the contract documents, for a page whose answers are all known. */
  check?: (answer: Answer) => void;
  /** What its success is (a form that writes: what it stores; a page: an answer below 400), and the least share of its requests that must be one (effects.ts). */
  effect: Effect;
  /** How often, relative to the others (1 unless told): a write whose success is rarer is sent more often, to meet its minimum. */
  weight?: number;
  /** Told apart from another entry of the same method and path in the report: "Complete quote". */
  variant?: string;
}

const POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'; require-trusted-types-for 'script'; trusted-types 'none'";

/** Where a form comes from, as the browser says in Origin and Sec-Fetch-Site. */
const site = fc.constantFrom<[string | null, string | null]>(
  [ORIGIN, "same-origin"],
  [ORIGIN, null],
  ["https://evil.example", "cross-site"],
  [null, null],
  ["null", "cross-site"],
  [ORIGIN, "cross-site"],
  ["https://evil.example", "same-origin"],
);

/** Generated requests to `operations`, each as often as its weight. */
export function portalRequests(operations: PortalOperation[]): fc.Arbitrary<Generated> {
  return fc.oneof(
    ...operations.map((op) => ({
      weight: op.weight ?? 1,
      arbitrary: fc
        .record({
          fault,
          parts: op.path.parts,
          query: op.query ?? fc.constant([]),
          hostileQuery,
          form: op.form ?? fc.constant([]),
          hostileForm: hostileQuery,
          rawBody: hostileBody,
          contentType,
          session: fc.nat(),
          forgedCookie,
          withoutCookie: fc.boolean(),
          site,
          accept: acceptHeader,
          requestId: requestIdHeader,
          address: clientAddress,
          clock: requestClock,
        })
        .map((g): Generated => {
          const faulty = (what: typeof g.fault) => g.fault === what || g.fault === "everything";
          return {
            [fc.toStringMethod]: () => `${op.method} ${op.path.name} ${shortened(g)}`,
            operation: `${op.method} ${op.path.name}${op.variant ? ` (${op.variant})` : ""}`,
            clock: g.clock,
            check: op.check,
            effect: op.effect,
            async build(world: FuzzWorld) {
              // Days in the request are relative to the instant it is sent at.
              const at = g.clock ?? Date.now();
              const url = new URL(`${ORIGIN}${op.path.build(world.pools, g.parts)}`);
              for (const [name, value] of [...g.query, ...(faulty("query") ? g.hostileQuery : [])]) url.searchParams.append(name, String(world.pools.resolve(value, at)));

              const headers = new Headers({ "CF-Connecting-IP": g.address });
              // A signed-in dealer's browser; without a session, or with a forged one, when that is what is wrong.
              const cookie = !faulty("credential") ? world.sessionCookie(g.session) : g.withoutCookie ? null : g.forgedCookie;
              if (typeof cookie === "string") headers.set("Cookie", cookie);
              // A form from the portal's own page; from another site, or from nowhere, when that is what is wrong.
              const [origin, fetchSite] = faulty("header") ? g.site : [ORIGIN, "same-origin"];
              if (origin !== null) headers.set("Origin", origin);
              if (fetchSite !== null) headers.set("Sec-Fetch-Site", fetchSite);
              for (const [name, value] of [["Accept", g.accept], ["X-Request-Id", g.requestId]] as const) if (value !== null) headers.set(name, value);

              let body: string | undefined;
              if (op.method !== "GET") {
                const fields = (faulty("tampered body") ? [...g.form, ...g.hostileForm] : g.form).map(([name, value]) => [name, formValue(world, value, at)] as const);
                // A form with a file goes as multipart/form-data, as a browser sends it; any other as urlencoded.
                const multipart = fields.some(([, value]) => value instanceof File);
                if (faulty("raw body")) body = g.rawBody;
                else if (multipart) {
                  const form = new FormData();
                  for (const [name, value] of fields) form.append(name, value);
                  const encoded = new Response(form);
                  // Read as bytes: workerd warns when a multipart body is read with .text().
                  body = new TextDecoder().decode(await encoded.arrayBuffer());
                  headers.set("Content-Type", encoded.headers.get("Content-Type")!);
                } else body = new URLSearchParams(fields.map(([name, value]) => [name, String(value)])).toString();
                const type = faulty("content type") || faulty("raw body") ? g.contentType : multipart ? headers.get("Content-Type") : "application/x-www-form-urlencoded";
                if (type) headers.set("Content-Type", type);
              }
              return { request: new Request(url, { method: op.method, headers, body, redirect: "manual" }), body: body ?? "" };
            },
          };
        }),
    })),
  );
}

/** A form field's value as the browser sends it: text, a stock file as its CSV text, an upload as a file. */
function formValue(world: FuzzWorld, value: unknown, at: number): string | File {
  if (value instanceof Upload) return new File([asCsv(world.pools.resolve(value.content, at)).text], "stock.csv", { type: "text/csv" });
  const resolved = world.pools.resolve(value, at);
  return resolved !== null && typeof resolved === "object" && !Array.isArray(resolved) ? asCsv(resolved).text : String(resolved);
}

/**
 * Every answer of the portal: its security headers; then a redirect within the portal, the live
 * preview's JSON, the stock file (CSV) or a page (never the API's envelope, never a stack trace).
 * A session the answer ended (signed out, or seen past its expiry) leaves the world's pool.
 */
export function checkPortalAnswer({ request, response, text }: Answer, world: FuzzWorld) {
  const path = new URL(request.url).pathname;
  const where = `${request.method} ${path} answered ${response.status}`;
  expect(response.headers.get("X-Request-Id"), where).toMatch(/^[0-9a-f-]{36}$/);
  expect(
    { csp: response.headers.get("Content-Security-Policy"), frames: response.headers.get("X-Frame-Options"), sniffing: response.headers.get("X-Content-Type-Options") },
    where,
  ).toEqual({ csp: POLICY, frames: "DENY", sniffing: "nosniff" });

  const type = response.headers.get("Content-Type") ?? "";
  if (response.status >= 300 && response.status < 400) {
    expect(response.headers.get("Location"), where).toMatch(/^\/dealer(\/|\?|$)/);
  } else if (path.endsWith("/preview") && type.startsWith("application/json")) {
    const json = JSON.parse(text);
    expect(Object.keys(json).sort(), where).toEqual(response.ok ? ["display", "pricing"] : ["error"]);
    expect(response.ok || typeof json.error.message === "string", where).toBe(true);
  } else if (path === "/dealer/stock/export" && response.ok) {
    expect([type, response.headers.get("Content-Disposition")], where).toEqual(["text/csv; charset=utf-8", expect.stringMatching(/^attachment; filename="stock-\d{4}-\d{2}-\d{2}\.csv"$/)]);
    // Response.text() drops the byte order mark the file starts with.
    expect(text.startsWith("globalCarId,model,version,listPrice,price,available\r\n"), where).toBe(true);
  } else if (path === "/dealer/credits/export" && response.ok) {
    expect([type, response.headers.get("Content-Disposition")], where).toEqual(["text/csv; charset=utf-8", expect.stringMatching(/^attachment; filename="credits-\d{4}-\d{2}-\d{2}\.csv"$/)]);
    expect(text.startsWith("entry,at,localTime,reason,change,balance,quoteId,tenderId,note\r\n"), where).toBe(true);
  } else {
    expect(type, where).toMatch(/^text\/html/);
    expect(text.startsWith("<!doctype html>"), where).toBe(true);
    expect(text, where).not.toMatch(/"error"\s*:\s*\{|"requestId"|at \w+ \(|\.ts:\d+/);
  }

  const cookie = request.headers.get("Cookie");
  if (cookie && response.headers.getSetCookie().some((header) => header.startsWith("__Secure-dealer_session=;"))) world.forgetSession(cookie);
  // "Sign out everywhere" ends every session of the dealership, in every browser.
  if (path === "/dealer/sign-out-everywhere" && response.status === 303) world.forgetSessions();
}
