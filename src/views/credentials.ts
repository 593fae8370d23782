import type { ClientRow } from "../db/queries/clients";
import type { ConsoleUserRow } from "../db/queries/console-users";
import { keyDisplayPrefix } from "../domain/api-keys";
import type { ConsoleUser } from "../schemas/console-users";
import type { AdminClient, ClientKeyIssued, ClientOffboarded, DealershipSessionsEnded, KeyRotated, WebhookSecretRotated } from "../schemas/credentials";

const live = (expiresAt: string | null, now: Date) => (expiresAt !== null && expiresAt > now.toISOString() ? expiresAt : null);

/** An FMO as support sees it: who it is and the state of its credentials, never a key or a secret. */
export function adminClientView(row: ClientRow, now: Date): AdminClient {
  const previousKeyExpiresAt = live(row.previousKeyExpiresAt, now);
  return {
    id: row.id,
    companyName: row.companyName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    companyAbn: row.companyAbn,
    keyPrefix: row.keyPrefix,
    prefix: row.keyPrefix,
    previousKeyPrefix: previousKeyExpiresAt === null ? null : row.previousKeyPrefix,
    previousKeyExpiresAt,
    keyRevokedAt: row.keyRevokedAt,
    webhookSecretRotatedAt: row.webhookSecretRotatedAt,
    previousWebhookSecretExpiresAt: live(row.previousWebhookSecretExpiresAt, now),
    lastUsedAt: row.lastUsedAt,
    createdAt: row.createdAt,
  };
}

export function keyRotatedView(apiKey: string, previousKeyPrefix: string, previousKeyExpiresAt: Date): KeyRotated {
  return {
    apiKey,
    keyPrefix: keyDisplayPrefix(apiKey),
    previousKeyPrefix,
    previousKeyExpiresAt: previousKeyExpiresAt.toISOString(),
    message: "Store this API key securely: it is shown only once. The key it replaces keeps working until previousKeyExpiresAt, and is refused after.",
  };
}

export function webhookSecretRotatedView(webhookSecret: string, previousSecretExpiresAt: Date): WebhookSecretRotated {
  return {
    webhookSecret,
    previousSecretExpiresAt: previousSecretExpiresAt.toISOString(),
    message:
      "Store this webhook secret securely: it is shown only once. Until previousSecretExpiresAt every delivery carries a signature made with each secret in webhook-signature, so your receiver may verify with either.",
  };
}

export function clientKeyIssuedView(clientId: string, apiKey: string): ClientKeyIssued {
  return {
    clientId,
    apiKey,
    keyPrefix: keyDisplayPrefix(apiKey),
    message: "Give this key to the FMO through a channel you trust: it is shown only once. Its previous keys are refused from now on.",
  };
}

export function dealershipSessionsEndedView(dealershipId: string, endedAt: Date): DealershipSessionsEnded {
  return {
    dealershipId,
    endedAt: endedAt.toISOString(),
    message:
      "Every dealer portal session of this dealership has ended and every portal link sent to it so far is refused. Its dealer keys still work: revoke them to end its API access and key sign-in.",
  };
}

export function clientOffboardedView(clientId: string, endedAt: Date): ClientOffboarded {
  return {
    clientId,
    endedAt: endedAt.toISOString(),
    message:
      "Every API key of this FMO is refused and every FMO console session has ended; its console users can no longer sign in. Its quotes, tenders and console users stay. Replacing its key (POST /admin/v1/clients/{id}/keys) brings it back.",
  };
}

/** Someone who may sign in to an FMO's console, as the FMO's key lists them. */
export function consoleUserView(row: ConsoleUserRow): ConsoleUser {
  return { id: row.id, email: row.email, createdAt: row.createdAt };
}
