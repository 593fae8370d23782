import * as z from "zod/mini";
import { Dollars, VehiclePrice } from "./admin";
import { DateTime, multiLineText, Pagination, requiredText, Uuid, UuidOrCompact } from "./common";
import { PricingLineItems, QuoteDetail, QuoteListItem, RegistrationDay, ValidUntil } from "./quotes";

export const CompleteQuoteRequest = z.object({
  globalCarId: z.optional(UuidOrCompact),
  /** Replaces the client's registration date (or sets one): from today in the registration state to 24 months ahead. */
  registrationDate: z.optional(RegistrationDay),
  vehiclePrice: z.optional(VehiclePrice),
  dealerDelivery: z.optional(Dollars),
  accessories: z.optional(z.array(z.object({ name: requiredText(200), price: Dollars })).check(z.maxLength(50))),
  dealerNotes: z.optional(multiLineText(2000)),
  /**
   * Shortens how long this quote's price holds: after now, and no later than the dealership's own
   * validity allows. A date-time, or a day (YYYY-MM-DD: to the end of that day in the dealership's state).
   */
  validUntil: z.optional(
    z.union([z.iso.datetime({ offset: true }), z.iso.date()], { error: "must be a day (YYYY-MM-DD) or a date-time with its offset (ISO 8601)" }),
  ),
});

/**
 * What the dealership sees of a quote: the client's view plus what the client asked for, without
 * the client's callbackUrl (webhook URLs often carry a secret token).
 */
export const DealerQuoteDetail = z.extend(z.omit(QuoteDetail, { callbackUrl: true }), {
  quantity: z.int(),
  postcode: z.nullable(z.string()),
  notes: z.nullable(z.string()),
  /** The accessories the client asked for, as they were when asked (the dealership's list may have changed since), in the order asked. */
  requestedAccessories: z.array(z.object({ id: Uuid, name: z.string(), price: z.number() })),
});

export const DealerQuoteListResponse = z.object({
  quotes: z.array(z.extend(QuoteListItem, { quantity: z.int() })),
  pagination: Pagination,
});

/** Spec section 6: the body of a `quote.completed` webhook. */
export const QuoteCompletedEvent = z.object({
  event: z.literal("quote.completed"),
  quoteId: Uuid,
  status: z.literal("sent"),
  dealership: z.object({ name: z.string(), email: z.string() }),
  vehicle: z.object({ model: z.string(), version: z.string(), imageUrl: z.nullable(z.string()) }),
  pricing: z.object({ totalDriveAway: z.number(), lineItems: PricingLineItems }),
  clientName: z.string(),
  clientEmail: z.string(),
  sentAt: DateTime,
  /** Until when the price holds. */
  validUntil: ValidUntil,
  /** The tender the quote is part of; null for a quote asked of one dealership. */
  tenderId: z.nullable(Uuid),
});

export type DealerQuoteDetail = z.output<typeof DealerQuoteDetail>;
export type DealerQuoteListResponse = z.output<typeof DealerQuoteListResponse>;
export type QuoteCompletedEvent = z.output<typeof QuoteCompletedEvent>;
