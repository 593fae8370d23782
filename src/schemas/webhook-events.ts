// Every webhook event the service sends: its name and the schema of its body, and (build time
// only) how the API description presents it. Signing, delivery records (each records its event),
// the delivery log, redelivery and the OpenAPI `webhooks` all read this list; a new event is an
// entry here plus the code that emits it, and its example in src/examples/api.ts (which the
// compiler asks for).

import * as z from "zod/mini";
import { DateTime, Uuid } from "./common";
import { MONEY, type SchemaDescriber } from "./described";
import { PricingLineItems, ValidUntil } from "./quotes";

/** Spec section 6: a dealer completed a pending quote that was created with a callbackUrl. */
export const QUOTE_COMPLETED = "quote.completed" as const;

export const QuoteCompletedEvent = z.object({
  event: z.literal(QUOTE_COMPLETED),
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
export type QuoteCompletedEvent = z.output<typeof QuoteCompletedEvent>;

/** The events, in the order the API description lists them. */
export const webhookEvents = [{ name: QUOTE_COMPLETED, payload: QuoteCompletedEvent }] as const;

export type WebhookEventName = (typeof webhookEvents)[number]["name"];
export const WEBHOOK_EVENT_NAMES = webhookEvents.map((event) => event.name) as [WebhookEventName, ...WebhookEventName[]];

/** Build time only: how the API description presents each event (its `webhooks` entry). */
export function describeWebhookEvents(): Record<WebhookEventName, { operationId: string; summary: string; description: string }> {
  return {
    [QUOTE_COMPLETED]: {
      operationId: "quoteCompleted",
      summary: "A dealer completed a pending quote",
      description:
        "Sent when a dealer completes a pending quote that was created with a `callbackUrl`: a POST of the `QuoteCompletedEvent` JSON body to that URL. Quotes priced at once (status `completed` in the creation response) send none: their price is in that response.",
    },
  };
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
  });
}
