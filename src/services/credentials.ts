import { database } from "../db/client";
import { moveAccessGenerations } from "../db/queries/dealer-access";
import { liveDealerKeyHashes } from "../db/queries/dealer-keys";
import type { Env } from "../env";
import { forgetKey, forgetOwner } from "../middleware/key-cache";
import { endKeyAt } from "../rate-limiter/client";
import { apiKeyHourly, keyBucket } from "../rate-limiter/policies";

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
 * A dealership that is no longer approved: every portal session ends, every portal link issued so
 * far is refused, and its dealer keys are refused everywhere (they stay unrevoked in D1, so that
 * approving it again brings them back).
 */
export async function endDealershipAccess(env: Bindings, dealershipId: string, now = Date.now()): Promise<void> {
  const db = database(env.DB);
  const [, keyHashes] = await Promise.all([moveAccessGenerations(db, dealershipId, { links: true }), liveDealerKeyHashes(db, dealershipId)]);
  forgetOwner(dealershipId);
  await setKeysEnd(env, { kind: "dlr", ownerId: dealershipId, keyHashes }, now);
}

/** A dealership approved again: its live dealer keys work again. Links and sessions ended before stay ended. */
export async function restoreDealershipAccess(env: Bindings, dealershipId: string): Promise<void> {
  await setKeysEnd(env, { kind: "dlr", ownerId: dealershipId, keyHashes: await liveDealerKeyHashes(database(env.DB), dealershipId) }, null);
}
