export interface RateLimitPolicy {
  /** Name used in the IETF RateLimit-Policy header. */
  name: string;
  /** What is counted, in words for the 429 message. */
  counts: string;
  limit: number;
  windowSeconds: number;
}

/** The spec's limit: 100 requests per hour per API key (and per dealer key). */
export const apiKeyHourly: RateLimitPolicy = { name: "hourly", counts: "requests", limit: 100, windowSeconds: 3600 };

/**
 * An operator's key counts nothing: its object, one per key (named by its hash), only knows when
 * the key ended, so that a revoked operator is refused from its next request in every isolate.
 */
export const operatorKeyEnd: RateLimitPolicy = { name: "operator-key", counts: "requests", limit: 1, windowSeconds: 1 };

/**
 * Where a key's requests are counted. An FMO's keys share one count, its client's, so that a
 * rotation (two keys live during the grace period) or a replacement neither doubles nor resets the
 * hourly limit; each dealer key has its own, as before.
 */
export function keyBucket(kind: "svc" | "dlr", ownerId: string, keyHash: string): string {
  return kind === "svc" ? `client:${ownerId}` : keyHash;
}

export const REGISTRATIONS_PER_HOUR_DEFAULT = 10;

/**
 * Keys issued per client address per hour (beyond the spec). The operator sets the limit with the
 * `REGISTRATIONS_PER_HOUR` var; a missing or malformed value means the default.
 */
export function registrationsPerAddress(configured: string | undefined): RateLimitPolicy {
  const parsed = /^\d{1,7}$/.test(configured ?? "") ? Number(configured) : 0;
  return { name: "register", counts: "API keys issued to this address", limit: parsed >= 1 ? parsed : REGISTRATIONS_PER_HOUR_DEFAULT, windowSeconds: 3600 };
}

/**
 * Failed authentications (admin token, dealer key) per client address: past this, the address
 * is refused for a while whatever it sends, so a token cannot be guessed at speed.
 */
export const authFailuresPerAddress: RateLimitPolicy = { name: "auth-failures", counts: "failed authentications from this address", limit: 20, windowSeconds: 900 };
