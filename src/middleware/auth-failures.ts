import type { Context } from "hono";
import type { AppEnv } from "../env";
import { ApiError } from "../http/errors";
import { checkRateLimit, consumeRateLimit, rateLimitHeaders } from "../rate-limiter/client";
import { authFailuresPerAddress } from "../rate-limiter/policies";
import { clientAddress } from "./rate-limit";

/** Whose credentials failed: the operator's token and dealer keys are counted apart, each address with a budget of each. */
export type CredentialKind = "admin" | "dealer";

function bucketOf(c: Context<AppEnv>, kind: CredentialKind): string {
  return `${kind}:${clientAddress(c)}`;
}

function tooManyFailures(decision: { resetSeconds: number; limit: number; remaining: number; allowed: boolean }): ApiError {
  return new ApiError("RATE_LIMITED", `Too many failed authentications from this address; retry after ${decision.resetSeconds} seconds`, {
    ...rateLimitHeaders(authFailuresPerAddress, decision),
    "Retry-After": String(decision.resetSeconds),
  });
}

/**
 * A credential that did not check out, counted against its address's failures of that kind once
 * the check is over. Counting and refusing are one step of the address's `RateLimiter`, so
 * parallel failures cannot overshoot: the first `limit` in a window are answered (the caller's
 * 401), every later one is refused here with 429. Awaited before the 401, so no failure is answered
 * before it is counted.
 */
export async function countAuthFailure(c: Context<AppEnv>, kind: CredentialKind): Promise<void> {
  const decision = await consumeRateLimit(c.env.RATE_LIMITER, bucketOf(c, kind), authFailuresPerAddress);
  if (decision && !decision.allowed) throw tooManyFailures(decision);
}

/**
 * A credential that checked out is never counted; it is refused (429) only when its address has
 * already spent its failures of that kind, so that a guess that happens to be right learns nothing
 * either. Asked after the check, never before: a burst of guesses cannot slip a right one past the
 * limit, and a burst of right ones never refuses another. Resolves the refusal, or null.
 */
export async function failuresSpent(c: Context<AppEnv>, kind: CredentialKind): Promise<ApiError | null> {
  const decision = await checkRateLimit(c.env.RATE_LIMITER, bucketOf(c, kind), authFailuresPerAddress);
  return decision && !decision.allowed ? tooManyFailures(decision) : null;
}
