import { database } from "../db/client";
import { offboardClient, revokeClientKey, rotateClientKey } from "../db/queries/clients";
import { dealershipKeyAccess } from "../db/queries/dealer-access";
import { generateKey, keyDisplayPrefix, sha256Hex } from "../domain/api-keys";
import type { ByFmo, ChangedBy, ChangeMade } from "../domain/changed-by";
import type { Env } from "../env";
import { forgetOperatorKey } from "../middleware/authenticate-admin";
import { forgetKey, forgetOwner } from "../middleware/key-cache";
import { endKeyAt } from "../rate-limiter/client";
import { apiKeyHourly, keyBucket, operatorKeyEnd } from "../rate-limiter/policies";

type Bindings = Pick<Env, "DB" | "RATE_LIMITER">;

/**
 * Tells each key's rate-limit object that the key ends at `atMs` (null: it lives again), so that
 * every isolate refuses it from then on, and forgets it in this isolate. An object that cannot be
 * reached is logged, not fatal: D1 already says the key ended, and an isolate that cached the key
 * then accepts it for at most a minute more (src/middleware/key-cache.ts).
 */
export async function setKeysEnd(env: Bindings, keys: { kind: "svc" | "dlr"; ownerId: string; keyHashes: string[] }, atMs: number | null): Promise<void> {
  await Promise.all(
    keys.keyHashes.map(async (keyHash) => {
      if (atMs !== null) forgetKey(keyHash);
      try {
        await endKeyAt(env.RATE_LIMITER, keyBucket(keys.kind, keys.ownerId, keyHash), apiKeyHourly, keyHash, atMs);
      } catch (error) {
        console.warn(JSON.stringify({ message: "key end not recorded by its limiter; cached lookups may accept it for up to 60 s", kind: keys.kind, ownerId: keys.ownerId, error: String(error) }));
      }
    }),
  );
}

/**
 * Tells a revoked operator key's limiter that the key ended at `atMs`, so that every isolate refuses
 * it from its next request, and forgets it in this isolate. An object that cannot be reached is
 * logged, not fatal: D1 already refuses the key, and an isolate that cached it may accept it for at
 * most a minute more.
 */
export async function endOperatorKey(env: Bindings, keyHash: string, atMs: number): Promise<void> {
  forgetOperatorKey(keyHash);
  try {
    await endKeyAt(env.RATE_LIMITER, keyHash, operatorKeyEnd, keyHash, atMs);
  } catch (error) {
    console.warn(JSON.stringify({ message: "key end not recorded by its limiter; cached lookups may accept it for up to 60 s", kind: "opr", error: String(error) }));
  }
}

/**
 * An FMO's key rotation, the API's (with the calling key, `keyHash`) and the console's (with the
 * current key, `made` recording it): a new key, shown once; the key it replaces works for
 * `graceSeconds` more (its limiter told when it ends), and a previous key still in its grace period
 * ends now. Resolves null when `keyHash` is no longer the current key.
 */
export async function rotateFmoKey(env: Bindings, clientId: string, keyHash: string, graceSeconds: number, made?: ChangeMade<ByFmo>) {
  const now = Date.now();
  const previousKeyExpiresAt = new Date(now + graceSeconds * 1000);
  const apiKey = generateKey("svc");
  const rotated = await rotateClientKey(database(env.DB), clientId, keyHash, { keyHash: await sha256Hex(apiKey), keyPrefix: keyDisplayPrefix(apiKey) }, previousKeyExpiresAt.toISOString(), made);
  if (!rotated) return null;
  const client = { kind: "svc" as const, ownerId: clientId };
  await Promise.all([
    // A revoked key replaced in the console stays ended: it is not kept beside the new one.
    rotated.previousKeyPrefix !== null ? setKeysEnd(env, { ...client, keyHashes: [keyHash] }, previousKeyExpiresAt.getTime()) : undefined,
    // Only one key is kept beside the current one: a rotation inside another's grace period ends the older key now.
    rotated.displacedKeyHash ? setKeysEnd(env, { ...client, keyHashes: [rotated.displacedKeyHash] }, now) : undefined,
  ]);
  return { apiKey, previousKeyPrefix: rotated.previousKeyPrefix, previousKeyExpiresAt };
}

/** Revokes an FMO's current or previous key at once (the console's): D1, then the key's limiter. Resolves false when there was no such live key. */
export async function revokeFmoKey(env: Bindings, clientId: string, which: "current" | "previous", made: ChangeMade<ByFmo>): Promise<boolean> {
  const keyHash = await revokeClientKey(database(env.DB), clientId, which, made);
  if (keyHash === null) return false;
  await setKeysEnd(env, { kind: "svc", ownerId: clientId, keyHashes: [keyHash] }, Date.now());
  return true;
}

/** The operator's off-boarding of an FMO (offboardClient), then each ended key's limiter. Resolves false for an unknown FMO. */
export async function offboardFmo(env: Bindings, clientId: string, made: ChangeMade<ChangedBy>): Promise<boolean> {
  const ended = await offboardClient(database(env.DB), clientId, made);
  if (ended === null) return false;
  await setKeysEnd(env, { kind: "svc", ownerId: clientId, keyHashes: ended }, Date.now());
  return true;
}

/** Rounds of telling and reading again before `syncDealershipAccess` gives up (each one more only when D1 changed meanwhile). */
const MAX_SYNC_ROUNDS = 5;

/**
 * Makes the limiter of every live dealer key of the dealership say what D1 says now: the key ended
 * while the dealership is unapproved, alive while it is approved. Called after every write of a
 * dealership's approval, changed or not, so approving again mends a key left ended (a live dealer
 * key has no other end: dealer keys are revoked, never rotated, and a revoked one is not live).
 *
 * Concurrent approvals and unapprovals may reach a key's limiter in another order than they wrote
 * D1, so after telling the limiters, D1 is read again, and the limiters told again, until the read
 * agrees with what was told. The request that wrote the approval last reads its own write after
 * each telling, and so stops only after telling the stored approval; any telling that lands later
 * comes from a request that then reads the stored approval too, and tells it again. The portal
 * needs none of this: its sessions, links and sign-ins read the approval from D1 (and unapproving
 * ends them in the write itself: updateDealership).
 */
export async function syncDealershipAccess(env: Bindings, dealershipId: string): Promise<void> {
  const db = database(env.DB);
  const told = new Map<string, boolean>();
  for (let round = 0; round < MAX_SYNC_ROUNDS; round++) {
    const access = await dealershipKeyAccess(db, dealershipId);
    if (!access) return;
    const live = new Set(access.keyHashes);
    // A key told alive and revoked since must be told again: its revocation's own telling may have landed first.
    const shouldLive = (keyHash: string) => access.approved && live.has(keyHash);
    const due = [...new Set([...live, ...told.keys()])].filter((keyHash) => told.get(keyHash) !== shouldLive(keyHash));
    if (due.length === 0) return;
    if (!access.approved) forgetOwner(dealershipId);
    const now = Date.now();
    const [alive, ended] = [due.filter(shouldLive), due.filter((keyHash) => !shouldLive(keyHash))];
    await Promise.all([
      setKeysEnd(env, { kind: "dlr", ownerId: dealershipId, keyHashes: alive }, null),
      setKeysEnd(env, { kind: "dlr", ownerId: dealershipId, keyHashes: ended }, now),
    ]);
    for (const keyHash of due) told.set(keyHash, shouldLive(keyHash));
  }
  console.warn(JSON.stringify({ message: "dealer keys' limiters not settled with the dealership's approval; approve or unapprove it again", dealershipId }));
}
