import { type AuState, isAuState } from "./au-state";
import { POSTCODE_EXCEPTIONS, POSTCODE_RANGES } from "./postcode-ranges";

export { isAuState };

/**
 * How the state of registration was decided:
 * - "postcode": the postcode lies in one state's range;
 * - "postcode-border-dealer-state": a border postcode shared by several states, one of them the dealership's;
 * - "postcode-border-first-listed": a border postcode where the dealership's state is not a candidate, so
 *   the first state listed for it in the data;
 * - "dealership": no postcode was given;
 * - "requested": the request named the state itself (a drive-away estimate).
 */
export type RegistrationStateBasis =
  | "postcode"
  | "postcode-border-dealer-state"
  | "postcode-border-first-listed"
  | "dealership"
  | "requested";

export type RegistrationStateResult =
  | { ok: true; state: AuState; basis: RegistrationStateBasis; candidates: AuState[] }
  | { ok: false; reason: string };

const POSTCODE_FORMAT = /^\d{3,4}$/;

/** The Jervis Bay Territory has no duty or registration law of its own: ACT law applies there. */
const TERRITORIES_UNDER_STATE_LAW: Readonly<Record<string, AuState>> = { JBT: "ACT" };

/**
 * The state a vehicle will be registered in, from the buyer's postcode ("872", "0872", "2000"), falling back
 * on the dealership's state when there is no postcode. Border postcodes are shared by several states, so the
 * dealership's state breaks the tie when it is one of them.
 */
export function registrationState(
  postcode: string | null | undefined,
  dealershipState: AuState | null,
): RegistrationStateResult {
  const trimmed = postcode?.trim() ?? "";
  if (trimmed === "") {
    return dealershipState === null
      ? { ok: false, reason: "no postcode and no dealership state to fall back on" }
      : { ok: true, state: dealershipState, basis: "dealership", candidates: [dealershipState] };
  }
  if (!POSTCODE_FORMAT.test(trimmed)) return { ok: false, reason: `postcode "${trimmed}" is not 3 or 4 digits` };
  const code = Number(trimmed);
  const label = trimmed.padStart(4, "0");

  const exception = POSTCODE_EXCEPTIONS.find((e) => e.postcode === code);
  if (exception?.externalTerritory) {
    return { ok: false, reason: `postcode ${label} is an external territory: ${exception.note}` };
  }
  if (exception !== undefined) return borderPostcodeState(label, exception.states, dealershipState);

  const range = POSTCODE_RANGES.find((r) => r.from <= code && code <= r.to);
  if (range === undefined) return { ok: false, reason: `postcode ${label} is not in any Australian state's range` };
  return { ok: true, state: range.state, basis: "postcode", candidates: [range.state] };
}

function borderPostcodeState(
  label: string,
  listedStates: readonly string[],
  dealershipState: AuState | null,
): RegistrationStateResult {
  const candidates = [
    ...new Set(listedStates.map(lawApplyingIn).filter((state): state is AuState => state !== null)),
  ];
  if (dealershipState !== null && candidates.includes(dealershipState)) {
    return { ok: true, state: dealershipState, basis: "postcode-border-dealer-state", candidates };
  }
  const [firstListed] = candidates;
  if (firstListed === undefined) {
    return { ok: false, reason: `postcode ${label} is listed without any Australian state or territory` };
  }
  return { ok: true, state: firstListed, basis: "postcode-border-first-listed", candidates };
}

function lawApplyingIn(jurisdiction: string): AuState | null {
  if (isAuState(jurisdiction)) return jurisdiction;
  return TERRITORIES_UNDER_STATE_LAW[jurisdiction] ?? null;
}
