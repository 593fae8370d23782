import { exports } from "cloudflare:workers";

const BASE = "https://fleet-quote.test";

/** Sends a request through the Worker's real fetch handler. */
export function call(path: string, init: RequestInit = {}): Promise<Response> {
  return exports.default.fetch(new Request(`${BASE}${path}`, init));
}

export function bearer(key: string, headers: Record<string, string> = {}): Record<string, string> {
  return { Authorization: `Bearer ${key}`, ...headers };
}

export function get(path: string, key: string): Promise<Response> {
  return call(path, { headers: bearer(key) });
}

export function postJson(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return call(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** A fresh client address, so each test has its own registration allowance. */
export function randomAddress(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(4));
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

/** Registers a new FMO and returns its API key. */
export async function registerClient(companyName = "Test Fleet Pty Ltd"): Promise<string> {
  const response = await postJson(
    "/api/v1/register",
    { companyName, contactEmail: "fleet@example.com" },
    { "CF-Connecting-IP": randomAddress() },
  );
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${await response.text()}`);
  const { apiKey } = await response.json<{ apiKey: string }>();
  return apiKey;
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
