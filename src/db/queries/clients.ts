import { and, desc, eq, gt, isNull, or, sql, type SQL } from "drizzle-orm";
import type { ByFmo, ChangedBy, ChangeMade } from "../../domain/changed-by";
import type { Database } from "../client";
import { apiClients, consoleSessions } from "../schema";
import { statement } from "../statement";
import { audited, rowFields, runAudited } from "./audit";
import type { Page } from "./page";

/** Who a key belongs to, and until when it works (null: until it is replaced). */
export interface KeyOwner {
  ownerId: string;
  expiresAt: string | null;
}

/** The client whose current key this is (unless revoked), or whose previous key it is while its grace period lasts. */
export async function findClientIdByKeyHash(db: Database, keyHash: string, now = new Date()): Promise<KeyOwner | null> {
  const row = await db
    .select({ id: apiClients.id, current: sql<number>`${apiClients.keyHash} = ${keyHash}`, previousExpiresAt: apiClients.previousKeyExpiresAt })
    .from(apiClients)
    .where(
      or(
        and(eq(apiClients.keyHash, keyHash), isNull(apiClients.keyRevokedAt)),
        and(eq(apiClients.previousKeyHash, keyHash), gt(apiClients.previousKeyExpiresAt, now.toISOString())),
      ),
    )
    .get();
  if (!row) return null;
  return { ownerId: row.id, expiresAt: row.current ? null : row.previousExpiresAt };
}

export async function insertClient(db: Database, client: typeof apiClients.$inferInsert): Promise<void> {
  await db.insert(apiClients).values(client);
}

export type ClientRow = typeof apiClients.$inferSelect;

/** Clients by contact address, in any case (support's look-up, through api_clients_contact_email_idx), oldest first; `q` narrows them as the list does. */
export function findClientsByEmail(db: Database, email: string, q: string | undefined, page: Page) {
  return db
    .select()
    .from(apiClients)
    .where(and(sql`lower(${apiClients.contactEmail}) = ${email.toLowerCase()}`, holdsText(q)))
    .orderBy(apiClients.createdAt, apiClients.id)
    .limit(page.limit)
    .offset(page.offset);
}

/** Whether the company name or contact address holds `q`, in any case. */
function holdsText(q: string | undefined) {
  const needle = q?.toLowerCase();
  return needle ? or(sql`instr(lower(${apiClients.companyName}), ${needle}) > 0`, sql`instr(lower(${apiClients.contactEmail}), ${needle}) > 0`) : undefined;
}

/**
 * A page of every client, newest first, optionally only those whose company name or contact
 * address holds `q` (any case): support's list. The clients table is small (one row per FMO): the
 * text match scans it, the order comes from its creation time.
 */
export function listClients(db: Database, q: string | undefined, page: Page) {
  return db
    .select()
    .from(apiClients)
    .where(holdsText(q))
    .orderBy(desc(apiClients.createdAt), desc(sql`${apiClients}.rowid`))
    .limit(page.limit)
    .offset(page.offset)
    .all();
}

/** Records a use of one of the client's keys, never moving its time back; off the request's path. */
export async function recordClientKeyUse(d1: D1Database, clientId: string, at: string): Promise<void> {
  await statement(d1, sql`update api_clients set last_used_at = ${at} where id = ${clientId} and (last_used_at is null or last_used_at < ${at})`).run();
}

/** The fields of a client's keys the audit record keeps: display prefixes and times, never a key or its hash. */
function keyFields(clientId: string): SQL {
  return rowFields(
    apiClients,
    { keyPrefix: apiClients.keyPrefix, keyRevokedAt: apiClients.keyRevokedAt, previousKeyPrefix: apiClients.previousKeyPrefix, previousKeyExpiresAt: apiClients.previousKeyExpiresAt },
    eq(apiClients.id, clientId),
  );
}

/**
 * Replaces the client's key only while `keyHash` is still its current key (so of two rotations
 * with the same key one wins); the key it replaces is accepted until `previousExpiresAt`. Resolves
 * the replaced key's prefix and the previous key it displaced (refused from now on), or null when
 * `keyHash` is no longer the current key. With `made` (the FMO console's, recorded in the audit
 * record) the current key may have been revoked: it is then not kept beside the new one, nor is the
 * previous key displaced; the new key simply takes its place.
 */
