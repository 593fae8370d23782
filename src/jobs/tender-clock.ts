import { DurableObject } from "cloudflare:workers";
import type { Env } from "../env";
import type { Deadline } from "./tender-deadline";

// A tender's deadline, kept to the second: one Durable Object per tender whose alarm rings at its
// closesAt and closes it, with no request made. The minute cron (./schedule.ts) stays as the safety
// net should an alarm fail for good; whichever comes first closes the tender, once
// (services/tender-decisions.ts).

const DEADLINE = "deadline";

/**
 * The real time, in epoch milliseconds: workerd's `performance.now()` counts from the epoch
 * (`timeOrigin` is 0). Alarms ring on it; the service's clock (`Date`, which a test may have
 * fixed) says how far off the deadline is.
 */
const realNow = () => performance.timeOrigin + performance.now();

export class TenderClock extends DurableObject<Env> {
  override async fetch(request: Request): Promise<Response> {
    const { tenderId, closesAt, inMs } = await request.json<Deadline & { inMs: number }>();
    await this.ctx.storage.put<Deadline>(DEADLINE, { tenderId, closesAt });
    await this.ctx.storage.setAlarm(realNow() + inMs);
    return new Response(null, { status: 204 });
  }

  /**
   * Closes the tender. A close that fails throws, and the runtime rings the alarm again (with
   * back-off); a tender closed already, by its last answer or the cron, is left as it is.
   */
  override async alarm(): Promise<void> {
    const deadline = await this.ctx.storage.get<Deadline>(DEADLINE);
    if (!deadline) return;
    // Rung early (the runtime may): ring again when the deadline comes.
    const untilDue = Date.parse(deadline.closesAt) - Date.now();
    if (untilDue > 0) return this.ctx.storage.setAlarm(realNow() + untilDue);
    const now = new Date();
    // Loaded when an alarm rings, not when the Worker starts: the entry exports this class.
    const [{ closeTender }, { enqueueJobs }] = await Promise.all([import("../services/tender-decisions"), import("../db/job-queue")]);
    const { jobs } = await closeTender(this.env, deadline.tenderId, "due", now);
    await enqueueJobs(this.env, jobs, now);
    await this.ctx.storage.deleteAll();
  }
}
