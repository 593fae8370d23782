import { eq } from "drizzle-orm";
import type { ChangeMade } from "../../domain/changed-by";
import type { Database } from "../client";
import { dealerKeys, dealerships } from "../schema";
import { updateDealership } from "./admin";
import { settingsChange } from "./changes";

/** What a dealership prices with (its own to change) and what the operator decides (shown, not changed). */
export function findDealerSettings(db: Database, dealershipId: string) {
  return db
    .select({
      deliveryFeeCents: dealerships.deliveryFeeCents,
      standardMarginCents: dealerships.standardMarginCents,
      apiMarginCents: dealerships.apiMarginCents,
      tier: dealerships.tier,
      autoRespond: dealerships.autoRespond,
      approved: dealerships.approved,
      credits: dealerships.credits,
      quoteValidityDays: dealerships.quoteValidityDays,
      state: dealerships.state,
      updatedAt: dealerships.settingsUpdatedAt,
      updatedBy: dealerships.settingsUpdatedBy,
      updatedByKeyPrefix: dealerKeys.keyPrefix,
    })
    .from(dealerships)
    .leftJoin(dealerKeys, eq(dealerKeys.id, dealerships.settingsUpdatedByKeyId))
    .where(eq(dealerships.id, dealershipId))
    .get();
}

export type DealerSettingsRow = NonNullable<Awaited<ReturnType<typeof findDealerSettings>>>;

/** Changes the delivery fee and margins given, stamped with who changed them and recorded. */
export function updateDealerSettings(
  db: Database,
  dealershipId: string,
  changes: { deliveryFeeCents?: number; standardMarginCents?: number; apiMarginCents?: number | null },
  made: ChangeMade,
) {
  return updateDealership(db, dealershipId, { ...changes, ...settingsChange(made.by, made.at) }, { made, action: "settings.update", targetType: "settings" });
}
