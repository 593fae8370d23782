// Accessories: the operator adding one, the dealer keeping its own list. Build time only (./scene.ts).

import type * as z from "zod/mini";
import type { AccessoryRow } from "../db/queries/accessories";
import { accessoryView } from "../views/stock";
import type { AccessoryBody, AdminAccessory, DealerAccessory, DealerAccessoryList } from "../schemas/dealer-accessories";
import { demoAccessory, demoDealership } from "./demo";
import { CHANGED_AT, LOADED_AT, once, pagination, scene } from "./scene";

export const accessoryExamples = /* @__PURE__ */ once(() => {
  const { adelaideCityHyundai, cargoBarrier, dealerKeyIssued } = scene();
  const offered = (name: string) => demoAccessory(demoDealership(adelaideCityHyundai.name), name);
  const tinting = { ...offered("Window tinting"), updatedAt: CHANGED_AT, updatedBy: "dealer", updatedByKeyPrefix: dealerKeyIssued.keyPrefix } satisfies AccessoryRow;
  const mats = { ...offered("Carpet floor mats"), updatedAt: LOADED_AT, updatedBy: null, updatedByKeyPrefix: null } satisfies AccessoryRow;
  return {
    accessory: { id: "6d1f3b52-9a0e-4c7d-8b21-3e5f7a9c0d14", dealershipId: adelaideCityHyundai.id, name: cargoBarrier.name, price: cargoBarrier.price } satisfies z.output<typeof AdminAccessory>,
    dealerAccessoryList: { accessories: [mats, tinting].map(accessoryView), pagination: pagination(2) } satisfies z.output<typeof DealerAccessoryList>,
    dealerAccessoryRequest: { name: tinting.name, price: tinting.priceCents / 100 } satisfies z.input<typeof AccessoryBody>,
    dealerAccessory: accessoryView(tinting) satisfies DealerAccessory,
  };
});
