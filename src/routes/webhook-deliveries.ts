import { Hono } from "hono";
import { findDelivery, findQuoteDeliveries, MAX_REDELIVERIES, startRedelivery } from "../db/queries/webhook-deliveries";
import { sessionFor } from "../db/client";
import type { AppEnv } from "../env";
import { ApiError } from "../http/errors";
import { webhookDeliveryView } from "../http/job-views";
import { validate } from "../http/validate";
import { enqueueJobs } from "../jobs/enqueue";
import { authenticateClient } from "../middleware/authenticate";
import { IdParam } from "../schemas/common";
import { RedeliverPath, type WebhookDeliveryList } from "../schemas/webhook-deliveries";

/**
 * Beyond the spec's seven operations: an FMO sees each `quote.completed` delivery of its own
 * quotes, every attempt's outcome, and can have a failed one sent again. Another client's quote is 404.
 */
export const webhookDeliveryRoutes = new Hono<AppEnv>()
  .get("/:id/webhook-deliveries", authenticateClient(), validate("param", IdParam), async (c) => {
    const { id } = c.req.valid("param");
    const found = await findQuoteDeliveries(sessionFor(c), c.var.clientId, id);
    if (!found) throw new ApiError("NOT_FOUND", `Quote ${id} not found`);
    const body: WebhookDeliveryList = { deliveries: found.deliveries.map((row) => webhookDeliveryView(row, found.attempts)) };
    return c.json(body);
  })
  .post("/:id/webhook-deliveries/:deliveryId/redeliver", authenticateClient(), validate("param", RedeliverPath), async (c) => {
    const { id, deliveryId } = c.req.valid("param");
    const now = new Date();
    await c.var.withinLimit;
    const started = await startRedelivery(c.env.DB, c.var.clientId, id, deliveryId, now);
    if (!started) {
      const delivery = await findDelivery(c.env.DB, c.var.clientId, id, deliveryId);
      if (!delivery) throw new ApiError("NOT_FOUND", `Delivery ${deliveryId} of quote ${id} not found`);
      if (delivery.status === "pending") throw new ApiError("CONFLICT", "A series of attempts is still running for this delivery");
      if (delivery.status === "delivered") throw new ApiError("CONFLICT", "This delivery already succeeded");
      throw new ApiError("CONFLICT", `This delivery was already sent again ${MAX_REDELIVERIES} times, the most allowed`);
    }
    c.executionCtx.waitUntil(enqueueJobs(c.env, [{ type: "webhook", deliveryId }], now));
    return c.json(webhookDeliveryView(started, []), 202);
  });
