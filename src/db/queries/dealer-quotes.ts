import { and, desc, eq, sql } from "drizzle-orm";
import type { StoredPricing } from "../../domain/quotes/price-quote";
import type { Database } from "../client";
import { dealerAccessories, dealerInventory, dealerships, emailOutbox, quotes, quoteStatuses, vehicles, webhookDeliveries } from "../schema";
import type { Page } from "./page";
import { quoteViews } from "./quotes";

type QuoteStatus = (typeof quoteStatuses)[number];

export function listDealerQuotes(db: Database, dealershipId: string, status: QuoteStatus | undefined, page: Page) {
  return quoteViews(db)
    .where(and(eq(quotes.dealershipId, dealershipId), status ? eq(quotes.status, status) : undefined))
    .orderBy(desc(quotes.createdAt), sql`${quotes}.rowid desc`)
    .limit(page.limit)
    .offset(page.offset);
}

export async function findDealerQuote(db: Database, dealershipId: string, quoteId: string) {
  return (await quoteViews(db).where(and(eq(quotes.id, quoteId), eq(quotes.dealershipId, dealershipId))).get()) ?? null;
}

/**
 * What completing a quote needs, in one round trip: the quote, the dealership's pricing
 * configuration, the vehicle's duty-relevant specs and current price there, and its accessories.
 */
export async function loadCompletionContext(db: Database, dealershipId: string, quoteId: string) {
  const [quote, dealer, vehicle, accessories] = await db.batch([
    quoteViews(db).where(and(eq(quotes.id, quoteId), eq(quotes.dealershipId, dealershipId))),
    db.select().from(dealerships).where(eq(dealerships.id, dealershipId)),
    db
      .select({
        bodyClass: vehicles.bodyClass,
        powertrain: vehicles.powertrain,
        cylinders: vehicles.cylinders,
        co2GramsPerKm: vehicles.co2GramsPerKm,
        priceCents: dealerInventory.priceCents,
      })
      .from(quotes)
      .innerJoin(vehicles, eq(vehicles.id, quotes.vehicleId))
      .leftJoin(dealerInventory, and(eq(dealerInventory.vehicleId, quotes.vehicleId), eq(dealerInventory.dealershipId, dealershipId)))
      .where(eq(quotes.id, quoteId)),
    db
      .select({ id: dealerAccessories.id, name: dealerAccessories.name, priceCents: dealerAccessories.priceCents })
      .from(dealerAccessories)
      .where(eq(dealerAccessories.dealershipId, dealershipId)),
  ]);
  return { quote: quote[0] ?? null, dealer: dealer[0] ?? null, vehicle: vehicle[0] ?? null, accessories };
}

export interface Completion {
  quoteId: string;
  dealershipId: string;
  completionId: string;
  sentAt: string;
  pricing: StoredPricing;
  dealerNotes: string | null;
  emailId: string;
  /** Present when the quote has a callbackUrl: the delivery row and its frozen payload. */
  webhook: { deliveryId: string; payload: string } | null;
}

/**
 * Moves a pending quote to sent in one batch (one transaction): the guarded status change, the
 * client's e-mail and, when the quote has a callbackUrl, the webhook delivery (a transactional
 * outbox). The follow-up rows are inserted only where the quote carries this completion's id, so a
 * completion that loses a race writes nothing at all. Resolves false when the quote was not pending.
 */
export async function completePendingQuote(db: Database, c: Completion): Promise<boolean> {
  const [updated] = await db.batch([
    db
      .update(quotes)
      .set({ status: "sent", sentAt: c.sentAt, pricing: c.pricing, dealerNotes: c.dealerNotes, completionId: c.completionId })
      .where(and(eq(quotes.id, c.quoteId), eq(quotes.dealershipId, c.dealershipId), eq(quotes.status, "pending")))
      .returning({ id: quotes.id }),
    db.run(sql`
      insert into ${emailOutbox} (id, quote_id, kind, recipient, created_at)
      select ${c.emailId}, id, 'quote_to_client', client_email, ${c.sentAt}
      from ${quotes} where id = ${c.quoteId} and completion_id = ${c.completionId} and client_email is not null`),
    db.run(sql`
      insert into ${webhookDeliveries} (id, quote_id, client_id, url, payload, created_at)
      select ${c.webhook?.deliveryId ?? ""}, id, client_id, callback_url, ${c.webhook?.payload ?? ""}, ${c.sentAt}
      from ${quotes} where ${c.webhook ? 1 : 0} = 1 and id = ${c.quoteId} and completion_id = ${c.completionId} and callback_url is not null`),
  ]);
  return updated.length === 1;
}
