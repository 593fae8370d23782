import type { Job } from "./jobs/job";
import type { RateLimiter } from "./rate-limiter/rate-limiter";

export interface Env {
  DB: D1Database;
  RATE_LIMITER: DurableObjectNamespace<RateLimiter>;
  JOBS: Queue<Job>;
  EMAIL: SendEmail;
  /** Sender of quote e-mails; must be one of the EMAIL binding's allowed sender addresses. */
  EMAIL_FROM: string;
  /** "true" lets callbackUrl use http to localhost (local development only). */
  ALLOW_INSECURE_CALLBACKS?: string;
}

/** What middleware hands to route handlers for one request. */
export interface RequestVariables {
  requestId: string;
  clientId: string;
}

export type AppEnv = { Bindings: Env; Variables: RequestVariables };
