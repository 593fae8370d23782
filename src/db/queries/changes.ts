import type { ChangedBy } from "../../domain/changed-by";

/** The audit columns of a stock row or an accessory: when, and by whom (the operator, or which dealer key). */
export function rowChange(changedBy: ChangedBy, at: string) {
  return { updatedAt: at, updatedBy: changedBy.by, updatedByKeyId: changedBy.by === "dealer" ? changedBy.keyId : null };
}

/** The same for a dealership's delivery fee and margins. */
export function settingsChange(changedBy: ChangedBy, at: string) {
  return { settingsUpdatedAt: at, settingsUpdatedBy: changedBy.by, settingsUpdatedByKeyId: changedBy.by === "dealer" ? changedBy.keyId : null };
}
