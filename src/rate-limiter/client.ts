import type { RateLimitDecision, RateLimiter } from "./rate-limiter";
import type { RateLimitPolicy } from "./policies";

/**
 * Counts one request against `bucket` under `policy`; with `credential` (a key hash), refuses it
 * as ended once that key has ended there. Resolves to null when the limiter cannot be reached: the
 * API then fails open (see docs/errors-and-limits.md, "Rate limiting") rather than turning a limiter outage into a
 * full outage.
 */
export async function consumeRateLimit(
  namespace: DurableObjectNamespace<RateLimiter>,
  bucket: string,
  policy: RateLimitPolicy,
  nowMs = Date.now(),
  credential?: string,
): Promise<RateLimitDecision | null> {
  try {
    return await limiterFor(namespace, bucket, policy).consume(nowMs, policy.limit, policy.windowSeconds * 1000, credential);
  } catch (error) {
    console.warn(JSON.stringify({ message: "rate limiter unavailable, request allowed", policy: policy.name, error: String(error) }));
    return null;
  }
}

/**
 * Whether `bucket` still has room under `policy`, counting nothing; with `credential` (a key hash),
 * refused as ended once that key has ended there. Resolves to null when the limiter cannot be
 * reached (fail open, as `consumeRateLimit`).
 */
export async function checkRateLimit(
  namespace: DurableObjectNamespace<RateLimiter>,
  bucket: string,
  policy: RateLimitPolicy,
  nowMs = Date.now(),
  credential?: string,
): Promise<RateLimitDecision | null> {
  try {
    return await limiterFor(namespace, bucket, policy).check(nowMs, policy.limit, policy.windowSeconds * 1000, credential);
  } catch (error) {
    console.warn(JSON.stringify({ message: "rate limiter unavailable, request allowed", policy: policy.name, error: String(error) }));
    return null;
  }
}

function limiterFor(namespace: DurableObjectNamespace<RateLimiter>, bucket: string, policy: RateLimitPolicy) {
  return namespace.get(namespace.idFromName(`${policy.name}:${bucket}`));
}

/** Gives back the slot a `consumeRateLimit` call made at `nowMs` took. Best effort: a failure is logged. */
export async function releaseRateLimit(namespace: DurableObjectNamespace<RateLimiter>, bucket: string, policy: RateLimitPolicy, nowMs: number) {
  try {
    await limiterFor(namespace, bucket, policy).release(nowMs);
  } catch (error) {
    console.warn(JSON.stringify({ message: "rate limiter release failed", policy: policy.name, error: String(error) }));
  }
}

/**
 * Tells the limiter of `bucket` that the key `keyHash` ends at `atMs` (null: it lives again).
 * Failures are thrown: the caller decides what a change that only reached D1 means.
 */
export async function endKeyAt(namespace: DurableObjectNamespace<RateLimiter>, bucket: string, policy: RateLimitPolicy, keyHash: string, atMs: number | null): Promise<void> {
  await limiterFor(namespace, bucket, policy).endAt(keyHash, atMs);
}

/** IETF draft RateLimit header fields (draft-ietf-httpapi-ratelimit-headers). */
export function rateLimitHeaders(policy: RateLimitPolicy, decision: RateLimitDecision): Record<string, string> {
  return {
    "RateLimit-Policy": `"${policy.name}";q=${policy.limit};w=${policy.windowSeconds}`,
    RateLimit: `"${policy.name}";r=${decision.remaining};t=${decision.resetSeconds}`,
  };
}
