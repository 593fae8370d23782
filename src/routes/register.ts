import { Hono } from "hono";
import { generateKey, keyDisplayPrefix, sha256Hex } from "../domain/api-keys";
import { deriveWebhookSecret } from "../domain/webhook-signature";
import { database } from "../db/client";
import { insertClient } from "../db/queries/clients";
import type { AppEnv } from "../env";
import { validate } from "../http/validate";
import { rateLimitByAddress } from "../middleware/rate-limit";
import { apiKeyHourly, registrationPerAddress } from "../rate-limiter/policies";
import { RegisterRequest, type RegisterResponse } from "../schemas/register";

export const registerRoutes = new Hono<AppEnv>().post(
  "/register",
  rateLimitByAddress(registrationPerAddress),
  validate("json", RegisterRequest),
  async (c) => {
    const request = c.req.valid("json");
    const apiKey = generateKey("svc");
    const clientId = crypto.randomUUID();
    await insertClient(database(c.env.DB), {
      id: clientId,
      companyName: request.companyName,
      contactEmail: request.contactEmail,
      contactPhone: request.contactPhone ?? null,
      companyAbn: request.companyAbn ?? null,
      keyHash: await sha256Hex(apiKey),
      keyPrefix: keyDisplayPrefix(apiKey),
    });

    const body: RegisterResponse = {
      apiKey,
      message: "Store this API key and webhook secret securely: they are shown only once and cannot be retrieved again.",
      rateLimitPerHour: apiKeyHourly.limit,
      webhookSecret: await deriveWebhookSecret(c.env.WEBHOOK_SIGNING_KEY, clientId),
    };
    // The secrets must not linger in shared caches.
    return c.json(body, 201, { "Cache-Control": "no-store" });
  },
);
