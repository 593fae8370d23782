// What every webhook event shares, as OpenAPI 3.1 `webhooks` describe it: how to verify it, the
// retry schedule and what the receiver should answer. Each event (src/schemas/webhook-events.ts)
// adds what it is and its body.

import { WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_DELAYS_SECONDS, WEBHOOK_TIMEOUT_MS } from "../jobs/webhook-job";
import { MAX_REDELIVERIES } from "../db/queries/webhook-deliveries";
import type { WebhookEventName } from "../schemas/webhook-events";

const timeoutSeconds = WEBHOOK_TIMEOUT_MS / 1000;

export const webhookDeliveryDescription = `**Verifying it** ([Standard Webhooks](https://www.standardwebhooks.com)). Registration gave you a \`webhookSecret\` (\`whsec_\` and base64). The signed content is \`{webhook-id}.{webhook-timestamp}.{raw body}\`; the signature is the base64 HMAC-SHA256 of it, keyed with the base64-decoded part of the secret after \`whsec_\`, sent as \`webhook-signature: v1,<signature>\`. Compute it over the raw body bytes as received, compare in constant time, and refuse a \`webhook-timestamp\` more than five minutes from your clock. Any Standard Webhooks library does all of this, for example \`new Webhook(secret).verify(body, headers)\` from the \`standardwebhooks\` npm package.

**While a secret is replaced** (\`rotateWebhookSecret\`, or the operator rotating the key all secrets are derived from), \`webhook-signature\` carries one signature per secret in force, separated by spaces (\`v1,<new> v1,<old>\`): accept the event when any of them verifies with a secret you hold, as Standard Webhooks libraries do. Each attempt, redeliveries included, is signed with the secrets in force when it is sent.

**Retries.** ${WEBHOOK_MAX_ATTEMPTS} attempts in all: the first at once, the next about ${WEBHOOK_RETRY_DELAYS_SECONDS.join(" s and ")} s after the one before. An attempt succeeds on any 2xx answer within ${timeoutSeconds} s; another status, a redirect, a network error or no answer in time is a failure. After the last failure the delivery is given up: the quote stays readable (\`getQuote\`), its deliveries and every attempt are listed by \`listWebhookDeliveries\`, and \`redeliverWebhook\` starts a new series (up to ${MAX_REDELIVERIES} times).

**Answering.** Answer 2xx as soon as the event is stored, and do the work afterwards. Every attempt of one event, redeliveries included, carries the same \`webhook-id\`: the same event may arrive more than once, so use it to ignore repeats.`;

/** The headers of every attempt; `X-Service-Event` names this event. */
export const webhookHeaderParameters = (event: WebhookEventName) => [
  {
    name: "webhook-id",
    in: "header",
    required: true,
    description: "The event's id (the delivery id): the same on every attempt and redelivery. Use it to ignore repeats.",
    schema: { $ref: "#/components/schemas/Uuid" },
  },
  {
    name: "webhook-timestamp",
    in: "header",
    required: true,
    description: "When this attempt was signed, in seconds since 1970 (UTC). Refuse one more than five minutes from your clock.",
    schema: { type: "integer", minimum: 0 },
    example: 1774000000,
  },
  {
    name: "webhook-signature",
    in: "header",
    required: true,
    description:
      "`v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}`, keyed with your webhook secret. While a secret is being replaced, one such signature per secret in force, separated by spaces: any one that verifies is enough.",
    schema: { type: "string", pattern: "^v1,[A-Za-z0-9+/]+={0,2}( v1,[A-Za-z0-9+/]+={0,2})*$" },
    example: "v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=",
  },
  {
    name: "X-Service-Event",
    in: "header",
    required: true,
    description: "The event's name.",
    schema: { type: "string", enum: [event] },
  },
  {
    name: "User-Agent",
    in: "header",
    required: true,
    description: "Identifies the sender.",
    schema: { type: "string", enum: ["Service-Webhook/1.0"] },
  },
];

export const webhookResponses = {
  "2XX": { description: `Received: the attempt succeeded (answered within ${timeoutSeconds} s). The body is ignored.` },
  "4XX": { description: "A failure, like any answer but 2xx: the event is tried again (see Retries), then given up." },
  "5XX": { description: "A failure: the event is tried again (see Retries), then given up." },
};
