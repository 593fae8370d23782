// The operator's day: the jobs, an archive run, a dealership's credit statement and an adjustment,
// the month's usage, the audit record. Build time only (./scene.ts).

import type * as z from "zod/mini";
import type { AuditEntryRow } from "../db/queries/audit";
import type { CreditEntryRow } from "../db/queries/credits";
import { OPENING_NOTE } from "../domain/credits";
import { dollarsToCents } from "../domain/money";
import { usagePeriod } from "../domain/usage-period";
import { auditEntryView, creditEntryView, usageReportView } from "../views/operator";
import type { ArchiveRun } from "../schemas/archive";
import type { AuditList } from "../schemas/audit";
import type { CreditAdjusted, CreditAdjustmentRequest, CreditStatement } from "../schemas/credits";
import type { UsageReport } from "../schemas/usage";
import type { JobsSummary } from "../schemas/webhook-deliveries";
import { credentialExamples } from "./credentials";
import { operatorAccountExamples } from "./operators";
import { CHANGED_AT, LOADED_AT, once, pagination, scene } from "./scene";

export const operatorExamples = /* @__PURE__ */ once(() => {
  const { parramattaToyota, adelaideCityHyundai, i30Pending, i30Sent, dealerKeyIssued } = scene();
  const { acmeFleet } = credentialExamples();
  const { operatorCreated } = operatorAccountExamples();

  /** Adelaide City Hyundai's statement: the demo data's opening 5,000 credits, then the i30 quote's. */
  const openingEntry = { dealershipId: adelaideCityHyundai.id, seq: 1, at: LOADED_AT, change: 5000, balance: 5000, reason: "adjustment", quoteId: null, tenderId: null, note: OPENING_NOTE } satisfies CreditEntryRow;
  const i30Charge = { dealershipId: adelaideCityHyundai.id, seq: 2, at: i30Pending.createdAt, change: -1, balance: 4999, reason: "quote", quoteId: i30Pending.id, tenderId: null, note: null } satisfies CreditEntryRow;
  const creditStatement = { dealershipId: adelaideCityHyundai.id, balance: 4999, entries: [i30Charge, openingEntry].map(creditEntryView), pagination: pagination(2) } satisfies CreditStatement;
  const creditAdjustmentRequest = { change: 2, note: "Two quotes asked by mistake while testing (support ticket 4411)" } satisfies z.input<typeof CreditAdjustmentRequest>;

  const november = usagePeriod("2026-11-01", "2026-11-30");
  if ("problem" in november) throw new Error(`example usage period: ${november.problem}`);
  const audited = (entry: Omit<AuditEntryRow, "dealershipId" | "targetId">) => auditEntryView({ ...entry, dealershipId: adelaideCityHyundai.id, targetId: adelaideCityHyundai.id });

  return {
    jobsSummary: {
      email: { counts: { pending: 0, delivered: 5, failed: 0 }, oldestUnfinishedAgeSeconds: null },
      webhook: { counts: { pending: 1, delivered: 0, failed: 0 }, oldestUnfinishedAgeSeconds: 9 },
    } satisfies JobsSummary,
    archiveRun: { archived: [{ quoteId: i30Sent.id, objectKey: `quotes/${i30Sent.id}` }], more: false } satisfies z.output<typeof ArchiveRun>,
    creditStatement,
    dealerCreditStatement: creditStatement,
    creditAdjustmentRequest,
    creditAdjusted: {
      dealershipId: adelaideCityHyundai.id,
      balance: 5001,
      entry: creditEntryView({ ...i30Charge, seq: 3, at: "2026-11-24T09:00:00.000Z", change: 2, balance: 5001, reason: "adjustment", quoteId: null, note: creditAdjustmentRequest.note }),
    } satisfies CreditAdjusted,
    usageReport: usageReportView(
      november,
      {
        dealerships: [
          { dealershipId: parramattaToyota.id, name: parramattaToyota.name, received: 48, pricedAtOnce: 48, completedByDealer: 0, pending: 0, lapsed: 0, accepted: 11, creditsSpent: 48, creditsReturned: 0, medianMs: null, p90Ms: null },
          { dealershipId: adelaideCityHyundai.id, name: adelaideCityHyundai.name, received: 12, pricedAtOnce: 0, completedByDealer: 9, pending: 1, lapsed: 2, accepted: 3, creditsSpent: 12, creditsReturned: 2, medianMs: 2_460_000, p90Ms: 14_400_000 },
        ],
        clients: [{ clientId: acmeFleet.id, companyName: acmeFleet.companyName, quotes: 60, tenders: 4, estimates: 35, accepted: 14 }],
      },
      { dealership: null, client: null },
      true,
    ) satisfies UsageReport,
    auditList: {
      entries: [
        audited({
          id: "2f8c4a61-93d7-4e0b-b5a2-6c1e9d3f7a80",
          at: "2026-11-24T09:00:00.000Z",
          actor: "operator",
          actorKeyId: null,
          portalSession: null,
          requestId: "7d9e1b24-5c3a-4f86-a0b2-e4c6d8f1a357",
          action: "credits.adjust",
          targetType: "credits",
          before: { credits: 4999 },
          after: { credits: 5001, note: creditAdjustmentRequest.note },
          actorType: "operator",
          actorId: operatorCreated.id,
          actorName: operatorCreated.name,
          actorKeyPrefix: operatorCreated.keyPrefix,
          clientId: null,
          actorEmail: null,
          consoleSession: null,
        }),
        audited({
          id: "c41b7e92-0a5d-4f3c-8e61-b2d9f4a7c305",
          at: CHANGED_AT,
          actor: "dealer",
          actorKeyId: dealerKeyIssued.id,
          portalSession: "4be1c09a7d3f2e58",
          requestId: "0e6a3c9f-1b47-4d28-9f5e-7a2c4b8d6e13",
          action: "settings.update",
          targetType: "settings",
          before: { deliveryFeeCents: dollarsToCents(adelaideCityHyundai.deliveryFee), apiMarginCents: adelaideCityHyundai.apiMargin === null ? null : dollarsToCents(adelaideCityHyundai.apiMargin) },
          after: { deliveryFeeCents: 99_000, apiMarginCents: null },
          actorType: "dealer",
          actorId: null,
          actorName: adelaideCityHyundai.name,
          actorKeyPrefix: dealerKeyIssued.keyPrefix,
          clientId: null,
          actorEmail: null,
          consoleSession: null,
        }),
      ],
      pagination: pagination(2),
    } satisfies AuditList,
  };
});
