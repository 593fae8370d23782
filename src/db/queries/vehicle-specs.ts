import { centsToDollars } from "../../domain/money";
import type { VehicleSpecs } from "../../schemas/dealers";
import { dealerInventory, vehicles } from "../schema";

/** A vehicle's physical facts (pricing/vehicle.ts: VehicleFacts), which pricing reads and every view shows. */
export const vehicleFactColumns = {
  bodyType: vehicles.bodyType,
  cab: vehicles.cab,
  seats: vehicles.seats,
  driveType: vehicles.driveType,
  powertrain: vehicles.powertrain,
  cylinders: vehicles.cylinders,
  co2GramsPerKm: vehicles.co2GramsPerKm,
  fuelLitresPer100Km: vehicles.fuelLitresPer100Km,
  tareKg: vehicles.tareKg,
  gvmKg: vehicles.gvmKg,
};

/** The vehicle columns every inventory and search response shows. */
export const vehicleColumns = {
  id: vehicles.id,
  model: vehicles.model,
  version: vehicles.version,
  imageUrl: vehicles.imageUrl,
  bodyClass: vehicles.bodyClass,
  ...vehicleFactColumns,
  engine: vehicles.engine,
  listPriceCents: vehicles.listPriceCents,
};

export type VehicleRow = {
  [K in keyof typeof vehicleColumns]: (typeof vehicleColumns)[K]["_"]["notNull"] extends true
    ? (typeof vehicleColumns)[K]["_"]["data"]
    : (typeof vehicleColumns)[K]["_"]["data"] | null;
};

export function vehicleSpecs(row: VehicleRow): VehicleSpecs {
  return {
    bodyType: row.bodyType,
    bodyClass: row.bodyClass,
    cab: row.cab,
    seats: row.seats,
    driveType: row.driveType,
    powertrain: row.powertrain,
    engine: row.engine,
    cylinders: row.cylinders,
    co2GramsPerKm: row.co2GramsPerKm,
    fuelLitresPer100Km: row.fuelLitresPer100Km,
    tareKg: row.tareKg,
    gvmKg: row.gvmKg,
    listPrice: row.listPriceCents === null ? null : centsToDollars(row.listPriceCents),
  };
}

/** The spec's vehicle summary (2.7); the dealer inventory item (2.6) is the same with `globalCarId`. */
export function vehicleSummary(row: VehicleRow) {
  return { id: row.id, model: row.model, version: row.version, specs: vehicleSpecs(row), imageUrl: row.imageUrl };
}

/** A dealership's stock item (spec 2.6): the vehicle summary, its id named `globalCarId`. */
export function dealerInventoryItem(row: VehicleRow) {
  const { id: globalCarId, ...vehicle } = vehicleSummary(row);
  return { globalCarId, ...vehicle };
}

/** A vehicle as pricing needs it, with its price in a dealership's stock (a join on dealer_inventory). */
export const stockVehicleColumns = {
  id: vehicles.id,
  model: vehicles.model,
  version: vehicles.version,
  imageUrl: vehicles.imageUrl,
  ...vehicleFactColumns,
  listPriceCents: vehicles.listPriceCents,
  priceCents: dealerInventory.priceCents,
};
