/**
 * The signed token of a dealer's e-mail link: it opens one quote of one dealership, for 14 days,
 * while the dealership's link generation is the one it was issued in.
 *
 * `<dealership id, 32 hex>.g<link generation>.<expiry, Unix seconds>.<HMAC-SHA256, base64url>`, the
 * HMAC keyed with the `PORTAL_LINK_SECRET` Worker secret over a versioned string naming the quote,
 * the dealership, the generation and the expiry. The quote id is not in the token: it is the path
 * the link opens, and the signature covers it, so a token moved to another quote's page is refused
 * like any tampered one. The generation lets the operator withdraw one dealership's links (it moves
 * on; the portal compares) without changing the secret, which would withdraw everyone's.
 *
 * Tokens issued before generations existed (`<dealership>.<expiry>.<signature>`, signed as v1) are
 * read as generation 1 until they expire.
 */

export const LINK_VALID_SECONDS = 14 * 24 * 3600;

export type LinkCheck =
  | { ok: true; quoteId: string; dealershipId: string; generation: number; expiresAt: Date }
  | { ok: false; reason: "invalid" | "expired" };

const TOKEN_FORMAT = /^([0-9a-f]{32})\.(?:g([1-9]\d{0,8})\.)?(\d{10,12})\.([A-Za-z0-9_-]{43})$/;
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

/** What is signed: v2 with the generation; v1 (generation 1, no generation in the token) for tokens issued before generations. */
function signedText(quoteId: string, dealershipId: string, generation: number | null, expiresAtSeconds: number): Uint8Array<ArrayBuffer> {
  const text =
    generation === null
      ? `fleet-quote/portal-link/v1\n${quoteId}\n${dealershipId}\n${expiresAtSeconds}`
      : `fleet-quote/portal-link/v2\n${quoteId}\n${dealershipId}\n${generation}\n${expiresAtSeconds}`;
  // Copied into a fresh array: its type is then the same under Workers' and Node's type definitions
  // (the end-to-end run signs an expired link with this module).
  return new Uint8Array(encoder.encode(text));
}

const compact = (uuid: string) => uuid.replaceAll("-", "");
// Not domain/uuid's canonicalUuid: the end-to-end run loads this module in Node, where a relative
// import needs a file extension that the Worker's bundler does not; so this file imports nothing.
const canonical = (hex: string) => `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

/** A token for `quoteId` of `dealershipId` (canonical lower-case UUIDs) in the dealership's link `generation`, valid 14 days from `now`. */
export async function signQuoteLink(secret: string, quoteId: string, dealershipId: string, now: Date, generation = 1): Promise<{ token: string; expiresAt: Date }> {
  const expiresAtSeconds = Math.floor(now.getTime() / 1000) + LINK_VALID_SECONDS;
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(secret), signedText(quoteId, dealershipId, generation, expiresAtSeconds));
  return {
    token: `${compact(dealershipId)}.g${generation}.${expiresAtSeconds}.${base64url(new Uint8Array(signature))}`,
    expiresAt: new Date(expiresAtSeconds * 1000),
  };
}

/**
 * Checks a token for the quote page it was opened on. The signature is checked first (in constant
 * time, by `crypto.subtle.verify`), so only a genuine token can be told apart as expired. A token
 * is valid up to, not including, its expiry second: 14 days after it was issued it no longer opens.
 * Whether its generation is still the dealership's is for the caller to check (it is in D1).
 */
export async function verifyQuoteLink(secret: string | undefined, quoteId: string, token: string, now: Date): Promise<LinkCheck> {
  const match = TOKEN_FORMAT.exec(token);
  if (!secret || !match) return { ok: false, reason: "invalid" };
  const [, dealershipHex, generationDigits, expiry, signature] = match as unknown as [string, string, string | undefined, string, string];
  const dealershipId = canonical(dealershipHex);
  const generation = generationDigits === undefined ? null : Number(generationDigits);
  const expiresAtSeconds = Number(expiry);
  const signatureBytes = fromBase64url(signature);
  // The last of 43 base64 characters carries two unused bits: only the one canonical spelling of a
  // signature is accepted, so that no altered character can pass.
  if (base64url(signatureBytes) !== signature) return { ok: false, reason: "invalid" };
  const genuine = await crypto.subtle.verify("HMAC", await hmacKey(secret), signatureBytes, signedText(quoteId, dealershipId, generation, expiresAtSeconds));
  if (!genuine) return { ok: false, reason: "invalid" };
  if (Math.floor(now.getTime() / 1000) >= expiresAtSeconds) return { ok: false, reason: "expired" };
  return { ok: true, quoteId, dealershipId, generation: generation ?? 1, expiresAt: new Date(expiresAtSeconds * 1000) };
}

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
