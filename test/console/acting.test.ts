import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { issueDealerKey } from "../helpers/admin";
import { bearer, get, postJson } from "../helpers/http";
import { expectPage, signedIn, textOf } from "./helpers";
import { consoleScene } from "./scene";

// What FMO staff do in the console beyond reading: award a tender (whole, split, or the vehicles of
// an order since declined), move its deadline, follow and withdraw an order, find vehicles by need.

afterEach(() => {
  vi.useRealTimers();
});

const DAY = 86_400_000;

/** A scene's tender of 3 vehicles asked of its two auto-pricing dealerships and its reviewing one (which keeps it open). */
async function tenderOfThree(s: Awaited<ReturnType<typeof consoleScene>>) {
  const response = await postJson(
    "/api/v1/tenders",
    { globalCarId: s.car.id, quantity: 3, dealershipIds: s.dealers.map((d) => d.id), postcode: "2000", clientName: "Jo", clientEmail: "jo@fleet.example.com" },
    bearer(s.apiKey),
  );
  expect(response.status).toBe(201);
  const tender = await response.json<{ tenderId: string; closesAt: string; quotes: { dealership: { id: string }; quoteId: string }[] }>();
  return { ...tender, quoteOf: (i: number) => tender.quotes.find((q) => q.dealership.id === s.dealers[i]!.id)!.quoteId };
}

const ordersOf = async (apiKey: string, tenderId: string) =>
  (await (await get(`/api/v1/orders?tenderId=${tenderId}`, apiKey)).json<{ orders: { id: string; quoteId: string; quantity: number; status: string; orderReference: string | null }[] }>()).orders;

const auditOf = (clientId: string, action: string) =>
  env.DB.prepare("select actor_email from audit_entries where client_id = ? and action = ? order by rowid").bind(clientId, action).all<{ actor_email: string | null }>().then((r) => r.results);

describe("awarding a tender in the console", () => {
  it("splits it by quantity through the API's own award: one order each, its reference, the console user in the audit record", async () => {
    const s = await consoleScene();
    const tender = await tenderOfThree(s);
    const page = textOf(await expectPage(await s.browser.get(`/console/tenders/${tender.tenderId}`), 200));
    expect(page).toContain("Award the tender");
    expect(page).toContain("how many of the 3 vehicles");

    const tooMany = await s.browser.post(`/console/tenders/${tender.tenderId}/award`, { [`quantity-${tender.quoteOf(0)}`]: "2", [`quantity-${tender.quoteOf(1)}`]: "2" });
    expect(textOf(await expectPage(tooMany, 400))).toContain("The award: must award at most the tender's quantity (3) together, not 4");
    const none = await s.browser.post(`/console/tenders/${tender.tenderId}/award`, { [`quantity-${tender.quoteOf(0)}`]: "0" });
    expect(textOf(await expectPage(none, 400))).toContain("give at least one dealership 1 vehicle or more");
    expect(await ordersOf(s.apiKey, tender.tenderId)).toEqual([]);

    const awarded = await s.browser.post(`/console/tenders/${tender.tenderId}/award`, {
      [`quantity-${tender.quoteOf(0)}`]: "2",
      [`reference-${tender.quoteOf(0)}`]: "PO-1",
      [`quantity-${tender.quoteOf(1)}`]: "1",
      reason: "Split for delivery dates",
    });
    expect(awarded.status).toBe(303);
    expect(awarded.headers.get("Location")).toBe(`/console/tenders/${tender.tenderId}?done=awarded`);
    const orders = await ordersOf(s.apiKey, tender.tenderId);
    expect(orders.map((o) => [o.quoteId, o.quantity, o.orderReference]).sort()).toEqual(
      [
        [tender.quoteOf(0), 2, "PO-1"],
        [tender.quoteOf(1), 1, null],
      ].sort(),
    );
    expect(await auditOf(s.clientId, "tender.award")).toEqual([{ actor_email: s.email }]);
    const after = textOf(await expectPage(await s.browser.get(`/console/tenders/${tender.tenderId}?done=awarded`), 200));
    expect(after).toContain("Awarded: each order is placed");
    expect(after).not.toContain("Award the tender");
    // Nothing is left to award: a form sent again is a 409 page, and nothing changes.
    const again = await s.browser.post(`/console/tenders/${tender.tenderId}/award`, { [`quantity-${tender.quoteOf(0)}`]: "1" });
    expect(textOf(await expectPage(again, 409))).toContain("was awarded already");
    expect(await ordersOf(s.apiKey, tender.tenderId)).toHaveLength(2);
  });

  it("offers the vehicles of a declined order again, among the quotes not yet awarded", async () => {
    const s = await consoleScene();
    const tender = await tenderOfThree(s);
    expect((await s.browser.post(`/console/tenders/${tender.tenderId}/award`, { [`quantity-${tender.quoteOf(0)}`]: "3" })).status).toBe(303);
    const [order] = await ordersOf(s.apiKey, tender.tenderId);
    const declined = await postJson(`/api/v1/dealer/orders/${order!.id}/decline`, { reason: "No allocation" }, bearer(await issueDealerKey(s.dealers[0]!.id)));
    expect(declined.status).toBe(200);

    const page = textOf(await expectPage(await s.browser.get(`/console/tenders/${tender.tenderId}`), 200));
    // The whole award was declined: the tender may be awarded again, the declining dealership left out.
    expect(page).toContain("Award the tender");
    expect(page).not.toContain(`Vehicles from ${s.dealers[0]!.name}`);
    expect(page).toContain(`Vehicles from ${s.dealers[1]!.name}`);
    expect((await s.browser.post(`/console/tenders/${tender.tenderId}/award`, { [`quantity-${tender.quoteOf(1)}`]: "3" })).status).toBe(303);
    expect((await ordersOf(s.apiKey, tender.tenderId)).map((o) => [o.quoteId, o.status]).sort()).toEqual(
      [
        [tender.quoteOf(0), "declined"],
        [tender.quoteOf(1), "placed"],
      ].sort(),
    );
  });
});

