import { and, asc, eq, gt, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import type { StoredPricing } from "../../domain/quotes/price-quote";
import { dealerAccessories, dealerInventory, dealerships, emailOutbox, idempotencyKeys, quotes, vehicles } from "../schema";
import { packPricing, provenanceIdsSql, type PackedPricing } from "../stored-pricing";
import { provenanceInserts } from "./provenance";
import { findQuote, type QuoteViewRow } from "./quote-rows";
import { quoteChargeEntry } from "./credits";
import { stockVehicleColumns } from "./vehicle-specs";

const IDEMPOTENCY_WINDOW_MS = 24 * 3600 * 1000;

const MODEL_CANDIDATE_LIMIT = 200;

export interface QuoteContextRequest {
  clientId: string;
  dealershipId: string;
  globalCarId?: string;
  modelKey?: string;
  accessoryIds: string[];
  idempotencyKey?: string;
  now: Date;
}

/**
 * Everything quote creation needs to decide, in one round trip: the approved dealership, the
 * vehicle candidates available there, the requested accessories, and a previous request with the
 * same idempotency key.
 */
export async function loadQuoteContext(db: Database, request: QuoteContextRequest) {
  const vehicleFilter = request.globalCarId
    ? eq(dealerInventory.vehicleId, request.globalCarId)
    : modelKeyFilter(request.modelKey ?? "");
  const [dealer, candidates, accessories, previous] = await db.batch([
    db
      .select()
      .from(dealerships)
      .where(and(eq(dealerships.id, request.dealershipId), eq(dealerships.approved, true))),
    availableStock(db, request.dealershipId, vehicleFilter),
    db
      .select({ id: dealerAccessories.id, name: dealerAccessories.name, priceCents: dealerAccessories.priceCents })
      .from(dealerAccessories)
      .where(and(eq(dealerAccessories.dealershipId, request.dealershipId), inArray(dealerAccessories.id, request.accessoryIds.length ? request.accessoryIds : [""]))),
    idempotentRequest(db, request.clientId, request.idempotencyKey, request.now),
  ]);
  return { dealer: dealer[0] ?? null, candidates, accessories, previous: previous[0] ?? null };
}

/** A request this client made with the same Idempotency-Key within the last 24 hours (none without a key). */
export function idempotentRequest(db: Database, clientId: string, key: string | undefined, now: Date) {
  const since = new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS).toISOString();
  return db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.clientId, clientId), eq(idempotencyKeys.key, key ?? ""), gt(idempotencyKeys.createdAt, since)));
}

/** When a stored Idempotency-Key may be reused: older than this, it gives way. */
export function idempotencyExpiredBefore(now: Date): string {
  return new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS).toISOString();
}

/**
 * A dealership's available stock that passes `filter`, with what pricing needs, in model order.
 * Capped: a model named in a request has few candidates; this bounds a pathological catalogue.
 */
export function availableStock(db: Database, dealershipId: string, filter: SQL) {
  return db
    .select(stockVehicleColumns)
    .from(dealerInventory)
    .innerJoin(vehicles, eq(vehicles.id, dealerInventory.vehicleId))
    .where(and(eq(dealerInventory.dealershipId, dealershipId), eq(dealerInventory.available, true), filter))
    .orderBy(asc(vehicles.model), asc(vehicles.version))
    .limit(MODEL_CANDIDATE_LIMIT);
}

/** The available stock whose model contains the (normalised) model key. */
export function stockMatchingModel(db: Database, dealershipId: string, modelKey: string) {
  return availableStock(db, dealershipId, modelKeyFilter(modelKey));
}

export function modelKeyFilter(modelKey: string): SQL {
  return sql`instr(${vehicles.modelSearchKey}, ${modelKey}) > 0`;
}

export type QuoteContext = Awaited<ReturnType<typeof loadQuoteContext>>;

