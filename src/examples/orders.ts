// An order: the tender's award to Parramatta Toyota (five RAV4s), acknowledged, its ETA moved,
// delivered and invoiced with a delivery charge above the quote's. Build time only (./scene.ts).

import type * as z from "zod/mini";
import type { OrderRow } from "../db/queries/orders";
import { acknowledgeByDay } from "../domain/orders/business-days";
import { quotedTotals, type InvoiceLine } from "../domain/orders/invoice";
import { dollarsToCents } from "../domain/money";
import { orderEvent, orderView } from "../views/orders";
import type { AcknowledgeOrderRequest, ChangeOrderEtaRequest, DeclineOrderRequest, DeliverOrderRequest, InvoiceOrderRequest, Order, OrderListResponse, WithdrawOrderRequest } from "../schemas/orders";
import { ORDER_ACKNOWLEDGED, ORDER_DECLINED, ORDER_DELIVERED, ORDER_ETA_CHANGED, ORDER_INVOICED, type OrderEvent } from "../schemas/webhook-events";
import { once, scene } from "./scene";
import { AWARDED_AT, tenderExamples } from "./tenders";

const ACKNOWLEDGED_AT = "2026-11-25T00:12:40.118Z";
const ETA_CHANGED_AT = "2026-12-09T03:41:02.530Z";
const DELIVERED_AT = "2027-01-13T05:20:11.004Z";
const INVOICED_AT = "2027-01-14T01:02:33.871Z";

