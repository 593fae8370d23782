import { eq, sql, type SQL } from "drizzle-orm";
import type { AuditAction } from "../../domain/audit";
import type { ByDealerKey, ByFmo, ChangeMade } from "../../domain/changed-by";
import type { InvoiceLine, KindTotals } from "../../domain/orders/invoice";
import type { OrderStatus } from "../../domain/orders/order-status";
import { orders } from "../schema";
import { statement } from "../statement";
import { auditedStatements, auditEntryStatement, rowFields } from "./audit";
import type { Page } from "./page";
import { outcomeEmails, type OutcomeEmail } from "./outcome-emails";
import { webhookInserts, type NewWebhook } from "./webhook-deliveries";

/*
 * Orders: written with the accept (or award) that places them, changed one step at a time, each
 * step one guarded batch with its webhook and its audit entry (docs/orders.md).
 */

/** One ETA the dealership gave: when, the day, and why it changed (null for the acknowledgement's). */
export interface EtaChange {
  at: string;
  etaDate: string;
  reason: string | null;
}

/** An order as every read gives it: its row, with its dealership, its client and its vehicle named. */
export interface OrderRow {
  id: string;
  quoteId: string;
  clientId: string;
  dealershipId: string;
  tenderId: string | null;
  vehicleId: string | null;
  clientName: string;
  quantity: number;
  orderReference: string | null;
  status: OrderStatus;
  placedAt: string;
  acknowledgeBy: string;
  acknowledgedAt: string | null;
  etaDate: string | null;
  etaHistory: EtaChange[];
  declinedAt: string | null;
  declineReason: string | null;
  withdrawnAt: string | null;
  withdrawReason: string | null;
  deliveredAt: string | null;
  deliveredOn: string | null;
  vin: string | null;
  registrationPlate: string | null;
  odometerKm: number | null;
  invoicedAt: string | null;
  invoiceNumber: string | null;
  invoiceLines: InvoiceLine[] | null;
  varianceReason: string | null;
  quotedTotals: KindTotals;
  finishedAt: string | null;
  updatedAt: string;
  dealershipName: string;
  dealershipState: string | null;
  dealershipSuburb: string | null;
  dealershipEmail: string | null;
  clientCompany: string;
  vehicleModel: string | null;
  vehicleVersion: string | null;
  /** Where its webhooks go: its quote's callbackUrl (null once the quote is archived: a final order takes no step). */
  callbackUrl: string | null;
}

const COLUMNS = sql.raw(`o.id, o.quote_id as quoteId, o.client_id as clientId, o.dealership_id as dealershipId, o.tender_id as tenderId,
  o.vehicle_id as vehicleId, o.client_name as clientName, o.quantity, o.order_reference as orderReference, o.status, o.placed_at as placedAt,
  o.acknowledge_by as acknowledgeBy, o.acknowledged_at as acknowledgedAt, o.eta_date as etaDate, o.eta_history as etaHistory,
  o.declined_at as declinedAt, o.decline_reason as declineReason, o.withdrawn_at as withdrawnAt, o.withdraw_reason as withdrawReason,
  o.delivered_at as deliveredAt, o.delivered_on as deliveredOn, o.vin, o.registration_plate as registrationPlate, o.odometer_km as odometerKm,
  o.invoiced_at as invoicedAt, o.invoice_number as invoiceNumber, o.invoice_lines as invoiceLines, o.variance_reason as varianceReason,
  o.quoted_totals as quotedTotals, o.finished_at as finishedAt, o.updated_at as updatedAt,
  d.name as dealershipName, d.state as dealershipState, d.suburb as dealershipSuburb, d.contact_email as dealershipEmail,
  c.company_name as clientCompany, v.model as vehicleModel, v.version as vehicleVersion, q.callback_url as callbackUrl`);

const FROM = sql.raw(`orders as o inner join dealerships as d on d.id = o.dealership_id inner join api_clients as c on c.id = o.client_id
  left join vehicles as v on v.id = o.vehicle_id left join quotes as q on q.id = o.quote_id`);

type RawOrder = Omit<OrderRow, "etaHistory" | "invoiceLines" | "quotedTotals"> & { etaHistory: string; invoiceLines: string | null; quotedTotals: string };

function orderRowOf(raw: RawOrder): OrderRow {
  return {
    ...raw,
    etaHistory: JSON.parse(raw.etaHistory) as EtaChange[],
    invoiceLines: raw.invoiceLines === null ? null : (JSON.parse(raw.invoiceLines) as InvoiceLine[]),
    quotedTotals: JSON.parse(raw.quotedTotals) as KindTotals,
  };
}

/** Whose orders a read is about: the client's (its API key) or the dealership's (its dealer key, its portal). */
export type OrderScope = { clientId: string } | { dealershipId: string };

const scopeWhere = (scope: OrderScope): SQL => ("clientId" in scope ? sql`o.client_id = ${scope.clientId}` : sql`o.dealership_id = ${scope.dealershipId}`);

