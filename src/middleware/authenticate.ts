import type { Context, MiddlewareHandler } from "hono";
import { keyPattern, sha256Hex, type KeyKind } from "../domain/api-keys";
import { database, replicaDatabase, type Database } from "../db/client";
import { findClientIdByKeyHash, recordClientKeyUse, type KeyOwner } from "../db/queries/clients";
import { findDealershipIdByKeyHash, recordDealerKeyUse } from "../db/queries/dealer-keys";
import type { AppEnv } from "../env";
import { ApiError } from "../http/errors";
import { consumeRateLimit, releaseRateLimit } from "../rate-limiter/client";
import { apiKeyHourly, keyBucket } from "../rate-limiter/policies";
import { countAuthFailure, failuresSpent } from "./auth-failures";
import { cachedOwner, forgetKey, rememberOwner } from "./key-cache";
import { recordKeyUse } from "./key-use";
import { applyRateLimitDecision } from "./rate-limit";

/** Reads `Authorization: Bearer <key>`, returning the key only when it has the declared form. */
export function bearerToken(header: string | undefined, pattern: RegExp): string | null {
  const match = /^Bearer (\S+)$/.exec(header ?? "");
  return match?.[1] && pattern.test(match[1]) ? match[1] : null;
}

type FindKey = (db: Database, keyHash: string) => Promise<KeyOwner | null>;
/** Writes when a key was last used (after the response; see ./key-use.ts). */
type RecordUse = (d1: D1Database, owner: { ownerId: string; keyHash: string }, at: string) => Promise<void>;

/**
 * Looks a key up in this isolate's cache, then on the nearest replica; only a miss there (an
 * unknown key, or one issued a moment ago that the replica has not seen yet) costs a second read,
 * at the primary.
 */
function lookupKey(d1: D1Database, find: FindKey) {
  return async (keyHash: string) => {
    const cached = cachedOwner(keyHash);
    if (cached) return cached;
    const owner = (await find(replicaDatabase(d1), keyHash)) ?? (await find(database(d1), keyHash));
    if (!owner) return null;
    rememberOwner(keyHash, owner.ownerId, owner.expiresAt === null ? null : Date.parse(owner.expiresAt));
    return owner.ownerId;
  };
}

/**
 * Checks a bearer key of the given kind, then counts the request against the key's hourly limit.
 *
 * The key is known before anything else happens: an unknown API key gets its 401 without a limiter
 * call, a stored row or any route work (made-up keys must cost nothing). For a known key the
 * limiter call (a Durable Object round trip that may cross an ocean) runs while the route does:
 * a route's reads overlap it, a route that writes waits for `withinLimit` first, and a refusal
 * (429) replaces whatever the route answered. The limiter also knows when a key has ended (revoked,
 * replaced, its grace period over, its dealership unapproved): its 401 likewise replaces the
 * answer, in every isolate, however recently the key was cached. Dealer keys also count failures
 * per address (a guessed dealer key opens a dealership's quotes): an unknown one is counted before
 * its 401, and a known one asks, beside the hourly count, whether its address has spent its
 * failures (then 429). API keys do not need it and so stay free.
 */
function authenticateKey(
  kind: Exclude<KeyKind, "opr">,
  find: FindKey,
  store: (c: Context<AppEnv>, ownerId: string) => void,
  recordUse: RecordUse,
): MiddlewareHandler<AppEnv> {
  return async function authenticate(c, next) {
    const key = bearerToken(c.req.header("Authorization"), keyPattern(kind));
    if (!key) throw new ApiError("UNAUTHORIZED", `Missing or malformed key: send 'Authorization: Bearer ${kind}_<60 lowercase hex>'`);

    const keyHash = await sha256Hex(key);
    const ownerId = await lookupKey(c.env.DB, find)(keyHash);
    if (!ownerId) {
      if (kind === "dlr") await countAuthFailure(c, "dealer");
      throw new ApiError("UNAUTHORIZED", "Invalid key");
    }

    const bucket = keyBucket(kind, ownerId, keyHash);
    const countedAt = Date.now();
    const [hourly, spent] = [
      consumeRateLimit(c.env.RATE_LIMITER, bucket, apiKeyHourly, countedAt, keyHash),
      kind === "dlr" ? failuresSpent(c, "dealer") : null,
    ];
    const withinLimit = Promise.all([hourly, spent]).then(async ([decision, refusal]) => {
      if (refusal) {
        // Refused for its address's failures, the request was never served: the key's hour gets its slot back.
        if (decision?.allowed) await releaseRateLimit(c.env.RATE_LIMITER, bucket, apiKeyHourly, countedAt);
        throw refusal;
      }
      if (decision?.ended) {
        forgetKey(keyHash);
        throw new ApiError("UNAUTHORIZED", "Invalid key");
      }
      applyRateLimitDecision(c, apiKeyHourly, decision);
    });
    // Observed below; this keeps a route that finishes first from leaving the rejection unhandled.
    withinLimit.catch(() => {});
    c.set("withinLimit", withinLimit);
    c.set("keyHash", keyHash);
    store(c, ownerId);

    await next();
    await withinLimit;
    recordKeyUse(c, keyHash, (at) => recordUse(c.env.DB, { ownerId, keyHash }, at));
  };
}

/** An FMO's API key (`svc_...`): sets `clientId`. */
export function authenticateClient(): MiddlewareHandler<AppEnv> {
  return authenticateKey(
    "svc",
    findClientIdByKeyHash,
    (c, clientId) => c.set("clientId", clientId),
    (d1, { ownerId }, at) => recordClientKeyUse(d1, ownerId, at),
  );
}

/** A dealership's key (`dlr_...`, not revoked): sets `dealershipId`. */
export function authenticateDealer(): MiddlewareHandler<AppEnv> {
  return authenticateKey(
    "dlr",
    findDealershipIdByKeyHash,
    (c, dealershipId) => c.set("dealershipId", dealershipId),
    (d1, { keyHash }, at) => recordDealerKeyUse(d1, keyHash, at),
  );
}
