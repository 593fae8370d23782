import { loadUsage } from "../../db/queries/usage";
import { USAGE_MAX_DAYS, USAGE_TIME_ZONE, usagePeriod } from "../../domain/usage-period";
import { ApiError } from "../../http/errors";
import { usageReportView } from "../../views/operator";
import { UsageQuery, UsageReport } from "../../schemas/usage";
import { operatorExamples } from "../../examples/operator";
import { operation, type OperationTexts } from "../operations";

/** What dealerships and FMOs did in a period, from what is stored. */
export const adminUsageOperations = [
  operation({ id: "adminGetUsage", method: "get", path: "/admin/v1/usage", auth: "adminToken", query: UsageQuery }, async (c) => {
  const { from, to, dealershipId, clientId } = c.req.valid("query");
  const period = usagePeriod(from, to);
  if ("problem" in period) throw new ApiError("INVALID_REQUEST", period.problem);
  // Usage may be a moment stale: any replica may answer.
  const d1 = c.env.DB.withSession("first-unconstrained");
  const usage = await loadUsage(d1, { start: period.start, end: period.end, fromDay: period.from, toDay: period.to, dealershipId, clientId });
  if (dealershipId && usage.named.dealership === null) throw new ApiError("NOT_FOUND", `Dealership ${dealershipId} not found`);
  if (clientId && usage.named.client === null) throw new ApiError("NOT_FOUND", `Client ${clientId} not found`);
  const body: UsageReport = usageReportView(
    period,
    usage,
    {
      dealership: dealershipId && usage.named.dealership !== null ? { id: dealershipId, name: usage.named.dealership } : null,
      client: clientId && usage.named.client !== null ? { id: clientId, name: usage.named.client } : null,
    },
    dealershipId === undefined,
  );
  return c.json(body);
}),
];

/** Build time only: how the API description shows these operations (see ./operations.ts). */
export function describeAdminUsageOperations(): OperationTexts<typeof adminUsageOperations> {
  const ex = operatorExamples();
  return {
    adminGetUsage: {
      summary: "Usage of a period, per dealership and per FMO",
      description: `For a period of calendar days in ${USAGE_TIME_ZONE} (\`from\` to \`to\`, both included, at most ${USAGE_MAX_DAYS} days). Per dealership: the quotes it received in the period, and of those how many were priced at once, completed by its dealers, are still pending, lapsed and were accepted; the credits its statement spent and got back in the period; and for the quotes its dealers completed, the median and 90th-percentile time from the request to the price. Per FMO: its quotes, tenders and drive-away estimates of the period, and its quotes accepted. With \`dealershipId\` only that dealership's quotes and credits are counted (and so the FMOs that asked it, with its tenders; estimates, which ask no dealership, are null); with \`clientId\` only that FMO's. Answered from what is stored, through indexes, in one database round trip; it may be a moment behind (a read replica may answer).`,
      tag: "Admin",
      parameterDescriptions: {
        from: `The period's first calendar day in ${USAGE_TIME_ZONE} (YYYY-MM-DD).`,
        to: `Its last calendar day (included): not before \`from\`, and at most ${USAGE_MAX_DAYS} days after it counting both.`,
        dealershipId: "Count only this dealership's quotes and credits.",
        clientId: "Count only this FMO's quotes, tenders and estimates.",
      },
      responses: { 200: { description: "The period's figures", schema: UsageReport, example: ex.usageReport } },
      errors: [400, 401, 404, 429, 500, 503],
      errorDescriptions: { 400: "A day that is not YYYY-MM-DD, `to` before `from`, or a period over 366 days", 404: "No dealership or FMO has the id given" },
    },
  };
}
