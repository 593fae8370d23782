// The demo data (seed/demo.json: the same rows `npm run dev` loads from seed/demo.sql), looked up
// by name, for the examples of the API description. Build time only.

import demo from "../../seed/demo.json";

export type DemoDealership = (typeof demo.dealerships)[number];
export type DemoVehicle = (typeof demo.vehicles)[number];

function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The demo data (seed/demo.json) has no ${what}`);
  return value;
}

export function demoDealership(name: string): DemoDealership {
  return found(
    demo.dealerships.find((d) => d.name === name),
    `dealership ${name}`,
  );
}

export function demoVehicle(model: string, version: string): DemoVehicle {
  return found(
    demo.vehicles.find((v) => v.model === model && v.version === version),
    `vehicle ${model} ${version}`,
  );
}

/** A dealership's stock price of a vehicle, in cents. */
export function demoStockPriceCents(dealership: DemoDealership, vehicle: DemoVehicle): number {
  return found(
    demo.stock.find((s) => s.dealershipId === dealership.id && s.vehicleId === vehicle.id),
    `stock of ${vehicle.model} ${vehicle.version} at ${dealership.name}`,
  ).priceCents;
}

export function demoAccessory(dealership: DemoDealership, name: string) {
  return found(
    demo.accessories.find((a) => a.dealershipId === dealership.id && a.name === name),
    `accessory ${name} at ${dealership.name}`,
  );
}

/** The approved dealerships as FMOs list them: in name order. */
export function demoApprovedDealerships(): DemoDealership[] {
  return demo.dealerships.filter((d) => d.approved).sort((a, b) => a.name.localeCompare(b.name));
}
