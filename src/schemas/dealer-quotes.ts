import * as z from "zod/mini";
import { accessoryFields, accessoryInput } from "./dealer-accessories";
import { Dollars, VehiclePrice } from "./money";
import { DateTime, inTheServiceYears, multiLineText, Pagination, UuidOrCompact } from "./common";
import { QuoteDetail, QuoteListItem, RegistrationDay } from "./quotes";
import { type SchemaDescriber, MONEY, GST_INCLUSIVE, VEHICLE_PRICE_BASIS, elementOf } from "./described";

/** A heavy vehicle's registration as the dealer works it out (the service prices its stamp duty, not its registration). */
export const GovernmentCharges = z.object({ registration: Dollars });

export const CompleteQuoteRequest = z.object({
  globalCarId: z.optional(UuidOrCompact),
  /** Replaces the client's registration date (or sets one): from today in the registration state to 24 months ahead. */
  registrationDate: z.optional(RegistrationDay),
  vehiclePrice: z.optional(VehiclePrice),
  dealerDelivery: z.optional(Dollars),
  accessories: z.optional(z.array(z.object(accessoryInput)).check(z.maxLength(50))),
  dealerNotes: z.optional(multiLineText(2000)),
  /** Only for a heavy vehicle, whose registration is not priced automatically; refused for any other. */
  governmentCharges: z.optional(GovernmentCharges),
  /**
   * Shortens how long this quote's price holds: after now, and no later than the dealership's own
   * validity allows. A date-time, or a day (YYYY-MM-DD: to the end of that day in the dealership's state).
   */
  validUntil: z.optional(
    z.union([z.iso.datetime({ offset: true }), z.iso.date()], { error: "must be a day (YYYY-MM-DD) or a date-time with its offset (ISO 8601)" }).check(inTheServiceYears()),
  ),
});

/**
 * What the dealership sees of a quote: the client's view plus what the client asked for, without
 * the client's callbackUrl (webhook URLs often carry a secret token).
 */
export const DealerQuoteDetail = z.extend(z.omit(QuoteDetail, { callbackUrl: true }), {
  quantity: z.int(),
  closesAt: z.nullable(DateTime),
  postcode: z.nullable(z.string()),
  notes: z.nullable(z.string()),
  /** The accessories the client asked for, as they were when asked (the dealership's list may have changed since), in the order asked. */
  requestedAccessories: z.array(z.object(accessoryFields)),
});

export const DealerQuoteListResponse = z.object({
  quotes: z.array(z.extend(QuoteListItem, { quantity: z.int(), closesAt: z.nullable(DateTime) })),
  pagination: Pagination,
});

export type DealerQuoteDetail = z.output<typeof DealerQuoteDetail>;
export type DealerQuoteListResponse = z.output<typeof DealerQuoteListResponse>;

const CLOSES_AT = "A tender's quote: when the tender stops taking answers (its `closesAt`); a completion after it is refused with 409, whether or not the tender has closed yet. Null for a quote asked of this dealership alone.";

/** Build time only: how the API description names and explains these shapes (see ./described.ts). */
export function describeDealerQuoteSchemas(d: SchemaDescriber): void {
  const { callbackUrl: _, ...quoteDetailFields } = d.fieldsOf("QuoteDetail");
  d.named(elementOf(DealerQuoteListResponse._zod.def.shape.quotes), "DealerQuoteListItem", "A quote as the dealership lists it.", {
    ...d.fieldsOf("QuoteListItem"),
    quantity: "How many vehicles the client asked for.",
    closesAt: CLOSES_AT,
  });
  d.named(DealerQuoteListResponse, "DealerQuoteList", "A page of the dealership's quotes, newest first.", {
    quotes: "The quotes on this page.",
    pagination: "Where this page sits.",
  });
  d.named(DealerQuoteDetail, "DealerQuoteDetail", "One of the dealership's quotes: what the client sees, and what the client asked for (never the client's callbackUrl).", {
    ...quoteDetailFields,
    quantity: "How many vehicles the client asked for.",
    closesAt: CLOSES_AT,
    postcode: "The client's postcode, if given.",
    notes: "The client's notes, if any.",
    requestedAccessories:
      "The accessories the client asked for, as they were when asked (the dealership's list may have changed since), in the order asked: id, name and price (dollars, GST inclusive). Completing without `accessories` prices these.",
  });
  d.named(
    CompleteQuoteRequest,
    "CompleteQuoteRequest",
    "Completes a pending quote. Every field is optional; left out, the lines default to the current stock price plus margin, the delivery fee and the requested accessories. Government charges are always recomputed, except the registration of a heavy vehicle, which the dealer states in `governmentCharges` (its stamp duty is recomputed from the state's heavy-vehicle duty rules).",
    {
      globalCarId: "Chooses the vehicle from the dealership's available stock. Required when the quote was asked for by model text that named no single vehicle; may replace the requested vehicle.",
      registrationDate: "The day the vehicle will be registered (YYYY-MM-DD, from today to 24 months ahead), replacing the client's: its rules price the quote. Required in effect when the client's date has passed.",
      vehiclePrice: `The vehicle's price (${MONEY}, ${VEHICLE_PRICE_BASIS}).`,
      dealerDelivery: `The delivery fee (${MONEY}, ${GST_INCLUSIVE}).`,
      accessories: `The accessory lines, replacing the requested ones (${GST_INCLUSIVE}).`,
      dealerNotes: "A note for the client (several lines allowed).",
      validUntil: "Ends this quote's validity earlier than the dealership's own (after now, no later than sent + the dealership's validity days).",
      governmentCharges:
        "Required for a heavy vehicle (GVM above 4,500 kg, or a truck or bus of unknown GVM: its quote says why), and refused for any other: its registration as the dealership works it out. The stamp duty is not stated: the service prices it from the state's heavy-vehicle duty rules. The quote shows the registration as an estimate the dealership stated.",
    },
  );
  d.named(GovernmentCharges, "GovernmentCharges", "A heavy vehicle's registration, as the dealership works it out. Its stamp duty is priced by the service: a `stampDuty` here (as this object held before) is not read.", {
    registration: `Registration for 12 months, with its insurance and fees (${MONEY}, ${GST_INCLUSIVE} where it applies).`,
  });
}
