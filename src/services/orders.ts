import type { Job } from "../db/job-queue";
import { findOrder, writeOrderStep, type NewOrder, type OrderRow, type OrderScope, type OrderStepWrite } from "../db/queries/orders";
import { sql, type SQL } from "drizzle-orm";
import type { ByDealerKey, ByFmo, ChangeMade } from "../domain/changed-by";
import { acknowledgeByDay } from "../domain/orders/business-days";
import { needsVarianceReason, quotedTotals, totalOf, type InvoiceLine, type InvoiceLineKind } from "../domain/orders/invoice";
import { DEALER_STEPS, ETA_CHANGES_MAX, WITHDRAW, type DealerStep, type OrderStatus } from "../domain/orders/order-status";
import { emailIdOf } from "../domain/quotes/email-ids";
import { OUTCOME_EMAIL_KINDS } from "../domain/quotes/email-kinds";
import type { StoredPricing } from "../domain/quotes/price-quote";
import { dollarsToCents } from "../domain/money";
import type { WebEnv } from "../env";
import { ApiError } from "../http/errors";
import { money } from "../notices/format";
import { clockState } from "../pricing/au-state";
import { pricingDay } from "../pricing/pricing-day";
import { ORDER_ACKNOWLEDGED, ORDER_DECLINED, ORDER_DELIVERED, ORDER_ETA_CHANGED, ORDER_INVOICED, type OrderEventName } from "../schemas/webhook-events";
import { orderEvent } from "../views/orders";

/**
 * One award of a quote: the order it places is for `quantity` vehicles at the dealership, with the
 * client's own reference. Today's accept awards one quote for its whole quantity; a tender's split
 * award hands one per awarded quote.
 */
export interface OrderAward {
  quoteId: string;
  dealershipId: string;
  quantity: number;
  orderReference: string | null;
}

/** What an order is placed from: the awarded quote's priced lines (per vehicle) and its dealership's state. */
export interface AwardedQuote {
  pricing: StoredPricing | null;
  dealershipState: string | null;
}

/**
 * The orders a list of awards places at `at`: one each, due to be acknowledged two business days on
 * in its dealership's state, holding its quote's lines by kind for its own quantity. Written by
 * `orderInserts` (src/db/queries/orders.ts) in the batch of the accept or award.
 */
export function planOrders(awards: readonly OrderAward[], quoteOf: (quoteId: string) => AwardedQuote | undefined, at: Date): NewOrder[] {
  return awards.map((award) => {
    const quote = quoteOf(award.quoteId);
    if (!quote?.pricing) throw new Error(`quote ${award.quoteId} is not priced: no order can be placed from it`);
    return {
      id: crypto.randomUUID(),
      ...award,
      acknowledgeBy: acknowledgeByDay(clockState(quote.dealershipState), at),
      quotedTotals: quotedTotals(quote.pricing, award.quantity),
    };
  });
}

/** A dealer's step as its request gives it (amounts in dollars, as the API and the portal take them). */
export type DealerStepInput =
  | { step: "acknowledge"; etaDate: string }
  | { step: "decline"; reason: string }
  | { step: "eta"; etaDate: string; reason: string }
  | { step: "deliver"; deliveredOn: string; vin: string; registrationPlate: string; odometerKm: number }
  | { step: "invoice"; invoiceNumber: string; lines: { kind: InvoiceLineKind; description: string; amount: number }[]; varianceReason?: string };

const EVENTS: Record<DealerStep, OrderEventName> = {
  acknowledge: ORDER_ACKNOWLEDGED,
  decline: ORDER_DECLINED,
  eta: ORDER_ETA_CHANGED,
  deliver: ORDER_DELIVERED,
  invoice: ORDER_INVOICED,
};

/** What a step did: the order as it now stands, and the jobs to queue (its webhook, its e-mail). */
export interface OrderStepResult {
  order: OrderRow;
  jobs: Job[];
}

const invalid = (message: string) => new ApiError("INVALID_REQUEST", message);

function outOfOrder(order: OrderRow, what: string, from: OrderStatus): ApiError {
  return new ApiError("CONFLICT", `Order ${order.id} is ${order.status}: it can be ${what} only while ${from}`);
}

