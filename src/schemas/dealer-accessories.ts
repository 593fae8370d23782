import * as z from "zod/mini";
import { DateTime, Pagination, Uuid } from "./common";
import { type SchemaDescriber, MONEY, GST_INCLUSIVE, UPDATED_AT, UPDATED_BY } from "./described";

export const DealerAccessory = z.object({
  id: Uuid,
  name: z.string(),
  price: z.number(),
  updatedAt: DateTime,
  updatedBy: z.nullable(z.string()),
});

export const DealerAccessoryList = z.object({
  accessories: z.array(DealerAccessory),
  pagination: Pagination,
});

export type DealerAccessory = z.output<typeof DealerAccessory>;

/** Build time only: how the API description names and explains these shapes (see ./described.ts). */
export function describeDealerAccessorySchemas(d: SchemaDescriber): void {
  d.named(DealerAccessory, "DealerAccessory", "An accessory a dealership offers, as the dealership keeps it.", {
    id: "The accessory's id: FMOs send it in `accessoryIds`.",
    name: "What it is.",
    price: `Its price (${MONEY}; ${GST_INCLUSIVE}).`,
    updatedAt: UPDATED_AT,
    updatedBy: UPDATED_BY,
  });
  d.named(DealerAccessoryList, "DealerAccessoryList", "A page of a dealership's accessories.", { accessories: "Accessories in name order.", pagination: "Where this page sits." });
}
