import type { OrderRow } from "../db/queries/orders";
import { centsToDollars as dollars } from "../domain/money";
import { INVOICE_LINE_KINDS, invoicedTotals, totalOf, variances } from "../domain/orders/invoice";
import { isOverdue } from "../domain/orders/business-days";
import { clockState } from "../pricing/au-state";
import type { Order } from "../schemas/orders";
import type { OrderEventName, OrderEvent } from "../schemas/webhook-events";

/** An order as the API, the portal and its webhooks show it (dollars at the edge). */
export function orderView(row: OrderRow, now: Date): Order {
  const quotedLines = INVOICE_LINE_KINDS.flatMap((kind) => (row.quotedTotals[kind] === undefined ? [] : [{ kind, amount: dollars(row.quotedTotals[kind]) }]));
  const invoiced = row.invoiceLines ? invoicedTotals(row.invoiceLines) : null;
  return {
    id: row.id,
    quoteId: row.quoteId,
    tenderId: row.tenderId,
    orderReference: row.orderReference,
    status: row.status,
    quantity: row.quantity,
    dealership: { id: row.dealershipId, name: row.dealershipName, suburb: row.dealershipSuburb, state: row.dealershipState },
    client: { companyName: row.clientCompany, name: row.clientName },
    vehicle: row.vehicleId && row.vehicleModel !== null ? { globalCarId: row.vehicleId, model: row.vehicleModel, version: row.vehicleVersion ?? "" } : null,
    placedAt: row.placedAt,
    acknowledgeBy: row.acknowledgeBy,
    overdue: isOverdue(row, clockState(row.dealershipState), now),
    acknowledgedAt: row.acknowledgedAt,
    etaDate: row.etaDate,
    etaHistory: row.etaHistory,
    declinedAt: row.declinedAt,
    declineReason: row.declineReason,
    withdrawnAt: row.withdrawnAt,
    withdrawReason: row.withdrawReason,
    delivery:
      row.deliveredOn && row.vin && row.registrationPlate && row.odometerKm !== null && row.deliveredAt
        ? { deliveredOn: row.deliveredOn, vin: row.vin, registrationPlate: row.registrationPlate, odometerKm: row.odometerKm, recordedAt: row.deliveredAt }
        : null,
    quoted: { lines: quotedLines, total: dollars(totalOf(row.quotedTotals)) },
    invoice:
      row.invoiceLines && row.invoiceNumber && row.invoicedAt && invoiced
        ? {
            invoiceNumber: row.invoiceNumber,
            lines: row.invoiceLines.map((line) => ({ kind: line.kind, description: line.description, amount: dollars(line.amountCents) })),
            total: dollars(totalOf(invoiced)),
            varianceReason: row.varianceReason,
            invoicedAt: row.invoicedAt,
          }
        : null,
    variances: invoiced
      ? variances(row.quotedTotals, invoiced).map((v) => ({ kind: v.kind, quoted: dollars(v.quotedCents), invoiced: dollars(v.invoicedCents), difference: dollars(v.differenceCents) }))
      : [],
    updatedAt: row.updatedAt,
  };
}

/** An order's webhook body: the event, and the order as the step left it. */
export function orderEvent(type: OrderEventName, row: OrderRow, now: Date): OrderEvent {
  return { type, data: orderView(row, now) };
}
