import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createVehicle } from "../helpers/fixtures";
import { bearer, expectError, get, postJson, registerClient } from "../helpers/http";

interface Line {
  amount: number;
  confidence: string | null;
  sources: string[];
  note: string | null;
}
interface Estimate {
  totalDriveAway: number;
  lineItems: {
    vehiclePrice: number;
    vehiclePriceNote: string | null;
    dealerDelivery: number;
    accessories: { name: string; price: number }[];
    stampDuty: Line & { state: string; dutiableValue: number; vehicleClass: string | null; concessions: Line[] };
    registration: { amount: number; state: string; vehicleClass: string | null; components: (Line & { id: string })[] };
    registrationState: { state: string; basis: string };
    registrationUse: string;
    manufacturerFleetDiscount: boolean;
    ratesAsOf: string;
    estimated: boolean;
    quantity: number;
  };
}

/** A dual-cab 4x4 diesel ute, as a fleet buys it: the facts as the compliance plate and brochure give them. */
const UTE = { bodyType: "ute", cab: "dual", seats: 5, driveType: "4x4", powertrain: "ice", cylinders: 4, co2GramsPerKm: 230, tareKg: 2100, gvmKg: 3100 };
const SEDAN = { bodyType: "sedan", seats: 5, driveType: "2wd", powertrain: "ice", cylinders: 4, co2GramsPerKm: 160, tareKg: 1500, gvmKg: 2000 };
const DAY = "2026-12-10";

const estimate = (key: string, body: Record<string, unknown>) => postJson("/api/v1/drive-away-estimates", body, bearer(key));
async function priced(key: string, body: Record<string, unknown>): Promise<Estimate> {
  const response = await estimate(key, body);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json<Estimate>();
}

afterEach(() => {
  vi.useRealTimers();
});

