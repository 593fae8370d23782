import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { decideTender } from "../../../src/db/queries/decisions";
import type { TenderDecision } from "../../../src/db/queries/tender-decisions";
import { createDealership, createVehicle, stock } from "../../helpers/fixtures";
import { bearer, postJson, registerClient } from "../../helpers/http";

/** An open tender of two dealerships that review by hand: both its quotes pending. */
async function openTender(): Promise<string> {
  const key = await registerClient();
  const car = await createVehicle();
  const dealers = [await createDealership(), await createDealership()];
  for (const dealer of dealers) await stock(dealer.id, car.id);
  const response = await postJson("/api/v1/tenders", { clientName: "Jo", clientEmail: "jo@fleet.example.com", globalCarId: car.id, dealershipIds: dealers.map((d) => d.id) }, bearer(key));
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json<{ tenderId: string }>()).tenderId;
}

/** Closing the tender, planned as if it had `pending` quotes pending. */
const close = (tenderId: string, pending: number): TenderDecision => ({
  tenderId,
  token: crypto.randomUUID(),
  at: new Date().toISOString(),
  close: { reason: "deadline", expected: { pending, priced: 0 } },
  award: null,
  lapsedQuoteIds: [],
  emails: [],
  webhooks: [],
});

const closedAt = (tenderId: string) => env.DB.prepare("select closed_at from tenders where id = ?").bind(tenderId).first<string | null>("closed_at");

describe("decideTender", () => {
  it("writes the decision planned on the tender as read, and resolves the plan's result", async () => {
    const tenderId = await openTender();
    const plans: string[] = [];
    const result = await decideTender(env.DB, env.ARCHIVE, tenderId, async (found) => {
      plans.push(found.tender.id);
      return { write: { decision: close(tenderId, 2) }, result: "closed" };
    });
    expect(result).toBe("closed");
    expect(plans).toEqual([tenderId]);
    expect(await closedAt(tenderId)).not.toBeNull();
  });

  it("plans again from a fresh read while the batch's guards refuse the decision, four times at most, then resolves null", async () => {
    const tenderId = await openTender();
    let plans = 0;
    // Planned on a state the tender is not in (one pending quote where there are two): the guard refuses it every time.
    const result = await decideTender(env.DB, env.ARCHIVE, tenderId, async () => (plans++, { write: { decision: close(tenderId, 1) }, result: "closed" }));
    expect(result).toBeNull();
    expect(plans).toBe(4);
    expect(await closedAt(tenderId)).toBeNull();
  });

  it("writes nothing when the plan decides nothing, or when there is no such tender", async () => {
    const tenderId = await openTender();
    expect(await decideTender(env.DB, env.ARCHIVE, tenderId, async () => null)).toBeNull();
    expect(await closedAt(tenderId)).toBeNull();
    let planned = false;
    expect(await decideTender(env.DB, env.ARCHIVE, crypto.randomUUID(), async () => ((planned = true), null))).toBeNull();
    expect(planned).toBe(false);
  });
});
