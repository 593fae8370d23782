import { planQuote, type PlanDealer, type PlannedQuote, type PlanRefusal, type PlanVehicle, type QuoteRequestFacts } from "../quotes/plan-quote";
import type { TenderDeclineReason } from "./decline";

/** One dealership of a tender: the quote it gets, or why it gets none. */
export type TenderEntry<V extends PlanVehicle> =
  | { dealershipId: string; plan: PlannedQuote<V>; declined: null }
  | { dealershipId: string; plan: null; declined: TenderDeclineReason };

export type TenderPlan<V extends PlanVehicle> =
  | { ok: true; entries: TenderEntry<V>[] }
  | PlanRefusal;

/**
 * A tender decided on data already loaded: the same rules as one quote, dealership by dealership, in the
 * order given. A dealership that cannot take it is declined with a reason instead of failing the whole
 * request: unknown or unapproved (NOT_FOUND), without the vehicle available (NOT_STOCKED: for a model
 * text, nothing in its stock matches), or without credits (NO_CREDITS). A problem with the request itself
 * (a postcode or registration date that cannot be used) fails it, as it would fail a single quote; so does
 * a tender no dealership can take: 402 when every refusal is for credits, 404 otherwise.
 */
export function planTender<V extends PlanVehicle>(
  request: Omit<QuoteRequestFacts, "accessoryIds">,
  dealershipIds: readonly string[],
  dealers: ReadonlyMap<string, PlanDealer>,
  stockOf: (dealershipId: string) => V[],
  now: Date,
): TenderPlan<V> {
  const entries: TenderEntry<V>[] = [];
  for (const dealershipId of dealershipIds) {
    const candidates = stockOf(dealershipId);
    const dealer = dealers.get(dealershipId) ?? null;
    if (dealer && request.globalCarId === undefined && candidates.length === 0) {
      entries.push({ dealershipId, plan: null, declined: "NOT_STOCKED" });
      continue;
    }
    const plan = planQuote({ ...request, accessoryIds: [] }, dealer, candidates, [], now);
    if (plan.ok) {
      entries.push({ dealershipId, plan, declined: null });
      continue;
    }
    if (plan.failure === "invalid") return plan;
    const declined: TenderDeclineReason = plan.failure === "no_credits" ? "NO_CREDITS" : dealer ? "NOT_STOCKED" : "NOT_FOUND";
    entries.push({ dealershipId, plan: null, declined });
  }
  if (entries.some((entry) => entry.plan !== null)) return { ok: true, entries };
  return noneCanTakeIt(entries.map((entry) => entry.declined));
}

/** The error a tender gets when every dealership declined it, as a single quote would get it. */
export function noneCanTakeIt(reasons: readonly (TenderDeclineReason | null)[]): Extract<TenderPlan<never>, { ok: false }> {
  if (reasons.length > 0 && reasons.every((reason) => reason === "NO_CREDITS")) {
    return { ok: false, failure: "no_credits", message: "None of the dealerships has quote credits left" };
  }
  const count = (reason: TenderDeclineReason) => reasons.filter((r) => r === reason).length;
  const why = [
    [count("NOT_FOUND"), "unknown or not approved"],
    [count("NOT_STOCKED"), "without the vehicle available"],
    [count("NO_CREDITS"), "without quote credits"],
  ]
    .filter(([n]) => n !== 0)
    .map(([n, what]) => `${n} ${what}`);
  return { ok: false, failure: "not_found", message: `None of the dealerships can quote this vehicle: ${why.join(", ")}` };
}