export async function rotateClientKey(
  db: Database,
  clientId: string,
  keyHash: string,
  next: { keyHash: string; keyPrefix: string },
  previousExpiresAt: string,
  made?: ChangeMade<ByFmo>,
): Promise<{ previousKeyPrefix: string | null; displacedKeyHash: string | null } | null> {
  // The API rotates with the calling key, which must not have been revoked meanwhile; the console
  // (a signed-in person, `made`) may also replace a revoked key.
  const current = and(eq(apiClients.id, clientId), eq(apiClients.keyHash, keyHash), made ? undefined : isNull(apiClients.keyRevokedAt));
  const revoked = sql`${apiClients.keyRevokedAt} is not null`;
  const read = db
    .select({ keyPrefix: apiClients.keyPrefix, previousKeyHash: apiClients.previousKeyHash, revoked: sql<number>`${revoked}` })
    .from(apiClients)
    .where(current);
  const update = db
    .update(apiClients)
    .set({
      keyHash: next.keyHash,
      keyPrefix: next.keyPrefix,
      previousKeyHash: sql`case when ${revoked} then ${apiClients.previousKeyHash} else ${apiClients.keyHash} end`,
      previousKeyPrefix: sql`case when ${revoked} then ${apiClients.previousKeyPrefix} else ${apiClients.keyPrefix} end`,
      previousKeyExpiresAt: sql`case when ${revoked} then ${apiClients.previousKeyExpiresAt} else ${previousExpiresAt} end`,
      keyRevokedAt: null,
    })
    .where(current)
    .returning({ id: apiClients.id });
  // One batch is one transaction: the previous key read is the one the update displaces.
  const fields = keyFields(clientId);
  const [before, updated] = (
    made
      ? await runAudited(
          db,
          audited(db, { action: "client_key.rotate", targetType: "client_key", targetId: clientId, dealershipId: null, made }, { before: fields, after: fields, when: sql`exists (select 1 from ${apiClients} where ${current})` }, read, update),
        )
      : await db.batch([read, update])
  ) as [{ keyPrefix: string; previousKeyHash: string | null; revoked: number }[], { id: string }[]];
  const old = before[0];
  if (updated.length === 0 || !old) return null;
  return old.revoked ? { previousKeyPrefix: null, displacedKeyHash: null } : { previousKeyPrefix: old.keyPrefix, displacedKeyHash: old.previousKeyHash };
}

/**
 * Revokes one of the client's keys at once: its current key (`key_revoked_at`; refused from now on,
 * until a rotation or support's replacement issues another) or the previous one still in its grace
 * period (forgotten). Recorded in the audit record. Resolves the revoked key's hash, or null when
 * there was no such live key.
 */
export async function revokeClientKey(db: Database, clientId: string, which: "current" | "previous", made: ChangeMade<ByFmo>): Promise<string | null> {
  const now = made.at;
  const live = and(eq(apiClients.id, clientId), which === "current" ? isNull(apiClients.keyRevokedAt) : gt(apiClients.previousKeyExpiresAt, now));
  const read = db.select({ keyHash: which === "current" ? apiClients.keyHash : sql<string>`${apiClients.previousKeyHash}` }).from(apiClients).where(live);
  const update =
    which === "current"
      ? db.update(apiClients).set({ keyRevokedAt: now }).where(live)
      : db.update(apiClients).set({ previousKeyHash: null, previousKeyPrefix: null, previousKeyExpiresAt: null }).where(live);
  const fields = keyFields(clientId);
  const [found] = (await runAudited(
    db,
    audited(db, { action: "client_key.revoke", targetType: "client_key", targetId: clientId, dealershipId: null, made }, { before: fields, after: fields, when: sql`exists (select 1 from ${apiClients} where ${live})` }, read, update),
  )) as [{ keyHash: string }[]];
  return found[0]?.keyHash ?? null;
}

/**
 * The operator's off-boarding of an FMO: every key ends now (the current one revoked, a previous
 * one forgotten) and every console session with them; its quotes, tenders and console users stay.
 * Support's replacement key brings it back. Resolves the hashes that stopped working (none for a
 * client already off-boarded), or null for an unknown client.
 */
export async function offboardClient(db: Database, clientId: string, made: ChangeMade<ChangedBy>): Promise<string[] | null> {
  const fields = keyFields(clientId);
  const keys = db
    .select({ keyHash: apiClients.keyHash, revoked: sql<number>`${apiClients.keyRevokedAt} is not null`, previousKeyHash: apiClients.previousKeyHash })
    .from(apiClients)
    .where(eq(apiClients.id, clientId));
  const [before] = (await runAudited(
    db,
    audited(
      db,
      { action: "client.offboard", targetType: "client", targetId: clientId, dealershipId: null, made },
      { before: fields, after: fields, when: sql`exists (select 1 from ${apiClients} where ${apiClients.id} = ${clientId})` },
      keys,
      db
        .update(apiClients)
        .set({ keyRevokedAt: sql`coalesce(${apiClients.keyRevokedAt}, ${made.at})`, previousKeyHash: null, previousKeyPrefix: null, previousKeyExpiresAt: null })
        .where(eq(apiClients.id, clientId)),
      db.delete(consoleSessions).where(eq(consoleSessions.clientId, clientId)),
    ),
  )) as [{ keyHash: string; revoked: number; previousKeyHash: string | null }[]];
  const row = before[0];
  if (!row) return null;
  return [row.revoked ? null : row.keyHash, row.previousKeyHash].filter((hash): hash is string => hash !== null);
}

