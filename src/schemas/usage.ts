import * as z from "zod/mini";
import { USAGE_MAX_DAYS, USAGE_TIME_ZONE } from "../domain/usage-period";
import { CalendarDay, DateTime, Uuid, UuidOrCompact } from "./common";
import { type SchemaDescriber } from "./described";

export const UsageQuery = z.object({
  from: CalendarDay,
  to: CalendarDay,
  dealershipId: z.optional(UuidOrCompact),
  clientId: z.optional(UuidOrCompact),
});

export const TimeToPrice = z.object({ medianSeconds: z.int(), p90Seconds: z.int() });

export const DealershipUsage = z.object({
  dealershipId: Uuid,
  name: z.string(),
  quotesReceived: z.int(),
  pricedAtOnce: z.int(),
  completedByDealer: z.int(),
  pending: z.int(),
  lapsed: z.int(),
  accepted: z.int(),
  creditsSpent: z.int(),
  creditsReturned: z.int(),
  timeToPrice: z.nullable(TimeToPrice),
});

export const ClientUsage = z.object({
  clientId: Uuid,
  companyName: z.string(),
  quotes: z.int(),
  tenders: z.int(),
  estimates: z.nullable(z.int()),
  acceptedQuotes: z.int(),
});

export const UsageReport = z.object({
  period: z.object({ from: z.string(), to: z.string(), days: z.int(), timeZone: z.literal(USAGE_TIME_ZONE), start: DateTime, end: DateTime }),
  dealerships: z.array(DealershipUsage),
  clients: z.array(ClientUsage),
});

export type UsageReport = z.output<typeof UsageReport>;

/** Build time only: how the API description names and explains these shapes (see ./described.ts). */
export function describeUsageSchemas(d: SchemaDescriber): void {
  d.named(TimeToPrice, "TimeToPrice", "How long the dealer took to price the quotes it completed by hand: from the request to the price, nearest rank.", {
    medianSeconds: "Half of them were priced within this many seconds (the ceil(n/2)-th shortest time).",
    p90Seconds: "Nine in ten were priced within this many seconds (the ceil(9n/10)-th shortest time).",
  });
  d.named(
    DealershipUsage,
    "DealershipUsage",
    "A dealership's figures for the period. The quote figures are of the quotes it received in the period, whatever became of them since, so that quotesReceived = pricedAtOnce + completedByDealer + pending + lapsed; the credit figures are of its statement's entries dated in the period.",
    {
      dealershipId: "The dealership.",
      name: "Its name.",
      quotesReceived: "Quotes asked of it in the period (tenders' included).",
      pricedAtOnce: "Of those, priced at once (auto-respond).",
      completedByDealer: "Of those, completed by its dealers (API or portal).",
      pending: "Of those, still waiting for its dealer now.",
      lapsed: "Of those, lapsed unanswered when their tender closed or the dealership was unapproved (their credit returned).",
      accepted: "Of those, accepted by the FMO.",
      creditsSpent: "Credits its statement spent on quotes in the period.",
      creditsReturned: "Credits its statement got back in the period.",
      timeToPrice: "For the quotes of the period its dealers completed; null when they completed none.",
    },
  );
  d.named(ClientUsage, "ClientUsage", "An FMO's figures for the period.", {
    clientId: "The FMO.",
    companyName: "Its name.",
    quotes: "Quotes it asked for in the period (a tender's quotes included).",
    tenders: "Tenders it sent in the period.",
    estimates: "Drive-away estimates it asked for on the period's days; null with `dealershipId` (an estimate asks no dealership).",
    acceptedQuotes: "Of its quotes of the period, those it accepted.",
  });
  d.named(UsageReport, "UsageReport", `What dealerships and FMOs did in a period of calendar days in ${USAGE_TIME_ZONE} (at most ${USAGE_MAX_DAYS}).`, {
    period: `The period: its first and last day (both included), how many days, the time zone, and the instants it runs between (midnight in ${USAGE_TIME_ZONE}).`,
    dealerships: "Every dealership with a quote or a credit spent or returned in the period (with `dealershipId`, that one, even with nothing), most quotes first.",
    clients: "Every FMO with a quote, tender or estimate in the period (with `clientId`, that one, even with nothing), most quotes first.",
  });
}
