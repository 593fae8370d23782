// Turns the demo data (scripts/demo-data/) into the rows of seed/demo.sql: ids, e-mail
// addresses, which versions each dealership stocks, and at what price.

import type { DealerSpec, StockRowSpec, VehicleFamily, VehicleSpec } from "../demo-data/types.ts";
import { dollars, stableInt, stableUuid } from "./derive.ts";

export interface Dealer extends DealerSpec {
  id: string;
  contactEmail: string;
}

export interface Vehicle extends VehicleSpec {
  id: string;
  key: string;
}

export interface InventoryRow {
  dealer: Dealer;
  vehicle: Vehicle;
  priceCents: number;
  available: boolean;
}

export interface AccessoryRow {
  id: string;
  dealer: Dealer;
  name: string;
  priceCents: number;
}

export interface DemoRows {
  dealers: Dealer[];
  vehicles: Vehicle[];
  inventory: InventoryRow[];
  accessories: AccessoryRow[];
}

/** Everything scripts/demo-data/ holds, as the generator takes it. */
export interface DemoData {
  dealerSpecs: readonly DealerSpec[];
  vehicleFamilies: readonly VehicleFamily[];
  /** Stocked but not currently available. */
  unavailableRows: readonly StockRowSpec[];
  /** The model only the unapproved dealership stocks. */
  unapprovedOnlyModel: string;
  /** The model stocked only as unavailable. */
  unavailableOnlyModel: string;
}

export function buildRows(data: DemoData): DemoRows {
  const dealers: Dealer[] = data.dealerSpecs.map((d) => ({
    ...d,
    id: stableUuid(`dealer:${d.name}`),
    contactEmail: `fleet@${d.emailDomain}`,
  }));

  const vehicleSpecs: VehicleSpec[] = data.vehicleFamilies.flatMap((f) => f.versions.map((v) => ({ ...f.base, ...v, model: f.model })));
  const vehicles: Vehicle[] = vehicleSpecs.map((v) => ({
    ...v,
    id: stableUuid(`vehicle:${v.model}|${v.version}`),
    key: `${v.model}|${v.version}`,
  }));

  const unavailableKeys = new Set(data.unavailableRows.map(([dealer, model, version]) => `${dealer}|${model}|${version}`));

  const inventory: InventoryRow[] = [];
  for (const dealer of dealers) {
    for (const vehicle of vehicles) {
      if (!dealer.models.includes(vehicle.model)) continue;
      const rowKey = `${dealer.name}|${vehicle.key}`;
      // Partial-range dealers skip roughly one version in five (always keeping single-version models).
      const singleVersion = vehicles.filter((v) => v.model === vehicle.model).length === 1;
      if (!dealer.fullRange && !singleVersion && stableInt(`skip:${rowKey}`, 5) === 0) continue;
      // -2.0% .. +3.0% per row, then the dealer's own factor, rounded to whole $10.
      const variation = 1 + (stableInt(`price:${rowKey}`, 501) - 200) / 10000;
      const price = Math.round((vehicle.rrp * variation * dealer.priceFactor) / 10) * 10;
      inventory.push({ dealer, vehicle, priceCents: dollars(price), available: !unavailableKeys.has(rowKey) });
    }
  }

  const accessories: AccessoryRow[] = dealers.flatMap((dealer) =>
    dealer.accessories.map(([name, price]) => ({
      id: stableUuid(`accessory:${dealer.name}|${name}`),
      dealer,
      name,
      priceCents: dollars(price),
    })),
  );

  return { dealers, vehicles, inventory, accessories };
}
