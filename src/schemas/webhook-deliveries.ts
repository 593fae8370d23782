import * as z from "zod/mini";
import { DateTime, IdParam, Uuid, UuidOrCompact } from "./common";
import { WEBHOOK_EVENT_NAMES } from "./webhook-events";
import { type SchemaDescriber } from "./described";

/** How a delivery or e-mail stands, as the API names it (stored `abandoned` reads `failed`). */
export const JOB_STATES = ["pending", "delivered", "failed"] as const;

export const WebhookAttempt = z.object({
  /** 1 for the first series of attempts, 2 for the first redelivery, ... */
  series: z.int(),
  attempt: z.int(),
  attemptedAt: DateTime,
  statusCode: z.nullable(z.int()),
  durationMs: z.int(),
  error: z.nullable(z.string()),
});

export const WebhookDelivery = z.object({
  id: Uuid,
  event: z.enum(WEBHOOK_EVENT_NAMES),
  url: z.string(),
  status: z.enum(JOB_STATES),
  createdAt: DateTime,
  finishedAt: z.nullable(DateTime),
  lastError: z.nullable(z.string()),
  redeliveries: z.int(),
  redeliveriesLeft: z.int(),
  attempts: z.array(WebhookAttempt),
});

export const WebhookDeliveryList = z.object({ deliveries: z.array(WebhookDelivery) });

export const RedeliverPath = z.extend(IdParam, { deliveryId: UuidOrCompact });

export const JobCounts = z.object({ pending: z.int(), delivered: z.int(), failed: z.int() });

export const JobKindSummary = z.object({
  counts: JobCounts,
  /**
   * How long, in seconds, the longest-waiting unfinished job has been due (since it was created,
   * redelivered or scheduled for its next attempt); null when none is pending.
   */
  oldestUnfinishedAgeSeconds: z.nullable(z.int()),
});

export const JobsSummary = z.object({ email: JobKindSummary, webhook: JobKindSummary });

export type WebhookDelivery = z.output<typeof WebhookDelivery>;
export type WebhookDeliveryList = z.output<typeof WebhookDeliveryList>;
export type JobsSummary = z.output<typeof JobsSummary>;

/** Build time only: how the API description names and explains these shapes (see ./described.ts). */
export function describeWebhookDeliverySchemas(d: SchemaDescriber): void {
  d.named(WebhookAttempt, "WebhookAttempt", "One POST of a webhook.", {
    series: "1 for the first series of attempts, 2 for the first redelivery, and so on.",
    attempt: "1 to 3 within a series.",
    attemptedAt: "When the attempt started.",
    statusCode: "The receiver's HTTP status; null when it did not answer.",
    durationMs: "How long the attempt took.",
    error: "Why the attempt failed; null when it succeeded.",
  });
  d.named(WebhookDelivery, "WebhookDelivery", "One webhook event and its attempts. Never shows the signing secret.", {
    id: "The delivery's id; also the `webhook-id` header of every attempt.",
    event: "The event delivered.",
    url: "The receiver.",
    status: "`pending` while attempts remain, `delivered` after a 2xx, `failed` after the last attempt failed.",
    createdAt: "When the event was created.",
    finishedAt: "When it was delivered or given up; null while pending.",
    lastError: "Why the last attempt failed, if it did.",
    redeliveries: "How often it was sent again on request.",
    redeliveriesLeft: "How many more redeliveries may be asked for.",
    attempts: "Every attempt, oldest first.",
  });
  d.named(WebhookDeliveryList, "WebhookDeliveryList", "A quote's webhook deliveries, oldest first.", { deliveries: "The deliveries." });
  d.named(JobCounts, "JobCounts", "Jobs by state.", { pending: "Not finished yet.", delivered: "Delivered (e-mails: sent).", failed: "Given up." });
  d.named(JobKindSummary, "JobKindSummary", "One kind of job.", {
    counts: "Jobs by state.",
    oldestUnfinishedAgeSeconds:
      "How long, in seconds, the longest-waiting pending job has been due (since it was created, redelivered or scheduled for its next attempt); null when none is pending.",
  });
  d.named(JobsSummary, "JobsSummary", "E-mail and webhook jobs by state.", { email: "E-mail jobs.", webhook: "Webhook jobs." });
}
