import { DurableObject } from "cloudflare:workers";
import { enqueueJobs } from "../db/job-queue";
import type { Env } from "../env";
import { closeTender } from "../services/tender-decisions";

// A tender closes at its closesAt to the second, whether or not any request arrives: one Durable
// Object per tender (named by its id) holds an alarm at its deadline, set when the tender is asked
// and moved when its deadline moves, and closes it through the same closeTender the minute cron
// calls, which stays the safety net (an alarm lost to an outage is caught within a minute).

/** What the object keeps: the tender it closes, and the deadline its alarm is set for. */
interface Scheduled {
  tenderId: string;
  closesAt: string;
}

export class TenderAlarm extends DurableObject<Env> {
  /**
   * Sets (or moves) the alarm `delayMs` from now: the deadline as the asking request's clock put it
   * (a delay rather than an instant, so the alarm keeps to the request's clock wherever it runs).
   */
  async schedule(tenderId: string, closesAt: string, delayMs: number): Promise<void> {
    await this.ctx.storage.put<Scheduled>("scheduled", { tenderId, closesAt });
    await this.ctx.storage.setAlarm(Date.now() + Math.max(0, delayMs));
  }

  /** The deadline has come: closes the tender if it is still open and due, and queues the close's jobs. */
  override async alarm(): Promise<void> {
    const scheduled = await this.ctx.storage.get<Scheduled>("scheduled");
    if (!scheduled) return;
    const now = new Date();
    const { jobs } = await closeTender(this.env, scheduled.tenderId, "due", now);
    await enqueueJobs(this.env, jobs, now);
  }
}

/**
 * Sets the tender's alarm at its closesAt (again, when it moved). A failure is logged, never
 * thrown: the minute cron closes the tender anyway, within a minute of its deadline.
 */
export async function scheduleTenderClose(env: Pick<Env, "TENDER_ALARMS">, tenderId: string, closesAt: string, now: Date): Promise<void> {
  try {
    const alarms = env.TENDER_ALARMS as DurableObjectNamespace<TenderAlarm>;
    await alarms.get(alarms.idFromName(tenderId)).schedule(tenderId, closesAt, Date.parse(closesAt) - now.getTime());
  } catch (error) {
    console.warn(JSON.stringify({ message: "tender alarm not set; the minute cron will close it", tenderId, error: String(error) }));
  }
}
