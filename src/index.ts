import type { Env } from "./env";
import type { Job } from "./db/job-queue";

// Only handlers and Durable Object classes may be exported from here: workerd refuses anything else.
export { RateLimiter } from "./rate-limiter/rate-limiter";
export { TenderClock } from "./jobs/tender-clock";

/**
 * The global scope only defines the handlers: the app (its routes and their schemas), the queue
 * consumer and the crons are loaded on the first request, batch or tick that needs them, as
 * Cloudflare advises for a Worker's startup (docs/performance.md, "Startup").
 */
let app: Promise<{ fetch(request: Request, env: Env, ctx: ExecutionContext): Response | Promise<Response> }> | undefined;
const loadApp = () => (app ??= import("./app").then(({ createApp }) => createApp()));

export default {
  fetch: async (request: Request, env: Env, ctx: ExecutionContext) => (await loadApp()).fetch(request, env, ctx),
  queue: async (batch, env) => (await import("./jobs/consumer")).consumeJobs(batch, env),
  scheduled: async (controller, env) => (await import("./jobs/schedule")).runScheduled(controller, env),
} satisfies ExportedHandler<Env, Job>;
