import * as z from "zod/mini";
import { DateTime, emailAddress, Pagination, PaginationQuery, requiredText, Uuid, UuidOrCompact } from "./common";
import { type SchemaDescriber } from "./described";

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

export const CLIENT_QUERY_MAX = 200;

/** Support's list of FMOs: by exact contact address, by text in the name or address, or all of them. */
export const ClientListQuery = z.extend(PaginationQuery, { email: z.optional(emailAddress()), q: z.optional(requiredText(CLIENT_QUERY_MAX)) });

export const AdminClient = z.object({
  id: Uuid,
  companyName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.nullable(z.string()),
  companyAbn: z.nullable(z.string()),
  keyPrefix: z.string(),
  prefix: z.string(),
  previousKeyPrefix: z.nullable(z.string()),
  previousKeyExpiresAt: z.nullable(DateTime),
  keyRevokedAt: z.nullable(DateTime),
  webhookSecretRotatedAt: z.nullable(DateTime),
  previousWebhookSecretExpiresAt: z.nullable(DateTime),
  lastUsedAt: z.nullable(DateTime),
  createdAt: DateTime,
});

export const AdminClientList = z.object({ clients: z.array(AdminClient), pagination: Pagination });

export const ClientKeyIssued = z.object({
  clientId: Uuid,
  apiKey: ApiKey,
  keyPrefix: z.string(),
  message: z.string(),
});

export const ClientOffboarded = z.object({
  clientId: Uuid,
  endedAt: DateTime,
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
export type ClientOffboarded = z.output<typeof ClientOffboarded>;

/** Build time only: how the API description names and explains these shapes (see ./described.ts). */
export function describeCredentialSchemas(d: SchemaDescriber): void {
  d.named(RotateKeyRequest, "RotateKeyRequest", "How long the key being replaced keeps working.", {
    graceSeconds: "Seconds the current key keeps working beside the new one: 0 (refused at once) to 86,400 (a day); 3,600 when left out.",
  });
  d.named(KeyRotated, "KeyRotated", "The new API key: shown this once, never again.", {
    apiKey: "The new bearer key: `svc_` and 60 lower-case hex digits.",
    keyPrefix: "The start of the new key, safe to show in logs and listings.",
    previousKeyPrefix: "The start of the key it replaces.",
    previousKeyExpiresAt: "Until when the replaced key works (refused from this moment on).",
    message: "Says to store the key safely and until when the old one works.",
  });
  d.named(RotateWebhookSecretRequest, "RotateWebhookSecretRequest", "How long the webhook secret being replaced keeps signing.", {
    graceSeconds: "Seconds every delivery is also signed with the current secret: 0 (the new one alone, at once) to 604,800 (a week); 86,400 when left out.",
  });
  d.named(WebhookSecretRotated, "WebhookSecretRotated", "The new webhook secret: shown this once, never again.", {
    webhookSecret: `Verifies the webhooks sent from now on (${d.eventNames()}; Standard Webhooks, \`whsec_\` and base64).`,
    previousSecretExpiresAt: "Until when deliveries also carry a signature made with the replaced secret.",
    message: "Says to store the secret safely, and how deliveries are signed meanwhile.",
  });
  d.named(AdminClient, "AdminClient", "An FMO as support sees it: never a key or a secret.", {
    id: "The FMO's id.",
    companyName: "The organisation's name.",
    contactEmail: "Its contact address.",
    contactPhone: "Its phone number, as written.",
    companyAbn: "Its ABN, as written.",
    keyPrefix: "The start of its current API key (what the FMO sees at the start of its key).",
    prefix: "The same as `keyPrefix`, under the name a dealership's key list gives it (`GET /admin/v1/dealerships/{id}/keys`), so both lists read alike.",
    previousKeyPrefix: "The start of the key a rotation replaced, while that key still works; else null.",
    previousKeyExpiresAt: "Until when that replaced key works; null when none does.",
    keyRevokedAt: "When its current key was revoked (in the FMO console, or by off-boarding): null while the key works. An FMO with no working key cannot call the API or sign in to its console.",
    webhookSecretRotatedAt: "When it last rotated its webhook secret (null: never). After WEBHOOK_SIGNING_KEY changes, FMOs that rotated since hold a secret derived from the new key.",
    previousWebhookSecretExpiresAt: "Until when deliveries also carry a signature made with its previous webhook secret; null when they do not.",
    lastUsedAt:
      "When one of its keys last made a request that succeeded; null when never. Written after the response, at most once a minute per key in each Worker isolate, so it may be up to a minute behind.",
    createdAt: "When it registered.",
  });
  d.named(AdminClientList, "AdminClientList", "A page of FMOs.", {
    clients: "With `email`, the FMOs registered with that address, oldest first; otherwise newest first. Empty when none matches.",
    pagination: "Where this page sits.",
  });
  d.named(ClientKeyIssued, "ClientKeyIssued", "An FMO's new API key, issued by support: shown this once, never again.", {
    clientId: "The FMO.",
    apiKey: "The new bearer key: `svc_` and 60 lower-case hex digits. Every other key of the FMO is refused from now on.",
    keyPrefix: "The start of the key, safe to show in logs and listings.",
    message: "Says to hand the key over safely.",
  });
  d.named(ClientOffboarded, "ClientOffboarded", "An FMO off-boarded: its keys and console sessions ended.", {
    clientId: "The FMO.",
    endedAt: "When its keys and console sessions ended.",
    message: "What ended, what stays, and how it comes back.",
  });
  d.named(DealershipSessionsEnded, "DealershipSessionsEnded", "A dealership's portal sessions and links, ended.", {
    dealershipId: "The dealership.",
    endedAt: "When: sessions started and links sent before it no longer open the portal.",
    message: "What ended, and what did not (its dealer keys).",
  });
}
