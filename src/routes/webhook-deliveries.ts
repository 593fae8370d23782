import { findDeliveries, type DeliverySubject } from "../db/queries/webhook-deliveries";
import { sessionFor } from "../db/client";
import { ApiError } from "../http/errors";
import { webhookDeliveryView } from "../views/jobs";
import { redeliverWebhook, redeliveryRefusals } from "../services/webhook-redelivery";
import { IdParam } from "../schemas/common";
import { RedeliverPath, WebhookDelivery, WebhookDeliveryList } from "../schemas/webhook-deliveries";
import { webhookExamples } from "../examples/webhooks";
import { eventNames } from "../schemas/webhook-events";
import { operation, type OperationTexts } from "./operations";

/**
 * Beyond the spec's seven operations: an FMO sees each webhook delivery of its own quotes and
 * tenders, every attempt's outcome, and can have a failed one sent again. Another client's quote
 * or tender is 404. Mounted under /api/v1/quotes and /api/v1/tenders.
 */
function deliveryOperations<const List extends string, const Redeliver extends string>(kind: DeliverySubject["kind"], ids: { list: List; redeliver: Redeliver }) {
  const named = kind === "quote" ? "Quote" : "Tender";
  const base = `/api/v1/${kind}s/{id}/webhook-deliveries`;
  return [
    operation({ id: ids.list, method: "get", path: base, auth: "apiKey", params: IdParam }, async (c) => {
      const { id } = c.req.valid("param");
      const found = await findDeliveries(sessionFor(c), c.env.ARCHIVE, c.var.clientId, { kind, id });
      if (!found) throw new ApiError("NOT_FOUND", `${named} ${id} not found`);
      const body: WebhookDeliveryList = { deliveries: found.deliveries.map((row) => webhookDeliveryView(row, found.attempts)) };
      return c.json(body);
    }),
    operation({ id: ids.redeliver, method: "post", path: `${base}/{deliveryId}/redeliver`, auth: "apiKey", params: RedeliverPath }, async (c) => {
      const { id, deliveryId } = c.req.valid("param");
      await c.var.withinLimit;
      const result = await redeliverWebhook({ env: c.env, waitUntil: (p) => c.executionCtx.waitUntil(p) }, c.var.clientId, { kind, id }, deliveryId, new Date());
      if ("refused" in result) {
        if (result.refused === "not-found") throw new ApiError("NOT_FOUND", `Delivery ${deliveryId} of ${kind} ${id} not found`);
        throw new ApiError("CONFLICT", redeliveryRefusals[result.refused]);
      }
      return c.json(webhookDeliveryView(result.started, []), 202);
    }),
  ];
}

export const quoteDeliveryOperations = deliveryOperations("quote", { list: "listWebhookDeliveries", redeliver: "redeliverWebhook" });
export const tenderDeliveryOperations = deliveryOperations("tender", { list: "listTenderWebhookDeliveries", redeliver: "redeliverTenderWebhook" });
export const webhookDeliveryOperations = [...quoteDeliveryOperations, ...tenderDeliveryOperations];

/** Build time only: how the API description shows these operations (see ./operations.ts). */
export function describeWebhookDeliveryOperations(): OperationTexts<typeof webhookDeliveryOperations> {
  const ex = webhookExamples();
  const redeliver =
    "Starts a new series of up to three attempts (about 1 s and 5 s apart) with the same `webhook-id` and a fresh signature. 409 while a series is running, after the delivery succeeded, or after 5 redeliveries.";
  const conflict = "A series is still running, the delivery succeeded, or it was sent again 5 times already";
  const deliveryId = "The delivery's id (from the deliveries list; also the `webhook-id` header).";
  return {
    listWebhookDeliveries: {
      summary: "See the webhook deliveries of one of your quotes",
      description: `Beyond the spec's seven operations. Each delivery of the quote (${eventNames("quote")}) with its state (pending, delivered, failed), the last error, and every attempt's time, HTTP status, duration and error; never the signing secret. Another client's quote is 404.`,
      tag: "FMO",
      parameterDescriptions: { id: "The quote's id." },
      readsBookmark: true,
      responses: { 200: { description: "The quote's deliveries, oldest first", schema: WebhookDeliveryList, example: ex.webhookDeliveryList } },
      errors: [400, 401, 404, 429, 500],
      errorDescriptions: { 404: "The caller has no quote with this id" },
    },
    redeliverWebhook: {
      summary: "Send a failed webhook again",
      description: `Beyond the spec's seven operations. ${redeliver}`,
      tag: "FMO",
      parameterDescriptions: { id: "The quote's id.", deliveryId },
      responses: { 202: { description: "A new series of attempts is queued", schema: WebhookDelivery, example: ex.webhookRedelivery } },
      errors: [400, 401, 404, 409, 429, 500],
      errorDescriptions: { 404: "The caller has no such quote, or the quote no such delivery", 409: conflict },
    },
    listTenderWebhookDeliveries: {
      summary: "See the webhook deliveries of one of your tenders",
      description: `An extension of the spec. The tender's deliveries (${eventNames("tender")}, if it has a callbackUrl), as \`listWebhookDeliveries\` shows a quote's. Its quotes' own deliveries are listed with each quote. Another client's tender is 404.`,
      tag: "FMO",
      parameterDescriptions: { id: "The tender's id." },
      readsBookmark: true,
      responses: { 200: { description: "The tender's deliveries, oldest first", schema: WebhookDeliveryList, example: ex.tenderWebhookDeliveryList } },
      errors: [400, 401, 404, 429, 500],
      errorDescriptions: { 404: "The caller has no tender with this id" },
    },
    redeliverTenderWebhook: {
      summary: "Send a tender's failed webhook again",
      description: `An extension of the spec. ${redeliver}`,
      tag: "FMO",
      parameterDescriptions: { id: "The tender's id.", deliveryId },
      responses: { 202: { description: "A new series of attempts is queued", schema: WebhookDelivery, example: ex.tenderWebhookRedelivery } },
      errors: [400, 401, 404, 409, 429, 500],
      errorDescriptions: { 404: "The caller has no such tender, or the tender no such delivery", 409: conflict },
    },
  };
}
