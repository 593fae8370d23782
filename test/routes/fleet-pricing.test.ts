import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ASKED_IN_NOVEMBER_2026, fixClock } from "../helpers/clock";
import { createDealership, createVehicle, stock } from "../helpers/fixtures";
import { admin, issueDealerKey } from "../helpers/admin";
import { bearer, expectError, get, postJson, registerClient } from "../helpers/http";

// The charges priced, and the registration days a quote may name (today to 24 months ahead), depend
// on the day: every test here asks on 23 November 2026, so that the days of early 2027 below stay
// ahead of the clock whatever the real date.
beforeEach(() => fixClock(ASKED_IN_NOVEMBER_2026));
afterEach(() => vi.useRealTimers());

/** "YYYY-MM-DD" in a time zone, `days` from now: worked out here, not by the service's own date code. */
function dayIn(timeZone: string, days = 0): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(Date.now() + days * 86_400_000));
}

/** The same calendar day `years` later (29 February → 28 February). */
function yearsAfter(day: string, years: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y + years, m - 1, 1));
  const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const previousDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * An auto-responding dealership in Parramatta (NSW) with no margin and no delivery fee, stocking one
 * vehicle at `priceCents`: a quote's vehicle price is then the stock price.
 */
async function scene(vehicle: Parameters<typeof createVehicle>[0], priceCents = 4_500_000) {
  const key = await registerClient();
  const dealer = await createDealership({ tier: "enterprise", autoRespond: true, apiMarginCents: 0, deliveryFeeCents: 0, state: "NSW", postcode: "2150" });
  const car = await createVehicle({ bodyClass: "passenger", powertrain: "ice", cylinders: 4, co2GramsPerKm: 150, ...vehicle });
  await stock(dealer.id, car.id, priceCents);
  const quote = (extra: Record<string, unknown>) =>
    postJson("/api/v1/quotes", { dealershipId: dealer.id, globalCarId: car.id, clientName: "Jo Fleet", clientEmail: "jo@fleet.example.com", ...extra }, bearer(key));
  return { key, dealer, car, quote };
}

interface ChargeLine {
  id: string;
  amount: number;
  label: string;
  confidence: string;
  note: string | null;
}
const line = (items: { registration: { components: ChargeLine[] } }, id: string) => items.registration.components.find((c) => c.id === id);

