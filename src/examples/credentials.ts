// An FMO registering, rotating its key and webhook secret; support finding it and replacing a lost
// key; the operator ending a dealership's sessions. Build time only (./scene.ts).

import type * as z from "zod/mini";
import type { ClientRow } from "../db/queries/clients";
import { adminClientView, clientKeyIssuedView, dealershipSessionsEndedView, keyRotatedView, webhookSecretRotatedView } from "../views/credentials";
import type { AdminClientList, ClientKeyIssued, DealershipSessionsEnded, KeyRotated, RotateKeyRequest, RotateWebhookSecretRequest, WebhookSecretRotated } from "../schemas/credentials";
import type { RegisterRequest, RegisterResponse } from "../schemas/register";
import { ANSWERED_AT, once, pagination, scene } from "./scene";

export const credentialExamples = /* @__PURE__ */ once(() => {
  const registerRequest = {
    companyName: "Acme Fleet Pty Ltd",
    contactEmail: "fleet@acme.example.com",
    contactPhone: "+61 2 9000 0000",
    companyAbn: "51 824 753 556",
  } satisfies z.input<typeof RegisterRequest>;

  const registration = {
    apiKey: "svc_170c3d9406592d35651ec35deb312eb8ee45325b4a7d578b6869e6f481a4",
    message: "Store this API key and webhook secret securely: they are shown only once and cannot be retrieved again.",
    rateLimitPerHour: 100,
    webhookSecret: "whsec_TQ8XzTyeBlUfDB5ElGx58XFp3npFO/BbxfxzOrPTJTo=",
  } satisfies RegisterResponse;

  /** The FMO, as stored, a day after it rotated its key and webhook secret. */
  const acmeFleet = {
    id: "0b7e6a8c-3d2f-4e1a-9c5b-7f8e9d0a1b2c",
    companyName: registerRequest.companyName,
    contactEmail: registerRequest.contactEmail,
    contactPhone: registerRequest.contactPhone,
    companyAbn: registerRequest.companyAbn,
    keyHash: "0".repeat(64),
    keyPrefix: "svc_5e0a91c2",
    previousKeyHash: "1".repeat(64),
    previousKeyPrefix: registration.apiKey.slice(0, 12),
    previousKeyExpiresAt: "2026-11-24T10:00:00.000Z",
    webhookSecretGeneration: 2,
    previousWebhookSecretExpiresAt: "2026-11-25T09:00:00.000Z",
    webhookSecretRotatedAt: "2026-11-24T09:00:00.000Z",
    lastUsedAt: "2026-11-24T08:59:12.000Z",
    createdAt: "2026-11-02T03:14:15.926Z",
    keyRevokedAt: null,
  } satisfies ClientRow;

  return {
    registerRequest,
    registration,
    acmeFleet,
    rotateKeyRequest: { graceSeconds: 3600 } satisfies z.input<typeof RotateKeyRequest>,
    keyRotated: keyRotatedView(
      "svc_5e0a91c2d8b74f3e6a1c9b0d2e4f6a8c1b3d5e7f9a0c2e4b6d8f0a1c3e5b",
      acmeFleet.previousKeyPrefix,
      new Date(acmeFleet.previousKeyExpiresAt),
    ) satisfies KeyRotated,
    rotateWebhookSecretRequest: { graceSeconds: 86400 } satisfies z.input<typeof RotateWebhookSecretRequest>,
    webhookSecretRotated: webhookSecretRotatedView(
      "whsec_kV2m8Qy1nR5tX9wZ3bD7fH0jL4pS6uA8cE2gI5kM7oQ=",
      new Date(acmeFleet.previousWebhookSecretExpiresAt),
    ) satisfies WebhookSecretRotated,
    adminClientList: { clients: [adminClientView(acmeFleet, ANSWERED_AT)], pagination: { limit: 20, offset: 0, count: 1 } } satisfies AdminClientList,
    clientKeyIssued: clientKeyIssuedView(acmeFleet.id, "svc_9c4f1e7a3b5d8f0c2e6a9b1d4f7a0c3e5b8d1f4a7c0e3b6d9f2a5c8e1b4d") satisfies ClientKeyIssued,
    dealershipSessionsEnded: dealershipSessionsEndedView(scene().adelaideCityHyundai.id, ANSWERED_AT) satisfies DealershipSessionsEnded,
  };
});
