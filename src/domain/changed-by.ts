/**
 * Who acts on the operator's side: a named operator with its key (its display prefix), the
 * bootstrap `ADMIN_TOKEN`, or the service itself (its hourly cron).
 */
export type OperatorActor = { type: "operator"; id: string; name: string; keyPrefix: string } | { type: "bootstrap" } | { type: "system" };

/**
 * Who changes something: the operator's side through the admin API (or the service's cron), or a
 * dealership through one of its dealer keys (the API, or the portal signed in with that key).
 * Recorded on a changed row of the dealership's own data (by side and key), in the log line of the
 * change, and in the audit record (with the operator by name).
 */
export type ChangedBy = { by: "operator"; actor: OperatorActor } | ByDealerKey;
export type ByDealerKey = { by: "dealer"; keyId: string; keyPrefix: string };

/** The service's own change, made by its cron. */
export const SYSTEM: ChangedBy = { by: "operator", actor: { type: "system" } };

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
