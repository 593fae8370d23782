import * as z from "zod/mini";
import { CONFIDENCES, REGISTRATION_USES } from "../pricing";
import { quoteStatuses as QUOTE_STATUSES } from "../domain/quote-status";
import { DateTime, emailAddress, multiLineText, optionalText, Pagination, PaginationQuery, requiredText, postcodeText, Uuid, UuidOrCompact, webAddress } from "./common";

/** The only channel this API creates; dealer-side tools may add others later. */
export const QUOTE_CHANNELS = ["api"] as const;

/**
 * The day the vehicle is to be registered, "YYYY-MM-DD" in the registration state, from today to 24
 * months ahead (the range is checked once the state is known): its duty and registration rules price
 * the quote.
 */
export const RegistrationDay = z.iso.date({ error: "must be a day written YYYY-MM-DD" });

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
const AccessoryLine = z.object({ name: z.string(), price: Money });

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
    ...ChargeProvenance,
    /** Duty concessions, each a negative amount already inside `amount`. */
    concessions: z.array(ChargeLine),
  }),
  registration: z.object({
    amount: Money,
    state: z.string(),
    /** The fees and charges, then any concession or rebate as a negative amount: they add up to `amount`. */
    components: z.array(ChargeLine),
  }),
  /** The day (in the registration state) whose rates priced this quote: the registration date when one was given. */
  ratesAsOf: z.nullable(z.iso.date()),
  /** What the vehicle is registered for (quotes priced before it could be asked show "private": they were priced so). */
  registrationUse: z.enum(REGISTRATION_USES),
  /** The registration date the client or the dealer gave; null = not given (the quote's pricing day was used). */
  registrationDate: z.nullable(z.iso.date()),
  /** True when any government charge is carried forward from an earlier period or an estimate. */
  estimated: z.boolean(),
  registrationState: z.object({
    state: z.string(),
    basis: z.enum(["postcode", "postcode-border-dealer-state", "postcode-border-first-listed", "dealership"]),
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
  dealership: z.object({ name: z.string(), email: z.nullable(z.string()) }),
  vehicle: z.object({ model: z.string(), version: z.string(), imageUrl: z.nullable(z.string()) }),
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

export const QuoteListItem = z.object({
  id: Uuid,
  dealership: z.object({ id: Uuid, name: z.string(), suburb: z.nullable(z.string()), state: z.nullable(z.string()) }),
  vehicle: z.nullable(z.object({ model: z.string(), version: z.string() })),
  clientName: z.string(),
  clientEmail: z.nullable(z.string()),
  status: z.enum(QUOTE_STATUSES),
  channel: z.enum(QUOTE_CHANNELS),
  createdAt: DateTime,
  sentAt: z.nullable(DateTime),
  /** Until when the price holds (priced quotes only). */
  validUntil: z.nullable(ValidUntil),
  /** True once validUntil has passed: the dealership may no longer honour the price. */
  expired: z.boolean(),
  /** The tender the quote is part of, if any. */
  tenderId: z.nullable(Uuid),
});

export const QuoteListResponse = z.object({ quotes: z.array(QuoteListItem), pagination: Pagination });

export const QuoteDetail = z.object({
  id: Uuid,
  status: z.enum(QUOTE_STATUSES),
  channel: z.enum(QUOTE_CHANNELS),
  dealership: z.object({
    id: Uuid,
    name: z.string(),
    email: z.nullable(z.string()),
    suburb: z.nullable(z.string()),
    state: z.nullable(z.string()),
  }),
  vehicle: z.nullable(z.object({ model: z.string(), version: z.string(), imageUrl: z.nullable(z.string()) })),
  clientName: z.string(),
  clientEmail: z.nullable(z.string()),
  clientPhone: z.nullable(z.string()),
  registrationUse: z.enum(REGISTRATION_USES),
  registrationDate: z.nullable(z.iso.date()),
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
});

export type CreateQuoteRequest = z.output<typeof CreateQuoteRequest>;
export type CreateQuoteCompleted = z.output<typeof CreateQuoteCompleted>;
export type CreateQuotePending = z.output<typeof CreateQuotePending>;
export type PricingLineItems = z.output<typeof PricingLineItems>;
export type QuotePricing = z.output<typeof QuotePricing>;
export type QuoteListItem = z.output<typeof QuoteListItem>;
export type QuoteListResponse = z.output<typeof QuoteListResponse>;
export type QuoteDetail = z.output<typeof QuoteDetail>;
