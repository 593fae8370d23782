// End-to-end check as a user would run it: `npm run e2e`.
//
// Starts `wrangler dev` on a free port with its own fresh local state (migrations + demo data),
// starts a webhook receiver on 127.0.0.1, and drives the whole flow over real HTTP: register,
// search, a quote on each path, a dealer key made through the admin API, the dealer completing
// pending quotes, and signed webhook deliveries (one receiver that fails twice gets exactly three
// attempts about 1 s and 5 s apart). Prints each check; exits non-zero on the first failure.
//
// Runs on the project's Node 22 (native type stripping): node built-ins and the standardwebhooks
// package only.

import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Webhook } from "standardwebhooks";
import { freePort, sleep, waitFor, wranglerDevArgs } from "./local-process.ts";

const ADMIN_TOKEN = "e2e-admin-token";
const SIGNING_KEY = "e2e-webhook-signing-key";
const PARRAMATTA_TOYOTA = "ac5c6687-9f57-5464-8072-91b135294356"; // enterprise, answers at once
const ADELAIDE_HYUNDAI = "4c4f2d24-128e-5c0c-89e5-df7b7e072620"; // reviews by hand

const wranglerBin = join("node_modules", ".bin", "wrangler");
const stateDir = mkdtempSync(join(tmpdir(), "fleet-quote-e2e-"));
const logPath = join(stateDir, "wrangler-dev.log");
let worker: ChildProcess | undefined;
let checks = 0;

function check(condition: unknown, what: string, detail?: unknown): asserts condition {
  if (!condition) throw new Error(`FAILED: ${what}${detail === undefined ? "" : `\n  got: ${JSON.stringify(detail)}`}`);
  checks++;
  console.log(`  ok  ${what}`);
}

// --- the webhook receiver -------------------------------------------------------------------

interface Received {
  at: number;
  headers: IncomingHttpHeaders;
  body: string;
}
const inbox = new Map<string, Received[]>();

/** `/ok/...` answers 200; `/flaky/...` answers 500 to its first two calls, then 200. */
const receiver = createServer((request, response) => {
  let body = "";
  request.on("data", (chunk) => (body += chunk));
  request.on("end", () => {
    const path = request.url ?? "/";
    const calls = inbox.get(path) ?? [];
    calls.push({ at: Date.now(), headers: request.headers, body });
    inbox.set(path, calls);
    const fail = path.startsWith("/flaky") && calls.length <= 2;
    response.writeHead(fail ? 500 : 200).end(fail ? "not yet" : "thanks");
  });
});

// --- the Worker under test ------------------------------------------------------------------

