import { createApp } from "./app";
import type { Env } from "./env";
import { consumeJobs } from "./jobs/consumer";
import type { Job } from "./jobs/job";
import { sweepOutbox } from "./jobs/outbox-sweep";

export { RateLimiter } from "./rate-limiter/rate-limiter";

const app = createApp();

export default {
  fetch: app.fetch,
  queue: (batch, env) => consumeJobs(batch, env),
  scheduled: async (_controller, env) => {
    await sweepOutbox(env);
  },
} satisfies ExportedHandler<Env, Job>;
