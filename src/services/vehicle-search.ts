import { searchVehicles } from "../db/queries/vehicle-search";
import { dollarsToCents } from "../domain/money";
import { searchWords } from "../domain/vehicle-search";
import type { VehicleSearchItem, VehicleSearchQuery } from "../schemas/vehicle-search";
import { vehicleSearchItemView } from "../views/vehicle-search";

/** The dealerships `include=dealerships` names beside each vehicle, at most. */
export const DEALERSHIPS_PER_VEHICLE = 20;

/**
 * The catalogue searched by need, as `GET /api/v1/vehicles` and the console's vehicle search both
 * ask it: the query's filters in the database's terms (cents, word lists), one round trip.
 */
export async function findVehicles(d1: D1Database | D1DatabaseSession, query: VehicleSearchQuery): Promise<{ vehicles: VehicleSearchItem[]; total: number }> {
  const { q, make, bodyType, cab, driveType, powertrain, listPriceMin, listPriceMax, stocked, include, limit, offset, ...filters } = query;
  const { rows, total } = await searchVehicles(
    d1,
    {
      ...filters,
      words: searchWords(q),
      makes: make,
      bodyTypes: bodyType,
      cabs: cab,
      driveTypes: driveType,
      powertrains: powertrain,
      listPriceMinCents: listPriceMin === undefined ? undefined : dollarsToCents(listPriceMin),
      listPriceMaxCents: listPriceMax === undefined ? undefined : dollarsToCents(listPriceMax),
      stocked: stocked === "true",
      dealershipsPerVehicle: include === "dealerships" ? DEALERSHIPS_PER_VEHICLE : null,
    },
    { limit, offset },
  );
  return { vehicles: rows.map(vehicleSearchItemView), total };
}
