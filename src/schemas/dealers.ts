import * as z from "zod/mini";
import { AnyCaseState, Pagination, PaginationQuery, PaginationWithTotal, Uuid } from "./common";
import { omit } from "./fields";
import { type SchemaDescriber } from "./described";
import { DealerInventoryItem } from "./vehicles";

/**
 * A dealership's fields as answers show it to FMOs, in their order: each shape that names a
 * dealership (the dealer list, a quote's dealership) takes its part of them.
 */
export const dealershipFields = {
  id: Uuid,
  name: z.string(),
  email: z.nullable(z.string()),
  suburb: z.nullable(z.string()),
  state: z.nullable(z.string()),
  postcode: z.nullable(z.string()),
  autoRespond: z.boolean(),
};

/** An approved dealership, as FMOs list them. */
export const Dealer = z.object(omit(dealershipFields, ["email"]));

export const DealerListResponse = z.object({
  dealers: z.array(Dealer),
  pagination: Pagination,
});

export const DealerInventoryResponse = z.object({
  dealershipId: Uuid,
  inventory: z.array(DealerInventoryItem),
  pagination: Pagination,
});

/** Who has a vehicle available: approved dealerships, optionally of one state. */
export const VehicleDealershipsQuery = z.extend(PaginationQuery, { state: z.optional(AnyCaseState) });

export const VehicleDealershipList = z.object({
  dealerships: z.array(Dealer),
  pagination: PaginationWithTotal,
});

export type Dealer = z.output<typeof Dealer>;
export type VehicleDealershipList = z.output<typeof VehicleDealershipList>;
export type DealerListResponse = z.output<typeof DealerListResponse>;
export type DealerInventoryResponse = z.output<typeof DealerInventoryResponse>;

/** Build time only: how the API description names and explains these shapes (see ./described.ts). */
export function describeDealerSchemas(d: SchemaDescriber): void {
  d.named(Dealer, "Dealer", "An approved dealership.", {
    id: "The dealership's id: send it as `dealershipId` when asking for a quote.",
    name: "Trading name.",
    suburb: "Suburb, when known.",
    state: "State or territory code, when known.",
    postcode: "Postcode, when known.",
    autoRespond: "True when the dealership prices quotes at once (the creation response then has status `completed`); false when it reviews them by hand.",
  });
  d.named(DealerListResponse, "DealerList", "A page of approved dealerships, in name order.", {
    dealers: "The dealerships on this page.",
    pagination: "Where this page sits.",
  });
  d.named(DealerInventoryResponse, "DealerInventory", "A page of one dealership's available vehicles.", {
    dealershipId: "The dealership, in canonical form.",
    inventory: "The vehicles on this page.",
    pagination: "Where this page sits.",
  });
  d.named(VehicleDealershipList, "VehicleDealershipList", "A page of the approved dealerships that have a vehicle available, in name order.", {
    dealerships: "The dealerships on this page, as the dealer list shows them.",
    pagination: "Where this page sits.",
  });
}
