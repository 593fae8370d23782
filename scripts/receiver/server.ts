// The webhook receiver of `npm run receiver`: takes every POST as a delivery, checks its Standard
// Webhooks signature with the FMO's secret(s), prints it with its payload, and answers 200 (401 when
// the signature does not verify, 503 when told to fail). `GET /deliveries` lists what arrived, one
// JSON object a line (`?quoteId=` or `?tenderId=` for those of one quote or tender: a tender's
// quote.completed is listed under its quote and under its tender).

import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { verify } from "./verify.ts";

export interface ReceiverOptions {
  port: number;
  host?: string;
  /** `whsec_` secrets; none: signatures are not checked. */
  secrets: readonly string[];
  /** Answer 503 to the first `failFirst` calls of each delivery (a `?fail=N` in the URL says it per URL). */
  failFirst?: number;
  /** Where each delivery goes: a line saying what it was, then its payload. */
  log?: (text: string) => void;
}

export interface Delivery {
  path: string;
  webhookId: string | null;
  event: string | null;
  quoteId: string | null;
  tenderId: string | null;
  signature: string;
  answered: number;
}

/** How long `GET /deliveries?wait=N` waits for N deliveries before answering with what it has. */
const WAIT_MS = 30_000;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(" ") : value;
}

/**
 * The event a body names, and the quote and tender it is about: `{event, quoteId, tenderId}` (a
 * quote.completed, its tenderId null outside a tender), or `{type, data: {quoteId?, tenderId?}}` (every
 * later event: tender.closed, quote.lapsed, ...).
 */
function eventOf(body: string): { event: string | null; quoteId: string | null; tenderId: string | null } {
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  try {
    const parsed = JSON.parse(body) as { event?: unknown; quoteId?: unknown; tenderId?: unknown; type?: unknown; data?: { quoteId?: unknown; tenderId?: unknown } };
    return { event: text(parsed.event) ?? text(parsed.type), quoteId: text(parsed.quoteId) ?? text(parsed.data?.quoteId), tenderId: text(parsed.tenderId) ?? text(parsed.data?.tenderId) };
  } catch {
    return { event: null, quoteId: null, tenderId: null };
  }
}

/** The payload as it is read: JSON indented, anything else as it came; each line under the delivery's. */
function payloadOf(body: string): string {
  let shown = body;
  try {
    shown = JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    // not JSON: shown as sent
  }
  return shown.replace(/^/gm, "    ");
}

export async function startReceiver(options: ReceiverOptions): Promise<{ url: string; server: Server; deliveries: Delivery[] }> {
  const deliveries: Delivery[] = [];
  const callsPerDelivery = new Map<string, number>();
  const waiting = new Set<() => void>();
  const log = options.log ?? ((line: string) => console.log(line));

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://receiver");
    if (request.method === "GET" && url.pathname === "/deliveries") {
      const quoteId = url.searchParams.get("quoteId");
      const tenderId = url.searchParams.get("tenderId");
      const wanted = Number(url.searchParams.get("wait") ?? 0);
      const matching = () =>
        deliveries.filter((delivery) => (quoteId === null || delivery.quoteId === quoteId) && (tenderId === null || delivery.tenderId === tenderId));
      if (matching().length < wanted) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, WAIT_MS);
          function done() {
            clearTimeout(timer);
            waiting.delete(check);
            resolve();
          }
          const check = () => matching().length >= wanted && done();
          waiting.add(check);
        });
      }
      response.writeHead(200, { "Content-Type": "application/x-ndjson" }).end(matching().map((delivery) => `${JSON.stringify(delivery)}\n`).join(""));
      return;
    }
    if (request.method !== "POST") {
      response.writeHead(404, { "Content-Type": "text/plain" }).end("POST a webhook to any path; GET /deliveries lists what arrived.\n");
      return;
    }

    const body = await readBody(request);
    const webhookId = header(request, "webhook-id") ?? null;
    const { event, quoteId, tenderId } = eventOf(body);
    let signature = "not checked (no secret given)";
    let status = 200;
    let why = "";
    if (options.secrets.length > 0) {
      const verdict = verify(options.secrets, { "webhook-id": webhookId ?? undefined, "webhook-timestamp": header(request, "webhook-timestamp"), "webhook-signature": header(request, "webhook-signature") }, body);
      signature = verdict.ok ? "valid" : `invalid: ${verdict.reason}`;
      why = verdict.ok ? ` (signature ${verdict.matched} of ${verdict.signatures}, secret ${verdict.secret} of ${options.secrets.length})` : "";
      if (!verdict.ok) status = 401;
    }
    const failFirst = Number(url.searchParams.get("fail") ?? options.failFirst ?? 0);
    const key = `${url.pathname}${url.search} ${webhookId}`;
    const call = (callsPerDelivery.get(key) ?? 0) + 1;
    callsPerDelivery.set(key, call);
    if (status === 200 && call <= failFirst) {
      status = 503;
      why += `, failing on purpose (call ${call} of the first ${failFirst})`;
    }

    deliveries.push({ path: `${url.pathname}${url.search}`, webhookId, event, quoteId, tenderId, signature, answered: status });
    const time = new Date().toISOString().slice(11, 19);
    const about = quoteId ? `quote ${quoteId}${tenderId ? ` of tender ${tenderId}` : ""}` : tenderId ? `tender ${tenderId}` : "quote -";
    log(`${time} POST ${url.pathname}${url.search} ${event ?? "(not a webhook)"} ${about} webhook-id ${webhookId ?? "-"}: signature ${signature}${why} -> ${status}\n${payloadOf(body)}`);
    response.writeHead(status, { "Content-Type": "text/plain" }).end(status === 200 ? "thanks\n" : status === 401 ? "signature not valid\n" : "failing on purpose\n");
    for (const check of [...waiting]) check();
  });

  server.listen(options.port, options.host ?? "127.0.0.1");
  await new Promise((resolve, reject) => server.once("listening", resolve).once("error", reject));
  const { address, port } = server.address() as AddressInfo;
  return { url: `http://${address}:${port}`, server, deliveries };
}
