import type { Context, MiddlewareHandler } from "hono";
import { keyPattern, sha256Hex } from "../domain/api-keys";
import { onlyReads, type OperatorScope } from "../domain/operators";
import { database, replicaDatabase } from "../db/client";
import { findOperatorByKeyHash } from "../db/queries/operators";
import type { AppEnv } from "../env";
import { ApiError } from "../http/errors";
import { checkRateLimit } from "../rate-limiter/client";
import { operatorKeyEnd } from "../rate-limiter/policies";
import { countAuthFailure, failuresSpent } from "./auth-failures";
import { bearerToken } from "./authenticate";
import { KeyCache } from "./key-cache";

const encoder = new TextEncoder();
const OPERATOR_KEY = keyPattern("opr");

/** Who holds an operator key, and what it may do. */
export interface OperatorIdentity {
  id: string;
  name: string;
  scope: OperatorScope;
  keyPrefix: string;
}

/** This isolate's operator keys looked up in the last minute, by hash (see ./key-cache.ts): revocation still reaches them at once, through the key's limiter. */
export const operatorKeys = new KeyCache<OperatorIdentity>();

/** Forgets an operator key in this isolate (it was revoked here). */
export function forgetOperatorKey(keyHash: string): void {
  operatorKeys.forget(keyHash);
}

/** Compares digests, so neither the length nor the content of the token leaks through timing. */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([given, expected].map((text) => crypto.subtle.digest("SHA-256", encoder.encode(text))));
  return crypto.subtle.timingSafeEqual(a!, b!);
}

/** This isolate's cache, else the nearest replica, else (a key created a moment ago) the primary. */
async function lookupOperator(d1: D1Database, keyHash: string): Promise<OperatorIdentity | null> {
  const cached = operatorKeys.get(keyHash);
  if (cached) return cached;
  const found = (await findOperatorByKeyHash(replicaDatabase(d1), keyHash)) ?? (await findOperatorByKeyHash(database(d1), keyHash));
  if (found) operatorKeys.remember(keyHash, found);
  return found ?? null;
}

/**
 * A named operator's key (`opr_…`). Its lookup, the address's failed-authentication question and
 * its limiter's word on whether it has ended (revoked, in any isolate) are in flight together: one
 * round trip, the lookup's own only when the key is not cached. An unknown, revoked or ended key is
 * a failure of the address, counted before its 401, as a wrong admin token is.
 */
async function operatorKey(c: Context<AppEnv>, key: string): Promise<void> {
  const keyHash = await sha256Hex(key);
  const [found, refusal, limiter] = await Promise.all([
    lookupOperator(c.env.DB, keyHash),
    failuresSpent(c, "admin"),
    checkRateLimit(c.env.RATE_LIMITER, keyHash, operatorKeyEnd, Date.now(), keyHash),
  ]);
  if (limiter?.ended) forgetOperatorKey(keyHash);
  if (!found || limiter?.ended) {
    await countAuthFailure(c, "admin");
    throw new ApiError("UNAUTHORIZED", "Missing or invalid admin key");
  }
  if (refusal) throw refusal;
  c.set("operator", { type: "operator", id: found.id, name: found.name, keyPrefix: found.keyPrefix });
  c.set("operatorScope", found.scope);
}

/**
 * The bootstrap `ADMIN_TOKEN` (a Worker secret): a write key without a name, recorded as
 * `bootstrap`. Checked first (no storage), then counted: a failure against the address's admin
 * failures, a success only asking whether those are spent. One round trip to the address's limiter
 * either way. Without one configured, only operator keys open the admin API: anything else is 503.
 */
async function bootstrapToken(c: Context<AppEnv>, given: string | null): Promise<void> {
  const expected = c.env.ADMIN_TOKEN;
  if (!expected) throw new ApiError("SERVICE_UNAVAILABLE", "The admin API's bootstrap token is not configured (ADMIN_TOKEN is not set): send an operator key (opr_...)");
  if (given === null || !(await sameSecret(given, expected))) {
    await countAuthFailure(c, "admin");
    throw new ApiError("UNAUTHORIZED", "Missing or invalid admin key");
  }
  const refusal = await failuresSpent(c, "admin");
  if (refusal) throw refusal;
  c.set("operator", { type: "bootstrap" });
  c.set("operatorScope", "write");
}

/** The admin API's caller: a named operator's key, or the bootstrap token; a `read` key only reads (403 otherwise). */
export function authenticateAdmin(): MiddlewareHandler<AppEnv> {
  return async function authenticateAdmin(c, next) {
    const given = bearerToken(c.req.header("Authorization"), /^\S{1,512}$/);
    if (given !== null && OPERATOR_KEY.test(given)) await operatorKey(c, given);
    else await bootstrapToken(c, given);
    if (c.var.operatorScope !== "write" && !onlyReads(c.req.method)) {
      throw new ApiError("FORBIDDEN", `This operator key may only read: ${c.req.method} needs an operator key with the write scope`);
    }
    await next();
  };
}