/** One order of the scope's (null: none with this id, or another client's or dealership's). */
export async function findOrder(d1: D1Database | D1DatabaseSession, scope: OrderScope, orderId: string): Promise<OrderRow | null> {
  const raw = await statement(d1, sql`select ${COLUMNS} from ${FROM} where o.id = ${orderId} and ${scopeWhere(scope)}`).first<RawOrder>();
  return raw ? orderRowOf(raw) : null;
}

/** The order an accepted quote became (any client's: for the jobs, which act for the service). */
export async function findOrderOfQuote(d1: D1Database, quoteId: string): Promise<OrderRow | null> {
  const raw = await statement(d1, sql`select ${COLUMNS} from ${FROM} where o.quote_id = ${quoteId}`).first<RawOrder>();
  return raw ? orderRowOf(raw) : null;
}

/** The filters of a list of orders; each one given must match. */
export interface OrderFilter {
  status?: OrderStatus;
  tenderId?: string;
  dealershipId?: string;
}

/** A page of the scope's orders, newest first, and how many match in all: one round trip. */
export async function listOrders(d1: D1Database | D1DatabaseSession, scope: OrderScope, filter: OrderFilter, page: Page): Promise<{ rows: OrderRow[]; total: number }> {
  const where = sql.join(
    [
      scopeWhere(scope),
      ...(filter.status ? [sql`o.status = ${filter.status}`] : []),
      ...(filter.tenderId ? [sql`o.tender_id = ${filter.tenderId}`] : []),
      ...(filter.dealershipId ? [sql`o.dealership_id = ${filter.dealershipId}`] : []),
    ],
    sql` and `,
  );
  const [found, counted] = await d1.batch([
    statement(d1, sql`select ${COLUMNS} from ${FROM} where ${where} order by o.placed_at desc, o.rowid desc limit ${page.limit} offset ${page.offset}`),
    statement(d1, sql`select count(*) as total from orders as o where ${where}`),
  ]);
  return { rows: (found!.results as RawOrder[]).map(orderRowOf), total: (counted!.results[0] as { total: number }).total };
}

/**
 * The client's orders that may need its attention (src/domain/orders/attention.ts decides): placed
 * and due by `today`, declined or invoiced since `since`, acknowledged with an ETA before `today`.
 * Newest first, at most `limit`; one round trip on the client's index.
 */
export async function listOrdersForAttention(d1: D1Database | D1DatabaseSession, clientId: string, today: string, since: string, limit: number): Promise<OrderRow[]> {
  const { results } = await statement(
    d1,
    sql`select ${COLUMNS} from ${FROM}
       where o.client_id = ${clientId}
         and ((o.status = 'placed' and o.acknowledge_by < ${today}) or (o.status = 'declined' and o.declined_at >= ${since})
           or (o.status = 'acknowledged' and o.eta_date < ${today}) or (o.status = 'invoiced' and o.invoiced_at >= ${since}))
       order by o.placed_at desc limit ${limit}`,
  ).all<RawOrder>();
  return results.map(orderRowOf);
}

/** How many of the dealership's orders wait for it (placed, not yet acknowledged): the portal's count. */
export async function countWaitingOrders(d1: D1Database | D1DatabaseSession, dealershipId: string): Promise<number> {
  return (await statement(d1, sql`select count(*) as n from orders where dealership_id = ${dealershipId} and status = 'placed'`).first<number>("n")) ?? 0;
}

/** An order to place: its id, the awarded quote, and what was worked out from it (src/services/orders.ts). */
export interface NewOrder {
  id: string;
  quoteId: string;
  dealershipId: string;
  quantity: number;
  orderReference: string | null;
  acknowledgeBy: string;
  quotedTotals: KindTotals;
}

/** The orders an accept or award places, with who placed them (the client, for the audit record). */
export interface OrderPlacement {
  orders: NewOrder[];
  made: ChangeMade<ByFmo>;
}

const ORDER_FIELDS = {
  status: orders.status,
  quantity: orders.quantity,
  orderReference: orders.orderReference,
  acknowledgeBy: orders.acknowledgeBy,
  etaDate: orders.etaDate,
  declineReason: orders.declineReason,
  withdrawReason: orders.withdrawReason,
  deliveredOn: orders.deliveredOn,
  vin: orders.vin,
  registrationPlate: orders.registrationPlate,
  odometerKm: orders.odometerKm,
  invoiceNumber: orders.invoiceNumber,
  varianceReason: orders.varianceReason,
};

/**
 * The statements that place the orders of one accept or award, for its batch (one transaction):
 * one order per award, each written only where its quote is now accepted by this very batch
 * (`outcome_at` = `at`) at the dealership it names, so an accept that lost its race writes no
 * order; the quote's client, tender, vehicle and client name are copied from the quote. Each placed
 * order is an `order.place` entry of the audit record. The one place orders are written: the single
 * accept and a tender's award (one award, or several) both hand their awards here.
 */
