/**
 * Who changes a dealership's own data (stock, accessories, delivery fee and margins): the operator
 * through the admin API, or the dealership through one of its dealer keys (the API, or the portal
 * signed in with that key). Recorded on the changed row and in the log line of the change.
 */
export type ChangedBy = { by: "operator" } | ByDealerKey;
export type ByDealerKey = { by: "dealer"; keyId: string; keyPrefix: string };

export const OPERATOR: ChangedBy = { by: "operator" };

/** How a change's author is shown: "operator", or the dealer key's display prefix ("dlr_1a2b3c4d"). */
export function changedByLabel(by: "operator" | "dealer" | null, keyPrefix: string | null): string | null {
  if (by === "operator") return "operator";
  return by === "dealer" ? keyPrefix : null;
}

/**
 * An FMO changing its own console users, keys and deliveries: in the FMO console, signed in as
 * `email` (in the session whose hash starts with `consoleSession`), or with its API key (`email` null).
 */
export type ByFmo = { by: "fmo"; clientId: string; email: string | null; consoleSession?: string | null };

/**
 * One change as the audit record keeps it: who made it (of a dealership's data: the operator or the
 * dealership; `ByFmo` for an FMO's own), when, the request it came with, and, for a change made in
 * the dealer portal, the session (the first 16 hex digits of its hash).
 */
export interface ChangeMade<By extends ChangedBy | ByFmo = ChangedBy> {
  by: By;
  at: string;
  requestId: string;
  portalSession?: string | null;
}

/** The portal session a change was made in, as the audit record names it: never the session's id, a part of its hash. */
export function portalSessionReference(tokenHash: string): string {
  return tokenHash.slice(0, 16);
}
