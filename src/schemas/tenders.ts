import * as z from "zod/mini";
import { AU_STATES } from "../pricing";
import { ORDER_REFERENCE_MAX, QUOTE_OUTCOMES } from "../domain/quotes/outcome";
import { AWARD_REASON_MAX, AWARDS_MAX } from "../domain/tenders/awards";
import { EXTENSION_REASON_MAX, TENDER_CLOSE_REASONS, TENDER_STATUSES } from "../domain/tenders/closing";
import { TENDER_DECLINE_REASONS } from "../domain/tenders/decline";
import { DateTime, inTheServiceYears, Pagination, PaginationQuery, requiredText, Uuid, UuidOrCompact } from "./common";
import { CreateQuoteCompleted, namesAVehicle, QuoteRequestFields, ValidUntil } from "./quotes";
import { dealershipFields } from "./dealers";
import { type SchemaDescriber } from "./described";
import { pick } from "./fields";

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
    /** When the tender stops taking answers: 1 minute to 30 days from now (72 hours when left out). */
    closesAt: z.optional(z.iso.datetime({ offset: true, error: "must be a date-time with its offset (ISO 8601)" }).check(inTheServiceYears())),
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
  dealership: z.object({ ...pick(dealershipFields, ["id", "name", "suburb", "state"]), name: z.nullable(dealershipFields.name) }),
  quoteId: z.nullable(Uuid),
  /** completed: priced at once (creation answer only); sent: priced; pending: with the dealer; declined: no quote. */
  status: TenderQuoteStatus,
  reason: z.nullable(TenderDeclineReason),
  /** As in a completed quote, once priced. */
  pricing: z.nullable(CreateQuoteCompleted.shape.pricing),
  validUntil: z.nullable(ValidUntil),
  expired: z.boolean(),
  /** What the client decided of this quote (accepted, not chosen, lapsed), if anything. */
  outcome: z.nullable(z.enum(QUOTE_OUTCOMES)),
  /** The dealer's notes with its price; null when none (or not priced). */
  dealerNotes: z.nullable(z.string()),
});

/** One move of a tender's deadline. */
export const TenderExtension = z.object({ at: DateTime, from: DateTime, to: DateTime, reason: z.string() });

/** One quote's share of the award. */
export const TenderAward = z.object({ quoteId: Uuid, dealershipId: Uuid, quantity: z.int(), orderReference: z.nullable(z.string()) });

/** `POST /api/v1/tenders/{id}/extend`: the new deadline and why. */
export const ExtendTenderRequest = z.object({
  closesAt: z.iso.datetime({ offset: true, error: "must be a date-time with its offset (ISO 8601)" }).check(inTheServiceYears()),
  reason: requiredText(EXTENSION_REASON_MAX),
});

/** `POST /api/v1/tenders/{id}/award`: the quotes chosen, each with its quantity and order reference, and why, for the others. */
export const AwardTenderRequest = z.object({
  awards: z
    .array(
      z.object({
        quoteId: UuidOrCompact,
        quantity: z.int().check(z.gte(1), z.lte(1000)),
        orderReference: z.optional(requiredText(ORDER_REFERENCE_MAX)),
      }),
    )
    .check(z.minLength(1), z.maxLength(AWARDS_MAX)),
  reason: z.optional(requiredText(AWARD_REASON_MAX)),
});

/** How far a tender has got, as the tender itself and the list show it. */
const TenderProgress = {
  status: z.enum(TENDER_STATUSES),
  closesAt: DateTime,
  closedAt: z.nullable(DateTime),
  closeReason: z.nullable(z.enum(TENDER_CLOSE_REASONS)),
  awardedQuoteId: z.nullable(Uuid),
};

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
  ...TenderProgress,
  /** How many vehicles the tender asks for: what its award may share out. */
  quantity: z.int(),
  extensions: z.array(TenderExtension),
  awards: z.array(TenderAward),
});

export const TenderSummary = z.object({
  tenderId: Uuid,
  createdAt: DateTime,
  vehicle: Tender.shape.vehicle,
  state: z.nullable(z.enum(AU_STATES)),
  counts: z.object({ priced: z.int(), pending: z.int(), declined: z.int() }),
  best: z.nullable(Uuid),
  bestTotalDriveAway: z.nullable(z.number()),
  ...TenderProgress,
});

export const TenderListQuery = PaginationQuery;
export const TenderListResponse = z.object({ tenders: z.array(TenderSummary), pagination: Pagination });

export type CreateTenderRequest = z.output<typeof CreateTenderRequest>;
export type AwardTenderRequest = z.output<typeof AwardTenderRequest>;
export type Tender = z.output<typeof Tender>;
export type TenderQuote = z.output<typeof TenderQuote>;
export type TenderSummary = z.output<typeof TenderSummary>;
export type TenderListResponse = z.output<typeof TenderListResponse>;

