// Every webhook event the service sends: its name, what it is about (a quote or a tender) and the
// schema of its body, and (build time only) how the API description presents it. Signing, delivery
// records (each records its event), the delivery log, redelivery, the OpenAPI `webhooks` and every
// description that names the events read this list; a new event is an entry here plus the code that
// emits it (a write batch's `webhooks`), and its example in src/examples/webhooks.ts (which the
// compiler asks for).

import * as z from "zod/mini";
import { DateTime, Uuid } from "./common";
import { MONEY, type SchemaDescriber } from "./described";
import { PricingLineItems, ValidUntil } from "./quotes";
import { Order } from "./orders";
import { TenderAward, TenderExtension, TenderQuote } from "./tenders";
import { QuoteVehicle } from "./vehicles";
import { TENDER_CLOSE_REASONS } from "../domain/tenders/closing";

/** Spec section 6: a dealer completed a pending quote that was created with a callbackUrl. */
export const QUOTE_COMPLETED = "quote.completed" as const;

export const QuoteCompletedEvent = z.object({
  event: z.literal(QUOTE_COMPLETED),
  quoteId: Uuid,
  status: z.literal("sent"),
  dealership: z.object({ name: z.string(), email: z.string() }),
  vehicle: QuoteVehicle,
  pricing: z.object({ totalDriveAway: z.number(), lineItems: PricingLineItems }),
  clientName: z.string(),
  clientEmail: z.string(),
  sentAt: DateTime,
  /** Until when the price holds. */
  validUntil: ValidUntil,
  /** The tender the quote is part of; null for a quote asked of one dealership. */
  tenderId: z.nullable(Uuid),
  /** The dealer's notes with its price, as written; null when none. */
  dealerNotes: z.nullable(z.string()),
});
export type QuoteCompletedEvent = z.output<typeof QuoteCompletedEvent>;

/** An extension: a tender closed (every dealership answered, its closesAt came, or a quote was accepted). */
export const TENDER_CLOSED = "tender.closed" as const;

export const TenderClosedEvent = z.object({
  type: z.literal(TENDER_CLOSED),
  data: z.object({
    tenderId: Uuid,
    closedAt: DateTime,
    closeReason: z.enum(TENDER_CLOSE_REASONS),
    /** As in the tender: the cheapest priced quote whose price still holds. */
    best: z.nullable(Uuid),
    /** Ranked as the tender itself ranks them. */
    quotes: z.array(TenderQuote),
    /** Each move of its deadline before it closed, oldest first. */
    extensions: z.array(TenderExtension),
  }),
});
export type TenderClosedEvent = z.output<typeof TenderClosedEvent>;

/** An extension: the client awarded a tender, whole or split by quantity. */
export const TENDER_AWARDED = "tender.awarded" as const;

export const TenderAwardedEvent = z.object({
  type: z.literal(TENDER_AWARDED),
  data: z.object({
    tenderId: Uuid,
    awardedAt: DateTime,
    /** How many vehicles the tender asked for. */
    quantity: z.int(),
    awards: z.array(TenderAward),
    /** The client's reason, as the dealerships not chosen were told it; null when none. */
    reason: z.nullable(z.string()),
    /** Ranked as the tender itself ranks them, each with its outcome. */
    quotes: z.array(TenderQuote),
  }),
});
export type TenderAwardedEvent = z.output<typeof TenderAwardedEvent>;

/** An extension: a pending quote lapsed unanswered, its dealership no longer taking quotes (unapproved by the operator). */
export const QUOTE_LAPSED = "quote.lapsed" as const;

/** Why a quote lapsed outside a tender's close: its dealership stopped taking quotes on the service. */
export const QUOTE_LAPSE_REASONS = ["dealership-unapproved"] as const;

export const QuoteLapsedEvent = z.object({
  type: z.literal(QUOTE_LAPSED),
  data: z.object({
    quoteId: Uuid,
    /** The tender the quote is part of; null for a quote asked of one dealership. */
    tenderId: z.nullable(Uuid),
    lapsedAt: DateTime,
    reason: z.enum(QUOTE_LAPSE_REASONS),
    dealership: z.object({ id: Uuid, name: z.string() }),
    clientName: z.string(),
    clientEmail: z.string(),
  }),
});
export type QuoteLapsedEvent = z.output<typeof QuoteLapsedEvent>;

/**
 * An extension: each step the dealership takes on an order (src/domain/orders/order-status.ts),
 * sent to the callbackUrl of the order's quote (a tender's quotes carry the tender's). The body is
 * the order as the step left it; `order.invoiced`'s holds the invoice and its variances.
 */
export const ORDER_ACKNOWLEDGED = "order.acknowledged" as const;
export const ORDER_DECLINED = "order.declined" as const;
export const ORDER_ETA_CHANGED = "order.eta_changed" as const;
export const ORDER_DELIVERED = "order.delivered" as const;
export const ORDER_INVOICED = "order.invoiced" as const;

