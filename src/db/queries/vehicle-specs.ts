import { getTableColumns } from "drizzle-orm";
import { pick } from "../../schemas/fields";
import { PRICING_FACTS, VEHICLE_FIELDS, type VehicleField } from "../../schemas/vehicles";
import { dealerInventory, vehicles } from "../schema";

// The columns a vehicle is read from, taken from its one definition (src/schemas/vehicles.ts): a
// field added there is read by every query below (and the compiler asks for its column).

/** The columns of a vehicle's fields (the list price in cents): what every answer showing a vehicle reads. */
const STORED_FIELDS = VEHICLE_FIELDS.map((name) => (name === "listPrice" ? "listPriceCents" : name)) as (Exclude<VehicleField, "listPrice"> | "listPriceCents")[];

/** A vehicle's physical facts as pricing reads them (src/pricing/vehicle.ts: VehicleFacts). */
export const vehicleFactColumns = pick(getTableColumns(vehicles), PRICING_FACTS);

/** The vehicle columns every answer that shows a vehicle reads: its id and every field. */
export const vehicleColumns = { id: vehicles.id, ...pick(getTableColumns(vehicles), STORED_FIELDS) };

export type VehicleRow = {
  [K in keyof typeof vehicleColumns]: (typeof vehicleColumns)[K]["_"]["notNull"] extends true
    ? (typeof vehicleColumns)[K]["_"]["data"]
    : (typeof vehicleColumns)[K]["_"]["data"] | null;
};

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
