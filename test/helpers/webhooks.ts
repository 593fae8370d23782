import { env } from "cloudflare:test";
import { vi } from "vitest";
import { payloadOf } from "../../src/jobs/webhook-job";
import { runJobs } from "./queue";

export type Receiver = (request: Request) => Promise<Response> | Response;

/**
 * Runs the real queue handler on one attempt of a webhook delivery, with the outbound POST answered
 * by `receiver`; resolves what the receiver got and what the handler did with the message.
 */
export async function attempt(deliveryId: string, receiver: Receiver, bindings: Partial<typeof env> = {}) {
  const received: Request[] = [];
  const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input as RequestInfo, init);
    received.push(request.clone());
    return receiver(request);
  });
  try {
    const run = await runJobs([{ type: "webhook", deliveryId }], bindings);
    return { received, acked: run.acked === 1, retryDelays: run.delays };
  } finally {
    fetchSpy.mockRestore();
  }
}

/** The event a delivery sends, whether or not an attempt has run yet (quote.completed is composed from the quote). */
export async function sentEvent(deliveryId: string): Promise<any> {
  const delivery = await env.DB.prepare("select id, quote_id, payload from webhook_deliveries where id = ?").bind(deliveryId).first<{ id: string; quote_id: string | null; payload: string | null }>();
  return JSON.parse(await payloadOf(env, delivery!));
}
