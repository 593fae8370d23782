const KEY_BYTES = 30;

/** An FMO's API key, a dealership's key, an operator's key. */
export type KeyKind = "svc" | "dlr" | "opr";

/** `<kind>_` followed by 60 lowercase hex characters (30 random bytes). */
export function generateKey(kind: KeyKind): string {
  const bytes = crypto.getRandomValues(new Uint8Array(KEY_BYTES));
  return `${kind}_${toHex(bytes)}`;
}

export function keyPattern(kind: KeyKind): RegExp {
  return new RegExp(`^${kind}_[0-9a-f]{${KEY_BYTES * 2}}$`);
}

/** The non-secret part of a key that may be shown in listings and logs. */
export function keyDisplayPrefix(key: string): string {
  return key.slice(0, 12);
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return toHex(new Uint8Array(digest));
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
