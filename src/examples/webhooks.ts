// Webhooks: each event's body (the i30's completion; the tender's close; the i30's lapse, had it
// still been pending when its dealership was unapproved), and their deliveries as the FMO lists them (the i30's completion,
// whose receiver was unreachable; the tender's close, delivered at once). Build time only (./scene.ts).

import type { AttemptRow, DeliveryRow } from "../db/queries/webhook-deliveries";
import { webhookDeliveryView } from "../views/jobs";
import { quoteCompletedEvent, quoteLapsedEvent } from "../views/quotes";
import type { WebhookDelivery, WebhookDeliveryList } from "../schemas/webhook-deliveries";
import { QUOTE_COMPLETED, QUOTE_LAPSED, TENDER_AWARDED, TENDER_CLOSED, type QuoteCompletedEvent, type QuoteLapsedEvent, type WebhookEventName } from "../schemas/webhook-events";
import { once, scene } from "./scene";
import { orderExamples } from "./orders";
import { AWARDED_AT, tenderExamples } from "./tenders";

export const webhookExamples = /* @__PURE__ */ once(() => {
  const { quoteRequest, i30Pending, i30Sent, adelaideCityHyundai } = scene();
  const { tenderRequest, tenderClosedEvent, tenderAwardedEvent } = tenderExamples();
  /** The i30 had it still been pending when the operator unapproved Adelaide City Hyundai. */
  const quoteLapsed = quoteLapsedEvent(i30Pending, { id: adelaideCityHyundai.id, name: adelaideCityHyundai.name }, "2026-11-25T02:00:00.000Z") satisfies QuoteLapsedEvent;

  /** The i30's completion webhook, whose receiver was unreachable for all three attempts. */
  const failedDelivery: DeliveryRow = {
    id: "ef0ed7ae-a235-48c1-b52d-ba94c6c075ff",
    url: quoteRequest.callbackUrl,
    event: QUOTE_COMPLETED,
    status: "abandoned",
    redeliveries: 0,
    last_error: "Error: Network connection lost.",
    created_at: i30Sent.sentAt,
    finished_at: "2026-11-23T12:50:27.004Z",
  };
  const attempt = (n: number, at: string, durationMs: number): AttemptRow => ({
    delivery_id: failedDelivery.id,
    series: 1,
    attempt: n,
    attempted_at: at,
    status_code: null,
    duration_ms: durationMs,
    error: failedDelivery.last_error,
  });

  /** The tender's webhook, delivered at the first attempt. */
  const tenderDelivery: DeliveryRow = {
    id: "3c9a4f1e-7b2d-4e6a-9f08-1d2c3b4a5e6f",
    url: tenderRequest.callbackUrl,
    event: TENDER_CLOSED,
    status: "delivered",
    redeliveries: 0,
    last_error: null,
    created_at: AWARDED_AT,
    finished_at: "2026-11-24T08:30:00.212Z",
  };

  return {
    /** The body of each webhook event, by its name (the compiler asks for one per event). */
    events: {
      [QUOTE_COMPLETED]: quoteCompletedEvent(i30Sent) satisfies QuoteCompletedEvent,
      [TENDER_CLOSED]: tenderClosedEvent,
      [QUOTE_LAPSED]: quoteLapsed,
      [TENDER_AWARDED]: tenderAwardedEvent,
      ...orderExamples().events,
    } satisfies Record<WebhookEventName, unknown>,
    webhookDeliveryList: {
      deliveries: [webhookDeliveryView(failedDelivery, [attempt(1, "2026-11-23T12:50:20.960Z", 5), attempt(2, "2026-11-23T12:50:21.987Z", 1), attempt(3, "2026-11-23T12:50:27.000Z", 2)])],
    } satisfies WebhookDeliveryList,
    webhookRedelivery: webhookDeliveryView({ ...failedDelivery, status: "pending", redeliveries: 1, last_error: null, finished_at: null }, []) satisfies WebhookDelivery,
    tenderWebhookDeliveryList: {
      deliveries: [
        webhookDeliveryView(tenderDelivery, [
          { delivery_id: tenderDelivery.id, series: 1, attempt: 1, attempted_at: "2026-11-24T08:30:00.051Z", status_code: 200, duration_ms: 161, error: null },
        ]),
      ],
    } satisfies WebhookDeliveryList,
    tenderWebhookRedelivery: webhookDeliveryView({ ...tenderDelivery, status: "pending", redeliveries: 1, finished_at: null }, []) satisfies WebhookDelivery,
  };
});
