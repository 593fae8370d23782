import type { VehicleRow } from "../db/queries/vehicle-specs";
import { centsToDollars } from "../domain/money";
import { omit } from "../schemas/fields";
import { VEHICLE_FIELDS, type AdminVehicle, type CatalogueVehicle, type DealerInventoryItem, type VehicleSpecs, type VehicleSummary, type VehicleView } from "../schemas/vehicles";

// A vehicle as answers show it: one view of the stored row (./vehicle-specs' columns) into every
// field of its definition (src/schemas/vehicles.ts), which each shape takes its part of.

/** Every field of a vehicle, in its definition's order: stored values as they are, the list price in dollars. */
export function vehicleView(row: Omit<VehicleRow, "id">): VehicleView {
  return Object.fromEntries(
    VEHICLE_FIELDS.map((name) => [name, name === "listPrice" ? (row.listPriceCents === null ? null : centsToDollars(row.listPriceCents)) : row[name]]),
  ) as VehicleView;
}

/** A catalogue vehicle as the operator sees it: its facts first, as its answers have always listed them. */
export function adminVehicleView(row: VehicleRow & { createdAt: string }): AdminVehicle {
  const { make, model, version, bodyClass, engine, listPrice, imageUrl, ...facts } = vehicleView(row);
  return { id: row.id, make, model, version, ...facts, bodyClass, engine, listPrice, imageUrl, createdAt: row.createdAt };
}

export function vehicleSpecsView(row: VehicleRow): NonNullable<VehicleSpecs> {
  return omit(vehicleView(row), ["make", "model", "version", "imageUrl"]);
}

/** The spec's vehicle summary (2.7). */
export function vehicleSummaryView(row: VehicleRow): VehicleSummary {
  return { id: row.id, model: row.model, version: row.version, specs: vehicleSpecsView(row), imageUrl: row.imageUrl };
}

/** A dealership's stock item (spec 2.6): the vehicle summary, its id named `globalCarId`. */
export function inventoryItemView(row: VehicleRow): DealerInventoryItem {
  const { id: globalCarId, ...vehicle } = vehicleSummaryView(row);
  return { globalCarId, ...vehicle };
}

/** A catalogue vehicle as a dealership chooses what to stock. */
export function catalogueVehicleView(row: VehicleRow & { inStock: number }): CatalogueVehicle {
  return { id: row.id, ...omit(vehicleView(row), ["engine", "imageUrl"]), inStock: Boolean(row.inStock) };
}
