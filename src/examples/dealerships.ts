// Dealerships as the operator runs them (created, changed, listed, their keys) and as a dealer sets
// its own prices. Build time only (./scene.ts).

import type * as z from "zod/mini";
import { dollarsToCents } from "../domain/money";
import { dealerKeyView } from "../views/operator";
import { dealerSettingsView } from "../views/stock";
import type { AdminDealership, AdminDealershipList, CreateDealership, DealerKeyIssued, DealerKeyList, UpdateDealership } from "../schemas/admin";
import type { DealerSettings, UpdateDealerSettings } from "../schemas/dealer-settings";
import { CHANGED_AT, LOADED_AT, once, pagination, scene } from "./scene";

export const dealershipExamples = /* @__PURE__ */ once(() => {
  const { adelaideCityHyundai, i30Pending, dealerKeyIssued } = scene();
  const adminDealership = {
    id: adelaideCityHyundai.id,
    name: adelaideCityHyundai.name,
    contactEmail: adelaideCityHyundai.email,
    suburb: adelaideCityHyundai.suburb,
    state: adelaideCityHyundai.state,
    postcode: adelaideCityHyundai.postcode,
    approved: adelaideCityHyundai.approved,
    tier: adelaideCityHyundai.tier,
    autoRespond: adelaideCityHyundai.autoRespond,
    deliveryFee: adelaideCityHyundai.deliveryFee,
    standardMargin: adelaideCityHyundai.standardMargin,
    apiMargin: adelaideCityHyundai.apiMargin,
    quoteValidityDays: 14,
    credits: 4999,
    createdAt: LOADED_AT,
  } satisfies AdminDealership;

  return {
    createDealership: {
      name: "Ballarat Mazda",
      contactEmail: "fleet@ballaratmazda.example.com.au",
      suburb: "Ballarat",
      state: "VIC",
      postcode: "3350",
      deliveryFee: 990,
      standardMargin: 700,
    } satisfies z.input<typeof CreateDealership>,
    updateDealership: { tier: "enterprise", autoRespond: true, apiMargin: 500 } satisfies z.input<typeof UpdateDealership>,
    adminDealership,
    adminDealershipList: { dealerships: [{ ...adminDealership, lastQuoteAt: i30Pending.createdAt }], pagination: pagination(1) } satisfies AdminDealershipList,
    dealerKeyIssued: dealerKeyIssued satisfies z.output<typeof DealerKeyIssued>,
    dealerKeyList: {
      dealershipId: adelaideCityHyundai.id,
      keys: [
        dealerKeyView({ id: dealerKeyIssued.id, keyPrefix: dealerKeyIssued.keyPrefix, createdAt: "2026-11-23T12:50:01.204Z", lastUsedAt: "2026-11-24T08:12:40.000Z", revokedAt: null }),
        dealerKeyView({ id: "5c2e8f14-7b3a-4d9e-a1c6-0f4b8d2e6a93", keyPrefix: "dlr_7f3a91c0", createdAt: "2026-11-02T22:14:09.771Z", lastUsedAt: "2026-11-20T05:31:17.000Z", revokedAt: "2026-11-23T12:49:58.310Z" }),
      ],
      pagination: pagination(2),
    } satisfies DealerKeyList,
    dealerSettingsRequest: { deliveryFee: 990, apiMargin: null } satisfies z.input<typeof UpdateDealerSettings>,
    dealerSettings: dealerSettingsView({
      deliveryFeeCents: 99_000,
      standardMarginCents: dollarsToCents(adelaideCityHyundai.standardMargin),
      apiMarginCents: null,
      tier: "standard",
      autoRespond: false,
      approved: true,
      credits: 4_999,
      quoteValidityDays: 14,
      state: adelaideCityHyundai.state,
      updatedAt: CHANGED_AT,
      updatedBy: "dealer",
      updatedByKeyPrefix: dealerKeyIssued.keyPrefix,
    }) satisfies DealerSettings,
  };
});
