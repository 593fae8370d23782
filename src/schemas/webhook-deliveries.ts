import * as z from "zod/mini";
import { DateTime, IdParam, Uuid, UuidOrCompact } from "./common";

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
  event: z.literal("quote.completed"),
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
