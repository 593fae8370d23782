import { and, count, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { dealerships, quotes } from "../schema";
import { findDealerQuote } from "./dealer-quotes";
import type { Page } from "./page";
import { listPortalQuoteRows } from "./quote-rows";
import { availableStock } from "./quotes";

/**
 * A page of the dealership's quotes as the portal lists them: those waiting for the dealer first
 * (pending, not lapsed), the oldest of those at the top (the longest-waiting client first), then
 * the rest newest first; with how many are waiting. Two reads in flight together: one round trip.
 */
export async function listPortalQuotes(db: Database, dealershipId: string, page: Page) {
  const waiting = sql`(${quotes.status} = 'pending' and ${quotes.outcome} is null)`;
  const [rows, [pending]] = await Promise.all([
    listPortalQuoteRows(db, dealershipId, page),
    db
      .select({ pending: count() })
      .from(quotes)
      .where(and(eq(quotes.dealershipId, dealershipId), waiting)),
  ]);
  return { rows, pendingCount: pending?.pending ?? 0 };
}

/**
 * Everything the quote page shows beside the pricing, in one round trip: the quote (with the
 * accessories the client asked for, as they were when asked), the dealership's pricing settings,
 * and, only while the quote waits for the dealer to choose its vehicle, the dealership's available
 * stock to choose from.
 */
export async function loadPortalQuote(db: Database, archive: R2Bucket, dealershipId: string, quoteId: string) {
  const quoteOfDealer = and(eq(quotes.id, quoteId), eq(quotes.dealershipId, dealershipId));
  const [quote, [dealer, stockChoices]] = await Promise.all([
    findDealerQuote(db, archive, dealershipId, quoteId),
    db.batch([
      db
        .select({
          state: dealerships.state,
          deliveryFeeCents: dealerships.deliveryFeeCents,
          standardMarginCents: dealerships.standardMarginCents,
          apiMarginCents: dealerships.apiMarginCents,
          quoteValidityDays: dealerships.quoteValidityDays,
        })
        .from(dealerships)
        .where(eq(dealerships.id, dealershipId)),
      availableStock(
        db,
        dealershipId,
        sql`exists (select 1 from ${quotes} where ${quoteOfDealer} and ${quotes.vehicleId} is null and ${quotes.status} = 'pending')`,
      ),
    ]),
  ]);
  return { quote, dealer: dealer[0] ?? null, stockChoices };
}

export type PortalQuote = Awaited<ReturnType<typeof loadPortalQuote>>;
