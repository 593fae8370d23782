// What every end-to-end flow shares: both Workers under `wrangler dev` (its own fresh local state,
// migrations and demo data, a free port), a webhook receiver on 127.0.0.1, the e-mails the Worker
// sent, and a `check` that prints each expectation as it passes.

import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, waitFor, webConfigIn, wranglerDevArgs } from "../local-process.ts";

export const ADMIN_TOKEN = "e2e-admin-token";
export const SIGNING_KEY = "e2e-webhook-signing-key";
export const PORTAL_LINK_SECRET = "e2e-portal-link-secret";

const wranglerBin = join("node_modules", ".bin", "wrangler");

let checks = 0;

export function check(condition: unknown, what: string, detail?: unknown): asserts condition {
  if (!condition) throw new Error(`FAILED: ${what}${detail === undefined ? "" : `\n  got: ${JSON.stringify(detail)}`}`);
  checks++;
  console.log(`  ok  ${what}`);
}

export const checksPassed = () => checks;

// --- the webhook receiver -------------------------------------------------------------------

export interface Received {
  at: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * Records every call by path. `/ok/...` answers 200; `/flaky/...` answers 500 to its first two
 * calls, then 200; `/series/...` answers 503 to its first three calls (one whole series of attempts,
 * so the delivery fails), then 200 (a redelivery succeeds); `/down/...` always answers 503.
 */
export async function startReceiver(): Promise<{ url: string; inbox: Map<string, Received[]>; server: Server }> {
  const inbox = new Map<string, Received[]>();
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      const calls = inbox.get(path) ?? [];
      calls.push({ at: Date.now(), headers: request.headers, body });
      inbox.set(path, calls);
      const fail = path.startsWith("/down") || (path.startsWith("/flaky") && calls.length <= 2) || (path.startsWith("/series") && calls.length <= 3);
      response.writeHead(fail ? (path.startsWith("/flaky") ? 500 : 503) : 200).end(fail ? "not yet" : "thanks");
    });
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, inbox, server };
}

// --- the Worker under test ------------------------------------------------------------------

export interface Worker {
  base: string;
  logPath: string;
  /** Where wrangler dev keeps the local D1, Durable Objects and queues. */
  stateDir: string;
  /** Stops wrangler dev and, unless asked to keep it, removes its state. */
  stop(options?: { keepState?: boolean }): void;
}

function wrangler(args: string[]) {
  const result = spawnSync(wranglerBin, args, { encoding: "utf8", env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" } });
  if (result.status !== 0) throw new Error(`wrangler ${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
}

export async function startWorker(vars: Record<string, string> = {}): Promise<Worker> {
  const stateDir = mkdtempSync(join(tmpdir(), "fleet-quote-e2e-"));
  const logPath = join(stateDir, "wrangler-dev.log");
  wrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir]);
  wrangler(["d1", "execute", "DB", "--local", "--persist-to", stateDir, "--file", "seed/demo.sql"]);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const log = openSync(logPath, "a");
  // Links in e-mails point at this Worker.
  const secrets = { ADMIN_TOKEN, WEBHOOK_SIGNING_KEY: SIGNING_KEY, PORTAL_LINK_SECRET, PUBLIC_BASE_URL: base, ...vars };
  // Both Workers, as `npm run dev` runs them: the API Worker answers the port and forwards /dealer and
  // /console to the web Worker, which has the same link secret.
  const webConfig = webConfigIn(join(stateDir, "web"), { PORTAL_LINK_SECRET: secrets.PORTAL_LINK_SECRET });
  const child: ChildProcess = spawn(
    wranglerBin,
    ["dev", "-c", "wrangler.toml", "-c", webConfig, ...wranglerDevArgs({ port, inspectorPort: await freePort(), stateDir, secrets })],
    { stdio: ["ignore", log, log], detached: true, env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
  );
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  await waitFor("wrangler dev to answer", async () => ((await fetch(`${base}/health`)).ok ? true : undefined), 90_000, () => child.exitCode === null);
  return {
    base,
    logPath,
    stateDir,
    stop: (options = {}) => {
      stop();
      if (!options.keepState) rmSync(stateDir, { recursive: true, force: true });
    },
  };
}

export function workerLog(worker: Worker): string {
  return existsSync(worker.logPath) ? readFileSync(worker.logPath, "utf8") : "";
}

// --- the e-mails the Worker sent ------------------------------------------------------------

/**
 * Every message `wrangler dev` sent through the send_email binding, in the order sent. For each one
 * it logs the headers and `Text: <path>` (checked with wrangler 4.155: a plain-text file under
 * .wrangler/tmp/email/<instance>/email-text/, not an .eml), which is read here as the recipient
 * would read the message.
 */
export function sentEmails(worker: Worker): string[] {
  const paths = [...workerLog(worker).matchAll(/^\s*Text: (\S+)\s*$/gm)].map((match) => match[1]!);
  return paths.filter((path) => existsSync(path)).map((path) => readFileSync(path, "utf8"));
}

// --- HTTP -----------------------------------------------------------------------------------

export interface ApiResponse {
  status: number;
  headers: Headers;
  body: any;
}

/** A JSON call to the Worker: GET without a body, POST with one, unless `method` says otherwise. */
export function apiClient(base: string) {
  return async (path: string, init: { method?: string; key?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<ApiResponse> => {
    const response = await fetch(`${base}${path}`, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers: {
        ...(init.key ? { Authorization: `Bearer ${init.key}` } : {}),
        ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return { status: response.status, headers: response.headers, body: (await response.json().catch(() => null)) as any };
  };
}
