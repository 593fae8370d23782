import { describe, expect, it } from "vitest";
import { createDealership, createVehicle, stock } from "../helpers/fixtures";
import { admin } from "../helpers/admin";
import { expectError, get, registerClient } from "../helpers/http";

// GET /api/v1/vehicles: the catalogue searched by what a fleet needs. Each scene's vehicles carry a
// make of their own, so that `make=` keeps other tests' vehicles out of its answers.

interface SearchItem {
  id: string;
  make: string;
  model: string;
  version: string;
  listPrice: number | null;
  specs: Record<string, unknown>;
  stockists: { count: number; byState: Record<string, number> };
  dealerships?: { id: string; name: string; state: string | null; postcode: string | null }[];
}
interface SearchAnswer {
  vehicles: SearchItem[];
  pagination: { limit: number; offset: number; count: number; total: number };
}

const newMake = () => `Zq${crypto.randomUUID().slice(0, 8)}`;

/**
 * A small fleet catalogue of one make: a 4x4 dual-cab diesel ute at $58,000, a 2wd single-cab
 * chassis at $40,000, a hybrid SUV at $45,000, an electric van at $65,000 and a hatch without a
 * list price; the ute available at two QLD dealerships and one NSW, the van at one NSW, the hatch
 * only unavailable or at an unapproved dealership.
 */
async function fleetCatalogue() {
  const key = await registerClient();
  const make = newMake();
  const ute = await createVehicle({ make, model: `${make} Workhorse`, version: "SR5 4x4 Double Cab Pick-Up", bodyType: "ute", bodyClass: "commercial", cab: "dual", seats: 5, driveType: "4x4", engine: "2.8L turbo diesel", gvmKg: 3050, fuelLitresPer100Km: 8.9, listPriceCents: 5_800_000 });
  const chassis = await createVehicle({ make, model: `${make} Workhorse`, version: "WorkMate 4x2 Single Cab Chassis", bodyType: "cab-chassis", bodyClass: "commercial", cab: "single", seats: 2, driveType: "2wd", engine: "2.4L turbo diesel", gvmKg: 2810, fuelLitresPer100Km: 7.8, listPriceCents: 4_000_000 });
  const suv = await createVehicle({ make, model: `${make} Roamer`, version: "GXL Hybrid AWD", bodyType: "suv", seats: 5, driveType: "awd", powertrain: "hybrid", engine: "2.5L petrol hybrid", gvmKg: 2230, fuelLitresPer100Km: 4.7, listPriceCents: 4_500_000 });
  const van = await createVehicle({ make, model: `${make} Hauler`, version: "LWB Electric Van", bodyType: "van", bodyClass: "commercial", seats: 3, driveType: "2wd", powertrain: "bev", engine: "Single motor electric", cylinders: null, co2GramsPerKm: 0, gvmKg: 3500, fuelLitresPer100Km: null, listPriceCents: 6_500_000 });
  const hatch = await createVehicle({ make, model: `${make} City`, version: "Hatch Auto", bodyType: "hatch", seats: 5, driveType: "2wd", listPriceCents: null });
  const brisbane = await createDealership({ name: `${make} Brisbane`, state: "QLD", postcode: "4006" });
  const townsville = await createDealership({ name: `${make} Townsville`, state: "QLD", postcode: "4814" });
  const sydney = await createDealership({ name: `${make} Sydney`, state: "NSW", postcode: "2000" });
  const hidden = await createDealership({ name: `${make} Hidden`, state: "VIC", approved: false });
  await stock(townsville.id, ute.id);
  await stock(brisbane.id, ute.id);
  await stock(sydney.id, ute.id);
  await stock(sydney.id, van.id);
  await stock(sydney.id, hatch.id, 3_000_000, false);
  await stock(hidden.id, hatch.id);
  await stock(hidden.id, suv.id);
  return { key, make, ute, chassis, suv, van, hatch, brisbane, townsville, sydney };
}

