import type { OrderRow } from "../../db/queries/orders";
import type { InvoiceLineKind } from "../../domain/orders/invoice";
import { ORDER_STATUS_LABELS } from "../../domain/orders/order-status";

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

/** The order's state as a badge; a placed order past its day says so. */
export function OrderBadge(props: { order: Pick<OrderRow, "status">; overdue: boolean }) {
  const tone = props.order.status === "placed" ? "pending" : props.order.status === "invoiced" || props.order.status === "delivered" ? "accepted" : props.order.status === "acknowledged" ? "sent" : "lapsed";
  return (
    <>
      <span class={`badge badge--${tone}`}>{ORDER_STATUS_LABELS[props.order.status]}</span>
      {props.overdue && <span class="badge badge--overdue"> Overdue</span>}
    </>
  );
}

export function orderVehicleText(order: Pick<OrderRow, "vehicleModel" | "vehicleVersion">): string {
  return order.vehicleModel ? `${order.vehicleModel} ${order.vehicleVersion ?? ""}`.trim() : "Vehicle";
}
