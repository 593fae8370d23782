import type { AttemptRow, DeliveryRow, StatusCount } from "../db/queries/webhook-deliveries";
import { MAX_REDELIVERIES } from "../db/queries/webhook-deliveries";
import type { JobsSummary, WebhookDelivery } from "../schemas/webhook-deliveries";

/** Stored states as the API names them: an abandoned job has failed; a sent e-mail was delivered. */
function jobState(stored: StatusCount["status"]): "pending" | "delivered" | "failed" {
  return stored === "abandoned" ? "failed" : stored === "pending" ? "pending" : "delivered";
}

export function webhookDeliveryView(row: DeliveryRow, attempts: AttemptRow[]): WebhookDelivery {
  return {
    id: row.id,
    event: row.event,
    url: row.url,
    status: jobState(row.status),
    createdAt: row.created_at,
    finishedAt: row.finished_at,
    lastError: row.last_error,
    redeliveries: row.redeliveries,
    redeliveriesLeft: MAX_REDELIVERIES - row.redeliveries,
    attempts: attempts
      .filter((a) => a.delivery_id === row.id)
      .map((a) => ({
        series: a.series,
        attempt: a.attempt,
        attemptedAt: a.attempted_at,
        statusCode: a.status_code,
        durationMs: a.duration_ms,
        error: a.error,
      })),
  };
}

export function jobsSummaryView(counts: { email: StatusCount[]; webhook: StatusCount[] }, now: Date): JobsSummary {
  const kind = (rows: StatusCount[]) => {
    const summary = { counts: { pending: 0, delivered: 0, failed: 0 }, oldestUnfinishedAgeSeconds: null as number | null };
    for (const row of rows) {
      summary.counts[jobState(row.status)] += row.n;
      if (row.status === "pending" && row.oldest) summary.oldestUnfinishedAgeSeconds = Math.max(0, Math.floor((now.getTime() - Date.parse(row.oldest)) / 1000));
    }
    return summary;
  };
  return { email: kind(counts.email), webhook: kind(counts.webhook) };
}
