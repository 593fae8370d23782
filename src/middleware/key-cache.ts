/**
 * Key lookups remembered by this isolate for a minute, so a busy key is checked against D1 once a
 * minute instead of on every request. Only keys that exist are remembered. The cost: a revoked
 * dealer key keeps working for up to a minute in isolates other than the one that revoked it.
 */
const TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

const entries = new Map<string, { ownerId: string; expiresAt: number }>();

export function cachedOwner(keyHash: string, now = Date.now()): string | null {
  const entry = entries.get(keyHash);
  if (!entry) return null;
  if (entry.expiresAt > now) return entry.ownerId;
  entries.delete(keyHash);
  return null;
}

export function rememberOwner(keyHash: string, ownerId: string, now = Date.now()): void {
  // Maps iterate in insertion order: dropping the first entry drops the oldest.
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(keyHash, { ownerId, expiresAt: now + TTL_MS });
}

export function forgetKey(keyHash: string): void {
  entries.delete(keyHash);
}
