import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { ApiError } from "../http/errors";
import { consumeRateLimit, rateLimitHeaders } from "../rate-limiter/client";
import type { RateLimitDecision } from "../rate-limiter/rate-limiter";
import type { RateLimitPolicy } from "../rate-limiter/policies";

/** Puts the RateLimit fields on the response and refuses the request once the window is full. */
export function applyRateLimitDecision(c: Context<AppEnv>, policy: RateLimitPolicy, decision: RateLimitDecision | null): void {
  if (!decision) return;
  const headers = rateLimitHeaders(policy, decision);
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  if (!decision.allowed) {
    throw new ApiError(
      "RATE_LIMITED",
      `Rate limit of ${policy.limit} requests per ${policy.windowSeconds / 60} minutes exceeded; retry after ${decision.resetSeconds} seconds`,
      { ...headers, "Retry-After": String(decision.resetSeconds) },
    );
  }
}

/** Throttles unauthenticated routes per client address (Cloudflare sets CF-Connecting-IP at the edge). */
export function rateLimitByAddress(policy: RateLimitPolicy): MiddlewareHandler<AppEnv> {
  return async function rateLimitByAddress(c, next) {
    const address = c.req.header("CF-Connecting-IP") ?? "unknown";
    applyRateLimitDecision(c, policy, await consumeRateLimit(c.env.RATE_LIMITER, address, policy));
    await next();
  };
}
