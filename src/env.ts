import type { RateLimiter } from "./rate-limiter/rate-limiter";

export interface Env {
  DB: D1Database;
  RATE_LIMITER: DurableObjectNamespace<RateLimiter>;
  JOBS: Queue;
  ALLOW_INSECURE_CALLBACKS?: string;
}

/** What middleware hands to route handlers for one request. */
export interface RequestVariables {
  requestId: string;
  clientId: string;
}

export type AppEnv = { Bindings: Env; Variables: RequestVariables };