export const ORDER_EVENT_NAMES = [ORDER_ACKNOWLEDGED, ORDER_DECLINED, ORDER_ETA_CHANGED, ORDER_DELIVERED, ORDER_INVOICED] as const;
export type OrderEventName = (typeof ORDER_EVENT_NAMES)[number];

export const OrderEvent = z.object({ type: z.enum(ORDER_EVENT_NAMES), data: Order });
export type OrderEvent = z.output<typeof OrderEvent>;

/** The events, in the order the API description lists them, each with what it is about. */
export const webhookEvents = [
  { name: QUOTE_COMPLETED, about: "quote", payload: QuoteCompletedEvent },
  { name: TENDER_CLOSED, about: "tender", payload: TenderClosedEvent },
  { name: QUOTE_LAPSED, about: "quote", payload: QuoteLapsedEvent },
  { name: TENDER_AWARDED, about: "tender", payload: TenderAwardedEvent },
  { name: ORDER_ACKNOWLEDGED, about: "quote", payload: OrderEvent },
  { name: ORDER_DECLINED, about: "quote", payload: OrderEvent },
  { name: ORDER_ETA_CHANGED, about: "quote", payload: OrderEvent },
  { name: ORDER_DELIVERED, about: "quote", payload: OrderEvent },
  { name: ORDER_INVOICED, about: "quote", payload: OrderEvent },
] as const;

export type WebhookEventName = (typeof webhookEvents)[number]["name"];
export const WEBHOOK_EVENT_NAMES = webhookEvents.map((event) => event.name) as [WebhookEventName, ...WebhookEventName[]];

/** Build time only: the events (those about a quote, or a tender) as a description names them: `quote.completed` and `tender.closed`. */
export function eventNames(about?: "quote" | "tender"): string {
  const names = webhookEvents.filter((event) => about === undefined || event.about === about).map((event) => `\`${event.name}\``);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
}

/** Build time only: how the API description presents each event (its `webhooks` entry). */
export function describeWebhookEvents(): Record<WebhookEventName, { operationId: string; summary: string; description: string }> {
  return {
    [QUOTE_COMPLETED]: {
      operationId: "quoteCompleted",
      summary: "A dealer completed a pending quote",
      description:
        "Sent when a dealer completes a pending quote that was created with a `callbackUrl`: a POST of the `QuoteCompletedEvent` JSON body to that URL. Quotes priced at once (status `completed` in the creation response) send none: their price is in that response.",
    },
    [TENDER_CLOSED]: {
      operationId: "tenderClosed",
      summary: "A tender closed",
      description:
        "An extension. Sent to a tender's `callbackUrl` once, when it closes: as soon as every dealership asked has priced (`all-answered`), at its `closesAt` (`deadline`, within 5 seconds, whether or not any request arrives) or when the client accepts one of its quotes while it is open (`awarded`). A POST of the `TenderClosedEvent` JSON body: the quotes ranked as `getTender` ranks them, as they stood at the close. Quotes still pending at the close have lapsed (`outcome: lapsed`): their dealers can no longer complete them and their credits went back. Its deliveries are listed by `listTenderWebhookDeliveries` and redelivered by `redeliverTenderWebhook`.",
    },
    [QUOTE_LAPSED]: {
      operationId: "quoteLapsed",
      summary: "A pending quote lapsed: its dealership stopped taking quotes",
      description:
        "An extension. Sent to a quote's `callbackUrl` (a tender's quotes carry the tender's) once, when the quote lapses while still pending because its dealership no longer takes quotes on the service (the operator unapproved it): its dealer can no longer complete it, its `outcome` is `lapsed`, and the dealership's credit went back. A POST of the `QuoteLapsedEvent` JSON body, signed, retried and logged as every delivery is; listed by `listWebhookDeliveries` and redelivered by `redeliverWebhook`. A tender counts the quote answered, and closes if every quote of it is (its `tender.closed` follows). Ask another dealership for the vehicle.",
    },
    [TENDER_AWARDED]: {
      operationId: "tenderAwarded",
      summary: "A tender was awarded",
      description:
        "An extension. Sent to a tender's `callbackUrl` once, when the client awards it: with `awardTender` (whole or split by quantity) or by accepting one of its quotes with `acceptQuote` (the whole quantity). A POST of the `TenderAwardedEvent` JSON body: the awards (quote, dealership, quantity, order reference), the client's reason, and the quotes ranked as `getTender` ranks them with their outcomes. An award of an open tender closes it too: its `tender.closed` (`closeReason: awarded`) is sent beside this one. Signed, retried and logged as every delivery is; listed by `listTenderWebhookDeliveries` and redelivered by `redeliverTenderWebhook`.",
    },
    ...orderEventTexts(),
  };
}

