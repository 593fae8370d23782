import { createApp } from "./app";
import type { Env } from "./env";
import { consumeJobs } from "./jobs/consumer";
import type { Job } from "./db/job-queue";
import { runScheduled } from "./jobs/schedule";

// Only handlers and Durable Object classes may be exported from here: workerd refuses anything else.
export { RateLimiter } from "./rate-limiter/rate-limiter";
export { TenderClock } from "./jobs/tender-clock";

const app = createApp();

export default {
  fetch: app.fetch,
  queue: (batch, env) => consumeJobs(batch, env),
  scheduled: (controller, env) => runScheduled(controller, env),
} satisfies ExportedHandler<Env, Job>;
