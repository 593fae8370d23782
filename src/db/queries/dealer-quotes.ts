import { and, eq, sql } from "drizzle-orm";
import type { StoredPricing } from "../../domain/quotes/price-quote";
import type { WebhookEventName } from "../../schemas/webhook-events";
import type { Database } from "../client";
import { dealerInventory, dealerships, quotes, vehicles } from "../schema";
import { packPricing, provenanceIdsSql } from "../stored-pricing";
import { provenanceInsert } from "./provenance";
import { findQuote, findQuoteForChange, type QuoteViewRow } from "./quote-rows";
import { stockVehicleColumns } from "./vehicle-specs";

/** One of the dealership's quotes, live or archived. */
export function findDealerQuote(db: Database, archive: R2Bucket, dealershipId: string, quoteId: string): Promise<QuoteViewRow | null> {
  return findQuote(db, archive, { id: quoteId, dealershipId });
}

/**
 * What completing a quote needs, in one round trip (two requests in parallel): the quote (with the
 * accessories it was asked with), the dealership's pricing configuration, and the vehicle (the one
 * the dealer names, else the quote's own) with its duty-relevant specs and its stock row there. The
 * quote view stays out of the batch: batched results come back as objects keyed by column name,
 * where its joined `id` columns would overwrite each other.
 */
export async function loadCompletionContext(db: Database, dealershipId: string, quoteId: string, chosenVehicleId?: string) {
  const vehicleId = chosenVehicleId
    ? sql`${chosenVehicleId}`
    : sql`(select ${quotes.vehicleId} from ${quotes} where ${quotes.id} = ${quoteId} and ${quotes.dealershipId} = ${dealershipId})`;
  const [quote, [dealer, vehicle]] = await Promise.all([
    findQuoteForChange(db, { id: quoteId, dealershipId }),
    db.batch([
      db.select().from(dealerships).where(eq(dealerships.id, dealershipId)),
      db
        .select({ ...stockVehicleColumns, available: dealerInventory.available })
        .from(vehicles)
        .leftJoin(dealerInventory, and(eq(dealerInventory.vehicleId, vehicles.id), eq(dealerInventory.dealershipId, dealershipId)))
        .where(sql`${vehicles.id} = ${vehicleId}`),
    ]),
  ]);
  return { quote, dealer: dealer[0] ?? null, vehicle: vehicle[0] ?? null };
}

export type CompletionContext = Awaited<ReturnType<typeof loadCompletionContext>>;
export type CompletionVehicle = NonNullable<CompletionContext["vehicle"]>;

export interface Completion {
  quoteId: string;
  dealershipId: string;
  completionId: string;
  vehicleId: string;
  sentAt: string;
  pricing: StoredPricing;
  dealerNotes: string | null;
  /** The registration date the quote was priced for (the dealer's, else the client's). */
  registrationDate: string | null;
  validUntil: string;
  emailId: string;
  /** Present when the quote has a callbackUrl: the delivery row (its payload is composed from the quote when sent). */
  webhook: { deliveryId: string; event: WebhookEventName } | null;
}

/**
 * Moves a pending quote to sent in one batch (one transaction): the guarded status change, the
 * client's e-mail and, when the quote has a callbackUrl, the webhook delivery (a transactional
 * outbox). The follow-up rows are inserted only where the quote carries this completion's id, so a
 * completion that loses a race writes nothing at all. Resolves false when the quote was not pending.
 * Plain D1 statements: Drizzle's batch cannot carry these INSERT ... SELECT guards.
 */
export async function completePendingQuote(d1: D1Database, c: Completion): Promise<boolean> {
  const packed = await packPricing(c.pricing);
  const statements = [
    provenanceInsert(d1, packed.provenance),
    d1
      .prepare(
        `update quotes set status = 'sent', sent_at = ?1, pricing = ?2, dealer_notes = ?3, completion_id = ?4, vehicle_id = ?7, registration_date = ?8, valid_until = ?9,
           provenance_ids = ${provenanceIdsSql("?10")}, total_cents = ?11
         where id = ?5 and dealership_id = ?6 and status = 'pending' and outcome is null`,
      )
      .bind(
        c.sentAt,
        packed.bytes,
        c.dealerNotes,
        c.completionId,
        c.quoteId,
        c.dealershipId,
        c.vehicleId,
        c.registrationDate,
        c.validUntil,
        JSON.stringify(packed.refs),
        c.pricing.totalDriveAwayCents,
      ),
    d1
      .prepare(
        `insert into email_outbox (id, quote_id, kind, recipient, created_at, next_attempt_at)
         select ?1, id, 'quote_to_client', client_email, ?2, ?2 from quotes
         where id = ?3 and completion_id = ?4 and client_email is not null`,
      )
      .bind(c.emailId, c.sentAt, c.quoteId, c.completionId),
  ];
  if (c.webhook) {
    statements.push(
      d1
        .prepare(
          `insert into webhook_deliveries (id, quote_id, client_id, url, event, created_at, next_attempt_at)
           select ?1, id, client_id, callback_url, ?5, ?2, ?2 from quotes
           where id = ?3 and completion_id = ?4 and callback_url is not null`,
        )
        .bind(c.webhook.deliveryId, c.sentAt, c.quoteId, c.completionId, c.webhook.event),
    );
  }
  const [, updated] = await d1.batch(statements);
  return updated!.meta.changes === 1;
}
