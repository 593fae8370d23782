/** The six states and two mainland territories, each with its own duty and registration rules. */
export const AU_STATES = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT"] as const;

export type AuState = (typeof AU_STATES)[number];

export function isAuState(x: unknown): x is AuState {
  return typeof x === "string" && (AU_STATES as readonly string[]).includes(x);
}
