import { Hono } from "hono";
import { jobCounts } from "../../db/queries/webhook-deliveries";
import type { AppEnv } from "../../env";
import { jobsSummaryView } from "../../http/job-views";
import { JobsSummary } from "../../schemas/webhook-deliveries";
import type { OperationDoc } from "../../schemas/described";
import { apiExamples } from "../../examples/api";

/** What an operator watches: e-mail and webhook jobs by state, and how old the oldest unfinished one is. */
export const adminJobRoutes = new Hono<AppEnv>().get("/", async (c) => c.json(jobsSummaryView(await jobCounts(c.env.DB), new Date())));

/** Build time only: these routes as the API description shows them (see src/schemas/described.ts). */
export function adminJobOperations(): OperationDoc[] {
  const ex = apiExamples();
  return [
    {
      method: "get",
      path: "/admin/v1/jobs",
      operationId: "adminJobs",
      summary: "See e-mail and webhook jobs",
      description: "Jobs by state, and the age of the oldest unfinished one: what an operator watches.",
      tag: "Admin",
      auth: "adminToken",
      responses: { 200: { description: "Job counts", schema: JobsSummary, example: ex.jobsSummary } },
      errors: [401, 429, 500, 503],
    },
  ];
}
