import { env } from "cloudflare:test";
import { database } from "../../src/db/client";
import { creditEntries, dealerAccessories, dealerInventory, dealerships, vehicles } from "../../src/db/schema";
import { OPENING_NOTE } from "../../src/domain/credits";
import { makeOf } from "../../src/domain/vehicle-make";
import { modelSearchKey } from "../../src/domain/model-search";

const db = () => database(env.DB);

export function uniqueName(prefix: string): string {
  return `${prefix} ${crypto.randomUUID().slice(0, 8)}`;
}

export type DealershipOverrides = Partial<typeof dealerships.$inferInsert>;

export async function createDealership(overrides: DealershipOverrides = {}) {
  const row = {
    id: crypto.randomUUID(),
    name: uniqueName("Test Motors"),
    contactEmail: "sales@test-motors.example.com.au",
    suburb: "Parramatta",
    state: "NSW",
    postcode: "2150",
    approved: true,
    tier: "standard" as const,
    autoRespond: false,
    deliveryFeeCents: 150_000,
    standardMarginCents: 100_000,
    apiMarginCents: null,
    credits: 10,
    ...overrides,
  };
  // With the opening entry of its credit statement, as the demo data and migration 0013 give every
  // dealership: its balance is the sum of its entries from the start.
  await db().batch([
    db().insert(dealerships).values(row),
    db().insert(creditEntries).values({ dealershipId: row.id, seq: 1, at: new Date().toISOString(), change: row.credits, balance: row.credits, reason: "adjustment", note: OPENING_NOTE }),
  ]);
  return row;
}

export async function createVehicle(overrides: Partial<typeof vehicles.$inferInsert> = {}) {
  const model = overrides.model ?? uniqueName("Testmake Model");
  const row = {
    id: crypto.randomUUID(),
    make: makeOf(model),
    model,
    version: "GX 2WD Auto",
    modelSearchKey: modelSearchKey(model),
    bodyClass: "passenger" as const,
    bodyType: "suv" as const,
    powertrain: "ice" as const,
    engine: "2.0L 4cyl petrol",
    cylinders: 4,
    co2GramsPerKm: 160,
    imageUrl: null,
    ...overrides,
  };
  await db().insert(vehicles).values(row);
  return row;
}

export async function stock(dealershipId: string, vehicleId: string, priceCents = 4_500_000, available = true) {
  await db().insert(dealerInventory).values({ dealershipId, vehicleId, priceCents, available });
}

export async function createAccessory(dealershipId: string, name = "Floor mats", priceCents = 25_000) {
  const row = { id: crypto.randomUUID(), dealershipId, name, priceCents };
  await db().insert(dealerAccessories).values(row);
  return row;
}