export interface NewQuote {
  quote: Omit<typeof quotes.$inferInsert, "pricing" | "provenanceIds" | "totalCents"> & { id: string; createdAt: string; pricing?: StoredPricing | null };
  email: { id: string; kind: "quote_to_client" | "quote_to_dealer"; recipient: string } | null;
  idempotency: { key: string; requestHash: string; responseBody: string } | null;
}

export class InsufficientCreditsError extends Error {}
export class IdempotencyConflictError extends Error {}

/**
 * Charges the dealership one credit and stores the quote, its e-mail job and the idempotent
 * response, all in one D1 batch (one transaction). The credit rule lives in the schema's CHECK
 * (credits >= 0): when the decrement would break it the whole batch rolls back, so no quote ever
 * exists without its charge and concurrent requests can never overdraw the balance.
 */
export async function insertQuoteCharged(db: Database, input: NewQuote, now: Date): Promise<void> {
  const { quote, email, idempotency } = input;
  const packed = quote.pricing ? await packPricing(quote.pricing) : null;
  try {
    await db.batch([
      db
        .update(dealerships)
        .set({ credits: sql`${dealerships.credits} - 1` })
        .where(eq(dealerships.id, quote.dealershipId)),
      ...provenanceInserts(db, packed),
      // The charge's entry in the dealership's credit statement, with the balance it left.
      quoteChargeEntry(db, { dealershipId: quote.dealershipId, quoteId: quote.id, at: quote.createdAt }),
      db.insert(quotes).values({ ...quote, ...storedPricingColumns(quote.pricing ?? null, packed) }),
      ...(email ? [db.insert(emailOutbox).values({ ...email, quoteId: quote.id, createdAt: quote.createdAt, nextAttemptAt: quote.createdAt })] : []),
      ...(idempotency
        ? [
            // A key older than the window may be reused: its old row gives way.
            db
              .delete(idempotencyKeys)
              .where(
                and(
                  eq(idempotencyKeys.clientId, quote.clientId),
                  eq(idempotencyKeys.key, idempotency.key),
                  sql`${idempotencyKeys.createdAt} <= ${idempotencyExpiredBefore(now)}`,
                ),
              ),
            db.insert(idempotencyKeys).values({
              clientId: quote.clientId,
              key: idempotency.key,
              requestHash: idempotency.requestHash,
              quoteId: quote.id,
              responseStatus: 201,
              responseBody: idempotency.responseBody,
              createdAt: quote.createdAt,
            }),
          ]
        : []),
    ] as unknown as Parameters<typeof db.batch>[0]);
  } catch (error) {
    const message = String((error as Error)?.message ?? error) + String((error as { cause?: unknown })?.cause ?? "");
    if (message.includes("dealerships_credits_non_negative")) throw new InsufficientCreditsError();
    if (message.includes("UNIQUE constraint failed: idempotency_keys")) throw new IdempotencyConflictError();
    throw error;
  }
}

/** The quote columns that keep a breakdown: packed, the ids of its provenance (stored in the same batch, before), and its total for SQL to rank by. */
function storedPricingColumns(pricing: StoredPricing | null, packed: PackedPricing | null) {
  return {
    pricing: packed?.bytes ?? null,
    // Refs are base64url hashes of our own making: a literal of them needs no escaping.
    provenanceIds: packed ? provenanceIdsSql(sql`${JSON.stringify(packed.refs)}`) : null,
    totalCents: pricing?.totalDriveAwayCents ?? null,
  };
}

export async function findIdempotentResponse(db: Database, clientId: string, key: string) {
  return db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.clientId, clientId), eq(idempotencyKeys.key, key)))
    .get();
}

/** A client's quote, live or archived. */
export function findClientQuote(db: Database, archive: R2Bucket, clientId: string, quoteId: string): Promise<QuoteViewRow | null> {
  return findQuote(db, archive, { id: quoteId, clientId });
}

/** A quote with its dealership and vehicle, whoever owns it: for jobs, not for client requests. */
export function findQuoteView(db: Database, archive: R2Bucket, quoteId: string): Promise<QuoteViewRow | null> {
  return findQuote(db, archive, { id: quoteId });
}
