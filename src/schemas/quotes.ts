import * as z from "zod/mini";
import { CONFIDENCES, REGISTRATION_USES } from "../pricing";
import { quoteStatuses as QUOTE_STATUSES } from "../domain/quote-status";
import { ORDER_REFERENCE_MAX, QUOTE_OUTCOMES } from "../domain/quotes/outcome";
import { DateTime, emailAddress, inTheServiceYears, multiLineText, optionalText, Pagination, PaginationQuery, requiredText, postcodeText, Uuid, UuidOrCompact, webAddress } from "./common";
import { accessoryFields } from "./dealer-accessories";
import { dealershipFields } from "./dealers";
import { type SchemaDescriber, MONEY, GST_INCLUSIVE, VEHICLE_PRICE_BASIS, elementOf } from "./described";
import { pick } from "./fields";
import { QuoteVehicle } from "./vehicles";

/** The only channel this API creates; dealer-side tools may add others later. */
export const QUOTE_CHANNELS = ["api"] as const;

/**
 * The day the vehicle is to be registered, "YYYY-MM-DD" in the registration state, from today to 24
 * months ahead (the range is checked once the state is known): its duty and registration rules price
 * the quote.
 */
export const RegistrationDay = z.iso.date({ error: "must be a day written YYYY-MM-DD" }).check(inTheServiceYears());

/** The vehicle and client fields of a quote request, which a tender's request shares. */
export const QuoteRequestFields = {
  globalCarId: z.optional(UuidOrCompact),
  model: z.optional(requiredText(200)),
  version: z.optional(requiredText(200)),
  clientName: requiredText(200),
  clientEmail: emailAddress(),
  clientPhone: optionalText(30),
  postcode: z.optional(postcodeText(10)),
  quantity: z._default(z.int().check(z.gte(1), z.lte(1000)), 1),
  registrationUse: z._default(z.enum(REGISTRATION_USES), "business"),
  registrationDate: z.optional(RegistrationDay),
  /** Bought with a manufacturer's fleet discount: TAS charges duty on such a purchase at its own rate. */
  manufacturerFleetDiscount: z._default(z.boolean(), false),
  notes: z.optional(multiLineText(2000)),
  callbackUrl: z.optional(webAddress(500)),
};

/** Spec 2.8's rule: a request names its vehicle by globalCarId or by model text. */
export const namesAVehicle = z.refine<{ globalCarId?: string; model?: string }>((request) => request.globalCarId !== undefined || request.model !== undefined, {
  message: "or 'model' is required",
  path: ["globalCarId"],
});

export const CreateQuoteRequest = z
  .object({
    dealershipId: UuidOrCompact,
    ...QuoteRequestFields,
    accessoryIds: z._default(z.array(UuidOrCompact).check(z.maxLength(50)), []),
  })
  .check(namesAVehicle);

export const IdempotencyHeaders = z.object({
  "idempotency-key": z.optional(z.string().check(z.minLength(1), z.maxLength(255), z.regex(/^[\x20-\x7e]*$/, "must be printable ASCII"))),
});

const Money = z.number();
const AccessoryLine = z.object(pick(accessoryFields, ["name", "price"]));

/**
 * When a government charge's rule took effect and how sure its figure is. Null only on quotes
 * priced before charges were dated.
 */
const ChargeProvenance = {
  effectiveFrom: z.nullable(z.iso.date()),
  effectiveTo: z.nullable(z.iso.date()),
  confidence: z.nullable(z.enum(CONFIDENCES)),
  /** The public pages the figure was read from. */
  sources: z.array(z.string()),
  /** Why this confidence: what the quote lacked (a tare, a list price) or what was not found. */
  note: z.nullable(z.string()),
};

const ChargeLine = z.object({ id: z.string(), label: z.string(), amount: Money, ...ChargeProvenance });

