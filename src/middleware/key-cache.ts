/**
 * Key lookups remembered by this isolate for a minute, so a busy key is checked against D1 once a
 * minute instead of on every request. Only keys that exist are remembered, never past the key's own
 * expiry (a rotated key's grace period). Operator keys have a cache of their own
 * (./authenticate-admin.ts), with the operator's name and scope.
 *
 * A cached key does not outlive its revocation: revoking, replacing or unapproving tells the key's
 * rate-limit Durable Object (RateLimiter.endAt), which every request of the key consults, and the
 * middleware then refuses it as unknown and forgets it here. What remains of the minute: when that
 * object cannot be reached (the limit fails open), an isolate that looked the key up in the last
 * 60 s may still accept it until its entry runs out.
 */
export const KEY_CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

/** Lookups of one kind of key, each remembered for a minute (or until the key's own expiry), at most 10,000. */
export class KeyCache<Owner> {
  private readonly entries = new Map<string, { owner: Owner; expiresAt: number }>();

  get(keyHash: string, now = Date.now()): Owner | null {
    const entry = this.entries.get(keyHash);
    if (!entry) return null;
    if (entry.expiresAt > now) return entry.owner;
    this.entries.delete(keyHash);
    return null;
  }

  /** Remembers a key's owner for a minute, or until `keyExpiresAt` (ms) when that comes first. */
  remember(keyHash: string, owner: Owner, keyExpiresAt: number | null = null, now = Date.now()): void {
    // Maps iterate in insertion order: dropping the first entry drops the oldest.
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(keyHash, { owner, expiresAt: Math.min(now + KEY_CACHE_TTL_MS, keyExpiresAt ?? Infinity) });
  }

  forget(keyHash: string): void {
    this.entries.delete(keyHash);
  }

  /** Forgets every key whose owner `matches` (a dealership being unapproved). */
  forgetWhere(matches: (owner: Owner) => boolean): void {
    for (const [keyHash, entry] of this.entries) if (matches(entry.owner)) this.entries.delete(keyHash);
  }
}

/** FMO and dealer keys: their owner's id. */
const owners = new KeyCache<string>();

export function cachedOwner(keyHash: string, now = Date.now()): string | null {
  return owners.get(keyHash, now);
}

/** Remembers a key's owner for a minute, or until `keyExpiresAt` (ms) when that comes first. */
export function rememberOwner(keyHash: string, ownerId: string, keyExpiresAt: number | null = null, now = Date.now()): void {
  owners.remember(keyHash, ownerId, keyExpiresAt, now);
}

export function forgetKey(keyHash: string): void {
  owners.forget(keyHash);
}

/** Forgets every key of one owner (a dealership being unapproved). */
export function forgetOwner(ownerId: string): void {
  owners.forgetWhere((owner) => owner === ownerId);
}
