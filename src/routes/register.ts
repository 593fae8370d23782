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
import { RegisterRequest, RegisterResponse } from "../schemas/register";
import type { OperationDoc } from "../schemas/described";
import { apiExamples } from "../examples/api";

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
      createdAt: new Date(reservedAt).toISOString(),
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

/** Build time only: these routes as the API description shows them (see src/schemas/described.ts). */
export function registerOperations(): OperationDoc[] {
  const ex = apiExamples();
  return [
    {
      method: "post",
      path: "/api/v1/register",
      operationId: "register",
      summary: "Register an FMO and receive its API key",
      description:
        "No key needed. Answers with the API key (and the webhook secret) in plain text this once: store them safely, they cannot be retrieved again. An invalid body is always 400. Beyond the spec, keys issued per client address are limited (10 per hour unless the operator sets REGISTRATIONS_PER_HOUR); past that the answer is 429 with Retry-After. Only issued keys count.",
      tag: "FMO",
      auth: null,
      rateLimitedWithoutKey: true,
      body: RegisterRequest,
      requestExample: ex.registerRequest,
      responses: { 201: { description: "Registered: the key, shown once", schema: RegisterResponse, example: ex.registration, headers: ["Cache-Control"] } },
      errors: [400, 413, 429, 500],
      errorDescriptions: { 429: "Too many keys issued to this address in the last hour (policy `register`)" },
    },
  ];
}
