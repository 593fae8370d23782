/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com): `webhook-signature` is
 * `v1,<base64 HMAC-SHA256 over "id.timestamp.body">`, keyed with the bytes of the receiver's
 * `whsec_<base64>` secret. Each client's secret is derived from one Worker secret and the client
 * id, so no webhook secret is ever stored: it is shown once at registration and recomputed to sign.
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

export async function deriveWebhookSecret(signingKey: string, clientId: string): Promise<string> {
  return `whsec_${toBase64(await hmacSha256(encoder.encode(signingKey), `webhook-secret:${clientId}`))}`;
}

export async function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): Promise<string> {
  const key = fromBase64(secret.replace(/^whsec_/, ""));
  return `v1,${toBase64(await hmacSha256(key, `${id}.${timestampSeconds}.${body}`))}`;
}
