import type { VehicleSearchRow } from "../db/queries/vehicle-search";
import type { VehicleRow } from "../db/queries/vehicle-specs";
import { centsToDollars } from "../domain/money";
import type { VehicleSearchItem } from "../schemas/vehicle-search";
import { vehicleSpecsView } from "./vehicles";

/** A search result: the vehicle, its facts, and the approved dealerships that have it available. */
export function vehicleSearchItemView(row: VehicleSearchRow): VehicleSearchItem {
  const byStateRows = JSON.parse(row.stockists) as { state: string; count: number }[];
  // A dealership without a state counts, under none.
  const byState = Object.fromEntries(byStateRows.filter((entry) => entry.state !== "").map((entry) => [entry.state, entry.count]));
  return {
    id: row.id,
    make: row.make,
    model: row.model,
    version: row.version,
    listPrice: row.listPriceCents === null ? null : centsToDollars(row.listPriceCents),
    specs: vehicleSpecsView(row as unknown as VehicleRow),
    stockists: { count: byStateRows.reduce((sum, entry) => sum + entry.count, 0), byState },
    ...(row.dealerships === null ? {} : { dealerships: JSON.parse(row.dealerships) as NonNullable<VehicleSearchItem["dealerships"]> }),
  };
}