async function search(key: string, query: string): Promise<SearchAnswer> {
  const response = await get(`/api/v1/vehicles?${query}`, key);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json<SearchAnswer>();
}

const ids = (answer: SearchAnswer) => answer.vehicles.map((v) => v.id);

describe("GET /api/v1/vehicles", () => {
  it("lists a make's vehicles cheapest first, those without a list price last, each with its facts and stockists", async () => {
    const { key, make, ute, chassis, suv, van, hatch } = await fleetCatalogue();
    const answer = await search(key, `make=${make}`);
    expect(ids(answer)).toEqual([chassis.id, suv.id, ute.id, van.id, hatch.id]);
    expect(answer.pagination).toEqual({ limit: 20, offset: 0, count: 5, total: 5 });
    const [first] = answer.vehicles;
    expect(first).toEqual({
      id: chassis.id,
      make,
      model: chassis.model,
      version: chassis.version,
      listPrice: 40_000,
      specs: expect.objectContaining({ bodyType: "cab-chassis", cab: "single", driveType: "2wd", listPrice: 40_000 }),
      stockists: { count: 0, byState: {} },
    });
    expect(answer.vehicles[2]!.stockists).toEqual({ count: 3, byState: { NSW: 1, QLD: 2 } });
  });

  it("never counts an unapproved dealership or stock marked unavailable", async () => {
    const { key, make, suv, hatch } = await fleetCatalogue();
    const answer = await search(key, `make=${make}`);
    for (const vehicle of [suv, hatch]) expect(answer.vehicles.find((v) => v.id === vehicle.id)!.stockists).toEqual({ count: 0, byState: {} });
    expect(ids(await search(key, `make=${make}&stocked=true`))).not.toContain(suv.id);
  });

  it("matches every word of q somewhere in the make, model, version, engine or body words, in any case", async () => {
    const { key, make, ute, chassis, suv, van } = await fleetCatalogue();
    expect(ids(await search(key, `q=${make.toUpperCase()}+dual+cab+4x4`))).toEqual([ute.id]);
    expect(ids(await search(key, `q=${make}+diesel`))).toEqual([chassis.id, ute.id]);
    expect(ids(await search(key, `q=${make}+hybrid`))).toEqual([suv.id]);
    expect(ids(await search(key, `q=${make}+electric+van`))).toEqual([van.id]);
    expect(ids(await search(key, `q=${make}+horse`))).toEqual([chassis.id, ute.id]);
    // Words shorter than three characters are matched too.
    expect(ids(await search(key, `q=${make}+ev`))).toEqual([van.id]);
    expect((await search(key, `q=${make}+sedan`)).pagination.total).toBe(0);
  });

  it("takes each list of values and matches any of them", async () => {
    const { key, make, ute, chassis, suv, van, hatch } = await fleetCatalogue();
    expect(ids(await search(key, `make=${make}&bodyType=ute,cab-chassis`))).toEqual([chassis.id, ute.id]);
    expect(ids(await search(key, `make=${make}&cab=dual`))).toEqual([ute.id]);
    expect(ids(await search(key, `make=${make}&driveType=awd,4x4`))).toEqual([suv.id, ute.id]);
    expect(ids(await search(key, `make=${make}&powertrain=hybrid,bev`))).toEqual([suv.id, van.id]);
    expect(ids(await search(key, `make=${make.toLowerCase()},NoSuchMake&bodyType=hatch`))).toEqual([hatch.id]);
  });

  it("holds the list price bounds inclusive, and refuses a minimum above the maximum", async () => {
    const { key, make, ute, suv } = await fleetCatalogue();
    expect(ids(await search(key, `make=${make}&listPriceMin=45000&listPriceMax=58000`))).toEqual([suv.id, ute.id]);
    expect(ids(await search(key, `make=${make}&listPriceMin=45000.01&listPriceMax=57999.99`))).toEqual([]);
    expect(ids(await search(key, `make=${make}&listPriceMin=58000&listPriceMax=58000`))).toEqual([ute.id]);
    const refused = await expectError(await get(`/api/v1/vehicles?listPriceMin=58000.01&listPriceMax=58000`, key), 400, "INVALID_REQUEST");
    expect(refused.message).toMatch(/listPriceMin/);
  });

  it("holds seats, GVM and fuel at their bounds; an electric vehicle burns no fuel", async () => {
    const { key, make, ute, chassis, suv, van, hatch } = await fleetCatalogue();
    expect(ids(await search(key, `make=${make}&seatsMin=5`))).toEqual([suv.id, ute.id, hatch.id]);
    expect(ids(await search(key, `make=${make}&gvmMaxKg=3050&bodyType=ute,cab-chassis,van`))).toEqual([chassis.id, ute.id]);
    expect(ids(await search(key, `make=${make}&gvmMaxKg=3049&bodyType=ute`))).toEqual([]);
    expect(ids(await search(key, `make=${make}&fuelMaxLitresPer100Km=7.8`))).toEqual([chassis.id, suv.id, van.id]);
    expect(ids(await search(key, `make=${make}&fuelMaxLitresPer100Km=7.7&bodyType=cab-chassis`))).toEqual([]);
  });

  it("narrows to a state in any case, and names who has each vehicle there", async () => {
    const { key, make, ute, van, brisbane, townsville, sydney } = await fleetCatalogue();
    for (const state of ["qld", "QLD", "Qld"]) expect(ids(await search(key, `make=${make}&state=${state}`))).toEqual([ute.id]);
    const nsw = await search(key, `make=${make}&state=nsw&include=dealerships`);
    expect(ids(nsw)).toEqual([ute.id, van.id]);
    expect(nsw.vehicles[0]!.dealerships).toEqual([{ id: sydney.id, name: sydney.name, state: "NSW", postcode: "2000" }]);
    // Without a state, every state's, in name order; the stockists always count all states.
    const all = await search(key, `make=${make}&stocked=true&include=dealerships`);
    expect(all.vehicles[0]!.dealerships!.map((d) => d.id)).toEqual([brisbane.id, sydney.id, townsville.id]);
    expect(nsw.vehicles[0]!.stockists.count).toBe(3);
    expect((await search(key, `make=${make}`)).vehicles[0]).not.toHaveProperty("dealerships");
  });

  it("counts stockists as stock and dealerships change, whoever changes them", async () => {
    const key = await registerClient();
    const make = newMake();
    const vehicle = await createVehicle({ make, model: `${make} Counted` });
    const perth = await createDealership({ name: `${make} Perth`, state: "WA" });
    const darwin = await createDealership({ name: `${make} Darwin`, state: "NT", approved: false });
    const stockists = async () => (await search(key, `make=${make}`)).vehicles[0]!.stockists;
    const inState = async (state: string) => (await search(key, `make=${make}&state=${state}`)).pagination.total;

    await stock(perth.id, vehicle.id);
    await stock(darwin.id, vehicle.id);
    expect(await stockists()).toEqual({ count: 1, byState: { WA: 1 } });
    expect(await admin(`/dealerships/${darwin.id}`, "PATCH", { approved: true })).toHaveProperty("status", 200);
    expect(await stockists()).toEqual({ count: 2, byState: { NT: 1, WA: 1 } });
    expect(await admin(`/dealerships/${perth.id}/inventory/${vehicle.id}`, "PUT", { price: 45000, available: false })).toHaveProperty("status", 200);
    expect(await stockists()).toEqual({ count: 1, byState: { NT: 1 } });
    expect(await inState("WA")).toBe(0);
    expect(await admin(`/dealerships/${darwin.id}`, "PATCH", { state: "SA" })).toHaveProperty("status", 200);
    expect([await inState("NT"), await inState("SA")]).toEqual([0, 1]);
    expect(await admin(`/dealerships/${darwin.id}`, "PATCH", { state: null })).toHaveProperty("status", 200);
    // A dealership without a state still has it available: counted, under no state.
    expect(await stockists()).toEqual({ count: 1, byState: {} });
    expect(await admin(`/dealerships/${darwin.id}`, "PATCH", { approved: false })).toHaveProperty("status", 200);
    expect(await stockists()).toEqual({ count: 0, byState: {} });
    expect(await admin(`/dealerships/${perth.id}/inventory/${vehicle.id}`, "PUT", { price: 45000, available: true })).toHaveProperty("status", 200);
    expect(await stockists()).toEqual({ count: 1, byState: { WA: 1 } });
    expect((await search(key, `make=${make}&stocked=true`)).pagination.total).toBe(1);
  });

  it("names at most 20 dealerships for a vehicle, and counts them all", async () => {
    const key = await registerClient();
    const make = newMake();
    const vehicle = await createVehicle({ make, model: `${make} Fleetline` });
    for (let i = 0; i < 21; i++) await stock((await createDealership({ name: `${make} ${String(i).padStart(2, "0")}`, state: "WA" })).id, vehicle.id);
    const [item] = (await search(key, `make=${make}&include=dealerships`)).vehicles;
    expect(item!.dealerships).toHaveLength(20);
    expect(item!.dealerships![19]!.name).toBe(`${make} 19`);
    expect(item!.stockists).toEqual({ count: 21, byState: { WA: 21 } });
  });

  it("sorts as asked, and pages with the total on every page, past the last one too", async () => {
    const { key, make, ute, chassis, suv, van, hatch } = await fleetCatalogue();
    expect(ids(await search(key, `make=${make}&sort=-listPrice`))).toEqual([van.id, ute.id, suv.id, chassis.id, hatch.id]);
    expect(ids(await search(key, `make=${make}&sort=model`))).toEqual(
      [chassis, ute, suv, van, hatch].sort((a, b) => (a.model === b.model ? (a.id < b.id ? -1 : 1) : a.model < b.model ? -1 : 1)).map((v) => v.id),
    );
    const second = await search(key, `make=${make}&limit=2&offset=2`);
    expect(ids(second)).toEqual([ute.id, van.id]);
    expect(second.pagination).toEqual({ limit: 2, offset: 2, count: 2, total: 5 });
    expect((await search(key, `make=${make}&limit=2&offset=5`)).pagination).toEqual({ limit: 2, offset: 5, count: 0, total: 5 });
  });

  it("answers no match with 200 and a total of 0", async () => {
    const key = await registerClient();
    expect(await search(key, `make=${newMake()}`)).toEqual({ vehicles: [], pagination: { limit: 20, offset: 0, count: 0, total: 0 } });
  });

  it("refuses an unknown value, a q over 100 characters and a malformed number with 400 naming the parameter", async () => {
    const key = await registerClient();
    for (const [query, field] of [
      ["bodyType=ute,boat", "bodyType"],
      ["cab=quad", "cab"],
      ["driveType=4X4", "driveType"],
      ["powertrain=diesel", "powertrain"],
      ["state=XX", "state"],
      ["sort=price", "sort"],
      ["include=prices", "include"],
      ["stocked=yes", "stocked"],
      ["seatsMin=0", "seatsMin"],
      ["listPriceMax=-1", "listPriceMax"],
      ["fuelMaxLitresPer100Km=1e3", "fuelMaxLitresPer100Km"],
      ["make=,", "make"],
      [`q=${"x".repeat(101)}`, "q"],
    ] as const) {
      const refused = await expectError(await get(`/api/v1/vehicles?${query}`, key), 400, "INVALID_REQUEST");
      expect(refused.message, query).toContain(`'${field}'`);
    }
    expect((await search(key, `q=${"x".repeat(100)}`)).pagination.total).toBe(0);
  });

  it("costs one request of the hour's limit", async () => {
    const key = await registerClient();
    const remaining = async (query: string) => Number(/r=(\d+)/.exec((await get(`/api/v1/vehicles?${query}`, key)).headers.get("RateLimit") ?? "")?.[1]);
    const before = await remaining("q=ute");
    expect(await remaining("q=ute&include=dealerships&state=qld")).toBe(before - 1);
  });
});