/**
 * Support's replacement of a lost key: the new key is the only one, from now on (an off-boarded FMO,
 * or one that revoked its last key, has a live key again). Resolves the hashes that stopped working
 * (the current key and any previous one), or null for an unknown client.
 */
export async function replaceClientKey(db: Database, clientId: string, next: { keyHash: string; keyPrefix: string }, made: ChangeMade): Promise<string[] | null> {
  // The record keeps the keys' display prefixes, never a key or its hash.
  const fields = rowFields(apiClients, { keyPrefix: apiClients.keyPrefix, previousKeyPrefix: apiClients.previousKeyPrefix }, eq(apiClients.id, clientId));
  const [before] = (await runAudited(
    db,
    audited(
      db,
      { action: "client_key.replace", targetType: "client_key", targetId: clientId, dealershipId: null, made },
      { before: fields, after: fields, when: sql`exists (select 1 from ${apiClients} where ${apiClients.id} = ${clientId})` },
      db.select({ keyHash: apiClients.keyHash, previousKeyHash: apiClients.previousKeyHash }).from(apiClients).where(eq(apiClients.id, clientId)),
      db
        .update(apiClients)
        .set({ keyHash: next.keyHash, keyPrefix: next.keyPrefix, previousKeyHash: null, previousKeyPrefix: null, previousKeyExpiresAt: null, keyRevokedAt: null })
        .where(eq(apiClients.id, clientId)),
    ),
  )) as [{ keyHash: string; previousKeyHash: string | null }[]];
  const old = before[0];
  if (!old) return null;
  return [old.keyHash, old.previousKeyHash].filter((hash): hash is string => hash !== null);
}

/**
 * Moves the client's webhook secret to its next generation, asked with the current key; the one before
 * signs until `previousExpiresAt`. Resolves the new generation, or null when the key is not the current one.
 */
export async function rotateWebhookSecret(db: Database, clientId: string, keyHash: string, previousExpiresAt: string, now: Date): Promise<number | null> {
  const row = await db
    .update(apiClients)
    .set({
      webhookSecretGeneration: sql`${apiClients.webhookSecretGeneration} + 1`,
      previousWebhookSecretExpiresAt: previousExpiresAt,
      webhookSecretRotatedAt: now.toISOString(),
    })
    .where(and(eq(apiClients.id, clientId), eq(apiClients.keyHash, keyHash)))
    .returning({ generation: apiClients.webhookSecretGeneration })
    .get();
  return row?.generation ?? null;
}

/** The webhook secret generations a delivery is signed with at `now`: the current one, and the one before while it lasts. */
export async function webhookSecretGenerations(d1: D1Database, clientId: string, now: Date): Promise<number[]> {
  const row = await statement(
    d1,
    sql`select webhook_secret_generation as generation, previous_webhook_secret_expires_at as previousExpiresAt from api_clients where id = ${clientId}`,
  ).first<{ generation: number; previousExpiresAt: string | null }>();
  if (!row) return [1];
  const previousLives = row.generation > 1 && row.previousExpiresAt !== null && row.previousExpiresAt > now.toISOString();
  return previousLives ? [row.generation, row.generation - 1] : [row.generation];
}

/** How a dealership reaches the FMO whose quote it won: the organisation's name and contact. */
export async function findClientContact(db: Database, clientId: string) {
  return (
    (await db
      .select({ companyName: apiClients.companyName, contactEmail: apiClients.contactEmail, contactPhone: apiClients.contactPhone })
      .from(apiClients)
      .where(eq(apiClients.id, clientId))
      .get()) ?? null
  );
}

/** A client's keys as the FMO console shows them: display prefixes and times, never a key or its hash. */
export function findClientKeys(db: Database, clientId: string) {
  return db
    .select({
      keyPrefix: apiClients.keyPrefix,
      keyRevokedAt: apiClients.keyRevokedAt,
      previousKeyPrefix: apiClients.previousKeyPrefix,
      previousKeyExpiresAt: apiClients.previousKeyExpiresAt,
      lastUsedAt: apiClients.lastUsedAt,
      createdAt: apiClients.createdAt,
    })
    .from(apiClients)
    .where(eq(apiClients.id, clientId))
    .get();
}

/** The current key's hash: what the console's rotation names, as the API's names the calling key. */
export async function currentKeyHash(db: Database, clientId: string): Promise<string | null> {
  const row = await db.select({ keyHash: apiClients.keyHash }).from(apiClients).where(eq(apiClients.id, clientId)).get();
  return row?.keyHash ?? null;
}