describe("moving a tender's deadline in the console", () => {
  it("extends an open tender by the days chosen, with its reason; refuses a missing reason and a closed tender", async () => {
    const s = await consoleScene();
    const tender = await tenderOfThree(s);
    const empty = await s.browser.post(`/console/tenders/${tender.tenderId}/extend`, { days: "2", reason: "  " });
    expect(textOf(await expectPage(empty, 400))).toContain("Reason:");
    const moved = await s.browser.post(`/console/tenders/${tender.tenderId}/extend`, { days: "2", reason: "Budget approval" });
    expect(moved.status).toBe(303);
    const read = await (await get(`/api/v1/tenders/${tender.tenderId}`, s.apiKey)).json<{ closesAt: string; extensions: { reason: string }[] }>();
    expect(Date.parse(read.closesAt) - Date.parse(tender.closesAt)).toBe(2 * DAY);
    expect(read.extensions.map((e) => e.reason)).toEqual(["Budget approval"]);
    expect(await auditOf(s.clientId, "tender.extend")).toEqual([{ actor_email: s.email }]);

    expect((await s.browser.post(`/console/tenders/${tender.tenderId}/award`, { [`quantity-${tender.quoteOf(0)}`]: "3" })).status).toBe(303);
    expect(textOf(await expectPage(await s.browser.get(`/console/tenders/${tender.tenderId}`), 200))).not.toContain("Extend the deadline");
    const closed = await s.browser.post(`/console/tenders/${tender.tenderId}/extend`, { days: "1", reason: "Late" });
    expect(textOf(await expectPage(closed, 409))).toContain("a closed tender's deadline cannot move");
  });
});

