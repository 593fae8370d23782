import { enqueueJobs } from "../db/job-queue";
import { findOrder, listOrders } from "../db/queries/orders";
import { changeMade } from "../http/change-made";
import { dealerKeyAuthor } from "../http/dealer-author";
import { ApiError } from "../http/errors";
import { pagination } from "../http/pagination";
import type { Context } from "hono";
import type { AppEnv } from "../env";
import { IdParam } from "../schemas/common";
import { AcknowledgeOrderRequest, ChangeOrderEtaRequest, DealerOrderListQuery, DeclineOrderRequest, DeliverOrderRequest, InvoiceOrderRequest, Order, OrderListResponse } from "../schemas/orders";
import { ORDER_ACKNOWLEDGED, ORDER_DECLINED, ORDER_DELIVERED, ORDER_ETA_CHANGED, ORDER_INVOICED } from "../schemas/webhook-events";
import { takeOrderStep, type DealerStepInput } from "../services/orders";
import { orderView } from "../views/orders";
import { orderExamples } from "../examples/orders";
import { operation, type OperationTexts } from "./operations";

/** Takes a dealer's step on the order in the path, queues its webhook, answers the order as it now stands. */
async function step(c: Context<AppEnv>, id: string, input: DealerStepInput): Promise<Response> {
  const now = new Date();
  const made = changeMade(c, await dealerKeyAuthor(c), now);
  const { order, jobs } = await takeOrderStep(c.env, c.var.dealershipId, id, input, made, now, c.var.withinLimit);
  c.executionCtx.waitUntil(enqueueJobs(c.env, jobs, now));
  return c.json(orderView(order, now));
}

/** A dealership's orders, behind its dealer key: each step a POST of its own. Another dealership's order is 404. */
export const dealerOrderOperations = [
  operation({ id: "listDealerOrders", method: "get", path: "/api/v1/dealer/orders", auth: "dealerKey", query: DealerOrderListQuery }, async (c) => {
    const { status, tenderId, ...page } = c.req.valid("query");
    const { rows, total } = await listOrders(c.env.DB, { dealershipId: c.var.dealershipId }, { status, tenderId }, page);
    const now = new Date();
    const body: OrderListResponse = { orders: rows.map((row) => orderView(row, now)), pagination: { ...pagination(page, rows.length), total } };
    return c.json(body);
  }),
  operation({ id: "getDealerOrder", method: "get", path: "/api/v1/dealer/orders/{id}", auth: "dealerKey", params: IdParam }, async (c) => {
    const { id } = c.req.valid("param");
    const row = await findOrder(c.env.DB, { dealershipId: c.var.dealershipId }, id);
    if (!row) throw new ApiError("NOT_FOUND", `Order ${id} not found`);
    return c.json(orderView(row, new Date()));
  }),
  operation({ id: "acknowledgeDealerOrder", method: "post", path: "/api/v1/dealer/orders/{id}/acknowledge", auth: "dealerKey", params: IdParam, body: AcknowledgeOrderRequest }, (c) =>
    step(c, c.req.valid("param").id, { step: "acknowledge", ...c.req.valid("json") }),
  ),
  operation({ id: "declineDealerOrder", method: "post", path: "/api/v1/dealer/orders/{id}/decline", auth: "dealerKey", params: IdParam, body: DeclineOrderRequest }, (c) =>
    step(c, c.req.valid("param").id, { step: "decline", ...c.req.valid("json") }),
  ),
  operation({ id: "changeDealerOrderEta", method: "post", path: "/api/v1/dealer/orders/{id}/eta", auth: "dealerKey", params: IdParam, body: ChangeOrderEtaRequest }, (c) =>
    step(c, c.req.valid("param").id, { step: "eta", ...c.req.valid("json") }),
  ),
  operation({ id: "deliverDealerOrder", method: "post", path: "/api/v1/dealer/orders/{id}/deliver", auth: "dealerKey", params: IdParam, body: DeliverOrderRequest }, (c) =>
    step(c, c.req.valid("param").id, { step: "deliver", ...c.req.valid("json") }),
  ),
  operation({ id: "invoiceDealerOrder", method: "post", path: "/api/v1/dealer/orders/{id}/invoice", auth: "dealerKey", params: IdParam, body: InvoiceOrderRequest }, (c) =>
    step(c, c.req.valid("param").id, { step: "invoice", ...c.req.valid("json") }),
  ),
];

