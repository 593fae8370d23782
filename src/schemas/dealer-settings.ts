import * as z from "zod/mini";
import { Dollars } from "./admin";
import { DateTime } from "./common";

/** Refused with a message that says whose they are, rather than ignored like unknown fields. */
const operatorsOwn = z.optional(z.never("is set by your Fleet Quote operator, not by the dealership"));

export const UpdateDealerSettings = z.object({
  deliveryFee: z.optional(Dollars),
  standardMargin: z.optional(Dollars),
  apiMargin: z.optional(z.nullable(Dollars)),
  tier: operatorsOwn,
  autoRespond: operatorsOwn,
  approved: operatorsOwn,
  credits: operatorsOwn,
  quoteValidityDays: operatorsOwn,
});

export const DealerSettings = z.object({
  deliveryFee: z.number(),
  standardMargin: z.number(),
  apiMargin: z.nullable(z.number()),
  updatedAt: z.nullable(DateTime),
  updatedBy: z.nullable(z.string()),
  operator: z.object({
    tier: z.enum(["standard", "enterprise"]),
    autoRespond: z.boolean(),
    approved: z.boolean(),
    credits: z.int(),
    quoteValidityDays: z.int(),
  }),
});

export type DealerSettings = z.output<typeof DealerSettings>;
export type UpdateDealerSettings = z.output<typeof UpdateDealerSettings>;
