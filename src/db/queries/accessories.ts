import { and, asc, eq } from "drizzle-orm";
import type { ChangedBy } from "../../domain/changed-by";
import type { Database } from "../client";
import { dealerAccessories, dealerKeys } from "../schema";
import { rowChange } from "./changes";
import type { Page } from "./page";

// A dealership's accessories: the dealership adds, changes and removes them (API and portal), the
// operator sets them by id (upsertAccessory); each change is stamped with its author.

export interface AccessoryRow {
  id: string;
  name: string;
  priceCents: number;
  updatedAt: string;
  updatedBy: "operator" | "dealer" | null;
  updatedByKeyPrefix: string | null;
}

const accessoryColumns = {
  id: dealerAccessories.id,
  name: dealerAccessories.name,
  priceCents: dealerAccessories.priceCents,
  createdAt: dealerAccessories.createdAt,
  updatedAt: dealerAccessories.updatedAt,
  updatedBy: dealerAccessories.updatedBy,
  updatedByKeyPrefix: dealerKeys.keyPrefix,
};

/** A page of the dealership's accessories in name order. Rows older than the audit columns show when they were created. */
export async function listAccessories(db: Database, dealershipId: string, page: Page): Promise<AccessoryRow[]> {
  const rows = await db
    .select(accessoryColumns)
    .from(dealerAccessories)
    .leftJoin(dealerKeys, eq(dealerKeys.id, dealerAccessories.updatedByKeyId))
    .where(eq(dealerAccessories.dealershipId, dealershipId))
    .orderBy(asc(dealerAccessories.name), asc(dealerAccessories.id))
    .limit(page.limit)
    .offset(page.offset)
    .all();
  return rows.map(({ createdAt, updatedAt, ...row }) => ({ ...row, updatedAt: updatedAt ?? createdAt }));
}

export async function insertAccessory(db: Database, row: { id: string; dealershipId: string; name: string; priceCents: number }, changedBy: ChangedBy, at: string) {
  return db
    .insert(dealerAccessories)
    .values({ ...row, ...rowChange(changedBy, at) })
    .returning()
    .get();
}

/** Creates the accessory, or replaces its name and price when it is already this dealership's; null when it is another's. */
export async function upsertAccessory(db: Database, row: { id: string; dealershipId: string; name: string; priceCents: number }, changedBy: ChangedBy, at: string) {
  const change = rowChange(changedBy, at);
  const [inserted] = await db
    .insert(dealerAccessories)
    .values({ ...row, ...change })
    .onConflictDoUpdate({
      target: dealerAccessories.id,
      set: { name: row.name, priceCents: row.priceCents, ...change },
      setWhere: eq(dealerAccessories.dealershipId, row.dealershipId),
    })
    .returning();
  return inserted ?? null;
}

/** Changes one of the dealership's accessories; null when it has none with this id. */
export async function updateAccessory(
  db: Database,
  dealershipId: string,
  id: string,
  values: { name: string; priceCents: number },
  changedBy: ChangedBy,
  at: string,
) {
  const row = await db
    .update(dealerAccessories)
    .set({ ...values, ...rowChange(changedBy, at) })
    .where(and(eq(dealerAccessories.id, id), eq(dealerAccessories.dealershipId, dealershipId)))
    .returning()
    .get();
  return row ?? null;
}

export function deleteAccessory(db: Database, dealershipId: string, accessoryId: string) {
  return db
    .delete(dealerAccessories)
    .where(and(eq(dealerAccessories.id, accessoryId), eq(dealerAccessories.dealershipId, dealershipId)))
    .returning({ id: dealerAccessories.id, name: dealerAccessories.name });
}
