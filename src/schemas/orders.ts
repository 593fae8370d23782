import * as z from "zod/mini";
import { INVOICE_LINE_KINDS } from "../domain/orders/invoice";
import { ODOMETER_KM_MAX, ORDER_STATUSES, ORDER_TEXT_MAX, INVOICE_LINES_MAX, VIN } from "../domain/orders/order-status";
import { isIsoDay } from "../pricing/pricing-day";
import { DateTime, inTheServiceYears, Pagination, PaginationQuery, requiredText, Uuid, UuidOrCompact } from "./common";
import { type SchemaDescriber, MONEY, elementOf } from "./described";
import { SignedDollars } from "./money";

/** A calendar day a step takes (an ETA, a delivery): YYYY-MM-DD, a real day, in the years the service takes. */
const OrderDay = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, "must be a calendar day, YYYY-MM-DD"),
  z.refine((day) => isIsoDay(day), "must be a real calendar day"),
  inTheServiceYears(),
);

const reason = () => requiredText(ORDER_TEXT_MAX.reason);

export const WithdrawOrderRequest = z.object({ reason: reason() });
export const AcknowledgeOrderRequest = z.object({ etaDate: OrderDay });
export const DeclineOrderRequest = z.object({ reason: reason() });
export const ChangeOrderEtaRequest = z.object({ etaDate: OrderDay, reason: reason() });
export const DeliverOrderRequest = z.object({
  deliveredOn: OrderDay,
  vin: z.string().check(z.regex(VIN, "must be 17 characters: digits and capital letters other than I, O and Q")),
  registrationPlate: z.string().check(
    z.regex(/^[A-Z0-9]([A-Z0-9 -]*[A-Z0-9])?$/, "must be capital letters and digits (spaces or hyphens between them)"),
    z.maxLength(ORDER_TEXT_MAX.registrationPlate),
  ),
  odometerKm: z.int().check(z.gte(0), z.lte(ODOMETER_KM_MAX)),
});
export const InvoiceLineInput = z.object({
  kind: z.enum(INVOICE_LINE_KINDS),
  description: requiredText(ORDER_TEXT_MAX.lineDescription),
  amount: SignedDollars,
});
export const InvoiceOrderRequest = z.object({
  invoiceNumber: requiredText(ORDER_TEXT_MAX.invoiceNumber),
  lines: z.array(InvoiceLineInput).check(z.minLength(1), z.maxLength(INVOICE_LINES_MAX)),
  varianceReason: z.optional(reason()),
});

export const OrderListQuery = z.extend(PaginationQuery, {
  status: z.optional(z.enum(ORDER_STATUSES)),
  tenderId: z.optional(UuidOrCompact),
  dealershipId: z.optional(UuidOrCompact),
});
export const DealerOrderListQuery = z.extend(PaginationQuery, {
  status: z.optional(z.enum(ORDER_STATUSES)),
  tenderId: z.optional(UuidOrCompact),
});

const Money = z.number();
const KindAmount = z.object({ kind: z.enum(INVOICE_LINE_KINDS), amount: Money });

export const OrderVariance = z.object({ kind: z.enum(INVOICE_LINE_KINDS), quoted: Money, invoiced: Money, difference: Money });

/** An order as the client and its dealership both see it (the dealer's view names the client's company too). */
export const Order = z.object({
  id: Uuid,
  quoteId: Uuid,
  tenderId: z.nullable(Uuid),
  orderReference: z.nullable(z.string()),
  status: z.enum(ORDER_STATUSES),
  quantity: z.int(),
  dealership: z.object({ id: Uuid, name: z.string(), suburb: z.nullable(z.string()), state: z.nullable(z.string()) }),
  client: z.object({ companyName: z.string(), name: z.string() }),
  vehicle: z.nullable(z.object({ globalCarId: Uuid, model: z.string(), version: z.string() })),
  placedAt: DateTime,
  acknowledgeBy: z.iso.date(),
  overdue: z.boolean(),
  acknowledgedAt: z.nullable(DateTime),
  etaDate: z.nullable(z.iso.date()),
  etaHistory: z.array(z.object({ at: DateTime, etaDate: z.iso.date(), reason: z.nullable(z.string()) })),
  declinedAt: z.nullable(DateTime),
  declineReason: z.nullable(z.string()),
  withdrawnAt: z.nullable(DateTime),
  withdrawReason: z.nullable(z.string()),
  delivery: z.nullable(z.object({ deliveredOn: z.iso.date(), vin: z.string(), registrationPlate: z.string(), odometerKm: z.int(), recordedAt: DateTime })),
  quoted: z.object({ lines: z.array(KindAmount), total: Money }),
  invoice: z.nullable(
    z.object({
      invoiceNumber: z.string(),
      lines: z.array(z.object({ kind: z.enum(INVOICE_LINE_KINDS), description: z.string(), amount: Money })),
      total: Money,
      varianceReason: z.nullable(z.string()),
      invoicedAt: DateTime,
    }),
  ),
  variances: z.array(OrderVariance),
  updatedAt: DateTime,
});

export const OrderListResponse = z.object({
  orders: z.array(Order),
  pagination: z.extend(Pagination, { total: z.int() }),
});

export type Order = z.output<typeof Order>;
export type OrderListResponse = z.output<typeof OrderListResponse>;

