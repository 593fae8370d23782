// What an FMO browses: approved dealerships, a dealership's stock, search, who stocks a vehicle.
// Build time only (./scene.ts).

import { centsToDollars } from "../domain/money";
import type { VehicleSearchResponse } from "../schemas/vehicle-search";
import { inventoryItemView, vehicleSpecsView, vehicleSummaryView } from "../views/vehicles";
import type { DealerInventoryResponse, DealerListResponse, VehicleDealershipList } from "../schemas/dealers";
import type { InventorySearchResponse } from "../schemas/inventory";
import { approvedDealers, dealership, once, pagination, scene, vehicle } from "./scene";

export const dealerExamples = /* @__PURE__ */ once(() => {
  const { parramattaToyota, rav4Gx } = scene();
  const rav4Gxl = vehicle("Toyota RAV4 Hybrid", "GXL 2WD");
  const rav4Cruiser = vehicle("Toyota RAV4 Hybrid", "Cruiser AWD");
  const brisbaneCityToyota = dealership("Brisbane City Toyota");
  return {
    dealerList: { dealers: approvedDealers(2), pagination: pagination(2) } satisfies DealerListResponse,
    dealerInventory: { dealershipId: parramattaToyota.id, inventory: [rav4Gxl, rav4Cruiser].map(inventoryItemView), pagination: pagination(2) } satisfies DealerInventoryResponse,
    inventorySearch: { vehicles: [rav4Gx, rav4Gxl].map(vehicleSummaryView), pagination: pagination(2) } satisfies InventorySearchResponse,
    vehicleDealerships: {
      dealerships: [brisbaneCityToyota, parramattaToyota].map((d) => ({ id: d.id, name: d.name, suburb: d.suburb, state: d.state, postcode: d.postcode, autoRespond: d.autoRespond })),
      pagination: { ...pagination(2), total: 2 },
    } satisfies VehicleDealershipList,
    vehicleSearch: {
      vehicles: [rav4Gx, rav4Gxl].map((v) => ({
        id: v.id,
        make: v.make,
        model: v.model,
        version: v.version,
        listPrice: v.listPriceCents === null ? null : centsToDollars(v.listPriceCents),
        specs: vehicleSpecsView(v),
        stockists: { count: 2, byState: { NSW: 1, QLD: 1 } },
        dealerships: [brisbaneCityToyota, parramattaToyota].map((d) => ({ id: d.id, name: d.name, state: d.state, postcode: d.postcode })),
      })),
      pagination: { ...pagination(2), total: 5 },
    } satisfies VehicleSearchResponse,
  };
});
