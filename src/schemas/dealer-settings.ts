import * as z from "zod/mini";
import { Dollars } from "./money";
import { DateTime } from "./common";
import { type SchemaDescriber, MONEY, GST_INCLUSIVE, UPDATED_BY } from "./described";

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

/** Build time only: how the API description names and explains these shapes (see ./described.ts). */
export function describeDealerSettingsSchemas(d: SchemaDescriber): void {
  const dealerPrices = {
    deliveryFee: `Dealer delivery added to every quote (${MONEY}; ${GST_INCLUSIVE}).`,
    standardMargin: `Margin added to the stock price (${MONEY}; ${GST_INCLUSIVE}).`,
    apiMargin: `Margin for quotes asked through the API instead of the standard one (${MONEY}; ${GST_INCLUSIVE}); null for the same as standard.`,
  };
  d.named(UpdateDealerSettings, "DealerSettingsUpdate", "The prices to change; fields left out stay as they are. The operator's fields are refused.", {
    ...dealerPrices,
    tier: "Set by the operator: refused.",
    autoRespond: "Set by the operator: refused.",
    approved: "Set by the operator: refused.",
    credits: "Set by the operator: refused.",
    quoteValidityDays: "Set by the operator: refused.",
  });
  d.named(DealerSettings, "DealerSettings", "What a dealership prices its quotes with, and what the operator decides for it.", {
    ...dealerPrices,
    updatedAt: "When the delivery fee or a margin was last changed; null if never since changes were recorded.",
    updatedBy: UPDATED_BY,
    operator: "Decided by the operator, to read only: tier, auto-respond (enterprise tier only), approval, quote credits left, and how many days a priced quote holds.",
  });
}
