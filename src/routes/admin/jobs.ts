import { Hono } from "hono";
import { jobCounts } from "../../db/queries/webhook-deliveries";
import type { AppEnv } from "../../env";
import { jobsSummaryView } from "../../http/job-views";

/** What an operator watches: e-mail and webhook jobs by state, and how old the oldest unfinished one is. */
export const adminJobRoutes = new Hono<AppEnv>().get("/", async (c) => c.json(jobsSummaryView(await jobCounts(c.env.DB), new Date())));
