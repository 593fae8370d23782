/** The six states and two mainland territories, each with its own duty and registration rules. */
export const AU_STATES = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT"] as const;

export type AuState = (typeof AU_STATES)[number];

export function isAuState(x: unknown): x is AuState {
  return typeof x === "string" && (AU_STATES as readonly string[]).includes(x);
}

/**
 * The state whose clock a dealership's dates follow (its days, its times in e-mails): its own, or
 * New South Wales for a dealership whose state the operator has not set.
 */
export function clockState(dealershipState: string | null): AuState {
  return isAuState(dealershipState) ? dealershipState : "NSW";
}
