import { env } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { webhookInserts, type NewWebhook } from "../../../src/db/queries/webhook-deliveries";
import { CALLBACK, createQuote, pendingQuote, quoteRequest } from "../../helpers/scenes";

const AT = "2027-01-04T00:00:00.000Z";
const webhook = (about: string, payload: string | null = null): NewWebhook => ({ deliveryId: crypto.randomUUID(), event: "quote.completed", about, payload });

async function deliveriesOf(quoteId: string) {
  const { results } = await env.DB.prepare("SELECT id, url, event, payload, created_at FROM webhook_deliveries WHERE quote_id = ? ORDER BY rowid").bind(quoteId).all();
  return results;
}

describe("webhookInserts", () => {
  it("writes every webhook of a batch in one statement, to the subject's callbackUrl, each with its own payload", async () => {
    const { quoteId } = await pendingQuote({ callbackUrl: CALLBACK });
    const webhooks = [webhook(quoteId), webhook(quoteId, '{"frozen":true}'), webhook(quoteId)];
    const statements = webhookInserts(env.DB, { kind: "quote", guard: sql`s.status = 'pending'` }, webhooks, AT);
    expect(statements).toHaveLength(1);
    const [written] = await env.DB.batch<{ id: string }>(statements);
    expect(written!.results.map((r) => r.id).sort()).toEqual(webhooks.map((w) => w.deliveryId).sort());
    expect(await deliveriesOf(quoteId)).toEqual(webhooks.map((w) => ({ id: w.deliveryId, url: CALLBACK, event: "quote.completed", payload: w.payload, created_at: AT })));
  });

  it("writes each webhook to the quote it is about, in one statement for any number of quotes", async () => {
    const first = await pendingQuote({ callbackUrl: CALLBACK });
    const second = await pendingQuote({ callbackUrl: CALLBACK });
    await env.DB.batch(webhookInserts(env.DB, { kind: "quote", guard: sql`s.status = 'pending'` }, [webhook(first.quoteId, "1"), webhook(second.quoteId, "2")], AT));
    expect((await deliveriesOf(first.quoteId)).map((d) => d.payload)).toEqual(["1"]);
    expect((await deliveriesOf(second.quoteId)).map((d) => d.payload)).toEqual(["2"]);
  });

  it("writes none where the guard does not hold, for a subject without a callbackUrl, or for an empty list", async () => {
    const guarded = await pendingQuote({ callbackUrl: CALLBACK });
    await env.DB.batch(webhookInserts(env.DB, { kind: "quote", guard: sql`s.status = 'sent'` }, [webhook(guarded.quoteId)], AT));
    expect(await deliveriesOf(guarded.quoteId)).toEqual([]);

    const silent = await createQuote(guarded.clientKey, quoteRequest(guarded.dealer.id, guarded.vehicle.id));
    await env.DB.batch(webhookInserts(env.DB, { kind: "quote", guard: sql`1` }, [webhook(silent)], AT));
    expect(await deliveriesOf(silent)).toEqual([]);
    expect(webhookInserts(env.DB, { kind: "quote", guard: sql`1` }, [], AT)).toEqual([]);
  });
});
