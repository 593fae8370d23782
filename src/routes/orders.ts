import { sessionFor } from "../db/client";
import { enqueueJobs } from "../db/job-queue";
import { findOrder, listOrders } from "../db/queries/orders";
import { fmoKeyChange } from "../http/change-made";
import { ApiError } from "../http/errors";
import { pagination } from "../http/pagination";
import { IdParam } from "../schemas/common";
import { OrderListQuery, Order, OrderListResponse, WithdrawOrderRequest } from "../schemas/orders";
import { withdrawOrder } from "../services/orders";
import { orderView } from "../views/orders";
import { orderExamples } from "../examples/orders";
import { operation, type OperationTexts } from "./operations";

/** An extension: the orders the client's accepted quotes became, and withdrawing one not yet acknowledged. */
export const orderOperations = [
  operation({ id: "listOrders", method: "get", path: "/api/v1/orders", auth: "apiKey", query: OrderListQuery }, async (c) => {
    const { status, tenderId, dealershipId, ...page } = c.req.valid("query");
    const { rows, total } = await listOrders(sessionFor(c), { clientId: c.var.clientId }, { status, tenderId, dealershipId }, page);
    const now = new Date();
    const body: OrderListResponse = { orders: rows.map((row) => orderView(row, now)), pagination: { ...pagination(page, rows.length), total } };
    return c.json(body);
  }),
  operation({ id: "getOrder", method: "get", path: "/api/v1/orders/{id}", auth: "apiKey", params: IdParam }, async (c) => {
    const { id } = c.req.valid("param");
    const row = await findOrder(sessionFor(c), { clientId: c.var.clientId }, id);
    if (!row) throw new ApiError("NOT_FOUND", `Order ${id} not found`);
    return c.json(orderView(row, new Date()));
  }),
  operation({ id: "withdrawOrder", method: "post", path: "/api/v1/orders/{id}/withdraw", auth: "apiKey", params: IdParam, body: WithdrawOrderRequest }, async (c) => {
    const now = new Date();
    const { order, jobs } = await withdrawOrder(c.env, c.var.clientId, c.req.valid("param").id, c.req.valid("json").reason, fmoKeyChange(c, now), now, c.var.withinLimit);
    c.executionCtx.waitUntil(enqueueJobs(c.env, jobs, now));
    return c.json(orderView(order, now));
  }),
];

/** Build time only: how the API description shows these operations (see ./operations.ts). */
export function describeOrderOperations(): OperationTexts<typeof orderOperations> {
  const ex = orderExamples();
  const orderPath = { id: "The order's id." };
  return {
    listOrders: {
      summary: "List your orders, newest first",
      description:
        "An extension of the spec. The orders the caller's accepted quotes became (one per accepted quote, of its whole quantity), optionally of one `status`, one `tenderId` or one `dealershipId`, a page at a time; `pagination.total` counts every order the filters match. `overdue` marks an order still waiting for its dealership's acknowledgement past `acknowledgeBy`.",
      tag: "FMO",
      parameterDescriptions: {
        status: "Only orders in this state: `placed`, `acknowledged`, `declined`, `withdrawn`, `delivered` or `invoiced`.",
        tenderId: "Only the orders awarded from this tender.",
        dealershipId: "Only the orders placed with this dealership.",
      },
      readsBookmark: true,
      responses: { 200: { description: "A page of the caller's orders", schema: OrderListResponse, example: ex.orderList } },
      errors: [400, 401, 429, 500],
    },
    getOrder: {
      summary: "Read one of your orders",
      description:
        "An order from placed to invoiced: its expected delivery day and every change of it, the delivery (VIN, plate, odometer), the quote's lines by kind for the order's quantity, the invoice and its `variances` (every kind whose invoiced total differs from the quote's). Another client's order is 404.",
      tag: "FMO",
      parameterDescriptions: orderPath,
      readsBookmark: true,
      responses: { 200: { description: "The order", schema: Order, example: ex.invoicedOrder } },
      errors: [400, 401, 404, 429, 500],
      errorDescriptions: { 404: "The caller has no order with this id" },
    },
    withdrawOrder: {
      summary: "Withdraw an order not yet acknowledged",
      description:
        "An extension of the spec. Withdraws an order while it is `placed` (the dealership has neither acknowledged nor declined it), with the reason; the dealership is e-mailed it. The accepted quote's outcome becomes `withdrawn` and it leaves its tender's award: the order's quantity may be awarded again (`awardTender`, or `acceptQuote` when the whole award was withdrawn) among the tender's other priced quotes whose price still holds (`not-chosen` ones included), which places a new order. Once acknowledged, an order can no longer be withdrawn here (409): agree it with the dealership.",
      tag: "FMO",
      parameterDescriptions: orderPath,
      requestExample: ex.withdrawRequest,
      responses: { 200: { description: "The order, withdrawn", schema: Order, example: ex.withdrawnOrder } },
      errors: [400, 401, 404, 409, 413, 429, 500],
      errorDescriptions: { 404: "The caller has no order with this id", 409: "The order is no longer `placed`: acknowledged, declined, delivered, invoiced or withdrawn already" },
    },
  };
}
