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
