import type { Context } from "hono";
import type { AppEnv } from "../env";
import { ApiError } from "../http/errors";
import { consumeRateLimit, rateLimitHeaders, releaseRateLimit } from "../rate-limiter/client";
import { authFailuresPerAddress } from "../rate-limiter/policies";
import { clientAddress } from "./rate-limit";

/**
 * Runs a credential check (admin token, dealer key) under the per-address failure throttle: an
 * address that failed too often recently is refused (429) whatever it sends, a correct secret
 * included, until its failures age out. Every check takes a slot up front, in parallel with the
 * check itself, and gives it back once it succeeds: so concurrent guesses cannot outrun the
 * count, and a caller that gets it right pays no extra wait (the release happens after the response).
 * Resolves what `check` resolved; null or false is a failure.
 */
export async function throttleAuthFailures<T>(c: Context<AppEnv>, check: () => Promise<T>): Promise<T> {
  const address = clientAddress(c);
  const takenAt = Date.now();
  const [result, decision] = await Promise.all([check(), consumeRateLimit(c.env.RATE_LIMITER, address, authFailuresPerAddress, takenAt)]);
  if (decision && !decision.allowed) {
    throw new ApiError("RATE_LIMITED", `Too many failed authentications from this address; retry after ${decision.resetSeconds} seconds`, {
      ...rateLimitHeaders(authFailuresPerAddress, decision),
      "Retry-After": String(decision.resetSeconds),
    });
  }
  if (result && decision) c.executionCtx.waitUntil(releaseRateLimit(c.env.RATE_LIMITER, address, authFailuresPerAddress, takenAt));
  return result;
}
