// Writes the demo rows as JSON (seed/demo.json): the same dealerships, vehicles, stock and
// accessories as seed/demo.sql, for what shows the demo data without a database. The examples of
// the API description (src/examples/) are built from it, so they show the facts `npm run dev`
// serves. Amounts are integer cents, as stored.

import { bodyClassOf, dollars, vehicleImageUrl } from "./derive.ts";
import type { DemoRows } from "./rows.ts";

export function demoFacts(rows: DemoRows, imageBase: string) {
  return {
    dealerships: rows.dealers.map((d) => ({
      id: d.id,
      name: d.name,
      contactEmail: d.contactEmail,
      suburb: d.suburb,
      state: d.state,
      postcode: d.postcode,
      approved: d.approved,
      tier: d.tier,
      autoRespond: d.autoRespond,
      deliveryFeeCents: dollars(d.deliveryFee),
      standardMarginCents: dollars(d.standardMargin),
      apiMarginCents: d.apiMargin === null ? null : dollars(d.apiMargin),
      credits: d.credits,
    })),
    vehicles: rows.vehicles.map((v) => ({
      id: v.id,
      model: v.model,
      version: v.version,
      bodyClass: bodyClassOf(v),
      bodyType: v.bodyType,
      cab: v.cab,
      seats: v.seats,
      driveType: v.driveType,
      powertrain: v.powertrain,
      engine: v.engine,
      cylinders: v.cylinders,
      co2GramsPerKm: v.co2,
      fuelLitresPer100Km: v.fuelLitresPer100Km,
      tareKg: v.tareKg,
      gvmKg: v.gvmKg,
      listPriceCents: dollars(v.rrp),
      imageUrl: vehicleImageUrl(v, imageBase),
    })),
    stock: rows.inventory.map((i) => ({ dealershipId: i.dealer.id, vehicleId: i.vehicle.id, priceCents: i.priceCents, available: i.available })),
    accessories: rows.accessories.map((a) => ({ id: a.id, dealershipId: a.dealer.id, name: a.name, priceCents: a.priceCents })),
  };
}