describe("admin: the catalogue's vehicle facts", () => {
  const vehicle = { model: "Fleetmake Tare", version: "GX", bodyClass: "passenger", bodyType: "SUV", powertrain: "ice", cylinders: 4, co2GramsPerKm: 150 };

  it("POST /admin/v1/vehicles takes the tare and the list price (and the old form, bodyClass with text) and answers the whole vehicle", async () => {
    const response = await admin("/vehicles", "POST", { ...vehicle, tareKg: 1650, listPrice: 52_990.5 });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      make: "Fleetmake",
      ...vehicle,
      bodyType: "suv",
      cab: null,
      seats: null,
      driveType: null,
      fuelLitresPer100Km: null,
      gvmKg: null,
      engine: null,
      tareKg: 1650,
      listPrice: 52_990.5,
      imageUrl: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it.each([
    { tareKg: 300, status: 201 },
    { tareKg: 10_000, status: 201 },
    { tareKg: 299, status: 400 },
    { tareKg: 10_001, status: 400 },
    { tareKg: 1500.5, status: 400 },
  ])("tareKg $tareKg: $status", async ({ tareKg, status }) => {
    expect((await admin("/vehicles", "POST", { ...vehicle, tareKg })).status).toBe(status);
  });

  it("refuses a list price with fractions of a cent, of zero or below; takes one of a cent", async () => {
    await expectError(await admin("/vehicles", "POST", { ...vehicle, listPrice: 50_000.001 }), 400, "INVALID_REQUEST");
    await expectError(await admin("/vehicles", "POST", { ...vehicle, listPrice: -1 }), 400, "INVALID_REQUEST");
    const zero = await expectError(await admin("/vehicles", "POST", { ...vehicle, listPrice: 0 }), 400, "INVALID_REQUEST");
    expect(zero.message).toBe("Field 'listPrice' must be more than 0");
    expect((await admin("/vehicles", "POST", { ...vehicle, listPrice: 0.01 })).status).toBe(201);
  });

  it("takes a picture's web address only: https and http, not javascript: or ftp:", async () => {
    for (const imageUrl of ["javascript:alert(1)", "ftp://images.example.com/car.jpg", "data:image/png;base64,AAAA"]) {
      const refused = await expectError(await admin("/vehicles", "POST", { ...vehicle, imageUrl }), 400, "INVALID_REQUEST");
      expect(refused.message, imageUrl).toBe("Field 'imageUrl' must be an http or https address");
    }
    for (const imageUrl of ["https://images.example.com/car.jpg", "http://images.example.com/car.jpg"]) {
      expect((await admin("/vehicles", "POST", { ...vehicle, imageUrl })).status, imageUrl).toBe(201);
    }
  });

  it("tells a tare far beyond any integer's range its own bound", async () => {
    const refused = await expectError(await admin("/vehicles", "POST", { ...vehicle, tareKg: 1e20 }), 400, "INVALID_REQUEST");
    expect(refused.message).toBe("Field 'tareKg' must be at most 10000");
  });

  it("PATCH /admin/v1/vehicles/{id} sets facts on an existing vehicle, clears them with null, and renames it for search", async () => {
    const created = await (await admin("/vehicles", "POST", vehicle)).json<{ id: string; tareKg: null; listPrice: null }>();
    expect(created).toMatchObject({ tareKg: null, listPrice: null });
    const patched = await admin(`/vehicles/${created.id.replaceAll("-", "").toUpperCase()}`, "PATCH", { tareKg: 1720, listPrice: 61_490 });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ id: created.id, model: "Fleetmake Tare", tareKg: 1720, listPrice: 61_490, cylinders: 4 });

    const renamed = `Fleetmake Renamed ${crypto.randomUUID().slice(0, 6)}`;
    expect(await (await admin(`/vehicles/${created.id}`, "PATCH", { model: renamed, listPrice: null })).json()).toMatchObject({ model: renamed, tareKg: 1720, listPrice: null });
    expect(await (await admin(`/vehicles/${created.id}`, "GET")).json()).toMatchObject({ model: renamed, tareKg: 1720, listPrice: null });

    // the FMO search finds it by its new name once it is in stock at an approved dealership
    const dealer = await createDealership();
    await stock(dealer.id, created.id);
    const key = await registerClient();
    const found = await (await get(`/api/v1/inventory?model=${encodeURIComponent(renamed)}`, key)).json<{ vehicles: { id: string; specs: unknown }[] }>();
    expect(found.vehicles).toEqual([expect.objectContaining({ id: created.id, specs: expect.objectContaining({ tareKg: 1720, listPrice: null }) })]);
  });

  it("PATCH answers the vehicle unchanged for an empty body, 404 for an unknown one, 400 for bad facts", async () => {
    const created = await (await admin("/vehicles", "POST", { ...vehicle, tareKg: 1500 })).json<{ id: string }>();
    expect(await (await admin(`/vehicles/${created.id}`, "PATCH", {})).json()).toMatchObject({ id: created.id, tareKg: 1500 });
    await expectError(await admin(`/vehicles/${crypto.randomUUID()}`, "PATCH", { tareKg: 1500 }), 404, "NOT_FOUND");
    await expectError(await admin(`/vehicles/${created.id}`, "PATCH", { tareKg: 299 }), 400, "INVALID_REQUEST");
    await expectError(await admin(`/vehicles/${created.id}`, "PATCH", { powertrain: "steam" }), 400, "INVALID_REQUEST");
    expect(await (await admin(`/vehicles/${created.id}`, "GET")).json()).toMatchObject({ tareKg: 1500, powertrain: "ice" });
  });
});

