// Standard Webhooks verification (https://www.standardwebhooks.com), as an FMO's receiver does it:
// `webhook-signature` holds one or more space-separated `v1,<base64 HMAC-SHA256 of id.timestamp.body>`,
// keyed with the bytes of a `whsec_<base64>` secret. Any one signature made with any one of the
// receiver's secrets is enough, so a receiver keeps working while a sender signs with an old and a new
// secret side by side, and while the receiver itself holds both during a rotation.

import { createHmac, timingSafeEqual } from "node:crypto";

/** How far a delivery's timestamp may be from the receiver's clock: Standard Webhooks' default. */
export const TOLERANCE_SECONDS = 5 * 60;

export type Verdict =
  | { ok: true; signatures: number; matched: number; secret: number }
  | { ok: false; signatures: number; reason: string };

export interface SignedHeaders {
  "webhook-id"?: string | undefined;
  "webhook-timestamp"?: string | undefined;
  "webhook-signature"?: string | undefined;
}

function secretBytes(secret: string): Buffer {
  return Buffer.from(secret.replace(/^whsec_/, ""), "base64");
}

/** The `v1,<base64>` signature of a delivery under one secret (what the sender computes). */
export function sign(secret: string, id: string, timestampSeconds: number | string, body: string): string {
  return `v1,${createHmac("sha256", secretBytes(secret)).update(`${id}.${timestampSeconds}.${body}`).digest("base64")}`;
}

/**
 * Checks a delivery: the three headers present, the timestamp within the tolerance, and at least one
 * `v1` signature in `webhook-signature` made with one of `secrets`. `matched` and `secret` say which
 * (1-based), so a rotation can be watched.
 */
export function verify(secrets: readonly string[], headers: SignedHeaders, body: string, nowSeconds = Math.floor(Date.now() / 1000)): Verdict {
  const id = headers["webhook-id"];
  const timestamp = headers["webhook-timestamp"];
  const signatures = (headers["webhook-signature"] ?? "").split(" ").filter((entry) => entry.length > 0);
  if (!id || !timestamp || signatures.length === 0) return { ok: false, signatures: signatures.length, reason: "webhook-id, webhook-timestamp or webhook-signature missing" };
  if (!/^\d+$/.test(timestamp) || Math.abs(nowSeconds - Number(timestamp)) > TOLERANCE_SECONDS) {
    return { ok: false, signatures: signatures.length, reason: `webhook-timestamp ${timestamp} is more than ${TOLERANCE_SECONDS} s from now` };
  }
  for (const [secretIndex, secret] of secrets.entries()) {
    const expected = Buffer.from(sign(secret, id, timestamp, body));
    for (const [index, signature] of signatures.entries()) {
      const given = Buffer.from(signature);
      if (given.length === expected.length && timingSafeEqual(given, expected)) {
        return { ok: true, signatures: signatures.length, matched: index + 1, secret: secretIndex + 1 };
      }
    }
  }
  return { ok: false, signatures: signatures.length, reason: `no signature matches ${secrets.length === 1 ? "the secret" : `any of the ${secrets.length} secrets`}` };
}
