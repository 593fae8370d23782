import type { MiddlewareHandler } from "hono";
import { keyPattern, sha256Hex } from "../domain/api-keys";
import { database } from "../db/client";
import { findClientIdByKeyHash } from "../db/queries/clients";
import type { AppEnv } from "../env";
import { ApiError } from "../http/errors";
import { consumeRateLimit } from "../rate-limiter/client";
import { apiKeyHourly } from "../rate-limiter/policies";
import { applyRateLimitDecision } from "./rate-limit";

const clientKey = keyPattern("svc");

/** Reads `Authorization: Bearer svc_...`, returning the key only when it has the declared form. */
export function bearerToken(header: string | undefined, pattern: RegExp): string | null {
  const match = /^Bearer (\S+)$/.exec(header ?? "");
  return match?.[1] && pattern.test(match[1]) ? match[1] : null;
}

/**
 * Authenticates an API client and counts the request against its hourly limit.
 * The key lookup (D1) and the limiter (Durable Object) do not depend on each other, so both
 * round trips run in parallel; a key that turns out to be unknown gets 401 whatever the count.
 */
export function authenticateClient(): MiddlewareHandler<AppEnv> {
  return async function authenticateClient(c, next) {
    const key = bearerToken(c.req.header("Authorization"), clientKey);
    if (!key) throw new ApiError("UNAUTHORIZED", "Missing or malformed API key: send 'Authorization: Bearer svc_<60 hex>'");

    const keyHash = await sha256Hex(key);
    const [clientId, decision] = await Promise.all([
      findClientIdByKeyHash(database(c.env.DB), keyHash),
      consumeRateLimit(c.env.RATE_LIMITER, keyHash, apiKeyHourly),
    ]);
    if (!clientId) throw new ApiError("UNAUTHORIZED", "Invalid API key");

    applyRateLimitDecision(c, apiKeyHourly, decision);
    c.set("clientId", clientId);
    await next();
  };
}
