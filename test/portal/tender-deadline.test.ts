import { afterEach, describe, expect, it, vi } from "vitest";
import { issueDealerKey } from "../helpers/admin";
import { fixClock } from "../helpers/clock";
import { createDealership, createVehicle, stock } from "../helpers/fixtures";
import { bearer, get, postJson, registerClient } from "../helpers/http";
import { expectPage, signedIn, textOf } from "./helpers";

// Every dealership asked in a tender sees its deadline: in the dealer API's list and detail, and
// on the portal's quote list and quote page, in the dealership's own time.

afterEach(() => vi.useRealTimers());

describe("a tender's deadline, as the dealership sees it", () => {
  it("is closesAt in the dealer API, and the local time on the portal's list and quote page", async () => {
    const closesAt = new Date(Date.now() + 26 * 60 * 60_000).toISOString();
    const vehicle = await createVehicle();
    const brisbane = await createDealership({ state: "QLD", postcode: "4000" });
    const other = await createDealership();
    for (const dealer of [brisbane, other]) await stock(dealer.id, vehicle.id);
    const tender = await postJson(
      "/api/v1/tenders",
      { dealershipIds: [brisbane.id, other.id], globalCarId: vehicle.id, clientName: "Jo Fleet", clientEmail: "jo@fleet.example.com", closesAt },
      bearer(await registerClient()),
    );
    const quoteId = (await tender.json<{ quotes: { dealership: { id: string }; quoteId: string }[] }>()).quotes.find((q) => q.dealership.id === brisbane.id)!.quoteId;
    const dealerKey = await issueDealerKey(brisbane.id);

    const list = await (await get("/api/v1/dealer/quotes", dealerKey)).json<{ quotes: { id: string; closesAt: string | null }[] }>();
    expect(list.quotes.find((q) => q.id === quoteId)!.closesAt).toBe(closesAt);
    expect((await (await get(`/api/v1/dealer/quotes/${quoteId}`, dealerKey)).json<{ closesAt: string | null }>()).closesAt).toBe(closesAt);

    // Queensland keeps no daylight saving: UTC+10 all year.
    const brisbaneTime = new Intl.DateTimeFormat("en-AU", { timeZone: "Australia/Brisbane", weekday: "short", day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" }).format(new Date(closesAt));
    const browser = await signedIn(dealerKey);
    expect(textOf(await expectPage(await browser.get("/dealer/quotes"), 200))).toContain(brisbaneTime);
    const page = textOf(await expectPage(await browser.get(`/dealer/quotes/${quoteId}`), 200));
    expect(page).toContain(`Tender closes ${brisbaneTime}`);
    expect(page).toContain("no answer is taken after it");
  });

  it("refuses a completion sent after it with 409 and says why, the form kept, before the tender has closed", async () => {
    fixClock(Date.now());
    const closesAt = new Date(Date.now() + 2 * 60_000).toISOString();
    const vehicle = await createVehicle();
    const [dealer, other] = [await createDealership(), await createDealership()];
    for (const d of [dealer, other]) await stock(d.id, vehicle.id);
    const tender = await postJson("/api/v1/tenders", { dealershipIds: [dealer.id, other.id], globalCarId: vehicle.id, clientName: "Jo Fleet", clientEmail: "jo@fleet.example.com", closesAt }, bearer(await registerClient()));
    const quoteId = (await tender.json<{ quotes: { dealership: { id: string }; quoteId: string }[] }>()).quotes.find((q) => q.dealership.id === dealer.id)!.quoteId;
    const browser = await signedIn(await issueDealerKey(dealer.id));
    vi.setSystemTime(Date.parse(closesAt) + 1000);
    const page = textOf(await expectPage(await browser.post(`/dealer/quotes/${quoteId}`, { intent: "complete" }), 409));
    expect(page).toContain("The client's tender closed on ");
    expect(page).toContain("it takes no answer after its deadline");
    expect(page).not.toContain("already completed");
  });

  it("is null for a quote asked of the dealership alone, and the portal says it is not a tender's", async () => {
    const vehicle = await createVehicle();
    const dealer = await createDealership();
    await stock(dealer.id, vehicle.id);
    const created = await postJson("/api/v1/quotes", { dealershipId: dealer.id, globalCarId: vehicle.id, clientName: "Sam", clientEmail: "sam@fleet.example.com" }, bearer(await registerClient()));
    const { quoteId } = await created.json<{ quoteId: string }>();
    const dealerKey = await issueDealerKey(dealer.id);
    expect((await (await get(`/api/v1/dealer/quotes/${quoteId}`, dealerKey)).json<{ closesAt: string | null }>()).closesAt).toBeNull();
    const page = textOf(await expectPage(await (await signedIn(dealerKey)).get(`/dealer/quotes/${quoteId}`), 200));
    expect(page).not.toContain("Tender closes");
  });
});
