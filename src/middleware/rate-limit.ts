import type { Context } from "hono";
import type { AppEnv } from "../env";
import { ApiError } from "../http/errors";
import { rateLimitHeaders } from "../rate-limiter/client";
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
      `Rate limit of ${policy.limit} ${policy.counts} per ${policy.windowSeconds / 60} minutes exceeded; retry after ${decision.resetSeconds} seconds`,
      { ...headers, "Retry-After": String(decision.resetSeconds) },
    );
  }
}

/** The caller's address: Cloudflare sets CF-Connecting-IP at the edge (and wrangler dev locally). */
export function clientAddress(c: Context<AppEnv>): string {
  return c.req.header("CF-Connecting-IP") ?? "unknown";
}