/** Build time only: how the API description shows these operations (see ./operations.ts). */
export function describeDealerOrderOperations(): OperationTexts<typeof dealerOrderOperations> {
  const ex = orderExamples();
  const orderPath = { id: "The order's id." };
  const recorded = "Recorded in the operator's audit record with the order's fields before and after.";
  const stepErrors = { 404: "The dealership has no order with this id", 409: "The order is not in the state this step follows (steps run placed → acknowledged or declined → delivered → invoiced)" };
  const stepText = (summary: string, description: string, requestExample: unknown, example: unknown) => ({
    summary,
    description: `An extension of the spec. ${description} ${recorded}`,
    tag: "Dealer" as const,
    parameterDescriptions: orderPath,
    requestExample,
    responses: { 200: { description: "The order as the step left it", schema: Order, example } },
    errors: [400, 401, 404, 409, 413, 429, 500],
    errorDescriptions: stepErrors,
  });
  return {
    listDealerOrders: {
      summary: "List the dealership's orders, newest first",
      description:
        "An extension of the spec. The orders the dealership's accepted quotes became, optionally of one `status` (`placed` is what waits for you) or one `tenderId`, a page at a time; `pagination.total` counts every order the filters match. `overdue` marks an order not acknowledged by `acknowledgeBy`: two business days after it was placed, in the dealership's state.",
      tag: "Dealer",
      parameterDescriptions: {
        status: "Only orders in this state: `placed` (waiting for you), `acknowledged`, `declined`, `withdrawn`, `delivered` or `invoiced`.",
        tenderId: "Only the orders awarded from this tender.",
      },
      responses: { 200: { description: "A page of the dealership's orders", schema: OrderListResponse, example: ex.orderList } },
      errors: [400, 401, 429, 500],
    },
    getDealerOrder: {
      summary: "Read one of the dealership's orders",
      description: "The order, its client, the quote's lines it will be invoiced against, and each step so far. Another dealership's order is 404.",
      tag: "Dealer",
      parameterDescriptions: orderPath,
      responses: { 200: { description: "The order", schema: Order, example: ex.placedOrder } },
      errors: [400, 401, 404, 429, 500],
      errorDescriptions: { 404: "The dealership has no order with this id" },
    },
    acknowledgeDealerOrder: stepText(
      "Acknowledge an order",
      `Takes a \`placed\` order, with the day the vehicles are expected (\`etaDate\`, today or later in the dealership's state). The order becomes \`acknowledged\` and the client's \`${ORDER_ACKNOWLEDGED}\` webhook is sent.`,
      ex.acknowledgeRequest,
      ex.acknowledgedOrder,
    ),
    declineDealerOrder: stepText(
      "Decline an order",
      `Refuses a \`placed\` order, with the reason the client reads. The order becomes \`declined\` (final), the client's \`${ORDER_DECLINED}\` webhook is sent, and the client may award its quantity to another dealership.`,
      ex.declineRequest,
      ex.declinedOrder,
    ),
    changeDealerOrderEta: stepText(
      "Change an order's expected delivery day",
      `While the order is \`acknowledged\`: the new day (today or later) and why it moved. \`etaHistory\` keeps every day given; the client's \`${ORDER_ETA_CHANGED}\` webhook is sent.`,
      ex.etaRequest,
      ex.etaChangedOrder,
    ),
    deliverDealerOrder: stepText(
      "Record an order's delivery",
      `An \`acknowledged\` order delivered and registered: the day (not in the future, not before the order), the VIN (17 characters: digits and capital letters other than I, O and Q), the registration plate and the odometer. The order becomes \`delivered\` and the client's \`${ORDER_DELIVERED}\` webhook is sent.`,
      ex.deliverRequest,
      ex.deliveredOrder,
    ),
    invoiceDealerOrder: stepText(
      "Invoice a delivered order",
      `The invoice's lines, each of a kind, with amounts for the order's whole quantity. They are added up by kind and matched to the accepted quote's lines times the quantity: \`variances\` names every kind whose totals differ. An invoice whose total is above the quote's (by a cent or more) needs \`varianceReason\`, or it is refused with 400 naming the field. The order becomes \`invoiced\` (final) and the client's \`${ORDER_INVOICED}\` webhook carries the invoice and its variances.`,
      ex.invoiceRequest,
      ex.invoicedOrder,
    ),
  };
}
