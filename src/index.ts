import { createApp } from "./app";
import type { Env } from "./env";
import { consumeJobs } from "./jobs/consumer";
import type { Job } from "./jobs/job";
import { sweepOutbox } from "./jobs/outbox-sweep";
import { purgeExpired } from "./jobs/retention";

export { RateLimiter } from "./rate-limiter/rate-limiter";

/** wrangler.toml's second cron: retention runs hourly; every other tick sweeps the outbox. */
export const RETENTION_CRON = "7 * * * *";

const app = createApp();

export default {
  fetch: app.fetch,
  queue: (batch, env) => consumeJobs(batch, env),
  scheduled: async (controller, env) => {
    if (controller.cron === RETENTION_CRON) {
      console.log(JSON.stringify({ message: "retention", purged: await purgeExpired(env, new Date(controller.scheduledTime)) }));
    } else {
      await sweepOutbox(env, new Date(controller.scheduledTime));
    }
  },
} satisfies ExportedHandler<Env, Job>;
