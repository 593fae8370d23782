import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import type { Env } from "../../src/env";
import { isWebPath } from "../../src/http/web-paths";
import worker from "../../src/index";
import webWorker from "../../src/web-worker";

export const BASE = "https://fleet-quote.test";

/** Sends a request through the Worker's real fetch handler. */
export function call(path: string, init: RequestInit = {}): Promise<Response> {
  return exports.default.fetch(new Request(`${BASE}${path}`, init));
}

/**
 * A request to the hostname, answered by the Worker that answers it in production, with `bindings`:
 * the web Worker for the dealer portal and the FMO console (which the API Worker forwards to it
 * unchanged: test/workers.ts), the API Worker for the rest. Tests that change a binding (a failing
 * database, a counting one) reach the Worker whose bindings they mean to change.
 */
export function fetchWorker(request: Request, bindings: Env, ctx: ExecutionContext): Promise<Response> {
  return Promise.resolve(isWebPath(new URL(request.url).pathname) ? webWorker.fetch(request, bindings, ctx) : worker.fetch(request, bindings, ctx));
}

/**
 * Sends a request through the Worker's fetch handler with other bindings (a queue that holds its
 * jobs, a failing database, another setting), and waits for the work it left running after its
 * response (waitUntil) before resolving.
 */
export async function callWith(bindings: Partial<typeof env>, path: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await fetchWorker(new Request(`${BASE}${path}`, init), { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

export function bearer(key: string, headers: Record<string, string> = {}): Record<string, string> {
  return { Authorization: `Bearer ${key}`, ...headers };
}

export function get(path: string, key: string): Promise<Response> {
  return call(path, { headers: bearer(key) });
}

/** POSTs a JSON body; with `bindings`, through the Worker with those bindings (see callWith). */
export function postJson(path: string, body: unknown, headers: Record<string, string> = {}, bindings?: Partial<typeof env>): Promise<Response> {
  const init = { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: typeof body === "string" ? body : JSON.stringify(body) };
  return bindings ? callWith(bindings, path, init) : call(path, init);
}

/** A fresh client address, so each test has its own registration allowance. */
export function randomAddress(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(4));
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

/** Registers a new FMO from an address of its own; resolves its API key and webhook secret. */
export async function register(companyName = "Test Fleet Pty Ltd"): Promise<{ apiKey: string; webhookSecret: string }> {
  const response = await postJson(
    "/api/v1/register",
    { companyName, contactEmail: "fleet@example.com" },
    { "CF-Connecting-IP": randomAddress() },
  );
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${await response.text()}`);
  return response.json<{ apiKey: string; webhookSecret: string }>();
}

/** Registers a new FMO and returns its API key. */
export async function registerClient(companyName?: string): Promise<string> {
  return (await register(companyName)).apiKey;
}

export interface ErrorEnvelope {
  error: { code: string; message: string; status: number; requestId: string };
}

/** Asserts the spec's error envelope and returns it. */
export async function expectError(response: Response, status: number, code: string): Promise<ErrorEnvelope["error"]> {
  const body = await response.json<ErrorEnvelope>();
  if (response.status !== status || body.error?.code !== code || body.error.status !== status) {
    throw new Error(`expected ${status} ${code}, got ${response.status} ${JSON.stringify(body)}`);
  }
  if (body.error.requestId !== response.headers.get("X-Request-Id")) throw new Error("error requestId differs from X-Request-Id");
  return body.error;
}
