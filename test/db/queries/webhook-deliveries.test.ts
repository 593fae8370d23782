import { env } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { webhookInserts, type NewWebhook } from "../../../src/db/queries/webhook-deliveries";
import { CALLBACK, createQuote, pendingQuote, quoteRequest } from "../../helpers/scenes";

const AT = "2027-01-04T00:00:00.000Z";
const webhook = (payload: string | null): NewWebhook => ({ deliveryId: crypto.randomUUID(), event: "quote.completed", payload });

async function deliveriesOf(quoteId: string) {
  const { results } = await env.DB.prepare("SELECT id, url, event, payload, created_at FROM webhook_deliveries WHERE quote_id = ? ORDER BY rowid").bind(quoteId).all();
  return results;
}

describe("webhookInserts", () => {
  it("writes every webhook of a batch in one statement, to the subject's callbackUrl, each with its own payload", async () => {
    const { quoteId } = await pendingQuote({ callbackUrl: CALLBACK });
    const webhooks = [webhook(null), webhook('{"frozen":true}'), webhook(null)];
    const statements = webhookInserts(env.DB, { kind: "quote", id: quoteId, guard: sql`s.status = 'pending'` }, webhooks, AT);
    expect(statements).toHaveLength(1);
    await env.DB.batch(statements);
    expect(await deliveriesOf(quoteId)).toEqual(webhooks.map((w) => ({ id: w.deliveryId, url: CALLBACK, event: "quote.completed", payload: w.payload, created_at: AT })));
  });

  it("writes none where the guard does not hold, for a subject without a callbackUrl, or for an empty list", async () => {
    const guarded = await pendingQuote({ callbackUrl: CALLBACK });
    await env.DB.batch(webhookInserts(env.DB, { kind: "quote", id: guarded.quoteId, guard: sql`s.status = 'sent'` }, [webhook(null)], AT));
    expect(await deliveriesOf(guarded.quoteId)).toEqual([]);

    const silent = await createQuote(guarded.clientKey, quoteRequest(guarded.dealer.id, guarded.vehicle.id));
    await env.DB.batch(webhookInserts(env.DB, { kind: "quote", id: silent, guard: sql`1` }, [webhook(null)], AT));
    expect(await deliveriesOf(silent)).toEqual([]);
    expect(webhookInserts(env.DB, { kind: "quote", id: silent, guard: sql`1` }, [], AT)).toEqual([]);
  });
});
