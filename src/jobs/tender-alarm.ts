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
   * Sets (or moves) the alarm `delayMs` from now: the deadline as the asking request's clock put it.
   * The alarm runs on the runtime's own clock, read here by `performance` (in Workers the same
   * instant as `Date.now()`): a test that fixes `Date` (its fake timers replace Date only) then
   * schedules an alarm as far ahead as its own clock says, which never fires under it unasked.
   */
  async schedule(tenderId: string, closesAt: string, delayMs: number): Promise<void> {
    await this.ctx.storage.put<Scheduled>("scheduled", { tenderId, closesAt });
    await this.ctx.storage.setAlarm(performance.timeOrigin + performance.now() + Math.max(0, delayMs));
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
