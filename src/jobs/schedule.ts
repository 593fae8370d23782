import type { Env } from "../env";
import { archiveOldQuotes } from "./archive";
import { sweepOutbox } from "./outbox-sweep";
import { purgeExpired } from "./retention";
import { closeDueTenders } from "../services/tender-decisions";

/** wrangler.toml's second cron: retention and the archive run hourly; every other tick closes due tenders and sweeps the outbox. */
export const RETENTION_CRON = "7 * * * *";

/** The cron handler. */
export async function runScheduled(controller: ScheduledController, env: Env): Promise<void> {
  const at = new Date(controller.scheduledTime);
  if (controller.cron === RETENTION_CRON) {
    console.log(JSON.stringify({ message: "retention", purged: await purgeExpired(env, at) }));
    console.log(JSON.stringify({ message: "archive", archived: await archiveOldQuotes(env, at) }));
  } else {
    await closeDueTenders(env, at);
    await sweepOutbox(env, at);
  }
}