/** Build time only: how the API description names and explains these shapes (see ./described.ts). */
export function describeTenderSchemas(d: SchemaDescriber): void {
  const progress = {
    status: "`open` while it takes answers, `closed` once it has closed, `awarded` once the client accepted one of its quotes (which closes it too).",
    closesAt: "When it closes if nothing closes it first: its `closesAt`, else 72 hours after it was asked.",
    closedAt: "When it closed; null while open.",
    closeReason:
      "Why it closed: `all-answered` (every dealership asked has priced), `deadline` (`closesAt` came) or `awarded` (the client accepted a quote while it was open); null while open. Quotes still pending when it closed lapse.",
    awardedQuoteId: "The quote the client accepted; null until then.",
  };
  d.named(
    CreateTenderRequest,
    "TenderRequest",
    "One request for the same vehicle at several dealerships: those named (2 to 20), or every approved dealership of a state that has the vehicle available (the first 20 by name). The client fields are a quote request's; accessories are each dealership's own and not part of a tender.",
    {
      ...Object.fromEntries(Object.entries(d.fieldsOf("QuoteRequest")).filter(([field]) => field !== "dealershipId" && field !== "accessoryIds")),
      dealershipIds: "The dealerships to ask: 2 to 20 distinct ids. Exactly one of `dealershipIds` and `state`.",
      state: "Ask every approved dealership of this state or territory that has the vehicle available (the first 20 by name). Exactly one of `dealershipIds` and `state`.",
      accessoryIds: "Not accepted (400): accessories are each dealership's own; ask for them in a single quote.",
      closesAt: "When the tender stops taking answers: a date-time from 1 minute to 30 days from now. Left out, 72 hours after it is asked. It closes earlier once every dealership asked has priced, or when you accept one of its quotes.",
      callbackUrl: `An https URL that receives the tender's webhooks (${d.eventNames("tender")}) and each of its quotes' (${d.eventNames("quote")}).`,
    },
    { anyOf: [{ required: ["globalCarId"] }, { required: ["model"] }], oneOf: [{ required: ["dealershipIds"] }, { required: ["state"] }] },
  );
  d.named(TenderQuote, "TenderQuote", "One dealership of a tender: its quote, or why it got none.", {
    dealership: "The dealership asked; name, suburb and state are null for an unknown or unapproved one.",
    quoteId: "Its quote (an ordinary quote: read it with getQuote); null when declined.",
    status: "`completed` (priced: in the creation answer and its replays), `sent` (priced: when the tender is read), `pending` (with the dealer) or `declined`.",
    reason: "Why it was declined: `NO_CREDITS`, `NOT_STOCKED` (the vehicle is not available there; for a model text, nothing matches) or `NOT_FOUND` (unknown or not approved); null otherwise. A declined dealership is not charged.",
    pricing: "As in a completed quote, once priced; null otherwise.",
    validUntil: "Until when the price holds; null while not priced.",
    expired: "True once `validUntil` has passed.",
    outcome: "What became of the quote: `accepted`, `not-chosen` (another quote of the tender was accepted) or `lapsed` (still pending when the tender closed, or when its dealership stopped taking quotes: never priced, its dealership's credit returned), `withdrawn` or `declined` (awarded, then its order withdrawn by the client or declined by the dealership: its quantity may be awarded again among the other priced quotes); null while undecided.",
    dealerNotes: "The dealer's notes to the client with its price (stock on hand, delivery time), as sent; null while not priced or when none.",
  });
  d.named(Tender, "Tender", "A tender and its quotes as they stand: priced first (cheapest first; between equal totals, the one priced first, then the dealership listed first in the request), then pending, then declined.", {
    tenderId: "The tender's id.",
    createdAt: "When it was asked.",
    vehicle: "What was asked for: the catalogue vehicle (`globalCarId`), or the model text.",
    state: "The state whose dealerships were asked, when the tender named one.",
    quotes: "One line per dealership asked.",
    best: "The quoteId of the first priced quote whose price still holds (not `expired`), in the tender's one order: the lowest `totalDriveAway`; between equal totals, the one priced first; then the dealership listed first in the request. Null while there is none. The creation answer, this and the tender list always name the same one.",
    ...progress,
    quantity: "How many vehicles the tender asks for (each of its quotes is for this many): an award shares out at most this many.",
    extensions: "Each move of the deadline (`extendTender`), oldest first; empty when it never moved.",
    awards: "The award (`awardTender`, or `acceptQuote` of one of its quotes, which awards the whole quantity): each awarded quote with its dealership, quantity and order reference, in the order given; empty until awarded.",
  });
  d.named(TenderExtension, "TenderExtension", "One move of a tender's deadline, as every dealership still asked was told it.", {
    at: "When the client moved it.",
    from: "The deadline before.",
    to: "The new deadline.",
    reason: "The client's reason, as the dealerships were told it.",
  });
  d.named(TenderAward, "TenderAward", "One quote's share of a tender's award.", {
    quoteId: "The awarded quote.",
    dealershipId: "Its dealership.",
    quantity: "How many of the tender's vehicles it is awarded.",
    orderReference: "The client's order reference for this share; null when none was given.",
  });
  d.named(ExtendTenderRequest, "ExtendTenderRequest", "A later deadline for an open tender, and why.", {
    closesAt: "The new deadline: a date-time later than the current `closesAt` and at most 30 days after the tender was asked.",
    reason: "Why it moves (1 to 500 characters), e-mailed with the new deadline to every dealership still asked.",
  });
  d.named(AwardTenderRequest, "AwardTenderRequest", "The award of a tender, whole or split by quantity.", {
    awards: "1 to 20 of the tender's priced quotes whose prices still hold, none twice, each with a quantity of at least 1; together at most the tender's `quantity`.",
    reason: "Optional, 1 to 500 characters: why, told to every dealership not chosen (with its rank, never another dealership's name or price).",
  });
  d.named(TenderSummary, "TenderSummary", "A tender in the list.", {
    tenderId: "The tender's id.",
    createdAt: "When it was asked.",
    vehicle: "What was asked for.",
    state: "The state whose dealerships were asked, when the tender named one.",
    counts: "How many dealerships have priced, are pending, declined.",
    best: "The quoteId of the first priced quote whose price still holds, in the tender's own order (as `getTender` names it); null while there is none.",
    bestTotalDriveAway: "That quote's `totalDriveAway`; null with `best`.",
    ...progress,
  });
  d.named(TenderListResponse, "TenderList", "A page of the client's tenders, newest first.", { tenders: "The tenders on this page.", pagination: "Where this page sits." });
}
