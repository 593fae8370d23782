import type { Context } from "hono";
import type { WebEnv } from "../env";
import type { RateLimitPolicy } from "../rate-limiter/policies";
import { countAgainst, waitText } from "../web/request-budget";
import type { ConsoleEnv } from "./console-env";
import { CONSOLE_REQUESTS_PER_MINUTE, ConsoleError } from "./errors";

/** Requests per console session: 120 in any 60 seconds, as the dealer portal's. */
const consoleSessionRequests: RateLimitPolicy = { name: "console-session", counts: "requests in this session", limit: CONSOLE_REQUESTS_PER_MINUTE, windowSeconds: 60 };

/** Counts a signed-in request against its session's budget (see countAgainst): await it before writing. */
export function countSessionRequest(env: WebEnv, tokenHash: string): Promise<void> {
  return countAgainst(env, tokenHash, consoleSessionRequests, (seconds) => new ConsoleError("too-many-requests", { detail: `Try again in ${waitText(seconds, "second")}.`, headers: { "Retry-After": String(seconds) } }));
}

/**
 * Sign-in requests (an address typed) and sign-in links opened, per client address: 20 in any 15
 * minutes. Far more than a person needs; a script mailing links to a list of addresses, or trying
 * tokens, is stopped.
 */
const signInsPerAddress: RateLimitPolicy = { name: "console-sign-in", counts: "console sign-ins from this address", limit: 20, windowSeconds: 15 * 60 };

/** Counts a sign-in step against the client's address; rejects with the 429 page past the limit. */
export function countSignIn(c: Context<ConsoleEnv>): Promise<void> {
  return countAgainst(c.env, c.req.header("CF-Connecting-IP") ?? "unknown", signInsPerAddress, (seconds) => new ConsoleError("too-many-sign-ins", { detail: `Try again in ${waitText(seconds, "minute")}.`, headers: { "Retry-After": String(seconds) } }));
}

/**
 * Links e-mailed to one address: 5 in any 15 minutes, counted by the address's hash. Past it, the
 * request is answered as any other (the page never says whether an address may sign in) and no
 * e-mail is sent: nobody can fill a person's inbox with links.
 */
export const linksPerRecipient: RateLimitPolicy = { name: "console-links", counts: "sign-in links sent to this address", limit: 5, windowSeconds: 15 * 60 };
