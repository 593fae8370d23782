import { database } from "../db/client";
import { findDealerSettings, updateDealerSettings } from "../db/queries/dealer-settings";
import { changedPrices } from "../domain/dealer-prices";
import { dollarsToCents } from "../domain/money";
import { changeMade } from "../http/change-made";
import { logChange } from "../http/change-log";
import { dealerSettingsView } from "../views/stock";
import { dealerKeyAuthor } from "../http/dealer-author";
import { DealerSettings, UpdateDealerSettings } from "../schemas/dealer-settings";
import { dealershipExamples } from "../examples/dealerships";
import { operation, type OperationTexts } from "./operations";

/** Dollars of a settings request as the columns they set; fields left out stay out. */
function settingsColumns(input: { deliveryFee?: number; standardMargin?: number; apiMargin?: number | null }) {
  return {
    ...(input.deliveryFee === undefined ? {} : { deliveryFeeCents: dollarsToCents(input.deliveryFee) }),
    ...(input.standardMargin === undefined ? {} : { standardMarginCents: dollarsToCents(input.standardMargin) }),
    ...(input.apiMargin === undefined ? {} : { apiMarginCents: input.apiMargin === null ? null : dollarsToCents(input.apiMargin) }),
  };
}

/**
 * What a dealership prices its quotes with: its delivery fee and margins (its own to change) and,
 * to read only, what the operator decides (tier, auto-respond, approval, credits, validity).
 */
export const dealerSettingsOperations = [
  operation({ id: "getDealerSettings", method: "get", path: "/api/v1/dealer/settings", auth: "dealerKey" }, async (c) => {
    return c.json(dealerSettingsView((await findDealerSettings(database(c.env.DB), c.var.dealershipId))!));
  }),
  operation({ id: "updateDealerSettings", method: "patch", path: "/api/v1/dealer/settings", auth: "dealerKey", body: UpdateDealerSettings }, async (c) => {
    const db = database(c.env.DB);
    const current = (await findDealerSettings(db, c.var.dealershipId))!;
    const changes = changedPrices(current, settingsColumns(c.req.valid("json")));
    if (Object.keys(changes).length > 0) {
      const changedBy = await dealerKeyAuthor(c);
      await c.var.withinLimit;
      await updateDealerSettings(db, c.var.dealershipId, changes, changeMade(c, changedBy));
      logChange(c.var.requestId, c.var.dealershipId, changedBy, "settings", c.req.valid("json"));
    }
    return c.json(dealerSettingsView((await findDealerSettings(db, c.var.dealershipId))!));
  }),
];

/** Build time only: how the API description shows these operations (see ./operations.ts). */
export function describeDealerSettingsOperations(): OperationTexts<typeof dealerSettingsOperations> {
  const ex = dealershipExamples();
  const changes = "Every change records when and with which dealer key it was made (`updatedAt`, `updatedBy`), is logged, and is kept in the operator's audit record with the fields before and after.";
  return {
    getDealerSettings: {
      summary: "Read the delivery fee and margins",
      description: "An extension of the spec. What the dealership prices its quotes with (its own to change), and what the operator decides (`operator`: tier, auto-respond, approval, credits, how long a price holds), to read only.",
      tag: "Dealer",
      responses: { 200: { description: "The dealership's settings", schema: DealerSettings, example: ex.dealerSettings } },
      errors: [401, 429, 500],
    },
    updateDealerSettings: {
      summary: "Change the delivery fee and margins",
      description: `An extension of the spec. Changes the fields given; \`apiMargin: null\` prices API quotes with the standard margin. Quotes asked for from now on use the new figures; quotes already priced keep theirs. The operator's fields (\`tier\`, \`autoRespond\`, \`approved\`, \`credits\`, \`quoteValidityDays\`) are refused with 400. ${changes}`,
      tag: "Dealer",
      requestExample: ex.dealerSettingsRequest,
      responses: { 200: { description: "The settings as they now are", schema: DealerSettings, example: ex.dealerSettings } },
      errors: [400, 401, 413, 429, 500],
    },
  };
}