export function orderInserts(d1: Pick<D1Database, "prepare">, placement: OrderPlacement | null, at: string): D1PreparedStatement[] {
  if (!placement || placement.orders.length === 0) return [];
  return [
    statement(
      d1,
      sql`insert or ignore into orders (id, quote_id, client_id, dealership_id, tender_id, vehicle_id, client_name, quantity, order_reference, status,
           placed_at, acknowledge_by, quoted_totals, updated_at)
         select o.value ->> 'id', q.id, q.client_id, q.dealership_id, q.tender_id, q.vehicle_id, q.client_name, o.value ->> 'quantity',
           o.value ->> 'orderReference', 'placed', ${at}, o.value ->> 'acknowledgeBy', json(o.value -> 'quotedTotals'), ${at}
         from json_each(${JSON.stringify(placement.orders)}) as o inner join quotes as q on q.id = o.value ->> 'quoteId'
         where q.dealership_id = o.value ->> 'dealershipId' and q.outcome = 'accepted' and q.outcome_at = ${at}`,
    ),
    ...placement.orders.map((order) =>
      auditEntryStatement(
        d1,
        { action: "order.place", targetType: "order", targetId: order.id, dealershipId: order.dealershipId, made: placement.made },
        { after: rowFields(orders, ORDER_FIELDS, eq(orders.id, order.id)), when: sql`exists (select 1 from orders where id = ${order.id} and placed_at = ${at})` },
      ),
    ),
  ];
}

/**
 * One step of an order (the dealer's, or the client's withdrawal): the columns it sets (`set`,
 * assignments), guarded on the order being the scope's and in state `from`. The update writes the
 * step's token; its webhooks (about the order's quote, to its callbackUrl) and `also` (statements
 * given the SQL test that the step took effect) act only where it did. Recorded in the audit record
 * with the order's fields before and after.
 */
export interface OrderStepWrite {
  orderId: string;
  quoteId: string;
  dealershipId: string;
  scope: OrderScope;
  from: OrderStatus;
  to: OrderStatus;
  set: SQL;
  token: string;
  at: string;
  action: AuditAction;
  made: ChangeMade<ByDealerKey | ByFmo>;
  webhooks: NewWebhook[];
  /**
   * A withdrawal's or a decline's: the quote's outcome, its quantity free to award again among the
   * tender's other priced quotes, and the dealership's e-mail (a withdrawal's).
   */
  release?: { outcome: "withdrawn" | "declined"; tenderId: string | null; email: OutcomeEmail | null };
}

/** The tender's award without the released quote: its awards less that one, or none left (undone). */
function withdrawnFromAward(d1: Pick<D1Database, "prepare">, tenderId: string, quoteId: string, ours: SQL): D1PreparedStatement {
  const stillAccepted = sql`exists (select 1 from quotes as q where q.tender_id = tenders.id and q.outcome = 'accepted')`;
  return statement(
    d1,
    sql`update tenders set
         awarded_quote_id = (select q.id from quotes as q where q.tender_id = tenders.id and q.outcome = 'accepted' order by q.outcome_at, q.rowid limit 1),
         awards = case when ${stillAccepted} and awards is not null
           then (select json_group_array(json(a.value)) from json_each(tenders.awards) as a where a.value ->> 'quoteId' <> ${quoteId}) end,
         award_reason = case when ${stillAccepted} then award_reason end
       where id = ${tenderId} and ${ours}`,
  );
}

/** Writes a step in one batch; resolves whether it took effect (the order was in state `from`). */
export async function writeOrderStep(d1: D1Database, step: OrderStepWrite): Promise<boolean> {
  const { orderId, quoteId, token, at } = step;
  const ours = sql`exists (select 1 from orders where id = ${orderId} and step_token = ${token})`;
  const update = statement(
    d1,
    sql`update orders set ${step.set}, status = ${step.to}, updated_at = ${at}, step_token = ${token}
       where id = ${orderId} and ${sql.raw("clientId" in step.scope ? "client_id" : "dealership_id")} = ${"clientId" in step.scope ? step.scope.clientId : step.scope.dealershipId}
         and status = ${step.from}`,
  );
  const release = step.release
    ? [
        statement(d1, sql`update quotes set outcome = ${step.release.outcome}, outcome_at = ${at} where id = ${quoteId} and outcome = 'accepted' and ${ours}`),
        // The quote leaves its tender's award, and its quantity may be awarded again among the
        // tender's other priced quotes; once no quote of the award is left accepted, the award is undone.
        ...(step.release.tenderId ? [withdrawnFromAward(d1, step.release.tenderId, quoteId, ours)] : []),
        ...(step.release.email ? [outcomeEmails(d1, [step.release.email], at)] : []),
      ]
    : [];
  const fields = rowFields(orders, ORDER_FIELDS, eq(orders.id, orderId));
  const statements = auditedStatements(
    d1,
    { action: step.action, targetType: "order", targetId: orderId, dealershipId: step.dealershipId, made: step.made },
    { before: fields, after: fields, when: sql`exists (select 1 from orders where id = ${orderId} and status = ${step.from})` },
    update,
    ...release,
    ...webhookInserts(d1, { kind: "quote", guard: sql`s.id = ${quoteId} and ${ours}` }, step.webhooks, at),
  );
  const results = await d1.batch(statements);
  return results[1]!.meta.changes === 1;
}
