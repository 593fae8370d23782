/**
 * Key lookups remembered by this isolate for a minute, so a busy key is checked against D1 once a
 * minute instead of on every request. Only keys that exist are remembered, never past the key's own
 * expiry (a rotated key's grace period).
 *
 * A cached key does not outlive its revocation: revoking, replacing or unapproving tells the key's
 * rate-limit Durable Object (RateLimiter.endAt), which every request of the key consults, and the
 * middleware then refuses it as unknown and forgets it here. What remains of the minute: when that
 * object cannot be reached (the limit fails open), an isolate that looked the key up in the last
 * 60 s may still accept it until its entry runs out.
 */
export const KEY_CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

const entries = new Map<string, { ownerId: string; expiresAt: number }>();

export function cachedOwner(keyHash: string, now = Date.now()): string | null {
  const entry = entries.get(keyHash);
  if (!entry) return null;
  if (entry.expiresAt > now) return entry.ownerId;
  entries.delete(keyHash);
  return null;
}

/** Remembers a key's owner for a minute, or until `keyExpiresAt` (ms) when that comes first. */
export function rememberOwner(keyHash: string, ownerId: string, keyExpiresAt: number | null = null, now = Date.now()): void {
  // Maps iterate in insertion order: dropping the first entry drops the oldest.
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(keyHash, { ownerId, expiresAt: Math.min(now + KEY_CACHE_TTL_MS, keyExpiresAt ?? Infinity) });
}

export function forgetKey(keyHash: string): void {
  entries.delete(keyHash);
}

/** Forgets every key of one owner (a dealership being unapproved). */
export function forgetOwner(ownerId: string): void {
  for (const [keyHash, entry] of entries) if (entry.ownerId === ownerId) entries.delete(keyHash);
}
