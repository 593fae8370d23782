import type { OrderRow } from "../../db/queries/orders";
import { isOverdue } from "../../domain/orders/business-days";
import type { OrderStatus } from "../../domain/orders/order-status";
import { calendarDate, localDateTime } from "../../notices/format";
import { clockState } from "../../pricing/au-state";
import type { PortalSession } from "../portal-env";
import { Pager } from "../../web/pages/form-parts";
import { Layout } from "./layout";
import { OrderBadge, orderVehicleText } from "../../web/pages/order-parts";

/** The filters above the list: all orders, or one state. */
const FILTERS: { status: OrderStatus | null; label: string }[] = [
  { status: null, label: "All" },
  { status: "placed", label: "Waiting for you" },
  { status: "acknowledged", label: "Acknowledged" },
  { status: "delivered", label: "Delivered" },
  { status: "invoiced", label: "Invoiced" },
];

export interface OrderListPageProps {
  session: PortalSession;
  rows: OrderRow[];
  status: OrderStatus | null;
  waiting: number;
  page: number;
  hasNextPage: boolean;
  now: Date;
}

const listHref = (status: OrderStatus | null, page = 1) => {
  const query = [status && `status=${status}`, page > 1 && `page=${page}`].filter(Boolean).join("&");
  return query ? `/dealer/orders?${query}` : "/dealer/orders";
};

/** The dealership's orders, newest first: what each is for, when it is due and where it stands. */
export function OrderListPage(props: OrderListPageProps) {
  const { rows, status, page, now, waiting } = props;
  return (
    <Layout title="Orders" session={props.session} section="orders">
      <div class="page-head">
        <h1 id="page-title">Orders</h1>
        <p class="lead" role="status">
          {waiting === 0 ? "No orders are waiting for you." : waiting === 1 ? "1 order is waiting for you to acknowledge it." : `${waiting} orders are waiting for you to acknowledge them.`} Acknowledge each
          within two business days of the fleet client's order.
        </p>
      </div>
      <nav class="filters" aria-label="Show">
        {FILTERS.map((filter) => (
          <a href={listHref(filter.status)} aria-current={filter.status === status ? "page" : undefined}>
            {filter.label}
          </a>
        ))}
      </nav>
      {rows.length === 0 ? (
        <p class="panel">{page === 1 ? "No orders here yet. When a fleet client accepts one of your quotes, its order appears here." : "There are no more orders."}</p>
      ) : (
        <div class="table-wrap">
          <table class="quote-table">
            <caption class="visually-hidden">Orders, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Client</th>
                <th scope="col">Vehicle</th>
                <th scope="col" class="numeric">
                  Qty
                </th>
                <th scope="col">Ordered</th>
                <th scope="col">Due</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const overdue = isOverdue(row, clockState(row.dealershipState), now);
                return (
                  <tr class={row.status === "placed" ? "is-pending" : undefined}>
                    <th scope="row" data-label="Client">
                      <a href={`/dealer/orders/${row.id}`}>{row.clientCompany}</a>
                      <span class="fine-print">
                        {" "}
                        for {row.clientName}
                        {row.orderReference && `, their reference ${row.orderReference}`}
                      </span>
                    </th>
                    <td data-label="Vehicle">{orderVehicleText(row)}</td>
                    <td data-label="Qty" class="numeric">
                      {row.quantity}
                    </td>
                    <td data-label="Ordered">{localDateTime(row.placedAt, row.dealershipState)}</td>
                    <td data-label="Due">
                      {row.status === "placed" ? `Acknowledge by ${calendarDate(row.acknowledgeBy)}` : row.etaDate && row.status === "acknowledged" ? `Delivery ${calendarDate(row.etaDate)}` : "—"}
                    </td>
                    <td data-label="Status">
                      <OrderBadge order={row} overdue={overdue} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} hasNext={props.hasNextPage} href={(to) => listHref(status, to)} />
    </Layout>
  );
}
