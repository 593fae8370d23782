import { sql } from "drizzle-orm";
import type { Database } from "../client";
import { chargeProvenance } from "../schema";
import type { PackedPricing } from "../stored-pricing";
import { statement } from "../statement";

/** Stores the provenance packed breakdowns name, where it is not stored already: a statement for a D1 batch. */
export function provenanceInsert(d1: Pick<D1Database, "prepare">, provenance: PackedPricing["provenance"]): D1PreparedStatement {
  return statement(d1, sql`insert or ignore into charge_provenance (ref, body) select value ->> 'ref', value ->> 'body' from json_each(${JSON.stringify(provenance)})`);
}

/** The same, for a Drizzle batch (none without a breakdown). */
export function provenanceInserts(db: Database, packed: PackedPricing | null) {
  return packed ? [db.insert(chargeProvenance).values(packed.provenance).onConflictDoNothing()] : [];
}
