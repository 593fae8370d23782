import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { apiClients } from "../schema";

export async function findClientIdByKeyHash(db: Database, keyHash: string): Promise<string | null> {
  const row = await db.select({ id: apiClients.id }).from(apiClients).where(eq(apiClients.keyHash, keyHash)).get();
  return row?.id ?? null;
}

export async function insertClient(db: Database, client: typeof apiClients.$inferInsert): Promise<void> {
  await db.insert(apiClients).values(client);
}
