import { database } from "../../db/client";
import { listAuditEntries } from "../../db/queries/audit";
import { AUDIT_RETENTION_YEARS } from "../../domain/audit";
import { dayRange, USAGE_TIME_ZONE } from "../../domain/usage-period";
import { auditEntryView } from "../../views/operator";
import { pagination } from "../../http/pagination";
import { AuditList, AuditQuery } from "../../schemas/audit";
import { operatorExamples } from "../../examples/operator";
import { checkDays } from "./credits";
import { operation, type OperationTexts } from "../operations";

/** The audit record: who changed what, when, before and after. */
export const adminAuditOperations = [
  operation({ id: "adminListAudit", method: "get", path: "/admin/v1/audit", auth: "adminToken", query: AuditQuery }, async (c) => {
  const { targetId, actor, from, to, ...page } = c.req.valid("query");
  checkDays({ from, to });
  const rows = await listAuditEntries(database(c.env.DB), { targetId, actor, ...dayRange(null, from, to) }, page);
  const body: AuditList = { entries: rows.map(auditEntryView), pagination: pagination(page, rows.length) };
  return c.json(body);
}),
];

/** Build time only: how the API description shows these operations (see ./operations.ts). */
export function describeAdminAuditOperations(): OperationTexts<typeof adminAuditOperations> {
  const ex = operatorExamples();
  return {
    adminListAudit: {
      summary: "Read the audit record",
      description: `Every change made through the admin API (dealerships created, edited and approved, credits, dealer keys issued and revoked, portal sessions ended, vehicles, stock and accessories set by the operator, an FMO's key replaced or its access ended), every change a dealership made to its settings, stock and accessories (dealer API or portal), and every sign-in to and action in the FMO console, with an FMO's changes to its console users (console or API key), newest first, a page at a time: when, who, what, its target, and the fields it touched before and after (never a secret). Each entry is written in the same transaction as its change. Kept for ${AUDIT_RETENTION_YEARS} years.`,
      tag: "Admin",
      parameterDescriptions: {
        targetId: "Only the changes to this target, or concerning this dealership (a dealership's id finds its keys, stock, accessories, credits and settings too).",
        actor: "Only the changes made by `operator`, by a dealership (its id), with one dealer key (its id), or by an FMO (its id: its console and its API key).",
        from: `Only the changes of this calendar day (YYYY-MM-DD, in ${USAGE_TIME_ZONE}) and after.`,
        to: "Only the changes of this calendar day and before; not before `from`.",
      },
      responses: { 200: { description: "A page of the record", schema: AuditList, example: ex.auditList } },
      errors: [400, 401, 429, 500, 503],
    },
  };
}
