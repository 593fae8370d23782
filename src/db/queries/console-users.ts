import { and, asc, eq, sql } from "drizzle-orm";
import type { ByFmo, ChangeMade } from "../../domain/changed-by";
import type { Database } from "../client";
import { apiClients, consoleUsers } from "../schema";
import { audited, knownFields, runAudited } from "./audit";

export type ConsoleUserRow = typeof consoleUsers.$inferSelect;

/** The FMO's contact address and its console users, oldest first (at most `limit`); null for an unknown FMO. */
export async function listConsoleUsers(db: Database, clientId: string, limit: number) {
  const [client, users] = await db.batch([
    db.select({ contactEmail: apiClients.contactEmail }).from(apiClients).where(eq(apiClients.id, clientId)),
    db.select().from(consoleUsers).where(eq(consoleUsers.clientId, clientId)).orderBy(asc(consoleUsers.createdAt), asc(consoleUsers.id)).limit(limit),
  ]);
  const contact = client[0];
  return contact ? { contactEmail: contact.contactEmail, users } : null;
}

export type AddConsoleUserResult = { added: ConsoleUserRow } | { refused: "contact" | "exists" | "full" };

/**
 * Adds an address that may sign in to the FMO's console, recorded in the audit record; the same
 * batch refuses an address already there (in any case), the FMO's own contact address, and a
 * 51st user (at most `max`), storing nothing.
 */
export async function addConsoleUser(db: Database, user: { id: string; clientId: string; email: string; createdAt: string }, max: number, made: ChangeMade<ByFmo>): Promise<AddConsoleUserResult> {
  const address = user.email.toLowerCase();
  const found = await db
    .select({
      contact: sql<number>`lower(${apiClients.contactEmail}) = ${address}`,
      exists: sql<number>`exists (select 1 from ${consoleUsers} where ${consoleUsers.clientId} = ${user.clientId} and lower(${consoleUsers.email}) = ${address})`,
      count: sql<number>`(select count(*) from ${consoleUsers} where ${consoleUsers.clientId} = ${user.clientId})`,
    })
    .from(apiClients)
    .where(eq(apiClients.id, user.clientId))
    .get();
  if (!found || found.contact) return { refused: "contact" };
  if (found.exists) return { refused: "exists" };
  if (found.count >= max) return { refused: "full" };
  // Checked again in the insert itself, so two additions at once cannot pass the limit or repeat an address.
  const guard = sql`not exists (select 1 from ${consoleUsers} where ${consoleUsers.clientId} = ${user.clientId} and lower(${consoleUsers.email}) = ${address})
    and (select count(*) from ${consoleUsers} where ${consoleUsers.clientId} = ${user.clientId}) < ${max}`;
  const [inserted] = (await runAudited(
    db,
    audited(
      db,
      { action: "console_user.add", targetType: "console_user", targetId: user.id, dealershipId: null, made },
      { before: null, after: knownFields({ email: user.email }), when: guard },
      db
        .insert(consoleUsers)
        .select(sql`select ${user.id}, ${user.clientId}, ${user.email}, ${user.createdAt} where ${guard}`)
        .returning(),
    ),
  )) as [ConsoleUserRow[]];
  const row = inserted[0];
  return row ? { added: row } : { refused: "exists" };
}

/**
 * Removes one of the FMO's console users, recorded in the audit record; its sessions and unused
 * sign-in links go with it (ON DELETE CASCADE), so it is signed out at once. Resolves false when the
 * FMO has no such user.
 */
export async function removeConsoleUser(db: Database, clientId: string, userId: string, made: ChangeMade<ByFmo>): Promise<boolean> {
  const mine = and(eq(consoleUsers.id, userId), eq(consoleUsers.clientId, clientId));
  const [deleted] = (await runAudited(
    db,
    audited(
      db,
      { action: "console_user.remove", targetType: "console_user", targetId: userId, dealershipId: null, made },
      { before: sql`(select json_object('email', ${consoleUsers.email}) from ${consoleUsers} where ${mine})`, after: null, when: sql`exists (select 1 from ${consoleUsers} where ${mine})` },
      db.delete(consoleUsers).where(mine).returning({ id: consoleUsers.id }),
    ),
  )) as [{ id: string }[]];
  return deleted.length === 1;
}
