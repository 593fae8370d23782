import * as z from "zod/mini";
import { DateTime, Pagination, requiredText, Uuid } from "./common";
import { type SchemaDescriber, MONEY, GST_INCLUSIVE, UPDATED_AT, UPDATED_BY } from "./described";
import { omit } from "./fields";
import { Dollars } from "./money";

/** An accessory a dealership offers, as answers show it (a quote's lines show its name and price). */
export const accessoryFields = { id: Uuid, name: z.string(), price: z.number() };

/** An accessory as a write takes it (the operator's, the dealer's, a completion's lines). */
export const accessoryInput = { name: requiredText(200), price: Dollars };

export const AccessoryBody = z.object(accessoryInput);

/** An accessory as the operator sees it: which dealership offers it. */
export const AdminAccessory = z.object({ id: accessoryFields.id, dealershipId: Uuid, ...omit(accessoryFields, ["id"]) });

export const DealerAccessory = z.object({
  ...accessoryFields,
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
  const fields = { id: "The accessory's id: FMOs send it in `accessoryIds`.", name: "What it is.", price: `Its price (${MONEY}; ${GST_INCLUSIVE}).` };
  d.named(AccessoryBody, "AccessoryInput", "An accessory a dealership offers.", omit(fields, ["id"]));
  d.named(AdminAccessory, "Accessory", "An accessory a dealership offers.", { id: fields.id, dealershipId: "The dealership.", ...omit(fields, ["id"]) });
  d.named(DealerAccessory, "DealerAccessory", "An accessory a dealership offers, as the dealership keeps it.", {
    ...fields,
    updatedAt: UPDATED_AT,
    updatedBy: UPDATED_BY,
  });
  d.named(DealerAccessoryList, "DealerAccessoryList", "A page of a dealership's accessories.", { accessories: "Accessories in name order.", pagination: "Where this page sits." });
}
