import type { Context } from "hono";
import { consumeRateLimit } from "../rate-limiter/client";
import type { RateLimitPolicy } from "../rate-limiter/policies";
import { PORTAL_REQUESTS_PER_MINUTE, PortalError } from "./errors";
import type { PortalEnv } from "./portal-env";

/**
 * Requests per portal session: 120 in any 60 seconds. A person reading quotes and typing prices
 * (each pause of 300 ms posts one preview) stays far below it; a script looping through one session
 * does not. Counted by the same RateLimiter Durable Object as the API's limits, one per session.
 */
export const portalSessionRequests: RateLimitPolicy = {
  name: "portal-session",
  counts: "requests in this session",
  limit: PORTAL_REQUESTS_PER_MINUTE,
  windowSeconds: 60,
};

/**
 * Counts this request against its session's budget. Resolves once it is within the budget; rejects
 * with the portal's 429 (Retry-After) when it is not. The count runs beside the page's own reads:
 * whoever writes awaits it first, and a refusal replaces whatever the page answered.
 */
export function countSessionRequest(c: Context<PortalEnv>, tokenHash: string): Promise<void> {
  const within = consumeRateLimit(c.env.RATE_LIMITER, tokenHash, portalSessionRequests).then((decision) => {
    if (!decision || decision.allowed) return;
    const seconds = decision.resetSeconds;
    throw new PortalError("too-many-requests", {
      detail: `Try again in ${seconds} ${seconds === 1 ? "second" : "seconds"}.`,
      headers: { "Retry-After": String(seconds) },
    });
  });
  // Observed by the session middleware; this keeps a page that finishes first from leaving the rejection unhandled.
  within.catch(() => {});
  return within;
}
