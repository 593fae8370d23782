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
  /** Keys issued per client address per hour (default 10); the key's own limit stays 100 per hour. */
  REGISTRATIONS_PER_HOUR?: string;
  /** Worker secret: bearer token of the operator's admin API. Unset means the admin API answers 503. */
  ADMIN_TOKEN?: string;
  /** Worker secret: the key each client's webhook signing secret is derived from. */
  WEBHOOK_SIGNING_KEY: string;
}

/** What middleware hands to route handlers for one request. */
export interface RequestVariables {
  requestId: string;
  /** SHA-256 of the request's bearer key. */
  keyHash: string;
  /** Resolves once the key is known and within its limit; rejects with 401/429 otherwise. */
  clientId: Promise<string>;
  /** As clientId, for a dealer key. */
  dealershipId: Promise<string>;
}

export type AppEnv = { Bindings: Env; Variables: RequestVariables };
