// Requests to the JSON API, generated from a table of operations: one entry per operation, with
// its path, its key and, for those that take one, a valid body. Each request mixes real ids into
// its path and body and sends the headers the service reads. Most of the time nothing else is
// wrong with it, so the operation's success path runs on hostile but accepted values; otherwise
// one thing is (a tampered or malformed body, a wrong content type, a missing or wrong key, a bad
// Idempotency-Key, query parameters no one expects), and now and then everything is.

import fc from "fast-check";
import { expect } from "vitest";
import { errorStatus } from "../../src/http/errors";
import { hostileQuery } from "./bodies";
import {
  acceptHeader,
  bookmarkHeader,
  contentType,
  fault,
  forgedCookie,
  hostileBody,
  hostileIdempotencyKey,
  idempotencyKey,
  requestClock,
  requestIdHeader,
  tamper,
  tampering,
} from "./hostile-input";
import type { PathPattern } from "./references";
import { shortened, type Answer, type Effect, type Generated } from "./runner";
import { ORIGIN } from "./transport";
import type { Auth, FuzzWorld } from "./world";

export interface ApiOperation {
  method: string;
  path: PathPattern;
  auth: Auth;
  /** A body the operation accepts, with references to the world's rows. */
  body?: fc.Arbitrary<Record<string, unknown>>;
  /** Query parameters the operation reads, as a client sends them. */
  query?: fc.Arbitrary<[string, unknown][]>;
  /** How the body goes on the wire: JSON unless told otherwise (a CSV import would send text/csv). */
  encode?: (body: unknown) => { type: string; text: string };
  /** The answers the contract documents, for an operation whose answers are all known. */
  check?: (answer: Answer) => void;
  /** What its success is (a write: what it stores; a read: an answer below 400), and the least share of its requests that must be one (effects.ts). */
  effect: Effect;
  /** How often, relative to the others (1 unless told): a write whose success is rarer is sent more often, to meet its minimum. */
  weight?: number;
  /** Told apart from another entry of the same method and path in the report: "Complete quote". */
  variant?: string;
  /** How the report names it (the operationId), instead of its method and path. */
  name?: string;
}

const asJson = (body: unknown) => ({ type: "application/json", text: JSON.stringify(body) });

const ERROR_CODES = new Set(Object.keys(errorStatus));

/** Callers come from a few hundred addresses, as real traffic does: per-address throttles fill up sometimes. */
export const clientAddress = fc.nat({ max: 255 }).map((n) => `10.0.${n >> 4}.${n & 15}`);

/** Generated requests to `operations`, each as often as its weight. */
export function apiRequests(operations: ApiOperation[]): fc.Arbitrary<Generated> {
  return fc.oneof(
    ...operations.map((op) => ({
      weight: op.weight ?? 1,
      arbitrary: fc
        .record({
          fault,
          parts: op.path.parts,
          query: op.query ?? fc.constant([]),
          hostileQuery,
          body: op.body ?? fc.constant(undefined),
          tampering,
          rawBody: hostileBody,
          contentType,
          wrongKey: fc.constantFrom("none", "changed", "other kind"),
          accept: acceptHeader,
          requestId: requestIdHeader,
          bookmark: bookmarkHeader,
          idempotencyKey,
          hostileIdempotencyKey,
          cookie: fc.option(forgedCookie, { freq: 3 }),
          address: clientAddress,
          clock: requestClock,
        })
        .map((g): Generated => {
          const faulty = (what: typeof g.fault) => g.fault === what || g.fault === "everything";
          return {
            [fc.toStringMethod]: () => `${op.method} ${op.path.name} ${shortened(g)}`,
            operation: `${op.name ?? `${op.method} ${op.path.name}`}${op.variant ? ` (${op.variant})` : ""}`,
            clock: g.clock,
            check: op.check,
            effect: op.effect,
            async build(world: FuzzWorld) {
              // Days in the request are relative to the instant it is sent at.
              const resolve = (value: unknown) => world.pools.resolve(value, g.clock ?? Date.now());
              const url = new URL(`${ORIGIN}${op.path.build(world.pools, g.parts)}`);
              for (const [name, value] of [...g.query, ...(faulty("query") ? g.hostileQuery : [])]) url.searchParams.append(name, String(resolve(value)));

              const headers = new Headers({ "CF-Connecting-IP": g.address });
              const key = await world.credential(op.auth);
              if (key && !(faulty("credential") && g.wrongKey === "none")) {
                const sent = !faulty("credential") ? key : g.wrongKey === "changed" ? `${key.slice(0, -1)}${key.endsWith("0") ? "1" : "0"}` : `${key.startsWith("svc_") ? "dlr_" : "svc_"}${key.slice(4)}`;
                headers.set("Authorization", `Bearer ${sent}`);
              }
              const idempotency = faulty("header") ? g.hostileIdempotencyKey : g.idempotencyKey;
              for (const [name, value] of [["Accept", g.accept], ["X-Request-Id", g.requestId], ["Idempotency-Key", idempotency], ["Cookie", g.cookie]] as const) {
                if (value !== null) headers.set(name, value);
              }
              if (g.bookmark !== null) headers.set("X-D1-Bookmark", g.bookmark === "<real>" ? world.bookmark() : g.bookmark);

              // GET requests carry no body; the others their valid body, tampered with, or something else entirely.
              const raw = faulty("raw body") || (op.method !== "GET" && !g.body && g.fault !== "none");
              const encode = op.encode ?? asJson;
              const valid = g.body && !raw ? encode(resolve(faulty("tampered body") ? tamper(g.body, g.tampering) : g.body)) : undefined;
              const body = op.method === "GET" ? undefined : raw ? g.rawBody : valid?.text;
              if (body !== undefined) {
                const type = faulty("content type") || raw ? g.contentType : valid!.type;
                if (type) headers.set("Content-Type", type);
              }
              return { request: new Request(url, { method: op.method, headers, body }), body: body ?? "" };
            },
          };
        }),
    })),
  );
}

/** Every answer of the API: its request id, and each refusal in the error envelope with a code of the closed list. */
export function checkApiAnswer({ request, response, text }: Answer, world: FuzzWorld) {
  const where = `${request.method} ${new URL(request.url).pathname} answered ${response.status}`;
  const requestId = response.headers.get("X-Request-Id");
  expect(requestId, where).toMatch(/^[0-9a-f-]{36}$/);
  world.rememberBookmark(response.headers.get("X-D1-Bookmark"));
  if (response.status === 200 && new URL(request.url).pathname === "/api/v1/keys/rotate") world.adoptClientKey(JSON.parse(text).apiKey);
  if (response.status >= 400) {
    const envelope = JSON.parse(text) as { error: { code: string; message: string; status: number; requestId: string } };
    expect(ERROR_CODES.has(envelope.error.code), `${where} with code ${envelope.error.code}`).toBe(true);
    expect(envelope.error, where).toMatchObject({ status: response.status, message: expect.any(String), requestId });
  }
}
