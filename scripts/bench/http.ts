// One request to wrangler dev: sent with the next key's budget, timed from fetch() to the end of
// its body, and checked (status, JSON body, the endpoint's own check, a RateLimit header).

import { devBase } from "./dev.ts";
import { noteRateLimit, useKey } from "./keys.ts";
import { ADMIN_TOKEN } from "./settings.ts";

export interface Req {
  method: "GET" | "POST";
  path: string;
  keyIndex?: number; // authenticated when set
  admin?: boolean; // with the admin token
  body?: unknown;
}

interface Res {
  status: number;
  ms: number;
  text: string;
  rateLimit: string | null;
}

export async function send(req: Req): Promise<Res> {
  const headers: Record<string, string> = {};
  if (req.keyIndex !== undefined) headers.Authorization = `Bearer ${useKey(req.keyIndex)}`;
  if (req.admin) headers.Authorization = `Bearer ${ADMIN_TOKEN}`;
  if (req.body !== undefined) headers["Content-Type"] = "application/json";
  const t0 = performance.now();
  const response = await fetch(`${devBase()}${req.path}`, {
    method: req.method,
    headers,
    body: req.body === undefined ? undefined : JSON.stringify(req.body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  const ms = performance.now() - t0;
  const rateLimit = response.headers.get("ratelimit");
  noteRateLimit(rateLimit);
  return { status: response.status, ms, text, rateLimit };
}

export type Json = Record<string, unknown>;
export const asObject = (value: unknown): Json => (typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Json) : {});
export const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export interface Endpoint {
  name: string;
  expectStatus: 200 | 201;
  /** The i-th request of this endpoint (warm-up and measured requests alike). */
  request(i: number): Req;
  /** A problem with a successful response's body, or null. */
  check?(body: Json, req: Req): string | null;
  /** Called with every accepted response (e.g. to remember created quotes). */
  accept?(body: Json, req: Req): void;
  /** Run once before the endpoint's warm-up (e.g. to archive the quotes it reads). */
  prepare?(): Promise<void>;
  /** Fewer requests than the settings' (the keys' hourly budget is shared by every endpoint). */
  requests?: { warmup: number; sequential: number; concurrent: number };
}

/** Sends the i-th request of `endpoint`, checks the answer and returns its latency in ms. */
export async function call(endpoint: Endpoint, i: number): Promise<number> {
  const req = endpoint.request(i);
  const res = await send(req);
  if (res.status !== endpoint.expectStatus) {
    throw new Error(`${endpoint.name}: ${req.method} ${req.path} answered ${res.status}, expected ${endpoint.expectStatus}\n  body: ${res.text.slice(0, 2000)}`);
  }
  let body: Json;
  try {
    body = asObject(JSON.parse(res.text));
  } catch {
    throw new Error(`${endpoint.name}: ${req.method} ${req.path} answered a body that is not JSON: ${res.text.slice(0, 500)}`);
  }
  // Without the header the limiter was not reached and the API failed open: not a representative request.
  if (req.keyIndex !== undefined && !res.rateLimit) throw new Error(`${endpoint.name}: ${req.method} ${req.path}: no RateLimit header (the rate limiter failed open)`);
  const problem = endpoint.check?.(body, req);
  if (problem) throw new Error(`${endpoint.name}: ${req.method} ${req.path}: ${problem}\n  body: ${res.text.slice(0, 2000)}`);
  endpoint.accept?.(body, req);
  return res.ms;
}
