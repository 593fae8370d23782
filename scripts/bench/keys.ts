// The 100 bench API keys and their budgets. Each key allows 100 requests per rolling hour, so
// requests rotate through the keys and none is used more than KEY_BUDGET times in the whole run.

import { benchKeys } from "./data.ts";
import { KEY_BUDGET } from "./settings.ts";

export const keys = benchKeys();
const keyUse = keys.map(() => 0);
let keyCursor = 0;
let minRemaining = Number.POSITIVE_INFINITY;

/** The next key with budget left, round robin. */
export function nextKey(): number {
  for (let tried = 0; tried < keys.length; tried++) {
    const index = keyCursor;
    keyCursor = (keyCursor + 1) % keys.length;
    if ((keyUse[index] ?? KEY_BUDGET) < KEY_BUDGET) return index;
  }
  throw new Error(`every API key has used its budget of ${KEY_BUDGET} requests`);
}

export const hasBudget = (index: number) => (keyUse[index] ?? KEY_BUDGET) < KEY_BUDGET;

/** Spends one request of key `index` and returns the key. */
export function useKey(index: number): string {
  const key = keys[index];
  if (!key || !hasBudget(index)) throw new Error(`key ${index} has no budget left`);
  keyUse[index] = (keyUse[index] ?? 0) + 1;
  return key;
}

/** Notes the remaining allowance a RateLimit header reports (`r=<n>`). */
export function noteRateLimit(header: string | null): void {
  const remaining = /r=(\d+)/.exec(header ?? "")?.[1];
  if (remaining !== undefined) minRemaining = Math.min(minRemaining, Number(remaining));
}

/** Authenticated requests sent, the most any key sent, and the lowest RateLimit r= seen. */
export function keyUsage(): { requests: number; maxPerKey: number; keys: number; minRemaining: number } {
  return { requests: keyUse.reduce((x, y) => x + y, 0), maxPerKey: Math.max(...keyUse), keys: keys.length, minRemaining };
}
