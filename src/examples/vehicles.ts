// The catalogue as the operator keeps it: a vehicle added with its facts, then its tare and list
// price corrected. Build time only (./scene.ts).

import type * as z from "zod/mini";
import { dollarsToCents } from "../domain/money";
import { adminVehicleView } from "../views/vehicles";
import type { AdminVehicleList } from "../schemas/admin";
import { storedVehicle, type AdminVehicle, type CreateVehicle, type UpdateVehicle } from "../schemas/vehicles";
import { once, pagination } from "./scene";

export const vehicleExamples = /* @__PURE__ */ once(() => {
  const createVehicle = {
    model: "Toyota HiLux",
    version: "SR5 Double Cab 4x4",
    bodyType: "ute",
    cab: "dual",
    seats: 5,
    driveType: "4x4",
    powertrain: "ice",
    engine: "2.8L 4cyl turbo diesel",
    cylinders: 4,
    co2GramsPerKm: 218,
    fuelLitresPer100Km: 8.4,
    tareKg: 2140,
    gvmKg: 3050,
    listPrice: 62_290,
    imageUrl: "https://images.fleetquote.example/vehicles/toyota-hilux-sr5.jpg",
  } satisfies z.input<typeof CreateVehicle>;
  const updateVehicle = { tareKg: 2155, listPrice: 63_490 } satisfies z.input<typeof UpdateVehicle>;

  /** The vehicle as the catalogue stores it: the facts as written, the old class they imply. */
  const stored = (vehicle: typeof createVehicle) => ({
    ...storedVehicle().parse({ id: "9b0e2c4d-6f81-4a3b-9c5d-7e1f2a3b4c5d", ...vehicle, bodyClass: "commercial", listPriceCents: dollarsToCents(vehicle.listPrice) }),
    createdAt: "2026-11-23T12:49:45.112Z",
  });
  const adminVehicle = adminVehicleView(stored(createVehicle)) satisfies AdminVehicle;

  return {
    createVehicle,
    updateVehicle,
    adminVehicle,
    adminVehicleUpdated: adminVehicleView(stored({ ...createVehicle, ...updateVehicle })) satisfies AdminVehicle,
    adminCatalogue: { vehicles: [adminVehicle], pagination: pagination(1) } satisfies z.output<typeof AdminVehicleList>,
  };
});
