import * as z from "zod/mini";
import { DateTime, Pagination, Uuid } from "./common";

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
