import { Hono, type Context } from "hono";
import { database } from "../../db/client";
import { findDealerSettings, updateDealerSettings, type DealerSettingsRow } from "../../db/queries/dealer-settings";
import { changedPrices } from "../../domain/dealer-prices";
import { parseTypedDollars } from "../../domain/money";
import { logChange } from "../../http/change-log";
import { rememberWrite, writingSession } from "../database";
import { changedByKeyOf, changeMadeIn, requireDealerKey } from "../dealer-key";
import { dollarsField } from "../format";
import { SettingsPage, type SettingsErrors, type SettingsForm } from "../pages/settings-page";
import type { PortalEnv } from "../portal-env";
import { readForm, renderPage } from "../render";
import { requireSession } from "../session";

const AMOUNT = "Enter an amount in dollars, such as 990 or 989.50 (at most 10,000,000).";

function formOf(settings: DealerSettingsRow): SettingsForm {
  return {
    deliveryFee: dollarsField(settings.deliveryFeeCents),
    standardMargin: dollarsField(settings.standardMarginCents),
    apiMargin: settings.apiMarginCents === null ? "" : dollarsField(settings.apiMarginCents),
  };
}

function render(c: Context<PortalEnv>, settings: DealerSettingsRow, form: SettingsForm, errors: SettingsErrors = {}, notice?: string) {
  const status = Object.keys(errors).length > 0 ? 400 : 200;
  return renderPage(c, <SettingsPage session={c.var.session} settings={settings} form={form} errors={errors} notice={notice} />, status);
}

/** `/dealer/settings`: the delivery fee and margins, changed through the same query as the dealer API; the operator's settings shown. */
export const settingsRoutes = new Hono<PortalEnv>()
  .use(requireSession(), requireDealerKey())
  .get("/", async (c) => {
    const settings = (await findDealerSettings(database(c.var.d1), c.var.session.dealershipId))!;
    const notice = c.req.query("saved") !== undefined ? "Saved. Quotes asked for from now on use these prices." : undefined;
    return render(c, settings, formOf(settings), {}, notice);
  })
  .post("/", async (c) => {
    const posted = await readForm(c);
    const form: SettingsForm = { deliveryFee: String(posted.get("deliveryFee") ?? ""), standardMargin: String(posted.get("standardMargin") ?? ""), apiMargin: String(posted.get("apiMargin") ?? "") };
    const deliveryFeeCents = parseTypedDollars(form.deliveryFee);
    const standardMarginCents = parseTypedDollars(form.standardMargin);
    const apiMarginCents = form.apiMargin.trim() === "" ? null : parseTypedDollars(form.apiMargin);
    const errors: SettingsErrors = {};
    if (deliveryFeeCents === null) errors.deliveryFee = form.deliveryFee.trim() === "" ? "Enter your delivery fee (0 for none)." : AMOUNT;
    if (standardMarginCents === null) errors.standardMargin = form.standardMargin.trim() === "" ? "Enter your margin (0 for none)." : AMOUNT;
    if (form.apiMargin.trim() !== "" && apiMarginCents === null) errors.apiMargin = AMOUNT;

    const { session } = c.var;
    const d1 = await writingSession(c);
    const current = (await findDealerSettings(database(d1), session.dealershipId))!;
    if (deliveryFeeCents === null || standardMarginCents === null || errors.apiMargin) return render(c, current, form, errors);

    const changes = changedPrices(current, { deliveryFeeCents, standardMarginCents, apiMarginCents });
    if (Object.keys(changes).length > 0) {
      const changedBy = changedByKeyOf(session);
      await updateDealerSettings(database(d1), session.dealershipId, changes, changeMadeIn(c));
      logChange(c.var.requestId, session.dealershipId, changedBy, "settings", {
        deliveryFee: deliveryFeeCents / 100,
        standardMargin: standardMarginCents / 100,
        apiMargin: apiMarginCents === null ? null : apiMarginCents / 100,
      });
      rememberWrite(c, d1);
    }
    return c.redirect("/dealer/settings?saved", 303);
  });
