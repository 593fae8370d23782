import { and, asc, eq, sql } from "drizzle-orm";
import type { ChangeMade } from "../../domain/changed-by";
import type { Database } from "../client";
import { dealerAccessories, dealerKeys } from "../schema";
import { audited, rowFields, runAudited } from "./audit";
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

/** What the audit record keeps of an accessory. */
const accessoryFields = { name: dealerAccessories.name, priceCents: dealerAccessories.priceCents };
const accessoryOf = (dealershipId: string, id: string) => and(eq(dealerAccessories.id, id), eq(dealerAccessories.dealershipId, dealershipId))!;
type AccessoryWritten = typeof dealerAccessories.$inferSelect;

export async function insertAccessory(db: Database, row: { id: string; dealershipId: string; name: string; priceCents: number }, made: ChangeMade) {
  const [written] = await runAudited(
    db,
    audited(
      db,
      { action: "accessory.create", targetType: "accessory", targetId: row.id, dealershipId: row.dealershipId, made },
      { before: null, after: rowFields(dealerAccessories, accessoryFields, accessoryOf(row.dealershipId, row.id)) },
      db
        .insert(dealerAccessories)
        .values({ ...row, createdAt: made.at, ...rowChange(made.by, made.at) })
        .returning(),
    ),
  );
  return (written as AccessoryWritten[])[0]!;
}

/** Creates the accessory, or replaces its name and price when it is already this dealership's; null (nothing written or recorded) when it is another's. */
export async function upsertAccessory(db: Database, row: { id: string; dealershipId: string; name: string; priceCents: number }, made: ChangeMade) {
  const change = rowChange(made.by, made.at);
  const fields = rowFields(dealerAccessories, accessoryFields, accessoryOf(row.dealershipId, row.id));
  const action = sql`case when exists (select 1 from ${dealerAccessories} where ${accessoryOf(row.dealershipId, row.id)}) then 'accessory.update' else 'accessory.create' end`;
  const [written] = await runAudited(
    db,
    audited(
      db,
      { action, targetType: "accessory", targetId: row.id, dealershipId: row.dealershipId, made },
      { before: fields, after: fields, when: sql`not exists (select 1 from ${dealerAccessories} where ${dealerAccessories.id} = ${row.id} and ${dealerAccessories.dealershipId} <> ${row.dealershipId})` },
      db
        .insert(dealerAccessories)
        .values({ ...row, createdAt: made.at, ...change })
        .onConflictDoUpdate({
          target: dealerAccessories.id,
          set: { name: row.name, priceCents: row.priceCents, ...change },
          setWhere: eq(dealerAccessories.dealershipId, row.dealershipId),
        })
        .returning(),
    ),
  );
  return (written as AccessoryWritten[])[0] ?? null;
}

/** Changes one of the dealership's accessories; null (nothing written or recorded) when it has none with this id. */
export async function updateAccessory(db: Database, dealershipId: string, id: string, values: { name: string; priceCents: number }, made: ChangeMade) {
  const fields = rowFields(dealerAccessories, accessoryFields, accessoryOf(dealershipId, id));
  const [written] = await runAudited(
    db,
    audited(
      db,
      { action: "accessory.update", targetType: "accessory", targetId: id, dealershipId, made },
      { before: fields, after: fields, when: sql`exists (select 1 from ${dealerAccessories} where ${accessoryOf(dealershipId, id)})` },
      db
        .update(dealerAccessories)
        .set({ ...values, ...rowChange(made.by, made.at) })
        .where(accessoryOf(dealershipId, id))
        .returning(),
    ),
  );
  return (written as AccessoryWritten[])[0] ?? null;
}

/** Removes one of the dealership's accessories; resolves what was removed (empty: none with this id, nothing recorded). */
export async function deleteAccessory(db: Database, dealershipId: string, accessoryId: string, made: ChangeMade) {
  const [deleted] = await runAudited(
    db,
    audited(
      db,
      { action: "accessory.delete", targetType: "accessory", targetId: accessoryId, dealershipId, made },
      {
        before: rowFields(dealerAccessories, accessoryFields, accessoryOf(dealershipId, accessoryId)),
        after: null,
        when: sql`exists (select 1 from ${dealerAccessories} where ${accessoryOf(dealershipId, accessoryId)})`,
      },
      db.delete(dealerAccessories).where(accessoryOf(dealershipId, accessoryId)).returning({ id: dealerAccessories.id, name: dealerAccessories.name }),
    ),
  );
  return deleted as { id: string; name: string }[];
}
