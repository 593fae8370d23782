import { tendersToClose } from "../db/queries/tender-decisions";
import type { Env } from "../env";
import { closeTender } from "../services/tender-decisions";
import { enqueueJobs } from "../db/job-queue";

/** Tenders closed per minute at most; a backlog is worked off over the next minutes. */
const TENDERS_PER_TICK = 50;

/**
 * The minute cron's part in tenders: closes every open tender whose closesAt has come (so a tender
 * closes within a minute of its deadline whether or not any request arrives), and any whose every
 * quote was answered but whose close did not finish. Resolves how many it closed.
 */
export async function closeDueTenders(env: Env, now: Date): Promise<number> {
  let closed = 0;
  for (const { id } of await tendersToClose(env.DB, now, TENDERS_PER_TICK)) {
    const result = await closeTender(env, id, "due", now);
    if (result.closed) closed++;
    await enqueueJobs(env, result.jobs, now);
  }
  return closed;
}
