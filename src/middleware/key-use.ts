import type { Context } from "hono";
import type { AppEnv } from "../env";

/**
 * When a key was last used (`lastUsedAt` of the operator's key and client lists), written off the
 * request's path: after the response (waitUntil), only for a request that succeeded, and at most
 * once a minute per key from each isolate. So the time shown lags the key's last use by less than
 * a minute, and a busy key costs one small write a minute instead of one per request.
 */
export const KEY_USE_INTERVAL_MS = 60_000;
const MAX_ENTRIES = 10_000;

/** When this isolate last wrote each key's use (ms). */
const written = new Map<string, number>();

/** Whether this use should be written: none from this isolate in the last minute. Marks it written. */
export function keyUseDue(keyHash: string, now = Date.now()): boolean {
  const last = written.get(keyHash);
  if (last !== undefined && now - last < KEY_USE_INTERVAL_MS) return false;
  if (written.size >= MAX_ENTRIES) written.delete(written.keys().next().value!);
  written.delete(keyHash);
  written.set(keyHash, now);
  return true;
}

/**
 * After a successful response, writes the key's use when it is due, with `record`, after the
 * response. A failed write is logged and forgotten: the next request after a minute writes again.
 */
export function recordKeyUse(c: Context<AppEnv>, keyHash: string, record: (at: string) => Promise<void>, now = new Date()): void {
  if (c.res.status >= 400 || !keyUseDue(keyHash, now.getTime())) return;
  // Started on the next turn of the event loop, once the response is on its way: never beside the
  // request's own storage calls.
  const write = new Promise((resolve) => setTimeout(resolve, 0))
    .then(() => record(now.toISOString()))
    .catch((error) => {
      written.delete(keyHash);
      console.warn(JSON.stringify({ message: "key use not recorded", error: String(error) }));
    });
  c.executionCtx.waitUntil(write);
}