/** The priced breakdown kept with a sent quote; amounts are dollars with at most two decimals. */
export const PricingLineItems = z.object({
  vehiclePrice: Money,
  /** Said of the vehicle line: that its price includes luxury car tax (no amount is added for it). */
  vehiclePriceNote: z.nullable(z.string()),
  dealerDelivery: Money,
  accessories: z.array(AccessoryLine),
  stampDuty: z.object({
    amount: Money,
    state: z.string(),
    schedule: z.string(),
    dutiableValue: Money,
    /** The state's duty class the vehicle's facts put it in; null on quotes priced before classes were named. */
    vehicleClass: z.nullable(z.string()),
    ...ChargeProvenance,
    /** Duty concessions, each a negative amount already inside `amount`. */
    concessions: z.array(ChargeLine),
  }),
  registration: z.object({
    amount: Money,
    state: z.string(),
    /** The state's registration class the vehicle's facts put it in; null on quotes priced before classes were named. */
    vehicleClass: z.nullable(z.string()),
    /** The fees and charges, then any concession or rebate as a negative amount: they add up to `amount`. */
    components: z.array(ChargeLine),
  }),
  /** The day (in the registration state) whose rates priced this quote: the registration date when one was given. */
  ratesAsOf: z.nullable(z.iso.date()),
  /** What the vehicle is registered for (quotes priced before it could be asked show "private": they were priced so). */
  registrationUse: z.enum(REGISTRATION_USES),
  /** The registration date the client or the dealer gave; null = not given (the quote's pricing day was used). */
  registrationDate: z.nullable(z.iso.date()),
  /** Bought with a manufacturer's fleet discount (TAS duty has its own rate for it). */
  manufacturerFleetDiscount: z.boolean(),
  /** True when any government charge is carried forward from an earlier period or an estimate. */
  estimated: z.boolean(),
  registrationState: z.object({
    state: z.string(),
    basis: z.enum(["postcode", "postcode-border-dealer-state", "postcode-border-first-listed", "dealership", "requested"]),
    candidates: z.array(z.string()),
  }),
  quantity: z.int(),
  totalForQuantity: Money,
});

export const QuotePricing = z.object({ totalDriveAway: Money, lineItems: z.nullable(PricingLineItems) });

/** Until when a priced quote's price holds; the quote's status does not change when it passes. */
export const ValidUntil = DateTime;

export const CreateQuoteCompleted = z.object({
  status: z.literal("completed"),
  quoteId: Uuid,
  dealership: z.object(pick(dealershipFields, ["name", "email"])),
  vehicle: QuoteVehicle,
  pricing: z.object({
    dealerDelivery: Money,
    accessories: z.array(AccessoryLine),
    totalDriveAway: Money,
    lineItems: PricingLineItems,
  }),
  createdAt: DateTime,
  validUntil: ValidUntil,
});

export const CreateQuotePending = z.object({
  status: z.literal("pending"),
  quoteId: Uuid,
  message: z.string(),
  createdAt: DateTime,
});

export const CreateQuoteResponse = z.union([CreateQuoteCompleted, CreateQuotePending]);

export const QuoteListQuery = z.extend(PaginationQuery, {
  status: z.optional(z.enum(QUOTE_STATUSES)),
});

/**
 * A quote's fields as answers show them to its client (the list takes some of them, the detail
 * all, each in its own order; the dealer's views add what the client asked for).
 */
const quoteFields = {
  id: Uuid,
  status: z.enum(QUOTE_STATUSES),
  channel: z.enum(QUOTE_CHANNELS),
  dealership: z.object(pick(dealershipFields, ["id", "name", "email", "suburb", "state"])),
  vehicle: z.nullable(QuoteVehicle),
  clientName: z.string(),
  clientEmail: z.nullable(z.string()),
  clientPhone: z.nullable(z.string()),
  registrationUse: z.enum(REGISTRATION_USES),
  registrationDate: z.nullable(z.iso.date()),
  manufacturerFleetDiscount: z.boolean(),
  createdAt: DateTime,
  sentAt: z.nullable(DateTime),
  callbackUrl: z.nullable(z.string()),
  pricing: z.nullable(QuotePricing),
  dealerNotes: z.nullable(z.string()),
  /** Until when the price holds (priced quotes only). */
  validUntil: z.nullable(ValidUntil),
  /** True once validUntil has passed: the dealership may no longer honour the price. */
  expired: z.boolean(),
  /** The tender the quote is part of, if any. */
  tenderId: z.nullable(Uuid),
  /** What the client decided: accepted, not chosen (another quote of its tender was) or lapsed (its tender closed first). */
  outcome: z.nullable(z.enum(QUOTE_OUTCOMES)),
  /** When the client accepted it, and the client's own order reference. */
  acceptedAt: z.nullable(DateTime),
  orderReference: z.nullable(z.string()),
};

export const QuoteListItem = z.object({
  id: quoteFields.id,
  dealership: z.object(pick(dealershipFields, ["id", "name", "suburb", "state"])),
  vehicle: z.nullable(z.object(pick(QuoteVehicle.shape, ["model", "version"]))),
  ...pick(quoteFields, ["clientName", "clientEmail"]),
  ...pick(quoteFields, ["status", "channel"]),
  ...pick(quoteFields, ["createdAt", "sentAt", "validUntil", "expired", "tenderId", "outcome"]),
});

export const QuoteListResponse = z.object({ quotes: z.array(QuoteListItem), pagination: Pagination });

export const QuoteDetail = z.object(quoteFields);

/** The client accepts a priced quote, with its own order reference if it likes. */
export const AcceptQuoteRequest = z.object({ orderReference: z.optional(requiredText(ORDER_REFERENCE_MAX)) });