describe("POST /api/v1/drive-away-estimates", () => {
  it("answers a priced quote's pricing, every line dated and sourced, adding up to the total", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.UTC(2026, 10, 26, 3, 0, 0));
    const key = await registerClient();
    const body = await priced(key, { state: "NSW", registrationDate: DAY, vehiclePrice: 55_000, deliveryFee: 1_490, accessoriesPrice: 2_000, vehicle: UTE });
    const { lineItems } = body;
    expect(lineItems).toMatchObject({
      vehiclePrice: 55_000,
      dealerDelivery: 1_490,
      accessories: [{ name: "Accessories", price: 2_000 }],
      registrationState: { state: "NSW", basis: "requested" },
      registrationUse: "business",
      manufacturerFleetDiscount: false,
      ratesAsOf: DAY,
      quantity: 1,
    });
    const registration = lineItems.registration.components.reduce((sum, c) => sum + c.amount, 0);
    expect(Math.round(registration * 100)).toBe(Math.round(lineItems.registration.amount * 100));
    expect(Math.round(body.totalDriveAway * 100)).toBe(Math.round((55_000 + 1_490 + 2_000 + lineItems.stampDuty.amount + lineItems.registration.amount) * 100));
    expect(lineItems.stampDuty.vehicleClass).toBeTruthy();
    expect(lineItems.registration.vehicleClass).toBeTruthy();
    for (const line of [lineItems.stampDuty, ...lineItems.registration.components]) {
      expect(line.confidence).toMatch(/^(official|corroborated|carried-forward|estimate)$/);
      if (line.confidence === "official" || line.confidence === "corroborated") expect(line.sources.length).toBeGreaterThan(0);
    }
  });

  it("prices a catalogue vehicle from its own facts and list price, and refuses one the catalogue does not have", async () => {
    const key = await registerClient();
    const car = await createVehicle({ bodyType: "ute", bodyClass: "commercial", cab: "dual", driveType: "4x4", seats: 5, tareKg: 2100, listPriceCents: 6_000_000 });
    const body = await priced(key, { postcode: "5000", vehiclePrice: 55_000, globalCarId: car.id });
    expect(body.lineItems.registrationState).toMatchObject({ state: "SA", basis: "postcode" });
    // SA charges duty on a new vehicle's list price alone (RevenueSA, Information Circular 87): $60,000, not the $55,000 fleet price.
    expect(body.lineItems.stampDuty.dutiableValue).toBe(60_000);
    await expectError(await estimate(key, { postcode: "5000", vehiclePrice: 55_000, globalCarId: crypto.randomUUID() }), 404, "NOT_FOUND");
  });

  it("charges SA duty on a ute as a commercial vehicle: $1,770 on a $60,000 list price, where a car pays $2,340", async () => {
    // RevenueSA, motor vehicle stamp duty: a commercial vehicle pays $1 for every $100 up to $1,000, $2 per $100 up to
    // $2,000, $3 per $100 up to $3,000, then $60 plus $3 per $100 above $3,000 (so $60 + 570 x $3 = $1,770 on $60,000);
    // a non-commercial vehicle pays $4 per $100 above $3,000: $60 + 570 x $4 = $2,340.
    const key = await registerClient();
    const ute = await priced(key, { state: "SA", vehiclePrice: 60_000, listPrice: 60_000, vehicle: UTE });
    const car = await priced(key, { state: "SA", vehiclePrice: 60_000, listPrice: 60_000, vehicle: SEDAN });
    expect(ute.lineItems.stampDuty.amount).toBe(1_770);
    expect(car.lineItems.stampDuty.amount).toBe(2_340);
  });

  it("prices TAS duty at the manufacturer's fleet discount rate when the purchase has one", async () => {
    const key = await registerClient();
    const body = { state: "TAS", vehiclePrice: 45_000, vehicle: SEDAN };
    const plain = await priced(key, body);
    const discounted = await priced(key, { ...body, manufacturerFleetDiscount: true });
    expect(discounted.lineItems.manufacturerFleetDiscount).toBe(true);
    expect(plain.lineItems.manufacturerFleetDiscount).toBe(false);
    expect(discounted.lineItems.stampDuty.amount).toBeLessThan(plain.lineItems.stampDuty.amount);
    // Elsewhere the discount changes no charge.
    const nsw = await priced(key, { ...body, state: "NSW" });
    const nswDiscounted = await priced(key, { ...body, state: "NSW", manufacturerFleetDiscount: true });
    expect(nswDiscounted.lineItems.stampDuty.amount).toBe(nsw.lineItems.stampDuty.amount);
  });

  it("taxes an NSW hybrid as a lower taxed vehicle, for less than the same car with a petrol engine alone", async () => {
    const key = await registerClient();
    const body = { state: "NSW", vehiclePrice: 45_000 };
    const petrol = await priced(key, { ...body, vehicle: SEDAN });
    const hybrid = await priced(key, { ...body, vehicle: { ...SEDAN, powertrain: "hybrid", co2GramsPerKm: 105 } });
    expect(hybrid.lineItems.registration.amount).toBeLessThan(petrol.lineItems.registration.amount);
  });

  it("prices a vehicle of 4,500 kg GVM whole; at 4,501 kg it answers the duty, the registration left to the dealer in a line that says so", async () => {
    const key = await registerClient();
    const body = { state: "NSW", vehiclePrice: 90_000, vehicle: { bodyType: "truck", powertrain: "ice", cylinders: 4, tareKg: 2600, gvmKg: 4500 } };
    const light = await priced(key, body);
    expect(light.lineItems.registration.amount).toBeGreaterThan(0);
    const heavy = await priced(key, { ...body, vehicle: { ...body.vehicle, gvmKg: 4501 } });
    // Revenue NSW's factsheet: $1,350 + $5 × ceil(45,000 / 100) = $3,600; on the other reading $3 × 900u = $2,700, $900 less.
    expect(heavy.lineItems.stampDuty).toMatchObject({ amount: 3_600, schedule: "NSW_GOODS", confidence: "estimate" });
    expect(heavy.lineItems.registration).toMatchObject({
      amount: 0,
      vehicleClass: "heavy vehicle (GVM over 4.5 t)",
      components: [{ id: "registration_left_to_dealer", amount: 0, confidence: "estimate", sources: [], note: expect.stringMatching(/^Not priced: GVM 4,501 kg is above 4,500 kg: a heavy vehicle is registered/) }],
    });
    expect(heavy.totalDriveAway).toBe(90_000 + 3_600);
    expect(heavy.lineItems.estimated).toBe(true);
  });

  it("refuses with 422 a vehicle the state has no duty rate for, naming why (an ACT motorcycle)", async () => {
    const key = await registerClient();
    const motorcycle = { bodyType: "motorcycle", powertrain: "ice", cylinders: 2, seats: 2 };
    const refused = await expectError(await estimate(key, { state: "ACT", vehiclePrice: 20_000, vehicle: motorcycle }), 422, "VEHICLE_NOT_PRICED");
    expect(refused.message).toMatch(/^This vehicle is not priced automatically in ACT: ACT has no duty schedule for a motorcycle or large bus/);
  });

  it("stores nothing, asks no dealership, and counts as one request against the hourly limit", async () => {
    const key = await registerClient();
    const count = () => env.DB.prepare("select (select count(*) from quotes) + (select count(*) from email_outbox) + (select count(*) from tenders) as n").first<number>("n");
    const remaining = (response: Response) => Number(/;r=(\d+);/.exec(response.headers.get("RateLimit") ?? "")?.[1]);
    const before = remaining(await get("/api/v1/dealers?limit=1", key));
    const rows = await count();
    const response = await estimate(key, { state: "VIC", vehiclePrice: 40_000, vehicle: SEDAN });
    expect(response.status).toBe(200);
    expect(remaining(response)).toBe(before - 1);
    expect(await count()).toBe(rows);
  });

  it("refuses what it cannot price: 400 naming the field", async () => {
    const key = await registerClient();
    const base = { state: "NSW", vehiclePrice: 40_000, vehicle: SEDAN };
    const refused = async (body: Record<string, unknown>) => (await expectError(await estimate(key, body), 400, "INVALID_REQUEST")).message;
    expect(await refused({ ...base, postcode: "2000" })).toBe("Field 'state' or 'postcode' is required, but not both");
    expect(await refused({ vehiclePrice: 40_000, vehicle: SEDAN })).toBe("Field 'state' or 'postcode' is required, but not both");
    expect(await refused({ state: "NSW", vehiclePrice: 40_000 })).toBe("Field 'globalCarId' or 'vehicle' is required, but not both");
    expect(await refused({ ...base, vehiclePrice: 0 })).toMatch(/^Field 'vehiclePrice' /);
    expect(await refused({ ...base, vehicle: { ...SEDAN, cab: "dual" } })).toBe("Field 'vehicle.cab' is for a ute, cab chassis, truck or bus only, not a sedan");
    expect(await refused({ ...base, vehicle: { ...SEDAN, powertrain: "bev" } })).toMatch(/^Field 'vehicle.cylinders' must be null/);
    expect(await refused({ ...base, vehicle: { ...SEDAN, bodyType: "Dual Cab Ute" } })).toMatch(/^Field 'vehicle.bodyType' /);
    expect(await refused({ ...base, registrationDate: "2020-01-01" })).toMatch(/^Field 'registrationDate' must be a day from /);
    expect(await refused({ ...base, state: undefined, postcode: "6798" })).toMatch(/^Field 'postcode' cannot be used/);
  });
});
