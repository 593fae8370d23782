import type { Env } from "../env";
import type { TenderAlarm } from "./tender-alarm";

// Apart from the class (./tender-alarm.ts), which imports the runtime's `cloudflare:workers`: the
// routes, which the API description's build reads outside the runtime, import only this.

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
