import * as z from "zod/mini";
import { AU_STATES } from "../pricing";
import { TENDER_DECLINE_REASONS } from "../domain/tenders/decline";
import { DateTime, Pagination, PaginationQuery, Uuid, UuidOrCompact } from "./common";
import { CreateQuoteCompleted, namesAVehicle, QuoteRequestFields, ValidUntil } from "./quotes";

export const TENDER_MAX_DEALERSHIPS = 20;
export const TENDER_MIN_DEALERSHIPS = 2;

/**
 * A tender: the vehicle and the client fields of a quote request (without accessories, which are
 * each dealership's own), sent to a list of dealerships or to every approved dealership of a state
 * that stocks the vehicle.
 */
export const CreateTenderRequest = z
  .object({
    ...QuoteRequestFields,
    dealershipIds: z.optional(
      z
        .array(UuidOrCompact)
        .check(
          z.minLength(TENDER_MIN_DEALERSHIPS),
          z.maxLength(TENDER_MAX_DEALERSHIPS),
          z.refine((ids) => new Set(ids).size === ids.length, "must not name a dealership twice"),
        ),
    ),
    state: z.optional(z.enum(AU_STATES)),
    /** Refused by name rather than ignored: a client sending it expects accessories it would not get. */
    accessoryIds: z.optional(z.never({ error: "is not part of a tender: accessories are each dealership's own, so ask for them in a single quote" })),
  })
  .check(
    namesAVehicle,
    z.refine((tender) => (tender.dealershipIds === undefined) !== (tender.state === undefined), {
      message: "or 'state' is required, but not both",
      path: ["dealershipIds"],
    }),
  );

export const TenderQuoteStatus = z.enum(["completed", "sent", "pending", "declined"]);
export const TenderDeclineReason = z.enum(TENDER_DECLINE_REASONS);

export const TenderQuote = z.object({
  /** A dealership the tender went to; name, suburb and state are null for an unknown or unapproved one. */
  dealership: z.object({ id: Uuid, name: z.nullable(z.string()), suburb: z.nullable(z.string()), state: z.nullable(z.string()) }),
  quoteId: z.nullable(Uuid),
  /** completed: priced at once (creation answer only); sent: priced; pending: with the dealer; declined: no quote. */
  status: TenderQuoteStatus,
  reason: z.nullable(TenderDeclineReason),
  /** As in a completed quote, once priced. */
  pricing: z.nullable(CreateQuoteCompleted.shape.pricing),
  validUntil: z.nullable(ValidUntil),
  expired: z.boolean(),
});

export const Tender = z.object({
  tenderId: Uuid,
  createdAt: DateTime,
  /** What was asked for: the catalogue vehicle, or the model (and version) text. */
  vehicle: z.object({ globalCarId: z.nullable(Uuid), model: z.string(), version: z.nullable(z.string()) }),
  /** The state whose dealerships were asked, when the tender named a state. */
  state: z.nullable(z.enum(AU_STATES)),
  /** Priced quotes first, cheapest first (ties by when sent), then pending, then declined. */
  quotes: z.array(TenderQuote),
  /** The quoteId of the lowest totalDriveAway among the priced quotes not yet expired, or null. */
  best: z.nullable(Uuid),
});

export const TenderSummary = z.object({
  tenderId: Uuid,
  createdAt: DateTime,
  vehicle: Tender.shape.vehicle,
  state: z.nullable(z.enum(AU_STATES)),
  counts: z.object({ priced: z.int(), pending: z.int(), declined: z.int() }),
  best: z.nullable(Uuid),
  bestTotalDriveAway: z.nullable(z.number()),
});

export const TenderListQuery = PaginationQuery;
export const TenderListResponse = z.object({ tenders: z.array(TenderSummary), pagination: Pagination });

export type CreateTenderRequest = z.output<typeof CreateTenderRequest>;
export type Tender = z.output<typeof Tender>;
export type TenderQuote = z.output<typeof TenderQuote>;
export type TenderSummary = z.output<typeof TenderSummary>;
export type TenderListResponse = z.output<typeof TenderListResponse>;
