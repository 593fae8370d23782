import type { Env } from "../env";

// Setting a tender's clock (./tender-clock.ts) from a request: kept apart from the Durable Object's
// class, which only the Worker's entry loads.

/** When a tender closes, as its clock keeps it. */
export interface Deadline {
  tenderId: string;
  closesAt: string;
}

/**
 * Sets the clock of a tender to ring at its closesAt. `now` is the request's own clock: the alarm is
 * set that far ahead of the object's, so the two clocks never need to agree.
 */
export async function scheduleTenderClose(env: Pick<Env, "TENDER_CLOCK">, deadline: Deadline, now: Date): Promise<void> {
  const clock = env.TENDER_CLOCK.get(env.TENDER_CLOCK.idFromName(deadline.tenderId));
  const response = await clock.fetch("https://tender-clock/schedule", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...deadline, inMs: Math.max(0, Date.parse(deadline.closesAt) - now.getTime()) }),
  });
  if (!response.ok) throw new Error(`the clock of tender ${deadline.tenderId} answered ${response.status}`);
}
