import type { ChangedBy } from "../domain/changed-by";

/**
 * One structured log line per change of a dealership's own data (stock, accessories, delivery fee
 * and margins): what changed, at which dealership, by which operator (its id, or `bootstrap`) or by which dealer key, and the
 * request it came with. The changed rows carry the same author and time (`updatedAt`, `updatedBy`).
 */
export function logChange(requestId: string, dealershipId: string, changedBy: ChangedBy, change: string, details: Record<string, unknown> = {}): void {
  const author =
    changedBy.by === "dealer"
      ? { by: "dealer", dealerKeyId: changedBy.keyId, dealerKeyPrefix: changedBy.keyPrefix }
      : { by: "operator", operator: changedBy.actor.type === "operator" ? changedBy.actor.id : changedBy.actor.type };
  console.log(JSON.stringify({ message: "dealer data changed", change, dealershipId, ...author, requestId, ...details }));
}
