import { and, eq, sql } from "drizzle-orm";
import type { StoredPricing } from "../../domain/quotes/price-quote";
import type { Database } from "../client";
import { dealerInventory, dealerships, quotes, tenders, vehicles } from "../schema";
import { statement } from "../statement";
import { packPricing, provenanceIdsSql } from "../stored-pricing";
import { provenanceInsert } from "./provenance";
import { findQuote, findQuoteForChange, type QuoteViewRow } from "./quote-rows";
import { stockVehicleColumns } from "./vehicle-specs";
import { webhookInserts, type NewWebhook } from "./webhook-deliveries";

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
  const [quote, [dealer, vehicle, tender]] = await Promise.all([
    findQuoteForChange(db, { id: quoteId, dealershipId }),
    db.batch([
      db.select().from(dealerships).where(eq(dealerships.id, dealershipId)),
      db
        .select({ ...stockVehicleColumns, available: dealerInventory.available })
        .from(vehicles)
        .leftJoin(dealerInventory, and(eq(dealerInventory.vehicleId, vehicles.id), eq(dealerInventory.dealershipId, dealershipId)))
        .where(sql`${vehicles.id} = ${vehicleId}`),
      // The deadline of the quote's tender, if it has one: no answer is taken after it.
      db
        .select({ closesAt: tenders.closesAt })
        .from(tenders)
        .where(sql`${tenders.id} = (select ${quotes.tenderId} from ${quotes} where ${quotes.id} = ${quoteId} and ${quotes.dealershipId} = ${dealershipId})`),
    ]),
  ]);
  return { quote, dealer: dealer[0] ?? null, vehicle: vehicle[0] ?? null, tenderClosesAt: tender[0]?.closesAt ?? null };
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
  /** The webhooks the completion sends to the quote's callbackUrl (written only if it has one). */
  webhooks: NewWebhook[];
}

/**
 * Moves a pending quote to sent in one batch (one transaction): the guarded status change, the
 * client's e-mail and, when the quote has a callbackUrl, its webhook deliveries (a transactional
 * outbox). The follow-up rows are inserted only where the quote carries this completion's id, so a
 * completion that loses a race writes nothing at all. Resolves false when the quote was not pending.
 * Plain D1 statements: Drizzle's batch cannot carry these INSERT ... SELECT guards.
 */
export async function completePendingQuote(d1: D1Database, c: Completion): Promise<boolean> {
  const packed = await packPricing(c.pricing);
  const statements = [
    provenanceInsert(d1, packed.provenance),
    statement(
      d1,
      sql`update quotes set status = 'sent', sent_at = ${c.sentAt}, pricing = ${packed.bytes}, dealer_notes = ${c.dealerNotes}, completion_id = ${c.completionId},
           vehicle_id = ${c.vehicleId}, registration_date = ${c.registrationDate}, valid_until = ${c.validUntil},
           provenance_ids = ${provenanceIdsSql(sql`${JSON.stringify(packed.refs)}`)}, total_cents = ${c.pricing.totalDriveAwayCents}
         where id = ${c.quoteId} and dealership_id = ${c.dealershipId} and status = 'pending' and outcome is null
           and (tender_id is null or (select closes_at from tenders where tenders.id = quotes.tender_id) > ${c.sentAt})`,
    ),
    statement(
      d1,
      sql`insert into email_outbox (id, quote_id, kind, recipient, created_at, next_attempt_at)
         select ${c.emailId}, id, 'quote_to_client', client_email, ${c.sentAt}, ${c.sentAt} from quotes
         where id = ${c.quoteId} and completion_id = ${c.completionId} and client_email is not null`,
    ),
    ...webhookInserts(d1, { kind: "quote", guard: sql`s.id = ${c.quoteId} and s.completion_id = ${c.completionId}` }, c.webhooks, c.sentAt),
  ];
  const [, updated] = await d1.batch(statements);
  return updated!.meta.changes === 1;
}
