import type { Child } from "hono/jsx";
import { ORDER_STATUSES, ORDER_STATUS_LABELS, ORDER_TEXT_MAX, type OrderStatus } from "../../domain/orders/order-status";
import { centsToDollars, dollarsToCents } from "../../domain/money";
import { calendarDate } from "../../notices/format";
import type { Order } from "../../schemas/orders";
import { Pager } from "../../web/pages/form-parts";
import { KIND_LABELS, OrderBadge } from "../../web/pages/order-parts";
import type { ConsoleSession } from "../console-env";
import { Layout } from "./layout";
import { Dollars, Facts, When, WhenShort, vehicleName } from "./parts";

/** The FMO's words for each state (the dealer portal's "Waiting for you" is the dealership's). */
const STATUS_LABELS: Record<OrderStatus, string> = { ...ORDER_STATUS_LABELS, placed: "Waiting for the dealership" };

const orderVehicle = (order: Order) => (order.vehicle ? vehicleName(order.vehicle) : "A vehicle");
const day = (isoDate: string | null) => (isoDate ? calendarDate(isoDate) : "—");

/** The organisation's orders, newest first, optionally of one state (the API's GET /api/v1/orders). */
export function OrderListPage(props: { session: ConsoleSession; orders: Order[]; status: OrderStatus | null; page: number; hasNextPage: boolean; total: number }) {
  const href = (status: OrderStatus | null, page = 1) => `/console/orders${status || page > 1 ? "?" : ""}${[status && `status=${status}`, page > 1 && `page=${page}`].filter(Boolean).join("&")}`;
  return (
    <Layout title="Orders" session={props.session} section="orders">
      <div class="page-head">
        <h1 id="page-title">Orders</h1>
        <p class="lead">Each quote you accepted or awarded is an order: the dealership acknowledges it with a delivery day, delivers, then invoices it against the quote.</p>
      </div>
      <nav class="filter-links" aria-label="Show orders">
        <a href={href(null)} aria-current={props.status === null ? "page" : undefined}>
          All
        </a>
        {ORDER_STATUSES.map((status) => (
          <a href={href(status)} aria-current={props.status === status ? "page" : undefined}>
            {STATUS_LABELS[status]}
          </a>
        ))}
      </nav>
      {props.orders.length === 0 ? (
        <p class="panel">{props.total === 0 && props.status === null ? "Your organisation has no orders yet. Accepting a quote or awarding a tender places one." : "No order here."}</p>
      ) : (
        <div class="table-wrap">
          <table class="quote-table">
            <caption class="visually-hidden">Orders, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Vehicle</th>
                <th scope="col">Dealership</th>
                <th scope="col">Status</th>
                <th scope="col">Acknowledge by or delivery</th>
                <th scope="col">Placed</th>
              </tr>
            </thead>
            <tbody>
              {props.orders.map((order) => (
                <tr>
                  <th scope="row" data-label="Vehicle">
                    <a href={`/console/orders/${order.id}`}>{`${order.quantity} × ${orderVehicle(order)}`}</a>
                    {order.orderReference && <span class="row-changed">{order.orderReference}</span>}
                  </th>
                  <td data-label="Dealership">{order.dealership.name}</td>
                  <td data-label="Status">
                    <OrderBadge order={order} overdue={order.overdue} labels={STATUS_LABELS} />
                  </td>
                  <td data-label="Acknowledge by or delivery">
                    {order.status === "placed" ? `by ${day(order.acknowledgeBy)}` : order.delivery ? `delivered ${day(order.delivery.deliveredOn)}` : order.etaDate ? `ETA ${day(order.etaDate)}` : "—"}
                  </td>
                  <td data-label="Placed">
                    <WhenShort at={order.placedAt} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={props.page} hasNext={props.hasNextPage} href={(page) => href(props.status, page)} />
    </Layout>
  );
}

/** A signed difference in dollars: "+$0.01", "-$500.00". */
function Difference(props: { amount: number }) {
  return (
    <>
      {props.amount > 0 && "+"}
      <Dollars amount={props.amount} />
    </>
  );
}

/**
 * The quote's lines beside the invoice's, kind by kind, with each difference: as the order's
 * `variances` give them (a kind without one was invoiced as quoted).
 */
function InvoiceMatch(props: { order: Order }) {
  const { order } = props;
  const quoted = new Map(order.quoted.lines.map((line) => [line.kind, line.amount]));
  const variance = new Map(order.variances.map((v) => [v.kind, v]));
  const kinds = [...new Set([...quoted.keys(), ...variance.keys()])];
  return (
    <div class="table-wrap">
      <table class="quote-table" aria-labelledby="invoice-title">
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col" class="numeric">
              Quoted
            </th>
            <th scope="col" class="numeric">
              Invoiced
            </th>
            <th scope="col" class="numeric">
              Difference
            </th>
          </tr>
        </thead>
        <tbody>
          {kinds.map((kind) => (
            <tr class={variance.has(kind) ? "is-variance" : undefined}>
              <th scope="row" data-label="Line">
                {KIND_LABELS[kind]}
              </th>
              <td data-label="Quoted" class="numeric">
                <Dollars amount={quoted.get(kind) ?? 0} />
              </td>
              <td data-label="Invoiced" class="numeric">
                {order.invoice ? <Dollars amount={variance.get(kind)?.invoiced ?? quoted.get(kind) ?? 0} /> : "—"}
              </td>
              <td data-label="Difference" class="numeric">
                {variance.has(kind) ? (
                  <strong>
                    <Difference amount={variance.get(kind)!.difference} />
                  </strong>
                ) : order.invoice ? (
                  "none"
                ) : (
                  "—"
                )}
              </td>
            </tr>
          ))}
          <tr>
            <th scope="row" data-label="Line">
              Total
            </th>
            <td data-label="Quoted" class="numeric">
              <strong>
                <Dollars amount={order.quoted.total} />
              </strong>
            </td>
            <td data-label="Invoiced" class="numeric">
              <strong>{order.invoice ? <Dollars amount={order.invoice.total} /> : "—"}</strong>
            </td>
            <td data-label="Difference" class="numeric">
              {order.invoice ? <Difference amount={centsToDollars(dollarsToCents(order.invoice.total) - dollarsToCents(order.quoted.total))} /> : "—"}
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** One order: each step with its dates, the delivery day's history, the invoice matched to the quote, and withdrawing while it waits. */
export function OrderPage(props: { session: ConsoleSession; order: Order; problem?: string | undefined; reason?: string | undefined; withdrawn?: boolean }) {
  const { order } = props;
  return (
    <Layout title={`Order: ${orderVehicle(order)}`} session={props.session} section="orders">
      <p class="back-link">
        <a href="/console/orders">← All orders</a>
      </p>
      <div class="page-head">
        <h1 id="page-title">{`${order.quantity} × ${orderVehicle(order)}`}</h1>
        <p>
          <OrderBadge order={order} overdue={order.overdue} labels={STATUS_LABELS} />
        </p>
      </div>
      {props.problem && (
        <div class="alert" role="alert">
          <h2>The order was not withdrawn</h2>
          <p>{props.problem}</p>
        </div>
      )}
      {props.withdrawn && (
        <p class="notice notice--success" role="status">
          Withdrawn: the dealership has been e-mailed your reason.{order.tenderId && " Its vehicles may be awarded again from the tender's page."}
        </p>
      )}
      <section class="panel" aria-labelledby="steps-title">
        <h2 id="steps-title">Steps</h2>
        <Facts
          items={[
            ["Dealership", `${order.dealership.name}${order.dealership.suburb ? `, ${order.dealership.suburb} ${order.dealership.state ?? ""}` : ""}`],
            ["Your order reference", order.orderReference ?? "—"],
            ["Placed", <When at={order.placedAt} />],
            ["Acknowledge by", <>{day(order.acknowledgeBy)} (two business days in the dealership's state){order.overdue && <strong> — overdue</strong>}</>],
            ["Acknowledged", <When at={order.acknowledgedAt} />],
            ["Expected delivery", day(order.etaDate)],
            ...(order.declinedAt ? [["Declined", <><When at={order.declinedAt} />: {order.declineReason}</>] as [string, Child]] : []),
            ...(order.withdrawnAt ? [["Withdrawn", <><When at={order.withdrawnAt} />: {order.withdrawReason}</>] as [string, Child]] : []),
            [
              "Delivered",
              order.delivery ? `${day(order.delivery.deliveredOn)}: VIN ${order.delivery.vin}, plate ${order.delivery.registrationPlate}, ${order.delivery.odometerKm.toLocaleString("en-AU")} km` : "—",
            ],
            ["Invoiced", order.invoice ? <>{order.invoice.invoiceNumber}, <When at={order.invoice.invoicedAt} /></> : "—"],
            ["Quote", <a href={`/console/quotes/${order.quoteId}`}>{order.quoteId}</a>],
            ...(order.tenderId ? [["Tender", <a href={`/console/tenders/${order.tenderId}`}>{order.tenderId}</a>] as [string, Child]] : []),
          ]}
        />
      </section>
      {order.etaHistory.length > 0 && (
        <section class="panel" aria-labelledby="eta-title">
          <h2 id="eta-title">Delivery day history</h2>
          <ol class="plain-list eta-history">
            {order.etaHistory.map((change) => (
              <li>
                <When at={change.at} />: {day(change.etaDate)}
                {change.reason ? `, because: ${change.reason}` : " (when acknowledged)"}
              </li>
            ))}
          </ol>
        </section>
      )}
      <section class="panel" aria-labelledby="invoice-title">
        <h2 id="invoice-title">Invoice against the quote</h2>
        <p class="fine-print">For all {order.quantity} vehicles, GST included.{order.invoice?.varianceReason && ` The dealership's reason for the difference: ${order.invoice.varianceReason}`}</p>
        <InvoiceMatch order={order} />
      </section>
      {order.status === "placed" && (
        <section class="panel" aria-labelledby="withdraw-title">
          <h2 id="withdraw-title">Withdraw the order</h2>
          <p>Until the dealership acknowledges it, you may withdraw the order. The dealership is e-mailed your reason.</p>
          <form method="post" action={`/console/orders/${order.id}/withdraw`} class="stack danger-form">
            <div class="field">
              <label for="withdraw-reason">Reason</label>
              <textarea id="withdraw-reason" name="reason" required maxlength={ORDER_TEXT_MAX.reason} rows={3}>
                {props.reason ?? ""}
              </textarea>
            </div>
            <button type="submit" class="button">
              Withdraw the order
            </button>
          </form>
        </section>
      )}
    </Layout>
  );
}
