import { Hono } from "hono";
import { database } from "../db/client";
import { findDealerSettings, updateDealerSettings } from "../db/queries/dealer-settings";
import { changedPrices } from "../domain/dealer-prices";
import { dollarsToCents } from "../domain/money";
import type { AppEnv } from "../env";
import { logChange } from "../http/change-log";
import { dealerSettingsView } from "../http/stock-views";
import { validate } from "../http/validate";
import { authenticateDealer } from "../middleware/authenticate";
import { dealerKeyAuthor } from "../http/dealer-author";
import { UpdateDealerSettings } from "../schemas/dealer-settings";

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
export const dealerSettingsRoutes = new Hono<AppEnv>()
  .get("/", authenticateDealer(), async (c) => {
    return c.json(dealerSettingsView((await findDealerSettings(database(c.env.DB), c.var.dealershipId))!));
  })
  .patch("/", authenticateDealer(), validate("json", UpdateDealerSettings), async (c) => {
    const db = database(c.env.DB);
    const current = (await findDealerSettings(db, c.var.dealershipId))!;
    const changes = changedPrices(current, settingsColumns(c.req.valid("json")));
    if (Object.keys(changes).length > 0) {
      const changedBy = await dealerKeyAuthor(c);
      await c.var.withinLimit;
      await updateDealerSettings(db, c.var.dealershipId, changes, changedBy, new Date().toISOString());
      logChange(c.var.requestId, c.var.dealershipId, changedBy, "settings", c.req.valid("json"));
    }
    return c.json(dealerSettingsView((await findDealerSettings(db, c.var.dealershipId))!));
  });
