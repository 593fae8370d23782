// Ids that never leave the service (an e-mail's outbox row, a completion's guard): short, since
// each is stored with its row and its key index for years, yet random enough never to meet.

const base64Url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");

/** `bytes` random bytes as base64url: 12 bytes (96 bits) make 16 characters, where a UUID takes 36. */
export function randomInternalId(bytes = 12): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** The id a hex digest names, as base64url of its first 12 bytes: the same input, the same id. */
export function internalIdOf(hexDigest: string): string {
  const bytes = new Uint8Array(12);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hexDigest.slice(i * 2, i * 2 + 2), 16);
  return base64Url(bytes);
}
