/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com): `webhook-signature` is
 * `v1,<base64 HMAC-SHA256 over "id.timestamp.body">`, keyed with the bytes of the receiver's
 * `whsec_<base64>` secret. Each client's secret is derived from one Worker secret, the client id
 * and the client's secret generation, so no webhook secret is ever stored: it is shown once (at
 * registration, or when the client rotates it) and recomputed to sign.
 *
 * While a secret is being replaced, a delivery carries one signature per secret in force,
 * space-separated as the standard allows, so a receiver holding either verifies it.
 */
const encoder = new TextEncoder();

async function hmacSha256(key: Uint8Array, message: string): Promise<Uint8Array> {
  const cryptoKey = await crypto.subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", cryptoKey, encoder.encode(message)));
}

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

/** The client's secret of `generation` (1 at registration; each rotation the next), derived from `signingKey`. */
export async function deriveWebhookSecret(signingKey: string, clientId: string, generation = 1): Promise<string> {
  // Generation 1 keeps the derivation every secret had before rotations existed.
  const label = generation === 1 ? `webhook-secret:${clientId}` : `webhook-secret:${clientId}:${generation}`;
  return `whsec_${toBase64(await hmacSha256(encoder.encode(signingKey), label))}`;
}

/**
 * The `webhook-signature` value: one signature for every secret in force, the current one first.
 * `signingKeys` are WEBHOOK_SIGNING_KEY, then WEBHOOK_SIGNING_KEY_PREVIOUS while it is set;
 * `generations` the client's current generation, then the one before while its grace lasts.
 */
export async function webhookSignatureHeader(
  signingKeys: string[],
  clientId: string,
  generations: number[],
  id: string,
  timestampSeconds: number,
  body: string,
): Promise<string> {
  const secrets = await Promise.all(generations.flatMap((generation) => signingKeys.map((key) => deriveWebhookSecret(key, clientId, generation))));
  const signatures = await Promise.all([...new Set(secrets)].map((secret) => signWebhook(secret, id, timestampSeconds, body)));
  return signatures.join(" ");
}

export async function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): Promise<string> {
  const key = fromBase64(secret.replace(/^whsec_/, ""));
  return `v1,${toBase64(await hmacSha256(key, `${id}.${timestampSeconds}.${body}`))}`;
}
