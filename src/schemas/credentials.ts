import * as z from "zod/mini";
import { DateTime, emailAddress, Uuid, UuidOrCompact } from "./common";

const ApiKey = z.string().check(z.regex(/^svc_[0-9a-f]{60}$/));
const WebhookSecret = z.string().check(z.regex(/^whsec_[A-Za-z0-9+/]+=*$/));

/** Seconds the replaced credential keeps working, within `max`; `fallback` when left out. */
function graceSeconds(max: number, fallback: number) {
  return z._default(z.int().check(z.gte(0), z.lte(max)), fallback);
}

export const KEY_GRACE_SECONDS_MAX = 86_400;
export const KEY_GRACE_SECONDS_DEFAULT = 3_600;
export const WEBHOOK_SECRET_GRACE_SECONDS_MAX = 604_800;
export const WEBHOOK_SECRET_GRACE_SECONDS_DEFAULT = 86_400;

export const RotateKeyRequest = z.object({ graceSeconds: graceSeconds(KEY_GRACE_SECONDS_MAX, KEY_GRACE_SECONDS_DEFAULT) });

export const KeyRotated = z.object({
  apiKey: ApiKey,
  keyPrefix: z.string(),
  previousKeyPrefix: z.string(),
  previousKeyExpiresAt: DateTime,
  message: z.string(),
});

export const RotateWebhookSecretRequest = z.object({ graceSeconds: graceSeconds(WEBHOOK_SECRET_GRACE_SECONDS_MAX, WEBHOOK_SECRET_GRACE_SECONDS_DEFAULT) });

export const WebhookSecretRotated = z.object({
  webhookSecret: WebhookSecret,
  previousSecretExpiresAt: DateTime,
  message: z.string(),
});

export const ClientEmailQuery = z.object({ email: emailAddress() });

export const AdminClient = z.object({
  id: Uuid,
  companyName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.nullable(z.string()),
  companyAbn: z.nullable(z.string()),
  keyPrefix: z.string(),
  previousKeyPrefix: z.nullable(z.string()),
  previousKeyExpiresAt: z.nullable(DateTime),
  webhookSecretRotatedAt: z.nullable(DateTime),
  previousWebhookSecretExpiresAt: z.nullable(DateTime),
  createdAt: DateTime,
});

export const AdminClientList = z.object({ clients: z.array(AdminClient) });

export const ClientKeyIssued = z.object({
  clientId: Uuid,
  apiKey: ApiKey,
  keyPrefix: z.string(),
  message: z.string(),
});

export const DealershipSessionsEnded = z.object({
  dealershipId: Uuid,
  endedAt: DateTime,
  message: z.string(),
});

export const ClientIdParam = z.object({ id: UuidOrCompact });

export type KeyRotated = z.output<typeof KeyRotated>;
export type WebhookSecretRotated = z.output<typeof WebhookSecretRotated>;
export type AdminClient = z.output<typeof AdminClient>;
export type AdminClientList = z.output<typeof AdminClientList>;
export type ClientKeyIssued = z.output<typeof ClientKeyIssued>;
export type DealershipSessionsEnded = z.output<typeof DealershipSessionsEnded>;