describe("POST /api/v1/quotes: registration use", () => {
  it("prices a fleet quote as business use by default: NSW business vehicle tax, no private discount", async () => {
    // tare 1,400 kg: business motor vehicle tax $588 (private $374)
    const { quote } = await scene({ tareKg: 1400 });
    const body = await (await quote({ postcode: "2000" })).json<any>();
    const items = body.pricing.lineItems;
    expect(items.registrationUse).toBe("business");
    expect(line(items, "motor_vehicle_tax")).toMatchObject({ amount: 588, label: "Motor vehicle tax (business use, tare 1,155–1,504 kg)" });
    expect(line(items, "nsw_registration_discount_2026_27")).toBeUndefined();
  });

  it("prices private use when asked: the private tax and, in its window, the $100 discount", async () => {
    const { quote } = await scene({ tareKg: 1400 });
    const items = (await (await quote({ postcode: "2000", registrationUse: "private", registrationDate: "2027-01-15" })).json<any>()).pricing.lineItems;
    expect(items.registrationUse).toBe("private");
    expect(line(items, "motor_vehicle_tax")).toMatchObject({ amount: 374 });
    expect(line(items, "nsw_registration_discount_2026_27")).toMatchObject({ amount: -100 });
  });

  it("refuses a use that is neither business nor private", async () => {
    const { quote } = await scene({ tareKg: 1400 });
    await expectError(await quote({ registrationUse: "fleet" }), 400, "INVALID_REQUEST");
  });

  it("prices a car without a tare at the standard figure, marked an estimate with what is missing", async () => {
    const { quote } = await scene({ tareKg: null });
    const tax = line((await (await quote({ postcode: "2000" })).json<any>()).pricing.lineItems, "motor_vehicle_tax");
    expect(tax).toMatchObject({ amount: 588, confidence: "estimate" });
    expect(tax?.note).toMatch(/The vehicle's tare weight is not known/);
  });

  it("sets WA's licence fee by tare for a Perth postcode: 1,650 kg pays for 1,700 kg", async () => {
    const { quote } = await scene({ tareKg: 1650 });
    const items = (await (await quote({ postcode: "6000", registrationDate: "2027-03-01" })).json<any>()).pricing.lineItems;
    // 17 × $29.76 = $505.92
    expect(items.registrationState.state).toBe("WA");
    expect(line(items, "licence_fee")).toMatchObject({ amount: 505.92, confidence: "estimate" });
  });
});

describe("POST /api/v1/quotes: duty on the list price", () => {
  it("charges QLD duty on the list price when the fleet price is $5,000 below it: $150 more", async () => {
    // list $50,000, stock price $45,000, no margin, delivery or accessories: DV $50,000 → 500u × $3 = $1,500 (not $1,350)
    const { quote } = await scene({ tareKg: 1500, listPriceCents: 5_000_000 });
    const items = (await (await quote({ postcode: "4000" })).json<any>()).pricing.lineItems;
    expect(items.vehiclePrice).toBe(45_000);
    expect(items.stampDuty).toMatchObject({ state: "QLD", amount: 1500, dutiableValue: 50_000 });
    expect(items.stampDuty.note).toMatch(/^Charged on the list price, \$50,000\.00, not on the lower vehicle price/);
  });

  it("charges SA duty on the list price too", async () => {
    // DV $50,000 → $60 + $4 × 470u = $1,940 (on $45,000: $60 + $4 × 420u = $1,740)
    const { quote } = await scene({ tareKg: 1500, listPriceCents: 5_000_000 });
    const items = (await (await quote({ postcode: "5000" })).json<any>()).pricing.lineItems;
    expect(items.stampDuty).toMatchObject({ state: "SA", amount: 1940, dutiableValue: 50_000 });
  });

  it("says the vehicle price includes luxury car tax above the threshold, adding nothing", async () => {
    const { quote } = await scene({ tareKg: 1500, listPriceCents: 9_500_000 }, 9_500_000);
    const body = (await (await quote({ postcode: "3000", registrationDate: "2027-01-15" })).json<any>()).pricing;
    expect(body.lineItems.vehiclePriceNote).toMatch(/^Above the estimated 2026-27 luxury car tax threshold for this vehicle \(\$80,809\.00\).* Both thresholds are estimates: /);
    // VIC $95,000: 475u × $10.40 = $4,940; registration $973.70; nothing else
    expect(body.totalDriveAway).toBe(95_000 + 4_940 + 973.7);
  });
});

describe("POST /api/v1/quotes: registration date", () => {
  it("prices with the rules in force on the registration date in the registration state", async () => {
    // registered in the ACT on 1 February 2027: the duty entry of 1 February 2027 applies; category B (150 g/km)
    const { quote, key } = await scene({ tareKg: 1500 });
    const body = await (await quote({ postcode: "2600", registrationDate: "2027-02-01" })).json<any>();
    const items = body.pricing.lineItems;
    expect(items.ratesAsOf).toBe("2027-02-01");
    expect(items.registrationDate).toBe("2027-02-01");
    expect(items.stampDuty).toMatchObject({ state: "ACT", schedule: "ACT_NEW_B", effectiveFrom: "2027-02-01", effectiveTo: "2027-06-30" });
    expect(line(items, "registration_fee")).toMatchObject({ amount: 495, label: "Emissions-based registration fee (category B, 131–175 g/km)" });
    const detail = await (await get(`/api/v1/quotes/${body.quoteId}`, key)).json<any>();
    expect(detail).toMatchObject({ registrationUse: "business", registrationDate: "2027-02-01" });
  });

  it("accepts today and 24 months ahead in the registration state, and refuses the day before and the day after, saying the range", async () => {
    const { quote } = await scene({ tareKg: 1500 });
    const today = dayIn("Australia/Perth");
    const last = yearsAfter(today, 2);
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect((await quote({ postcode: "6000", registrationDate: today })).status).toBe(201);
    expect((await quote({ postcode: "6000", registrationDate: last })).status).toBe(201);
    // Two years ahead is past the charges data: priced on the newest rules, and the operator told.
    expect(warned.mock.calls.map(([line]) => JSON.parse(String(line)).message)).toEqual([expect.stringMatching(/^pricing past the charges data/)]);
    warned.mockRestore();
    const early = await expectError(await quote({ postcode: "6000", registrationDate: previousDay(today) }), 400, "INVALID_REQUEST");
    expect(early.message).toBe(`Field 'registrationDate' must be a day from ${today} (today in WA) to ${last} (24 months ahead); ${previousDay(today)} is not`);
    await expectError(await quote({ postcode: "6000", registrationDate: nextDay(last) }), 400, "INVALID_REQUEST");
  });

  it.each(["2027-02-30", "1 Feb 2027", "2027-2-1", "20270201"])("refuses %s, which is not a YYYY-MM-DD day", async (registrationDate) => {
    const { quote } = await scene({ tareKg: 1500 });
    await expectError(await quote({ registrationDate }), 400, "INVALID_REQUEST");
  });
});

describe("POST /api/v1/dealer/quotes/{id}/complete: the dealer's registration date", () => {
  async function pendingQuote(registrationDate?: string) {
    const key = await registerClient();
    const dealer = await createDealership({ state: "NSW", postcode: "2150" });
    const car = await createVehicle({ tareKg: 1500, co2GramsPerKm: 150 });
    await stock(dealer.id, car.id, 4_500_000);
    const created = await postJson(
      "/api/v1/quotes",
      { dealershipId: dealer.id, globalCarId: car.id, clientName: "Jo Fleet", clientEmail: "jo@fleet.example.com", postcode: "2600", registrationDate },
      bearer(key),
    );
    const { quoteId } = await created.json<{ quoteId: string }>();
    const dealerKey = await issueDealerKey(dealer.id);
    const complete = (body: unknown) => postJson(`/api/v1/dealer/quotes/${quoteId}/complete`, body, bearer(dealerKey));
    return { key, quoteId, complete };
  }

  it("keeps the client's date unless the dealer sets another, and prices with it", async () => {
    const kept = await pendingQuote("2027-01-31");
    expect((await (await kept.complete({})).json<any>()).pricing.lineItems).toMatchObject({ ratesAsOf: "2027-01-31", registrationDate: "2027-01-31" });

    const changed = await pendingQuote("2027-01-31");
    const response = await changed.complete({ registrationDate: "2027-02-01" });
    expect(response.status).toBe(200);
    const completed = await response.json<any>();
    expect(completed).toMatchObject({ registrationDate: "2027-02-01", pricing: { lineItems: { ratesAsOf: "2027-02-01", registrationDate: "2027-02-01" } } });
    expect(completed.pricing.lineItems.stampDuty.effectiveFrom).toBe("2027-02-01");
    expect(await (await get(`/api/v1/quotes/${changed.quoteId}`, changed.key)).json()).toMatchObject({ registrationDate: "2027-02-01" });
  });

  it("refuses a registration date outside today to 24 months ahead, and completes nothing", async () => {
    const { complete, quoteId, key } = await pendingQuote();
    const error = await expectError(await complete({ registrationDate: "2020-01-01" }), 400, "INVALID_REQUEST");
    expect(error.message).toMatch(/^Field 'registrationDate' must be a day from \d{4}-\d{2}-\d{2} \(today in ACT\)/);
    expect(await (await get(`/api/v1/quotes/${quoteId}`, key)).json()).toMatchObject({ status: "pending", registrationDate: null });
  });
});
