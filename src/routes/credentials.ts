import { Hono } from "hono";
import { database } from "../db/client";
import { rotateClientKey, rotateWebhookSecret } from "../db/queries/clients";
import { generateKey, keyDisplayPrefix, sha256Hex } from "../domain/api-keys";
import { deriveWebhookSecret } from "../domain/webhook-signature";
import type { AppEnv } from "../env";
import { keyRotatedView, webhookSecretRotatedView } from "../http/credential-views";
import { ApiError } from "../http/errors";
import { validate } from "../http/validate";
import { authenticateClient } from "../middleware/authenticate";
import { RotateKeyRequest, RotateWebhookSecretRequest } from "../schemas/credentials";
import { setKeysEnd } from "../services/credentials";

/**
 * Beyond the spec: an FMO replaces its own API key and webhook secret without downtime. The one
 * replaced keeps working for the grace period asked for, and is refused after it.
 */
export const credentialRoutes = new Hono<AppEnv>()
  .post("/keys/rotate", authenticateClient(), validate("json", RotateKeyRequest), async (c) => {
    const { graceSeconds } = c.req.valid("json");
    await c.var.withinLimit;
    const now = Date.now();
    const previousKeyExpiresAt = new Date(now + graceSeconds * 1000);
    const apiKey = generateKey("svc");
    const rotated = await rotateClientKey(
      database(c.env.DB),
      c.var.clientId,
      c.var.keyHash,
      { keyHash: await sha256Hex(apiKey), keyPrefix: keyDisplayPrefix(apiKey) },
      previousKeyExpiresAt.toISOString(),
    );
    // A key in its grace period still reads and writes, but cannot rotate: only the current key can.
    if (!rotated) throw new ApiError("CONFLICT", "This key has already been replaced by a rotation; rotate with the current key");
    const client = { kind: "svc" as const, ownerId: c.var.clientId };
    await Promise.all([
      setKeysEnd(c.env, { ...client, keyHashes: [c.var.keyHash] }, previousKeyExpiresAt.getTime()),
      // Only one key is kept beside the current one: a rotation inside another's grace period ends the older key now.
      rotated.displacedKeyHash ? setKeysEnd(c.env, { ...client, keyHashes: [rotated.displacedKeyHash] }, now) : undefined,
    ]);
    return c.json(keyRotatedView(apiKey, rotated.previousKeyPrefix, previousKeyExpiresAt), 200, { "Cache-Control": "no-store" });
  })
  .post("/webhook-secret/rotate", authenticateClient(), validate("json", RotateWebhookSecretRequest), async (c) => {
    const { graceSeconds } = c.req.valid("json");
    await c.var.withinLimit;
    const now = new Date();
    const previousSecretExpiresAt = new Date(now.getTime() + graceSeconds * 1000);
    const generation = await rotateWebhookSecret(database(c.env.DB), c.var.clientId, c.var.keyHash, previousSecretExpiresAt.toISOString(), now);
    // A key in its grace period may have leaked (that is why keys are rotated): it cannot change the secret.
    if (generation === null) throw new ApiError("CONFLICT", "This key has been replaced by a rotation; rotate the webhook secret with the current key");
    const webhookSecret = await deriveWebhookSecret(c.env.WEBHOOK_SIGNING_KEY, c.var.clientId, generation);
    return c.json(webhookSecretRotatedView(webhookSecret, previousSecretExpiresAt), 200, { "Cache-Control": "no-store" });
  });
