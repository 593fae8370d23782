import type { Context } from "hono";
import type { RateLimitPolicy } from "../rate-limiter/policies";
import { countAgainst, waitText } from "../web/request-budget";
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
  return countAgainst(c.env, tokenHash, portalSessionRequests, (seconds) => new PortalError("too-many-requests", { detail: `Try again in ${waitText(seconds, "second")}.`, headers: { "Retry-After": String(seconds) } }));
}

/**
 * Sessions started (a dealer key signed in, an e-mailed link opened) per client address: 60 in any
 * 15 minutes. A dealership's office opening a link per quote stays far below it; a script starting
 * session after session to get a fresh request budget each time, or to fill D1 with session rows,
 * does not.
 */
const sessionsStartedPerAddress: RateLimitPolicy = { name: "portal-sessions", counts: "portal sessions started from this address", limit: 60, windowSeconds: 15 * 60 };

/**
 * Counts a session that may start against its address, beside another read of the request (a
 * link's checks; a sign-in's question whether its address has spent its failures), so that it
 * adds no round trip. Resolves when it may start; rejects with the portal's 429 (Retry-After) past
 * the limit. A session that then does not start keeps its slot counted.
 */
export function countSessionStart(c: Context<PortalEnv>): Promise<void> {
  return countAgainst(c.env, c.req.header("CF-Connecting-IP") ?? "unknown", sessionsStartedPerAddress, (seconds) => new PortalError("too-many-sessions", { detail: `Try again in ${waitText(seconds, "minute")}.`, headers: { "Retry-After": String(seconds) } }));
}
