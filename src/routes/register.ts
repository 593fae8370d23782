import { Hono } from "hono";
import { generateKey, keyDisplayPrefix, sha256Hex } from "../domain/api-keys";
import { deriveWebhookSecret } from "../domain/webhook-signature";
import { database } from "../db/client";
import { insertClient } from "../db/queries/clients";
import type { AppEnv } from "../env";
import { validate } from "../http/validate";
import { applyRateLimitDecision, clientAddress } from "../middleware/rate-limit";
import { consumeRateLimit, releaseRateLimit } from "../rate-limiter/client";
import { apiKeyHourly, registrationsPerAddress } from "../rate-limiter/policies";
import { RegisterRequest, type RegisterResponse } from "../schemas/register";

export const registerRoutes = new Hono<AppEnv>().post("/register", validate("json", RegisterRequest), async (c) => {
  // Validation comes first, so a bad body is always its 400. Only issued keys count against the
  // address's allowance: the slot is taken before the key is made (so concurrent requests cannot
  // overshoot) and given back if the key is not issued after all.
  const request = c.req.valid("json");
  const policy = registrationsPerAddress(c.env.REGISTRATIONS_PER_HOUR);
  const address = clientAddress(c);
  const reservedAt = Date.now();
  applyRateLimitDecision(c, policy, await consumeRateLimit(c.env.RATE_LIMITER, address, policy, reservedAt));

  const apiKey = generateKey("svc");
  const clientId = crypto.randomUUID();
  try {
    await insertClient(database(c.env.DB), {
      id: clientId,
      companyName: request.companyName,
      contactEmail: request.contactEmail,
      contactPhone: request.contactPhone ?? null,
      companyAbn: request.companyAbn ?? null,
      keyHash: await sha256Hex(apiKey),
      keyPrefix: keyDisplayPrefix(apiKey),
    });
  } catch (error) {
    await releaseRateLimit(c.env.RATE_LIMITER, address, policy, reservedAt);
    throw error;
  }

  const body: RegisterResponse = {
    apiKey,
    message: "Store this API key and webhook secret securely: they are shown only once and cannot be retrieved again.",
    rateLimitPerHour: apiKeyHourly.limit,
    webhookSecret: await deriveWebhookSecret(c.env.WEBHOOK_SIGNING_KEY, clientId),
  };
  // The secrets must not linger in shared caches.
  return c.json(body, 201, { "Cache-Control": "no-store" });
});
