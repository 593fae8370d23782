import type { WebEnv } from "../env";
import { consumeRateLimit } from "../rate-limiter/client";
import type { RateLimitPolicy } from "../rate-limiter/policies";

/**
 * Counts one request against `bucket` under `policy`, in the same RateLimiter Durable Object as the
 * API's limits. Resolves once it is within the policy; rejects with `refusal(seconds until there is
 * room)` when it is not. The count can run beside the page's own reads: whoever writes awaits it
 * first, and a refusal replaces whatever the page answered. An unreachable limiter lets the request
 * through (as the API's limits do).
 */
export function countAgainst(env: Pick<WebEnv, "RATE_LIMITER">, bucket: string, policy: RateLimitPolicy, refusal: (resetSeconds: number) => Error): Promise<void> {
  const within = consumeRateLimit(env.RATE_LIMITER, bucket, policy).then((decision) => {
    if (decision && !decision.allowed) throw refusal(decision.resetSeconds);
  });
  // Observed by whoever awaits it; this keeps a page that finishes first from leaving the rejection unhandled.
  within.catch(() => {});
  return within;
}

/** "3 seconds", "1 minute": how long to wait, in the unit a person reads. */
export function waitText(seconds: number, unit: "second" | "minute"): string {
  const count = unit === "second" ? seconds : Math.ceil(seconds / 60);
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}
