import { jobCounts } from "../../db/queries/webhook-deliveries";
import { jobsSummaryView } from "../../views/jobs";
import { JobsSummary } from "../../schemas/webhook-deliveries";
import { operatorExamples } from "../../examples/operator";
import { operation, type OperationTexts } from "../operations";

/** What an operator watches: e-mail and webhook jobs by state, and how old the oldest unfinished one is. */
export const adminJobOperations = [
  operation({ id: "adminJobs", method: "get", path: "/admin/v1/jobs", auth: "adminToken" }, async (c) => c.json(jobsSummaryView(await jobCounts(c.env.DB), new Date()))),
];

/** Build time only: how the API description shows these operations (see ./operations.ts). */
export function describeAdminJobOperations(): OperationTexts<typeof adminJobOperations> {
  const ex = operatorExamples();
  return {
    adminJobs: {
      summary: "See e-mail and webhook jobs",
      description: "Jobs by state, and the age of the oldest unfinished one: what an operator watches.",
      tag: "Admin",
      responses: { 200: { description: "Job counts", schema: JobsSummary, example: ex.jobsSummary } },
      errors: [401, 429, 500, 503],
    },
  };
}
