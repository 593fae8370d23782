import type { Context, MiddlewareHandler } from "hono";
import { keyPattern, sha256Hex, type KeyKind } from "../domain/api-keys";
import { database, replicaDatabase, type Database } from "../db/client";
import { findClientIdByKeyHash } from "../db/queries/clients";
import { findDealershipIdByKeyHash } from "../db/queries/dealer-keys";
import type { AppEnv } from "../env";
import { ApiError } from "../http/errors";
import { consumeRateLimit } from "../rate-limiter/client";
import { apiKeyHourly } from "../rate-limiter/policies";
import { cachedOwner, rememberOwner } from "./key-cache";
import { applyRateLimitDecision } from "./rate-limit";

/** Reads `Authorization: Bearer <key>`, returning the key only when it has the declared form. */
export function bearerToken(header: string | undefined, pattern: RegExp): string | null {
  const match = /^Bearer (\S+)$/.exec(header ?? "");
  return match?.[1] && pattern.test(match[1]) ? match[1] : null;
}

/**
 * Looks a key up in this isolate's cache, then on the nearest replica; only a miss there (an
 * unknown key, or one issued a moment ago that the replica has not seen yet) costs a second read,
 * at the primary.
 */
function lookupKey(d1: D1Database, find: (db: Database, keyHash: string) => Promise<string | null>) {
  return async (keyHash: string) => {
    const cached = cachedOwner(keyHash);
    if (cached) return cached;
    const ownerId = (await find(replicaDatabase(d1), keyHash)) ?? (await find(database(d1), keyHash));
    if (ownerId) rememberOwner(keyHash, ownerId);
    return ownerId;
  };
}

/**
 * Checks a bearer key of the given kind and counts the request against the key's hourly limit.
 *
 * The key lookup (D1) and the limiter (Durable Object) run in parallel, and the route runs while
 * they are in flight: in production each is a round trip that may cross an ocean. A route reads
 * the owner through the returned promise before it touches anything the owner scopes, and reads
 * that need no owner (dealers, stock, search) overlap with the check. Whatever the route answered,
 * a failed check (401, 429) replaces it, so nothing is ever shown or written for a bad key.
 */
function authenticateKey(
  kind: KeyKind,
  find: (db: Database, keyHash: string) => Promise<string | null>,
  store: (c: Context<AppEnv>, ownerId: Promise<string>) => void,
): MiddlewareHandler<AppEnv> {
  return async function authenticate(c, next) {
    const key = bearerToken(c.req.header("Authorization"), keyPattern(kind));
    if (!key) throw new ApiError("UNAUTHORIZED", `Missing or malformed key: send 'Authorization: Bearer ${kind}_<60 lowercase hex>'`);

    const keyHash = await sha256Hex(key);
    const lookup = lookupKey(c.env.DB, find);
    const ownerId = Promise.all([lookup(keyHash), consumeRateLimit(c.env.RATE_LIMITER, keyHash, apiKeyHourly)]).then(([owner, decision]) => {
      if (!owner) throw new ApiError("UNAUTHORIZED", "Invalid key");
      applyRateLimitDecision(c, apiKeyHourly, decision);
      return owner;
    });
    // Observed below; this keeps a route that finishes first from leaving the rejection unhandled.
    ownerId.catch(() => {});
    c.set("keyHash", keyHash);
    store(c, ownerId);

    await next();
    await ownerId;
  };
}

/** An FMO's API key (`svc_...`): sets `clientId`, a promise of the client's id. */
export function authenticateClient(): MiddlewareHandler<AppEnv> {
  return authenticateKey("svc", findClientIdByKeyHash, (c, clientId) => c.set("clientId", clientId));
}

/** A dealership's key (`dlr_...`, not revoked): sets `dealershipId`, a promise of the dealership's id. */
export function authenticateDealer(): MiddlewareHandler<AppEnv> {
  return authenticateKey("dlr", findDealershipIdByKeyHash, (c, dealershipId) => c.set("dealershipId", dealershipId));
}
