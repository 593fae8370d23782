import type { Context, MiddlewareHandler } from "hono";
import { keyPattern, sha256Hex, type KeyKind } from "../domain/api-keys";
import { database, replicaDatabase, type Database } from "../db/client";
import { findClientIdByKeyHash } from "../db/queries/clients";
import { findDealershipIdByKeyHash } from "../db/queries/dealer-keys";
import type { AppEnv } from "../env";
import { ApiError } from "../http/errors";
import { consumeRateLimit } from "../rate-limiter/client";
import { apiKeyHourly } from "../rate-limiter/policies";
import { applyRateLimitDecision } from "./rate-limit";

/** Reads `Authorization: Bearer <key>`, returning the key only when it has the declared form. */
export function bearerToken(header: string | undefined, pattern: RegExp): string | null {
  const match = /^Bearer (\S+)$/.exec(header ?? "");
  return match?.[1] && pattern.test(match[1]) ? match[1] : null;
}

/**
 * Checks a bearer key of the given kind and counts the request against the key's hourly limit.
 * The key lookup (D1) and the limiter (Durable Object) do not depend on each other, so both
 * round trips run in parallel; a key that turns out to be unknown gets 401 whatever the count.
 */
async function authenticateKey(c: Context<AppEnv>, kind: KeyKind, lookup: (keyHash: string) => Promise<string | null>): Promise<string> {
  const key = bearerToken(c.req.header("Authorization"), keyPattern(kind));
  if (!key) throw new ApiError("UNAUTHORIZED", `Missing or malformed key: send 'Authorization: Bearer ${kind}_<60 lowercase hex>'`);

  const keyHash = await sha256Hex(key);
  const [ownerId, decision] = await Promise.all([lookup(keyHash), consumeRateLimit(c.env.RATE_LIMITER, keyHash, apiKeyHourly)]);
  if (!ownerId) throw new ApiError("UNAUTHORIZED", "Invalid key");
  applyRateLimitDecision(c, apiKeyHourly, decision);
  return ownerId;
}

/**
 * Looks a key up on the nearest replica first; only a miss (an unknown key, or one issued a moment
 * ago that the replica has not seen yet) costs a second read, at the primary. Revocation is
 * therefore effective once it has replicated (normally well under a second).
 */
function lookupOnReplicaThenPrimary(d1: D1Database, find: (db: Database, keyHash: string) => Promise<string | null>) {
  return async (keyHash: string) => (await find(replicaDatabase(d1), keyHash)) ?? find(database(d1), keyHash);
}

/** An FMO's API key (`svc_...`): sets `clientId`. */
export function authenticateClient(): MiddlewareHandler<AppEnv> {
  return async function authenticateClient(c, next) {
    c.set("clientId", await authenticateKey(c, "svc", lookupOnReplicaThenPrimary(c.env.DB, findClientIdByKeyHash)));
    await next();
  };
}

/** A dealership's key (`dlr_...`, not revoked): sets `dealershipId`. */
export function authenticateDealer(): MiddlewareHandler<AppEnv> {
  return async function authenticateDealer(c, next) {
    c.set("dealershipId", await authenticateKey(c, "dlr", lookupOnReplicaThenPrimary(c.env.DB, findDealershipIdByKeyHash)));
    await next();
  };
}