export type CreateQuoteRequest = z.output<typeof CreateQuoteRequest>;
export type CreateQuoteCompleted = z.output<typeof CreateQuoteCompleted>;
export type CreateQuotePending = z.output<typeof CreateQuotePending>;
export type PricingLineItems = z.output<typeof PricingLineItems>;
export type QuotePricing = z.output<typeof QuotePricing>;
export type QuoteListItem = z.output<typeof QuoteListItem>;
export type QuoteListResponse = z.output<typeof QuoteListResponse>;
export type QuoteDetail = z.output<typeof QuoteDetail>;

/** Build time only: how the API description names and explains these shapes (see ./described.ts). */
export function describeQuoteSchemas(d: SchemaDescriber): void {
  d.named(
    CreateQuoteRequest,
    "QuoteRequest",
    "A request for a drive-away quote. Name the vehicle with `globalCarId`, or with `model` (and optionally `version`) text: at least one of the two is required.",
    {
      dealershipId: "The dealership to ask.",
      globalCarId: "The vehicle (the `globalCarId` of an inventory item, or the `id` of a search result). More precise than `model`.",
      model: "Model text instead of `globalCarId`. Text matching exactly one of the dealership's available vehicles is taken as that vehicle; otherwise the quote waits for the dealer to choose.",
      version: "Variant text, used with `model`.",
      clientName: "The person the quote is for.",
      clientEmail: "Where the priced quote is e-mailed.",
      clientPhone: "A phone number, as written.",
      postcode: "The client's postcode: decides the state whose registration charges and stamp duty apply. Without it, the dealership's state.",
      quantity: "How many vehicles.",
      registrationUse: "What the vehicle will be registered for: `business` (the default, as fleet cars are) or `private`. Some states charge business use more (NSW motor vehicle tax, QLD registration) and some concessions are for private vehicles only.",
      registrationDate: "The day (YYYY-MM-DD, in the registration state) the vehicle is expected to be registered, from today to 24 months ahead: the duty and registration rules in force that day price the quote. Without it, the day the quote is priced.",
      manufacturerFleetDiscount: "True when the vehicles are bought with a manufacturer's fleet discount: TAS charges duty on such a purchase at its own (lower) rate. Other states' duty is the same either way.",
      accessoryIds: "Dealer accessories to include.",
      notes: "Anything the dealer should know (several lines allowed).",
      callbackUrl: "An https URL that receives the completion webhook (a `QuoteCompletedEvent`) when the dealer completes a pending quote.",
    },
    { anyOf: [{ required: ["globalCarId"] }, { required: ["model"] }] },
  );
  const lineItemsOf = PricingLineItems._zod.def.shape;
  d.named(elementOf(lineItemsOf.registration._zod.def.shape.components), "ChargeLine", "One government charge, with when its rule took effect and how sure its figure is.", {
    id: "Stable identifier of the charge.",
    label: "What the charge is, in words.",
    amount: `The amount (${MONEY}); a concession or rebate is negative.`,
    effectiveFrom: "First day of the rule used; null on quotes priced before charges were dated.",
    effectiveTo: "Last day of the rule used, when it has one.",
    confidence:
      "How sure the figure is: `official` (at least one official source), `corroborated` (two named public sources agree), `carried-forward` (an earlier period's figure, nothing newer confirmed) or `estimate`; null on quotes priced before charges were dated.",
    sources: "The public pages the figure was read on (an estimate may have none: its note says why).",
    note: "Why this confidence: what the quote lacked (the vehicle's tare, its list price, the business-use figure) or what was not found; null when there is nothing to say.",
  });
  d.named(PricingLineItems, "PricingLineItems", `The priced breakdown of a quote. Amounts are ${MONEY}; dealer-side amounts are ${GST_INCLUSIVE}.`, {
    vehiclePrice: `The vehicle's price including the dealer's margin (${VEHICLE_PRICE_BASIS}).`,
    vehiclePriceNote: "Said of the vehicle line, e.g. that its value is above the luxury car tax threshold in force, so its price includes LCT (no amount is added for it); null when there is nothing to say.",
    dealerDelivery: `The dealer's delivery fee (${GST_INCLUSIVE}).`,
    accessories: `The accessories included (${GST_INCLUSIVE}).`,
    stampDuty:
      "Stamp duty (motor vehicle duty) of the registration state, on the state's dutiable value (QLD and WA: at least the list price, whatever the fleet discount; SA: the list price alone, where it is known); concessions are already inside `amount`.",
    registration:
      "12-month registration of the registration state for the vehicle's use, tare, cylinders, GVM or emissions as the state sets them; the components add up to `amount`. A heavy vehicle's (GVM above 4,500 kg, or a truck or bus of unknown GVM) is not priced: an estimate shows one line of 0, `registration_left_to_dealer`, saying so, and a quote the registration the dealership stated.",
    ratesAsOf: "The day (in the registration state) whose rates priced the quote: the registration date when one was given.",
    registrationUse: "What the vehicle is registered for (quotes priced before it could be asked show `private`: they were priced so).",
    registrationDate: "The registration date the client (or the completing dealer) gave; null when none was given.",
    manufacturerFleetDiscount: "Priced as bought with a manufacturer's fleet discount (TAS duty's own rate); false on quotes priced before it could be asked.",
    estimated: "True when any government charge is carried forward from an earlier period or is an estimate.",
    registrationState: "Which state's charges apply, and why.",
    quantity: "How many vehicles.",
    totalForQuantity: "The drive-away price times the quantity.",
  });
  d.named(QuotePricing, "Pricing", `The drive-away price of a sent quote (${MONEY}).`, {
    totalDriveAway: "Drive-away price of one vehicle.",
    lineItems: "The breakdown; null only on quotes stored before breakdowns were kept.",
  });
  d.named(CreateQuoteCompleted, "QuoteCompleted", "Answered at once by an auto-responding dealership: the quote is stored as `sent` and e-mailed to the client.", {
    status: "Always `completed` in this variant.",
    quoteId: "The new quote's id.",
    dealership: "The dealership that priced it.",
    vehicle: "The vehicle priced.",
    pricing: `The price (${MONEY}): delivery, accessories, drive-away total and the full breakdown.`,
    createdAt: "When the quote was created.",
    validUntil: "Until when the price holds: when it was sent plus the dealership's validity (14 days unless the dealership has another).",
  });
  d.named(CreateQuotePending, "QuotePending", "Waiting for the dealership: it reviews the request, and a completion webhook follows when it completes it (if `callbackUrl` was given).", {
    status: "Always `pending` in this variant.",
    quoteId: "The new quote's id.",
    message: "Says the dealership will review the request and respond.",
    createdAt: "When the quote was created.",
  });
  d.named(CreateQuoteResponse, "QuoteCreated", "The creation response: `completed` with the price, or `pending`; tell them apart by `status`.");
  const quoteDetailFields = {
    id: "The quote's id.",
    status: "`pending` until the dealer completes it, then `sent`.",
    channel: "How the quote was asked for (`api`).",
    dealership: "The dealership asked.",
    vehicle: "The vehicle, or the model text asked for (without an image) while the dealer has still to choose one.",
    clientName: "The person the quote is for.",
    clientEmail: "The client's e-mail address.",
    clientPhone: "The client's phone number, if given.",
    registrationUse: "What the vehicle will be registered for.",
    registrationDate: "The day the vehicle is expected to be registered (the client's, or the dealer's when completing); null when none was given.",
    manufacturerFleetDiscount: "Whether the client buys with a manufacturer's fleet discount (TAS charges duty on such a purchase at its own rate).",
    createdAt: "When the quote was created.",
    sentAt: "When the priced quote was sent; null while pending.",
    pricing: "The price once the quote is sent; null while pending.",
    dealerNotes: "What the dealer wrote when completing the quote.",
    validUntil: "Until when the price holds; null while pending.",
    expired: "True once `validUntil` has passed: the dealership need not honour the price any more. The status stays `sent`.",
    tenderId: "The tender the quote is part of; null for a quote asked of one dealership.",
    outcome: "What the client decided: `accepted` (acceptQuote), `not-chosen` (another quote of its tender was accepted) or `lapsed` (still pending when its tender closed, or when its dealership stopped taking quotes: the dealer can no longer complete it, and its credit was returned), `withdrawn` (accepted, then its order withdrawn by the client) or `declined` (accepted, then its order declined by the dealership); null while undecided.",
    acceptedAt: "When the client accepted it; null unless accepted.",
    orderReference: "The client's own reference for the order, given when accepting; null when none was given.",
  };
  d.named(QuoteListItem, "QuoteListItem", "A quote as listed.", {
    ...pick(quoteDetailFields, ["id", "dealership", "clientName", "clientEmail", "status", "channel", "createdAt", "sentAt", "validUntil", "expired", "tenderId", "outcome"]),
    vehicle: "The vehicle, or the model text asked for while the dealer has still to choose one; null if neither is known.",
  });
  d.named(QuoteListResponse, "QuoteList", "A page of quotes, newest first.", {
    quotes: "The quotes on this page.",
    pagination: "Where this page sits.",
  });
  d.named(QuoteDetail, "QuoteDetail", "One of the caller's quotes.", { ...quoteDetailFields, callbackUrl: "Where the completion webhook goes, if anywhere." });
  d.named(AcceptQuoteRequest, "AcceptQuoteRequest", "Accepting a priced quote.", {
    orderReference: "Your own reference for the order (a purchase order number, say): 1 to 100 characters, shown to the dealership.",
  });
}
