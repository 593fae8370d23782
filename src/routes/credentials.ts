import { database } from "../db/client";
import { rotateWebhookSecret } from "../db/queries/clients";
import { deriveWebhookSecret } from "../domain/webhook-signature";
import { keyRotatedView, webhookSecretRotatedView } from "../views/credentials";
import { ApiError } from "../http/errors";
import { KeyRotated, RotateKeyRequest, RotateWebhookSecretRequest, WebhookSecretRotated } from "../schemas/credentials";
import { rotateFmoKey } from "../services/credentials";
import { credentialExamples } from "../examples/credentials";
import { eventNames } from "../schemas/webhook-events";
import { operation, type OperationTexts } from "./operations";

/**
 * Beyond the spec: an FMO replaces its own API key and webhook secret without downtime. The one
 * replaced keeps working for the grace period asked for, and is refused after it.
 */
export const credentialOperations = [
  operation({ id: "rotateApiKey", method: "post", path: "/api/v1/keys/rotate", auth: "apiKey", body: RotateKeyRequest }, async (c) => {
    const { graceSeconds } = c.req.valid("json");
    await c.var.withinLimit;
    const rotated = await rotateFmoKey(c.env, c.var.clientId, c.var.keyHash, graceSeconds);
    // A key in its grace period still reads and writes, but cannot rotate: only the current key can.
    if (!rotated) throw new ApiError("CONFLICT", "This key has already been replaced by a rotation; rotate with the current key");
    return c.json(keyRotatedView(rotated.apiKey, rotated.previousKeyPrefix!, rotated.previousKeyExpiresAt), 200, { "Cache-Control": "no-store" });
  }),
  operation({ id: "rotateWebhookSecret", method: "post", path: "/api/v1/webhook-secret/rotate", auth: "apiKey", body: RotateWebhookSecretRequest }, async (c) => {
    const { graceSeconds } = c.req.valid("json");
    await c.var.withinLimit;
    const now = new Date();
    const previousSecretExpiresAt = new Date(now.getTime() + graceSeconds * 1000);
    const generation = await rotateWebhookSecret(database(c.env.DB), c.var.clientId, c.var.keyHash, previousSecretExpiresAt.toISOString(), now);
    // A key in its grace period may have leaked (that is why keys are rotated): it cannot change the secret.
    if (generation === null) throw new ApiError("CONFLICT", "This key has been replaced by a rotation; rotate the webhook secret with the current key");
    const webhookSecret = await deriveWebhookSecret(c.env.WEBHOOK_SIGNING_KEY, c.var.clientId, generation);
    return c.json(webhookSecretRotatedView(webhookSecret, previousSecretExpiresAt), 200, { "Cache-Control": "no-store" });
  }),
];

/** Build time only: how the API description shows these operations (see ./operations.ts). */
export function describeCredentialOperations(): OperationTexts<typeof credentialOperations> {
  const ex = credentialExamples();
  return {
    rotateApiKey: {
      summary: "Replace your API key without downtime",
      description:
        "Beyond the spec. Answers a new API key, shown this once, and until when the key that called keeps working (`previousKeyExpiresAt`, `graceSeconds` from now: 0 to 86,400, default 3,600). Both keys work meanwhile, sharing one hourly limit; the old one is refused (401) from then on. Only the current key can rotate: the previous key, still in its grace period, gets 409. A second rotation inside a grace period ends the older key at once: only one key is kept beside the current one.",
      tag: "FMO",
      requestExample: ex.rotateKeyRequest,
      responses: { 200: { description: "The new key, shown once", schema: KeyRotated, example: ex.keyRotated, headers: ["Cache-Control"] } },
      errors: [400, 401, 409, 413, 429, 500],
      errorDescriptions: { 409: "The key used has already been replaced by a rotation: rotate with the current key" },
    },
    rotateWebhookSecret: {
      summary: "Replace your webhook secret without missing a delivery",
      description:
        `Beyond the spec. Answers a new webhook secret, shown this once. Until \`previousSecretExpiresAt\` (\`graceSeconds\` from now: 0 to 604,800, default 86,400) every webhook attempt (${eventNames()}), redeliveries included, carries two signatures in \`webhook-signature\`, one made with each secret, space-separated: install the new secret whenever you are ready, verifying with either meanwhile. After it, only the new secret signs. Each attempt is signed with the secrets in force when it is sent. A second rotation inside a grace period ends the older secret at once: rotate one at a time. Only the current API key can rotate the secret (a key in its grace period after a key rotation is 409).`,
      tag: "FMO",
      requestExample: ex.rotateWebhookSecretRequest,
      responses: { 200: { description: "The new webhook secret, shown once", schema: WebhookSecretRotated, example: ex.webhookSecretRotated, headers: ["Cache-Control"] } },
      errors: [400, 401, 409, 413, 429, 500],
      errorDescriptions: { 409: "The key was replaced by a key rotation (it is in its grace period): rotate with the current key" },
    },
  };
}