export const orderExamples = /* @__PURE__ */ once(() => {
  const { parramattaToyota, rav4Gx } = scene();
  const { parramattaTenderQuote: quote } = tenderExamples();
  const pricing = quote.pricing!;

  const placed: OrderRow = {
    id: "2f6e0c1d-8a4b-4c3e-9d2f-7a6b5c4d3e2f",
    quoteId: quote.id,
    clientId: quote.clientId,
    dealershipId: parramattaToyota.id,
    tenderId: quote.tenderId,
    vehicleId: rav4Gx.id,
    clientName: quote.clientName,
    quantity: quote.quantity,
    orderReference: quote.orderReference,
    status: "placed",
    placedAt: AWARDED_AT,
    acknowledgeBy: acknowledgeByDay("NSW", new Date(AWARDED_AT)),
    acknowledgedAt: null,
    etaDate: null,
    etaHistory: [],
    declinedAt: null,
    declineReason: null,
    withdrawnAt: null,
    withdrawReason: null,
    deliveredAt: null,
    deliveredOn: null,
    vin: null,
    registrationPlate: null,
    odometerKm: null,
    invoicedAt: null,
    invoiceNumber: null,
    invoiceLines: null,
    varianceReason: null,
    quotedTotals: quotedTotals(pricing, quote.quantity),
    finishedAt: null,
    updatedAt: AWARDED_AT,
    dealershipName: parramattaToyota.name,
    dealershipState: parramattaToyota.state,
    dealershipSuburb: parramattaToyota.suburb,
    dealershipEmail: parramattaToyota.email,
    clientCompany: "Acme Fleet",
    vehicleModel: rav4Gx.model,
    vehicleVersion: rav4Gx.version,
    callbackUrl: quote.callbackUrl,
  };

  const acknowledgeRequest = { etaDate: "2027-01-08" } satisfies z.input<typeof AcknowledgeOrderRequest>;
  const acknowledged: OrderRow = {
    ...placed,
    status: "acknowledged",
    acknowledgedAt: ACKNOWLEDGED_AT,
    etaDate: acknowledgeRequest.etaDate,
    etaHistory: [{ at: ACKNOWLEDGED_AT, etaDate: acknowledgeRequest.etaDate, reason: null }],
    updatedAt: ACKNOWLEDGED_AT,
  };
  const etaRequest = { etaDate: "2027-01-13", reason: "The ship carrying the vehicles berths in Sydney four days late." } satisfies z.input<typeof ChangeOrderEtaRequest>;
  const etaChanged: OrderRow = {
    ...acknowledged,
    etaDate: etaRequest.etaDate,
    etaHistory: [...acknowledged.etaHistory, { at: ETA_CHANGED_AT, ...etaRequest }],
    updatedAt: ETA_CHANGED_AT,
  };
  const deliverRequest = { deliveredOn: "2027-01-13", vin: "JTMW43FV60D123456", registrationPlate: "FLT 01A", odometerKm: 12 } satisfies z.input<typeof DeliverOrderRequest>;
  const delivered: OrderRow = { ...etaChanged, status: "delivered", deliveredAt: DELIVERED_AT, ...deliverRequest, updatedAt: DELIVERED_AT };

  // The invoice: every line as quoted for the five vehicles, but delivery $150 a vehicle dearer.
  const cents = placed.quotedTotals;
  const dollars = (c: number | undefined) => (c ?? 0) / 100;
  const invoiceRequest = {
    invoiceNumber: "PT-INV-20417",
    lines: [
      { kind: "vehicle", description: "Toyota RAV4 Hybrid GX 2WD x 5", amount: dollars(cents.vehicle) },
      { kind: "delivery", description: "Pre-delivery and delivery x 5", amount: dollars(cents.delivery) + 750 },
      { kind: "stampDuty", description: "NSW motor vehicle duty x 5", amount: dollars(cents.stampDuty) },
      { kind: "registration", description: "NSW registration, 12 months x 5", amount: dollars(cents.registration) },
      ...(cents.ctp ? [{ kind: "ctp" as const, description: "CTP green slip x 5", amount: dollars(cents.ctp) }] : []),
    ],
    varianceReason: "Delivery from the port to Parramatta rose by $150 a vehicle after the ETA moved.",
  } satisfies z.input<typeof InvoiceOrderRequest>;
  const invoiceLines: InvoiceLine[] = invoiceRequest.lines.map((line) => ({ kind: line.kind, description: line.description, amountCents: dollarsToCents(line.amount) }));
  const invoiced: OrderRow = {
    ...delivered,
    status: "invoiced",
    invoicedAt: INVOICED_AT,
    invoiceNumber: invoiceRequest.invoiceNumber,
    invoiceLines,
    varianceReason: invoiceRequest.varianceReason,
    finishedAt: INVOICED_AT,
    updatedAt: INVOICED_AT,
  };
  const declineRequest = { reason: "The fleet colour is no longer built for 2027: we cannot supply five." } satisfies z.input<typeof DeclineOrderRequest>;
  const declined: OrderRow = { ...placed, status: "declined", declinedAt: ACKNOWLEDGED_AT, declineReason: declineRequest.reason, finishedAt: ACKNOWLEDGED_AT, updatedAt: ACKNOWLEDGED_AT };
  const withdrawRequest = { reason: "The client's contract was cancelled: the vehicles are no longer needed." } satisfies z.input<typeof WithdrawOrderRequest>;
  const withdrawn: OrderRow = { ...placed, status: "withdrawn", withdrawnAt: ACKNOWLEDGED_AT, withdrawReason: withdrawRequest.reason, finishedAt: ACKNOWLEDGED_AT, updatedAt: ACKNOWLEDGED_AT };

  const view = (row: OrderRow, at: string) => orderView(row, new Date(at)) satisfies Order;
  return {
    placedOrder: view(placed, AWARDED_AT),
    acknowledgeRequest,
    acknowledgedOrder: view(acknowledged, ACKNOWLEDGED_AT),
    etaRequest,
    etaChangedOrder: view(etaChanged, ETA_CHANGED_AT),
    deliverRequest,
    deliveredOrder: view(delivered, DELIVERED_AT),
    invoiceRequest,
    invoicedOrder: view(invoiced, INVOICED_AT),
    declineRequest,
    declinedOrder: view(declined, ACKNOWLEDGED_AT),
    withdrawRequest,
    withdrawnOrder: view(withdrawn, ACKNOWLEDGED_AT),
    orderList: { orders: [view(invoiced, INVOICED_AT)], pagination: { limit: 20, offset: 0, count: 1, total: 1 } } satisfies OrderListResponse,
    /** Each order event's body. */
    events: {
      [ORDER_ACKNOWLEDGED]: orderEvent(ORDER_ACKNOWLEDGED, acknowledged, new Date(ACKNOWLEDGED_AT)) satisfies OrderEvent,
      [ORDER_DECLINED]: orderEvent(ORDER_DECLINED, declined, new Date(ACKNOWLEDGED_AT)) satisfies OrderEvent,
      [ORDER_ETA_CHANGED]: orderEvent(ORDER_ETA_CHANGED, etaChanged, new Date(ETA_CHANGED_AT)) satisfies OrderEvent,
      [ORDER_DELIVERED]: orderEvent(ORDER_DELIVERED, delivered, new Date(DELIVERED_AT)) satisfies OrderEvent,
      [ORDER_INVOICED]: orderEvent(ORDER_INVOICED, invoiced, new Date(INVOICED_AT)) satisfies OrderEvent,
    },
  };
});
