import { clockState } from "../../pricing/au-state";
import { pricingDay } from "../../pricing/pricing-day";
import { isOverdue } from "./business-days";
import type { OrderStatus } from "./order-status";

/** How long a declined or invoiced order stays on the console's overview: long enough to act on it. */
export const ATTENTION_DAYS = 30;

/**
 * Why an FMO should look at an order now, or null: `unacknowledged` (placed, past its day to be
 * acknowledged), `declined` (its vehicles must be bought elsewhere), `late` (acknowledged, its
 * expected delivery day gone without a delivery), `variance` (invoiced with a difference from the
 * quote). Declined and invoiced orders count for `ATTENTION_DAYS` after the step.
 */
export type AttentionReason = "unacknowledged" | "declined" | "late" | "variance";

export interface AttentionFacts {
  status: OrderStatus;
  acknowledgeBy: string;
  etaDate: string | null;
  declinedAt: string | null;
  invoicedAt: string | null;
  varianceCount: number;
  dealershipState: string | null;
}

export function attentionOf(order: AttentionFacts, now: Date): AttentionReason | null {
  const state = clockState(order.dealershipState);
  const recent = (at: string | null) => at !== null && now.getTime() - Date.parse(at) <= ATTENTION_DAYS * 86_400_000;
  if (isOverdue(order, state, now)) return "unacknowledged";
  if (order.status === "declined" && recent(order.declinedAt)) return "declined";
  if (order.status === "acknowledged" && order.etaDate !== null && order.etaDate < pricingDay(state, now)) return "late";
  if (order.status === "invoiced" && order.varianceCount > 0 && recent(order.invoicedAt)) return "variance";
  return null;
}