const STEP_DONE: Record<DealerStep, string> = { acknowledge: "acknowledged", decline: "declined", eta: "given a new ETA", deliver: "delivered", invoice: "invoiced" };

/**
 * What the step changes, as the order will stand and as the columns it sets; refuses (400) what the
 * order's own facts rule out: an ETA before today, a delivery in the future or before the order, an
 * invoice above the quote without its reason. Days are the dealership's state's.
 */
function planStep(order: OrderRow, input: DealerStepInput, now: Date): { after: OrderRow; set: SQL } {
  const at = now.toISOString();
  const state = clockState(order.dealershipState);
  const today = pricingDay(state, now);
  switch (input.step) {
    case "acknowledge":
    case "eta": {
      if (input.etaDate < today) throw invalid(`Field 'etaDate' must be today (${today} in ${state}) or later`);
      const reason = input.step === "eta" ? input.reason : null;
      if (input.step === "eta" && order.etaHistory.length > ETA_CHANGES_MAX) throw invalid(`Order ${order.id} has had ${ETA_CHANGES_MAX} ETA changes: call the client`);
      const change = { at, etaDate: input.etaDate, reason };
      const history = sql`json_insert(${input.step === "acknowledge" ? sql`'[]'` : sql`eta_history`}, '$[#]', json(${JSON.stringify(change)}))`;
      return {
        after: { ...order, etaDate: input.etaDate, etaHistory: [...(input.step === "acknowledge" ? [] : order.etaHistory), change], ...(input.step === "acknowledge" && { acknowledgedAt: at }) },
        set: input.step === "acknowledge" ? sql`acknowledged_at = ${at}, eta_date = ${input.etaDate}, eta_history = ${history}` : sql`eta_date = ${input.etaDate}, eta_history = ${history}`,
      };
    }
    case "decline":
      return { after: { ...order, declinedAt: at, declineReason: input.reason, finishedAt: at }, set: sql`declined_at = ${at}, decline_reason = ${input.reason}, finished_at = ${at}` };
    case "deliver": {
      const placedOn = pricingDay(state, new Date(order.placedAt));
      if (input.deliveredOn > today) throw invalid(`Field 'deliveredOn' must not be in the future (today is ${today} in ${state})`);
      if (input.deliveredOn < placedOn) throw invalid(`Field 'deliveredOn' must not be before the order was placed (${placedOn})`);
      const { deliveredOn, vin, registrationPlate, odometerKm } = input;
      return {
        after: { ...order, deliveredAt: at, deliveredOn, vin, registrationPlate, odometerKm },
        set: sql`delivered_at = ${at}, delivered_on = ${deliveredOn}, vin = ${vin}, registration_plate = ${registrationPlate}, odometer_km = ${odometerKm}`,
      };
    }
    case "invoice": {
      const lines: InvoiceLine[] = input.lines.map((line) => ({ kind: line.kind, description: line.description, amountCents: dollarsToCents(line.amount) }));
      const varianceReason = input.varianceReason ?? null;
      if (varianceReason === null && needsVarianceReason(order.quotedTotals, lines)) {
        const invoiced = lines.reduce((sum, line) => sum + line.amountCents, 0);
        throw invalid(
          `Field 'varianceReason' is required: the invoice's total (${money(invoiced)}) is above the quote's (${money(totalOf(order.quotedTotals))}) for ${order.quantity} vehicle${order.quantity === 1 ? "" : "s"}`,
        );
      }
      return {
        after: { ...order, invoicedAt: at, invoiceNumber: input.invoiceNumber, invoiceLines: lines, varianceReason, finishedAt: at },
        set: sql`invoiced_at = ${at}, invoice_number = ${input.invoiceNumber}, invoice_lines = ${JSON.stringify(lines)}, variance_reason = ${varianceReason}, finished_at = ${at}`,
      };
    }
  }
}

/** The scope's order, read to take a step from `from`: 404 when it is not the scope's, 409 when it is in another state. */
async function orderToStep(env: WebEnv, scope: OrderScope, orderId: string, from: OrderStatus, what: string): Promise<OrderRow> {
  const order = await findOrder(env.DB, scope, orderId);
  if (!order) throw new ApiError("NOT_FOUND", `Order ${orderId} not found`);
  if (order.status !== from) throw outOfOrder(order, what, from);
  return order;
}