function wrangler(args: string[]) {
  const result = spawnSync(wranglerBin, args, { encoding: "utf8", env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" } });
  if (result.status !== 0) throw new Error(`wrangler ${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
}

async function startWorker(port: number): Promise<string> {
  wrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir]);
  wrangler(["d1", "execute", "DB", "--local", "--persist-to", stateDir, "--file", "seed/demo.sql"]);
  const log = openSync(logPath, "a");
  worker = spawn(
    wranglerBin,
    ["dev", ...wranglerDevArgs({ port, inspectorPort: await freePort(), stateDir, secrets: { ADMIN_TOKEN, WEBHOOK_SIGNING_KEY: SIGNING_KEY } })],
    { stdio: ["ignore", log, log], detached: true, env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitFor("wrangler dev to answer", async () => ((await fetch(`${base}/api/v1/openapi.json`)).ok ? true : undefined), 90_000, () => worker?.exitCode === null);
  return base;
}

function stopWorker() {
  if (worker?.pid) {
    try {
      process.kill(-worker.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}

// --- the flow -------------------------------------------------------------------------------

async function main() {
  receiver.listen(0, "127.0.0.1");
  await new Promise((resolve) => receiver.once("listening", resolve));
  const hooks = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  console.log("Starting wrangler dev with a fresh local D1 ...");
  const base = await startWorker(await freePort());
  console.log(`Worker on ${base}, webhook receiver on ${hooks}\n`);

  const api = async (path: string, init: { method?: string; key?: string; body?: unknown } = {}) => {
    const response = await fetch(`${base}${path}`, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers: {
        ...(init.key ? { Authorization: `Bearer ${init.key}` } : {}),
        ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return { status: response.status, headers: response.headers, body: (await response.json().catch(() => null)) as any };
  };

  console.log("FMO: register, browse, search");
  const registered = await api("/api/v1/register", { body: { companyName: "E2E Fleet Pty Ltd", contactEmail: "fleet@e2e.example.com" } });
  check(registered.status === 201 && /^svc_[0-9a-f]{60}$/.test(registered.body.apiKey), "register returns a svc_ key", registered);
  const { apiKey: key, webhookSecret } = registered.body;
  check(/^whsec_/.test(webhookSecret), "register returns a webhook secret");

  const dealers = await api("/api/v1/dealers?limit=100", { key });
  check(dealers.status === 200 && dealers.body.dealers.length >= 12, "lists the approved demo dealerships", dealers.body?.pagination);
  check(dealers.headers.get("ratelimit-policy") === '"hourly";q=100;w=3600', "reports the hourly limit");
  check(!dealers.body.dealers.some((d: any) => d.name === "Pending Approval Motors"), "never lists the unapproved dealership");

  const search = await api("/api/v1/inventory?model=hi%20lux", { key });
  check(search.status === 200 && search.body.vehicles.every((v: any) => v.model === "Toyota HiLux") && search.body.vehicles.length > 0, "search 'hi lux' finds the HiLux", search.body);

  console.log("\nQuotes on both paths");
  const auto = await api("/api/v1/quotes", {
    key,
    body: { dealershipId: PARRAMATTA_TOYOTA, model: "RAV4 Hybrid", version: "GX 2WD", clientName: "Jo Fleet", clientEmail: "jo@e2e.example.com", postcode: "2000" },
  });
  check(auto.status === 201 && auto.body.status === "completed" && auto.body.pricing.totalDriveAway > 0, "an enterprise dealer answers at once with a drive-away price", auto.body);

  const pendingRequest = (callbackUrl: string) => ({
    dealershipId: ADELAIDE_HYUNDAI,
    model: "i30",
    version: "Hatch 2.0",
    clientName: "Jo Fleet",
    clientEmail: "jo@e2e.example.com",
    callbackUrl,
  });
  const pending = await api("/api/v1/quotes", { key, body: pendingRequest(`${hooks}/ok/1`) });
  check(pending.status === 201 && pending.body.status === "pending", "a reviewing dealer's quote is pending", pending.body);
  const flaky = await api("/api/v1/quotes", { key, body: pendingRequest(`${hooks}/flaky/1`) });
  check(flaky.status === 201 && flaky.body.status === "pending", "a second pending quote, its receiver failing twice");

  console.log("\nDealer: key from the admin API, complete the pending quotes");
  const issued = await api(`/admin/v1/dealerships/${ADELAIDE_HYUNDAI}/keys`, { method: "POST", key: ADMIN_TOKEN });
  check(issued.status === 201 && /^dlr_[0-9a-f]{60}$/.test(issued.body.dealerKey), "the admin API issues a dealer key", issued.body);
  const dealerKey = issued.body.dealerKey;
  const queue = await api("/api/v1/dealer/quotes?status=pending", { key: dealerKey });
  check(queue.status === 200 && queue.body.quotes.some((q: any) => q.id === pending.body.quoteId), "the dealer sees the pending quote");

  const completed = await api(`/api/v1/dealer/quotes/${pending.body.quoteId}/complete`, { key: dealerKey, body: { dealerNotes: "Available next week" } });
  check(completed.status === 200 && completed.body.status === "sent" && completed.body.pricing.totalDriveAway > 0, "the dealer completes it, charges recomputed", completed.body);
  const again = await api(`/api/v1/dealer/quotes/${pending.body.quoteId}/complete`, { key: dealerKey, body: {} });
  check(again.status === 409, "completing it twice is 409", again.body);
  const flakyCompleted = await api(`/api/v1/dealer/quotes/${flaky.body.quoteId}/complete`, { key: dealerKey, body: {} });
  check(flakyCompleted.status === 200, "the dealer completes the second one");

  console.log("\nWebhooks");
  const [delivered] = await waitFor("the webhook at /ok/1", async () => inbox.get("/ok/1"), 20_000);
  const verified = new Webhook(webhookSecret).verify(delivered!.body, delivered!.headers as Record<string, string>) as any;
  check(verified.event === "quote.completed" && verified.quoteId === pending.body.quoteId, "the receiver verifies the Standard Webhooks signature", verified);
  check(delivered!.headers["user-agent"] === "Service-Webhook/1.0" && delivered!.headers["x-service-event"] === "quote.completed", "User-Agent and X-Service-Event are set");
  check(verified.status === "sent" && verified.pricing.totalDriveAway === completed.body.pricing.totalDriveAway, "the payload carries the completed pricing");

  const attempts = await waitFor("three attempts at /flaky/1", async () => ((inbox.get("/flaky/1")?.length ?? 0) >= 3 ? inbox.get("/flaky/1") : undefined), 30_000);
  await sleep(8_000); // a fourth attempt would come within this
  const all = inbox.get("/flaky/1")!;
  check(all.length === 3, "a receiver failing twice gets exactly three attempts", all.length);
  const gaps = [attempts[1]!.at - attempts[0]!.at, attempts[2]!.at - attempts[1]!.at].map((ms) => ms / 1000);
  check(gaps[0]! >= 0.8 && gaps[0]! < 2.5 && gaps[1]! >= 4.5 && gaps[1]! < 7.5, `retries came about 1 s and 5 s apart (${gaps.map((g) => g.toFixed(1)).join(" s, ")} s)`, gaps);
  check(new Set(all.map((a) => a.headers["webhook-id"])).size === 1, "every attempt carries the same webhook-id");

  const detail = await api(`/api/v1/quotes/${flaky.body.quoteId}`, { key });
  check(detail.status === 200 && detail.body.status === "sent" && detail.body.dealerNotes === null, "the client reads the completed quote");

  console.log(`\n${checks} checks passed`);
}

main()
  .then(() => {
    stopWorker();
    receiver.close();
    rmSync(stateDir, { recursive: true, force: true });
    process.exit(0);
  })
  .catch((error) => {
    console.error(`\n${error instanceof Error ? error.message : error}`);
    try {
      console.error(`\n--- wrangler dev log (${logPath}) ---\n${readFileSync(logPath, "utf8").slice(-4000)}`);
    } catch {
      // no log yet
    }
    stopWorker();
    receiver.close();
    process.exit(1);
  });
