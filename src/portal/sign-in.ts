import type { Context } from "hono";
import { database, replicaDatabase } from "../db/client";
import { findLiveDealerKey } from "../db/queries/dealer-keys";
import { keyPattern, sha256Hex } from "../domain/api-keys";
import { checkRateLimit, consumeRateLimit } from "../rate-limiter/client";
import type { RateLimitPolicy } from "../rate-limiter/policies";
import type { PortalEnv } from "./portal-env";
import { countSessionStart } from "./request-budget";

/**
 * Failed sign-ins per client address: 10 in any 15 minutes, then that address waits until the
 * oldest failure is 15 minutes old. Enough for a person mistyping, far too few to guess a key
 * (240 bits of randomness) or to scan leaked strings; a dealer's correct key is never what fills it.
 */
export const failedSignInsPerAddress: RateLimitPolicy = { name: "portal-sign-in", counts: "failed sign-ins from this address", limit: 10, windowSeconds: 15 * 60 };

export type SignInCheck =
  /** `admitted`: the address's count of sessions started, to await before the session is written. */
  | { ok: true; keyId: string; dealershipId: string; admitted: Promise<void> }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number }
  | { ok: false; reason: "access-ended" }
  | { ok: false; reason: "empty" | "api-key" | "malformed" | "unknown"; attemptsLeft: number | null };

/**
 * Checks a typed dealer key, then counts the attempt against its address: a failure is counted
 * and answered only while the address has failures left (one step of its `RateLimiter`, so parallel
 * failures cannot overshoot); a right key is never counted, and is refused only when the address
 * has already spent its failures. Asked after the key is checked, never before: a burst of guesses
 * cannot slip a right one past the limit, and a burst of right ones never refuses another. A
 * refused address learns nothing about the key it tried.
 */
export async function checkSignIn(c: Context<PortalEnv>, typed: string, nowMs = Date.now()): Promise<SignInCheck> {
  const address = c.req.header("CF-Connecting-IP") ?? "unknown";
  const wellFormed = keyPattern("dlr").test(typed);
  const key = wellFormed ? await lookUpKey(c.env.DB, typed) : null;
  if (key) {
    // A genuine key is no failure, even one whose dealership may no longer sign in. The session it
    // may start is counted against the address beside the question (see countSessionStart).
    const admitted = key.approved ? countSessionStart(c) : null;
    const budget = await checkRateLimit(c.env.RATE_LIMITER, address, failedSignInsPerAddress, nowMs);
    if (budget && !budget.allowed) return { ok: false, reason: "throttled", retryAfterSeconds: budget.resetSeconds };
    return admitted ? { ok: true, keyId: key.keyId, dealershipId: key.dealershipId, admitted } : { ok: false, reason: "access-ended" };
  }
  const decision = await consumeRateLimit(c.env.RATE_LIMITER, address, failedSignInsPerAddress, nowMs);
  if (decision && !decision.allowed) return { ok: false, reason: "throttled", retryAfterSeconds: decision.resetSeconds };
  const reason = typed === "" ? "empty" : wellFormed ? "unknown" : typed.startsWith("svc_") ? "api-key" : "malformed";
  return { ok: false, reason, attemptsLeft: decision?.remaining ?? null };
}

/** On the nearest replica first; a miss (a key issued a moment ago, or none) is asked once more at the primary. */
async function lookUpKey(d1: D1Database, key: string) {
  const keyHash = await sha256Hex(key);
  return (await findLiveDealerKey(replicaDatabase(d1), keyHash)) ?? (await findLiveDealerKey(database(d1), keyHash));
}

/** What the sign-in form says about a refused key. */
export function signInProblem(check: Extract<SignInCheck, { attemptsLeft: number | null }>): string {
  const problem = {
    empty: "Enter your dealer key.",
    "api-key": "That is an API key for fleet systems. Sign in with your dealership's dealer key, which starts with dlr_.",
    malformed: "A dealer key is dlr_ followed by 60 letters and digits. Check that it was copied whole.",
    unknown: "That dealer key was not recognised. Check it, or ask your Fleet Quote operator for a new one.",
  }[check.reason];
  const left = check.attemptsLeft;
  if (left === null || left > 3) return problem;
  return `${problem} ${left === 0 ? "Sign-in from your network is now paused for up to 15 minutes." : `After ${left} more failed ${left === 1 ? "attempt" : "attempts"}, sign-in from your network pauses for up to 15 minutes.`}`;
}