/** Writes a planned step; a step that lost its race to another is answered as the order now stands (409). */
async function written(env: WebEnv, scope: OrderScope, write: OrderStepWrite, what: string): Promise<void> {
  if (await writeOrderStep(env.DB, write)) return;
  const now = await findOrder(env.DB, scope, write.orderId);
  if (!now) throw new ApiError("NOT_FOUND", `Order ${write.orderId} not found`);
  throw outOfOrder(now, what, write.from);
}

/**
 * A dealership's step on one of its orders (the API's and the portal's): 404 for another
 * dealership's order, 409 for a step out of order, 400 for what the order's facts rule out. The
 * step, its audit entry and its webhook (to the quote's callbackUrl) are one batch.
 */
export async function takeOrderStep(
  env: WebEnv,
  dealershipId: string,
  orderId: string,
  input: DealerStepInput,
  made: ChangeMade<ByDealerKey>,
  now: Date,
  /** Resolves when writing is allowed (the request limit, counted beside the read). */
  beforeWrite: Promise<void> = Promise.resolve(),
): Promise<OrderStepResult> {
  const scope = { dealershipId };
  const { from, to } = DEALER_STEPS[input.step];
  const order = await orderToStep(env, scope, orderId, from, STEP_DONE[input.step]);
  const planned = planStep(order, input, now);
  const after: OrderRow = { ...planned.after, status: to, updatedAt: now.toISOString() };
  const webhooks = order.callbackUrl
    ? [{ deliveryId: crypto.randomUUID(), event: EVENTS[input.step], about: order.quoteId, payload: JSON.stringify(orderEvent(EVENTS[input.step], after, now)) }]
    : [];
  await beforeWrite;
  await written(
    env,
    scope,
    {
      orderId,
      quoteId: order.quoteId,
      dealershipId: order.dealershipId,
      scope,
      from,
      to,
      set: planned.set,
      token: crypto.randomUUID(),
      at: now.toISOString(),
      action: `order.${input.step}`,
      made,
      webhooks,
      // A declined order frees its quantity: the client may award it among the tender's other quotes.
      ...(input.step === "decline" && { release: { outcome: "declined" as const, tenderId: order.tenderId, email: null } }),
    },
    STEP_DONE[input.step],
  );
  return { order: after, jobs: webhooks.map((w) => ({ type: "webhook", deliveryId: w.deliveryId })) };
}

/**
 * The client withdraws one of its orders before the dealership acknowledged it (409 after): the
 * quote's outcome becomes `withdrawn`, it leaves its tender's award (its quantity may be awarded
 * again), and the dealership is e-mailed the reason. 404 for another client's order.
 */
export async function withdrawOrder(
  env: WebEnv,
  clientId: string,
  orderId: string,
  reason: string,
  made: ChangeMade<ByFmo>,
  now: Date,
  beforeWrite: Promise<void> = Promise.resolve(),
): Promise<OrderStepResult> {
  const scope = { clientId };
  const order = await orderToStep(env, scope, orderId, WITHDRAW.from, "withdrawn");
  const at = now.toISOString();
  const kind = OUTCOME_EMAIL_KINDS.withdrawn;
  const email = { id: await emailIdOf(kind, order.quoteId), quoteId: order.quoteId, kind, outcome: "withdrawn" as const };
  await beforeWrite;
  await written(
    env,
    scope,
    {
      orderId,
      quoteId: order.quoteId,
      dealershipId: order.dealershipId,
      scope,
      from: WITHDRAW.from,
      to: WITHDRAW.to,
      set: sql`withdrawn_at = ${at}, withdraw_reason = ${reason}, finished_at = ${at}`,
      token: crypto.randomUUID(),
      at,
      action: "order.withdraw",
      made,
      webhooks: [],
      release: { outcome: "withdrawn", tenderId: order.tenderId, email },
    },
    "withdrawn",
  );
  return {
    order: { ...order, status: WITHDRAW.to, withdrawnAt: at, withdrawReason: reason, finishedAt: at, updatedAt: at },
    jobs: [{ type: "email", outboxId: email.id }],
  };
}
