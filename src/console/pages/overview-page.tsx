import type { AttentionReason } from "../../domain/orders/attention";
import { calendarDate } from "../../notices/format";
import type { Order } from "../../schemas/orders";
import type { ConsoleSession } from "../console-env";
import { Layout } from "./layout";
import { DeliveryBadge, When, vehicleName } from "./parts";

export interface OverviewPageProps {
  session: ConsoleSession;
  /** Requests counted against the hourly limit in the last 60 minutes (null: the counter could not be asked). */
  hourly: { used: number; limit: number; resetSeconds: number } | null;
  openTenders: { id: string; closesAt: string; vehicle: { model: string; version: string | null } }[];
  ordersForAttention: { order: Order; reason: AttentionReason }[];
  failedDeliveries: { id: string; event: string; createdAt: string; lastStatusCode: number | null }[];
}

/** What each order needing attention says, in the FMO's words. */
function attentionText(order: Order, reason: AttentionReason): string {
  switch (reason) {
    case "unacknowledged":
      return `not acknowledged by ${order.dealership.name}: due ${calendarDate(order.acknowledgeBy)}`;
    case "declined":
      return `declined by ${order.dealership.name}${order.tenderId ? ": award its vehicles again from the tender" : ""}`;
    case "late":
      return `expected ${order.etaDate ? calendarDate(order.etaDate) : ""}, not yet delivered`;
    case "variance":
      return `invoiced ${order.variances.length === 1 ? "with a difference" : `with ${order.variances.length} differences`} from the quote`;
  }
}

/** The first page after signing in: this hour's requests, the open tenders by deadline, the orders that need attention, the deliveries that failed. */
export function OverviewPage(props: OverviewPageProps) {
  const { hourly } = props;
  return (
    <Layout title="Overview" session={props.session} section="overview">
      <div class="page-head">
        <h1 id="page-title">Overview</h1>
        <p class="lead">Signed in as {props.session.email}.</p>
      </div>
      <div class="card-grid">
        <section class="panel" aria-labelledby="hourly-title">
          <h2 id="hourly-title">Requests this hour</h2>
          {hourly ? (
            <>
              <p class="big-number">
                <strong>{hourly.used}</strong> of {hourly.limit}
              </p>
              <p class="fine-print">
                Requests your API keys made in the last 60 minutes, counted against the limit of {hourly.limit} in any hour.
                {hourly.used > 0 && ` The oldest leaves the count in ${Math.ceil(hourly.resetSeconds / 60)} min.`}
              </p>
            </>
          ) : (
            <p>The count cannot be read just now. Reload the page in a moment.</p>
          )}
        </section>
        <section class="panel" aria-labelledby="tenders-title">
          <h2 id="tenders-title">Open tenders</h2>
          {props.openTenders.length === 0 ? (
            <p>No tender is open. Tenders your systems start appear here until they close.</p>
          ) : (
            <ul class="plain-list">
              {props.openTenders.map((tender) => (
                <li>
                  <a href={`/console/tenders/${tender.id}`}>{vehicleName(tender.vehicle)}</a>
                  <span class="fine-print">
                    {" "}
                    closes <When at={tender.closesAt} />
                  </span>
                </li>
              ))}
            </ul>
          )}
          <p>
            <a href="/console/tenders">All tenders</a>
          </p>
        </section>
        <section class="panel" aria-labelledby="orders-title">
          <h2 id="orders-title">Orders that need attention</h2>
          {props.ordersForAttention.length === 0 ? (
            <p>None: no order is overdue, late, declined or invoiced differently from its quote.</p>
          ) : (
            <ul class="plain-list">
              {props.ordersForAttention.map(({ order, reason }) => (
                <li>
                  <a href={`/console/orders/${order.id}`}>{`${order.quantity} × ${order.vehicle ? `${order.vehicle.model} ${order.vehicle.version}`.trim() : "vehicle"}`}</a>
                  <span class="fine-print"> {attentionText(order, reason)}</span>
                </li>
              ))}
            </ul>
          )}
          <p>
            <a href="/console/orders">All orders</a>
          </p>
        </section>
        <section class="panel" aria-labelledby="deliveries-title">
          <h2 id="deliveries-title">Failed webhook deliveries</h2>
          {props.failedDeliveries.length === 0 ? (
            <p>None: every webhook your receiver was sent has been delivered, or is still being tried.</p>
          ) : (
            <ul class="plain-list">
              {props.failedDeliveries.map((delivery) => (
                <li>
                  <a href={`/console/deliveries/${delivery.id}`}>{delivery.event}</a> <DeliveryBadge status="failed" />
                  <span class="fine-print">
                    {" "}
                    <When at={delivery.createdAt} />
                    {delivery.lastStatusCode !== null && `, last answered HTTP ${delivery.lastStatusCode}`}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <p>
            <a href="/console/deliveries?failed">All failed deliveries</a>
          </p>
        </section>
      </div>
    </Layout>
  );
}