/** Build time only: the order events' entries, each telling which step sends it. */
function orderEventTexts() {
  const common =
    "An extension. Sent to the `callbackUrl` of the order's accepted quote (a tender's quotes carry the tender's): a POST of the `OrderEvent` JSON body, the order as the step left it. Signed, retried and logged as every delivery is; listed with the quote's deliveries by `listWebhookDeliveries` and redelivered by `redeliverWebhook`.";
  const entry = (operationId: string, summary: string, when: string) => ({ operationId, summary, description: `${when} ${common}` });
  return {
    [ORDER_ACKNOWLEDGED]: entry("orderAcknowledged", "The dealership acknowledged an order", "Sent when the dealership acknowledges the order (`acknowledgeDealerOrder`), with its expected delivery day."),
    [ORDER_DECLINED]: entry("orderDeclined", "The dealership declined an order", "Sent when the dealership declines the order (`declineDealerOrder`), with its reason."),
    [ORDER_ETA_CHANGED]: entry("orderEtaChanged", "An order's expected delivery day changed", "Sent each time the dealership changes the expected delivery day (`changeDealerOrderEta`): `etaHistory` holds every day given and why."),
    [ORDER_DELIVERED]: entry("orderDelivered", "An order was delivered", "Sent when the dealership records the delivery (`deliverDealerOrder`): the day, VIN, registration plate and odometer."),
    [ORDER_INVOICED]: entry("orderInvoiced", "An order was invoiced", "Sent when the dealership invoices the order (`invoiceDealerOrder`): the invoice, its lines matched to the quote's by kind, and `variances` naming every kind whose totals differ."),
  } satisfies Record<OrderEventName, { operationId: string; summary: string; description: string }>;
}

/** Build time only: how the API description names and explains the event bodies (see ./described.ts). */
export function describeWebhookEventSchemas(d: SchemaDescriber): void {
  d.named(QuoteCompletedEvent, "QuoteCompletedEvent", `The body of the \`${QUOTE_COMPLETED}\` webhook.`, {
    event: `Always \`${QUOTE_COMPLETED}\`.`,
    quoteId: "The quote completed.",
    status: "Always `sent`.",
    dealership: "The dealership that completed it.",
    vehicle: "The vehicle priced.",
    pricing: `The drive-away price and its breakdown (${MONEY}).`,
    clientName: "The person the quote is for.",
    clientEmail: "The client's e-mail address.",
    sentAt: "When the dealer completed the quote.",
    validUntil: "Until when the price holds.",
    tenderId: "The tender the quote is part of; null for a quote asked of one dealership.",
    dealerNotes: "The dealer's notes with its price (stock, delivery time, conditions), as written; null when none.",
  });
  d.named(TenderAwardedEvent, "TenderAwardedEvent", `The body of the \`${TENDER_AWARDED}\` webhook.`, {
    type: `Always \`${TENDER_AWARDED}\`.`,
    data: "The tender as it was awarded.",
  });
  d.named(TenderAwardedEvent.shape.data, "TenderAwardedData", "A tender as it was awarded.", {
    tenderId: "The tender.",
    awardedAt: "When it was awarded.",
    quantity: "How many vehicles the tender asked for.",
    awards: "Each awarded quote with its dealership, quantity and order reference, in the order the client gave them.",
    reason: "The client's reason, as the dealerships not chosen were told it; null when none was given.",
    quotes: "One line per dealership asked, ranked as `getTender` ranks them, each with its `outcome`.",
  });
  d.named(TenderClosedEvent, "TenderClosedEvent", `The body of the \`${TENDER_CLOSED}\` webhook.`, {
    type: `Always \`${TENDER_CLOSED}\`.`,
    data: "The tender as it closed.",
  });
  d.named(QuoteLapsedEvent, "QuoteLapsedEvent", `The body of the \`${QUOTE_LAPSED}\` webhook.`, {
    type: `Always \`${QUOTE_LAPSED}\`.`,
    data: "The quote that lapsed, and why.",
  });
  d.named(QuoteLapsedEvent.shape.data, "QuoteLapsedData", "A quote that lapsed unanswered.", {
    quoteId: "The quote.",
    tenderId: "The tender the quote is part of; null for a quote asked of one dealership.",
    lapsedAt: "When it lapsed (its `outcomeAt`).",
    reason: "`dealership-unapproved`: the dealership no longer takes quotes on the service.",
    dealership: "The dealership that was asked.",
    clientName: "The person the quote was for.",
    clientEmail: "The client's e-mail address.",
  });
  d.named(OrderEvent, "OrderEvent", "The body of every `order.*` webhook.", {
    type: "Which step: `order.acknowledged`, `order.declined`, `order.eta_changed`, `order.delivered` or `order.invoiced`.",
    data: "The order as the step left it.",
  });
  d.named(TenderClosedEvent.shape.data, "TenderClosedData", "A tender as it closed.", {
    tenderId: "The tender.",
    closedAt: "When it closed.",
    closeReason: "`all-answered`, `deadline` or `awarded`.",
    best: "The quoteId of the lowest `totalDriveAway` among the priced quotes whose price still held; null when there was none.",
    quotes: "One line per dealership asked, ranked as `getTender` ranks them: priced (cheapest first), then pending or lapsed, then declined.",
    extensions: "Each move of its deadline before it closed (`extendTender`), oldest first; empty when it never moved.",
  });
}
