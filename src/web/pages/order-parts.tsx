import type { OrderRow } from "../../db/queries/orders";
import type { InvoiceLineKind } from "../../domain/orders/invoice";
import { ORDER_STATUS_LABELS, type OrderStatus } from "../../domain/orders/order-status";

/** How the portal and the console name each kind of invoice line. */
export const KIND_LABELS: Record<InvoiceLineKind, string> = {
  vehicle: "Vehicle",
  accessory: "Accessories",
  delivery: "Dealer delivery",
  stampDuty: "Stamp duty",
  registration: "Registration",
  ctp: "CTP insurance",
  other: "Other",
};

/** The order's state as a badge, in the reader's words (the portal's by default); a placed order past its day says so. */
export function OrderBadge(props: { order: Pick<OrderRow, "status">; overdue: boolean; labels?: Record<OrderStatus, string> }) {
  const tone = props.order.status === "placed" ? "pending" : props.order.status === "invoiced" || props.order.status === "delivered" ? "accepted" : props.order.status === "acknowledged" ? "sent" : "lapsed";
  return (
    <>
      <span class={`badge badge--${tone}`}>{(props.labels ?? ORDER_STATUS_LABELS)[props.order.status]}</span>
      {props.overdue && <span class="badge badge--overdue"> Overdue</span>}
    </>
  );
}

export function orderVehicleText(order: Pick<OrderRow, "vehicleModel" | "vehicleVersion">): string {
  return order.vehicleModel ? `${order.vehicleModel} ${order.vehicleVersion ?? ""}`.trim() : "Vehicle";
}