describe("orders in the console", () => {
  it("lists the FMO's orders, shows each one's steps and ETA history, and withdraws one not yet acknowledged", async () => {
    const s = await consoleScene();
    const tender = await tenderOfThree(s);
    expect((await s.browser.post(`/console/tenders/${tender.tenderId}/award`, { [`quantity-${tender.quoteOf(0)}`]: "2", [`quantity-${tender.quoteOf(1)}`]: "1" })).status).toBe(303);
    const orders = await ordersOf(s.apiKey, tender.tenderId);
    const [first, second] = [orders.find((o) => o.quoteId === tender.quoteOf(0))!, orders.find((o) => o.quoteId === tender.quoteOf(1))!];
    const dealerKey = await issueDealerKey(s.dealers[1]!.id);
    const eta = new Date(Date.now() + 20 * DAY).toISOString().slice(0, 10);
    const later = new Date(Date.now() + 40 * DAY).toISOString().slice(0, 10);
    expect((await postJson(`/api/v1/dealer/orders/${second.id}/acknowledge`, { etaDate: eta }, bearer(dealerKey))).status).toBe(200);
    expect((await postJson(`/api/v1/dealer/orders/${second.id}/eta`, { etaDate: later, reason: "Shipping delayed at the port" }, bearer(dealerKey))).status).toBe(200);

    const list = textOf(await expectPage(await s.browser.get("/console/orders"), 200));
    expect(list).toContain("Waiting for the dealership");
    expect(list).toContain("Acknowledged");
    const acknowledged = await expectPage(await s.browser.get("/console/orders?status=acknowledged"), 200);
    expect([acknowledged.includes(`/console/orders/${second.id}`), acknowledged.includes(`/console/orders/${first.id}`)]).toEqual([true, false]);
    const detail = textOf(await expectPage(await s.browser.get(`/console/orders/${second.id}`), 200));
    expect(detail).toContain("Delivery day history");
    expect(detail).toContain("because: Shipping delayed at the port");
    expect(detail).not.toContain("Withdraw the order");

    expect(textOf(await expectPage(await s.browser.post(`/console/orders/${first.id}/withdraw`, { reason: "" }), 400))).toContain("Reason:");
    const withdrawn = await s.browser.post(`/console/orders/${first.id}/withdraw`, { reason: "Budget cut" });
    expect(withdrawn.status).toBe(303);
    expect(withdrawn.headers.get("Location")).toBe(`/console/orders/${first.id}?withdrawn`);
    expect((await (await get(`/api/v1/orders/${first.id}`, s.apiKey)).json<{ status: string; withdrawReason: string }>()).withdrawReason).toBe("Budget cut");
    expect(s.browser.queue.take().some((job) => job.type === "email")).toBe(true);
    expect(await auditOf(s.clientId, "order.withdraw")).toEqual([{ actor_email: s.email }]);
    // Acknowledged: too late to withdraw here.
    const late = await s.browser.post(`/console/orders/${second.id}/withdraw`, { reason: "Budget cut" });
    expect(textOf(await expectPage(late, 409))).toContain("Agree any change with the dealership");
    expect((await (await get(`/api/v1/orders/${second.id}`, s.apiKey)).json<{ status: string }>()).status).toBe("acknowledged");
  });

  it("answers another FMO's order with a 404 page, and withdraws nothing of it", async () => {
    const mine = await consoleScene();
    const theirs = await consoleScene();
    const tender = await tenderOfThree(theirs);
    expect((await theirs.browser.post(`/console/tenders/${tender.tenderId}/award`, { [`quantity-${tender.quoteOf(0)}`]: "3" })).status).toBe(303);
    const [order] = await ordersOf(theirs.apiKey, tender.tenderId);
    expect(textOf(await expectPage(await mine.browser.get(`/console/orders/${order!.id}`), 404))).toContain("Order not found");
    expect((await mine.browser.post(`/console/orders/${order!.id}/withdraw`, { reason: "Mine now" })).status).toBe(404);
    expect((await mine.browser.post(`/console/tenders/${tender.tenderId}/award`, { [`quantity-${tender.quoteOf(1)}`]: "1" })).status).toBe(404);
    expect((await (await get(`/api/v1/orders/${order!.id}`, theirs.apiKey)).json<{ status: string }>()).status).toBe("placed");
  });

  it("puts an order on the overview once it is past its day to be acknowledged, and not before", async () => {
    const s = await consoleScene();
    const tender = await tenderOfThree(s);
    expect((await s.browser.post(`/console/tenders/${tender.tenderId}/award`, { [`quantity-${tender.quoteOf(0)}`]: "3" })).status).toBe(303);
    const [order] = await ordersOf(s.apiKey, tender.tenderId);
    const { acknowledgeBy } = await (await get(`/api/v1/orders/${order!.id}`, s.apiKey)).json<{ acknowledgeBy: string }>();
    const overview = async () => textOf(await expectPage(await (await signedIn(s.email)).get("/console/overview"), 200));
    expect(await overview()).toContain("None: no order is overdue");
    // Late on its day in Sydney (the scene's dealership is in NSW, at +10 or +11 hours), then early the next.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.parse(`${acknowledgeBy}T22:30:00+10:00`) });
    expect(await overview()).toContain("None: no order is overdue");
    vi.setSystemTime(Date.parse(`${acknowledgeBy}T23:59:59+10:00`) + 1_000);
    expect(await overview()).toContain(`not acknowledged by ${s.dealers[0]!.name}`);
  });
});

describe("finding vehicles in the console", () => {
  it("searches by need through the API's own search, naming the dealerships that stock each vehicle", async () => {
    const s = await consoleScene();
    const page = textOf(await expectPage(await s.browser.get(`/console/vehicles?q=${encodeURIComponent(s.car.model)}&bodyType=suv&stocked=true`), 200));
    expect(page).toContain("1 vehicle");
    expect(page).toContain(s.car.model);
    for (const dealer of s.dealers) expect(page).toContain(dealer.name);
    expect(textOf(await expectPage(await s.browser.get(`/console/vehicles?q=${encodeURIComponent(s.car.model)}&bodyType=ute`), 200))).toContain("No vehicle matches");
    expect(textOf(await expectPage(await s.browser.get("/console/vehicles?seatsMin=0"), 400))).toContain("seatsMin:");
    expect(textOf(await expectPage(await s.browser.get("/console/vehicles"), 200))).not.toContain("No vehicle matches");
  });
});
