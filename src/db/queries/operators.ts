import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { ChangeMade } from "../../domain/changed-by";
import type { OperatorScope } from "../../domain/operators";
import type { Database } from "../client";
import { operators } from "../schema";
import { audited, rowFields, runAudited } from "./audit";
import type { Page } from "./page";

export type OperatorRow = typeof operators.$inferSelect;

/** A live operator's key: who holds it and what it may do. Null for an unknown or revoked key. */
export function findOperatorByKeyHash(db: Database, keyHash: string) {
  return db
    .select({ id: operators.id, name: operators.name, scope: operators.scope, keyPrefix: operators.keyPrefix })
    .from(operators)
    .where(and(eq(operators.keyHash, keyHash), isNull(operators.revokedAt)))
    .get();
}

/** What the audit record keeps of an operator: never the key or its hash. */
const recorded = { name: operators.name, email: operators.email, scope: operators.scope, keyPrefix: operators.keyPrefix, revokedAt: operators.revokedAt };

/** Creates an operator with its key's hash and prefix, recorded with what it was created with. */
export async function insertOperator(
  db: Database,
  row: { id: string; name: string; email: string; scope: OperatorScope; keyHash: string; keyPrefix: string },
  made: ChangeMade,
): Promise<OperatorRow> {
  const fields = rowFields(operators, recorded, eq(operators.id, row.id));
  const [written] = await runAudited(
    db,
    audited(
      db,
      { action: "operator.create", targetType: "operator", targetId: row.id, dealershipId: null, made },
      { before: null, after: fields },
      db
        .insert(operators)
        .values({ ...row, createdAt: made.at })
        .returning(),
    ),
  );
  return (written as OperatorRow[])[0]!;
}

/** The operators, newest first, revoked ones included. */
export function listOperators(db: Database, page: Page) {
  return db
    .select()
    .from(operators)
    .orderBy(desc(operators.createdAt), desc(sql`${operators}.rowid`))
    .limit(page.limit)
    .offset(page.offset)
    .all();
}

/**
 * Revokes an operator's key, recorded with when. Resolves the operator as it now stands and whether
 * this call revoked it; an operator revoked already is answered as it is, with nothing recorded.
 * Undefined for an unknown id.
 */
export async function revokeOperator(db: Database, id: string, made: ChangeMade): Promise<{ operator: OperatorRow; revoked: boolean } | undefined> {
  const fields = rowFields(operators, { revokedAt: operators.revokedAt }, eq(operators.id, id));
  const [revoked, current] = await runAudited(
    db,
    audited(
      db,
      { action: "operator.revoke", targetType: "operator", targetId: id, dealershipId: null, made },
      { before: fields, after: fields, when: sql`exists (select 1 from ${operators} where ${operators.id} = ${id} and ${operators.revokedAt} is null)` },
      db
        .update(operators)
        .set({ revokedAt: made.at })
        .where(and(eq(operators.id, id), isNull(operators.revokedAt)))
        .returning({ id: operators.id }),
      db.select().from(operators).where(eq(operators.id, id)),
    ),
  );
  const operator = (current as OperatorRow[])[0];
  return operator && { operator, revoked: (revoked as unknown[]).length === 1 };
}