/** Build time only: how the API description names and explains these shapes (see ./described.ts). */
export function describeOrderSchemas(d: SchemaDescriber): void {
  const reasonText = `Why, 1 to ${ORDER_TEXT_MAX.reason} characters; the client reads it.`;
  d.named(WithdrawOrderRequest, "WithdrawOrderRequest", "Withdraws an order the dealership has not acknowledged yet.", { reason: reasonText });
  d.named(AcknowledgeOrderRequest, "AcknowledgeOrderRequest", "The dealership takes the order, with the day it expects to deliver.", {
    etaDate: "The day (YYYY-MM-DD, in the dealership's state) the vehicles are expected to be delivered: today or later.",
  });
  d.named(DeclineOrderRequest, "DeclineOrderRequest", "The dealership refuses the order.", { reason: reasonText });
  d.named(ChangeOrderEtaRequest, "ChangeOrderEtaRequest", "A new expected delivery day, and why it changed.", {
    etaDate: "The new day (YYYY-MM-DD): today or later.",
    reason: reasonText,
  });
  d.named(DeliverOrderRequest, "DeliverOrderRequest", "The vehicle delivered and registered.", {
    deliveredOn: "The day it was delivered (YYYY-MM-DD, in the dealership's state): not before the order was placed, not in the future.",
    vin: "The vehicle identification number: 17 characters, digits and capital letters other than I, O and Q.",
    registrationPlate: `The registration plate: capital letters and digits, at most ${ORDER_TEXT_MAX.registrationPlate} characters.`,
    odometerKm: `The odometer at delivery, whole kilometres, 0 to ${ODOMETER_KM_MAX.toLocaleString("en-AU")}.`,
  });
  d.named(InvoiceLineInput, "InvoiceLineInput", "One line of the dealership's invoice.", {
    kind: "What it is for: `vehicle`, `accessory`, `delivery`, `stampDuty`, `registration`, `ctp` or `other`. Lines are added up by kind and matched to the quote's.",
    description: `As the invoice words it, 1 to ${ORDER_TEXT_MAX.lineDescription} characters.`,
    amount: `For the order's whole quantity, ${MONEY} (negative for a discount or a credit).`,
  });
  d.named(InvoiceOrderRequest, "InvoiceOrderRequest", "The dealership's invoice for the delivered order.", {
    invoiceNumber: `The dealership's invoice number, 1 to ${ORDER_TEXT_MAX.invoiceNumber} characters.`,
    lines: `1 to ${INVOICE_LINES_MAX} lines.`,
    varianceReason: `Required when the invoice's total is above the quote's for the order's quantity (even by a cent); 1 to ${ORDER_TEXT_MAX.reason} characters.`,
  });
  d.named(OrderVariance, "OrderVariance", `A kind whose invoiced total differs from the quote's, ${MONEY}.`, {
    kind: "The kind of line.",
    quoted: "The accepted quote's amount for the order's quantity (0 when it quoted none).",
    invoiced: "The invoice's lines of this kind, added up (0 when it has none).",
    difference: "`invoiced` less `quoted`: positive when the invoice charges more.",
  });
  d.named(Order, "Order", "An order: what an accepted quote (an award) became, from the client's order to the dealership's invoice.", {
    id: "The order's id.",
    quoteId: "The accepted quote it was placed from. Its webhooks are listed with the quote's deliveries.",
    tenderId: "The tender it was awarded from; null for a quote asked of one dealership.",
    orderReference: "The client's own order reference, given when it accepted the quote.",
    status: "`placed`, then `acknowledged` or `declined` (or `withdrawn` by the client), then `delivered`, then `invoiced`.",
    quantity: "How many vehicles the order is for.",
    dealership: "The dealership supplying it.",
    client: "The fleet client (its company) and the person the vehicles are for.",
    vehicle: "The vehicle ordered.",
    placedAt: "When the client accepted the quote.",
    acknowledgeBy: "The day (in the dealership's state) the dealership should acknowledge it by: the second business day after it was placed, weekends and that state's public holidays not counted.",
    overdue: "True while it waits for the dealership's acknowledgement past `acknowledgeBy`.",
    acknowledgedAt: "When the dealership acknowledged it.",
    etaDate: "The day the vehicles are expected, as the dealership last said.",
    etaHistory: "Every expected day given, oldest first: `at`, `etaDate` and `reason` (null for the acknowledgement's).",
    declinedAt: "When the dealership declined it.",
    declineReason: "Why it declined.",
    withdrawnAt: "When the client withdrew it.",
    withdrawReason: "Why the client withdrew it.",
    delivery: "Once delivered: the day, VIN, registration plate, odometer and when it was recorded.",
    quoted: `The accepted quote's lines by kind for the order's quantity, and their total (${MONEY}).`,
    invoice: `Once invoiced: the invoice as given, its total (${MONEY}) and, when it is above the quote's, the reason.`,
    variances: "Once invoiced: every kind whose invoiced total differs from the quote's; empty when the invoice matches line by line.",
    updatedAt: "When it last changed.",
  });
  d.named(OrderListResponse, "OrderList", "A page of orders, newest first.", {
    orders: "The orders on this page.",
    pagination: "Where this page sits; `total` counts every order the filters match.",
  });
  d.meta(elementOf(Order._zod.def.shape.quoted._zod.def.shape.lines), { description: "A kind the quote priced, and its amount for the order's quantity." });
}
