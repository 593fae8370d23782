/**
 * The signed token of a dealer's e-mail link: it opens one quote of one dealership, for 14 days.
 *
 * `<dealership id, 32 hex>.<expiry, Unix seconds>.<HMAC-SHA256, base64url>`, the HMAC keyed with the
 * `PORTAL_LINK_SECRET` Worker secret over a versioned string naming the quote, the dealership and
 * the expiry. The quote id is not in the token: it is the path the link opens, and the signature
 * covers it, so a token moved to another quote's page is refused like any tampered one.
 */

export const LINK_VALID_SECONDS = 14 * 24 * 3600;

export type LinkCheck =
  | { ok: true; quoteId: string; dealershipId: string; expiresAt: Date }
  | { ok: false; reason: "invalid" | "expired" };

const TOKEN_FORMAT = /^([0-9a-f]{32})\.(\d{10,12})\.([A-Za-z0-9_-]{43})$/;
const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    keys.set(secret, key);
  }
  return key;
}

function signedText(quoteId: string, dealershipId: string, expiresAtSeconds: number): Uint8Array<ArrayBuffer> {
  // Copied into a fresh array: its type is then the same under Workers' and Node's type definitions
  // (the end-to-end run signs an expired link with this module).
  return new Uint8Array(encoder.encode(`fleet-quote/portal-link/v1\n${quoteId}\n${dealershipId}\n${expiresAtSeconds}`));
}

const compact = (uuid: string) => uuid.replaceAll("-", "");
const canonical = (hex: string) => `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

/** A token for `quoteId` of `dealershipId` (canonical lower-case UUIDs), valid 14 days from `now`. */
export async function signQuoteLink(secret: string, quoteId: string, dealershipId: string, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const expiresAtSeconds = Math.floor(now.getTime() / 1000) + LINK_VALID_SECONDS;
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(secret), signedText(quoteId, dealershipId, expiresAtSeconds));
  return { token: `${compact(dealershipId)}.${expiresAtSeconds}.${base64url(new Uint8Array(signature))}`, expiresAt: new Date(expiresAtSeconds * 1000) };
}

/**
 * Checks a token for the quote page it was opened on. The signature is checked first (in constant
 * time, by `crypto.subtle.verify`), so only a genuine token can be told apart as expired. A token
 * is valid up to, not including, its expiry second: 14 days after it was issued it no longer opens.
 */
export async function verifyQuoteLink(secret: string | undefined, quoteId: string, token: string, now: Date): Promise<LinkCheck> {
  const match = TOKEN_FORMAT.exec(token);
  if (!secret || !match) return { ok: false, reason: "invalid" };
  const [, dealershipHex, expiry, signature] = match as unknown as [string, string, string, string];
  const dealershipId = canonical(dealershipHex);
  const expiresAtSeconds = Number(expiry);
  const signatureBytes = fromBase64url(signature);
  // The last of 43 base64 characters carries two unused bits: only the one canonical spelling of a
  // signature is accepted, so that no altered character can pass.
  if (base64url(signatureBytes) !== signature) return { ok: false, reason: "invalid" };
  const genuine = await crypto.subtle.verify("HMAC", await hmacKey(secret), signatureBytes, signedText(quoteId, dealershipId, expiresAtSeconds));
  if (!genuine) return { ok: false, reason: "invalid" };
  if (Math.floor(now.getTime() / 1000) >= expiresAtSeconds) return { ok: false, reason: "expired" };
  return { ok: true, quoteId, dealershipId, expiresAt: new Date(expiresAtSeconds * 1000) };
}

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
