import type { Job } from "./db/job-queue";
import type { OperatorActor } from "./domain/changed-by";
import type { OperatorScope } from "./domain/operators";
import type { RateLimiter } from "./rate-limiter/rate-limiter";

/**
 * The web Worker's bindings (the dealer portal and the FMO console, wrangler.web.toml): the same D1,
 * queue (producer) and R2 as the API Worker, and the API Worker's RateLimiter and tender clocks, bound by script name.
 */
export interface WebEnv {
  DB: D1Database;
  RATE_LIMITER: DurableObjectNamespace<RateLimiter>;
  /** One object per tender whose alarm closes it at its closesAt (src/jobs/tender-clock.ts). */
  TENDER_CLOCK: DurableObjectNamespace;
  JOBS: Queue<Job>;
  /** R2: archived quotes, one object each (src/db/archive.ts). */
  ARCHIVE: R2Bucket;
  /** Worker secret: signs the dealer portal links in dealers' e-mails. Unset means the notices carry no link. */
  PORTAL_LINK_SECRET?: string;
}

/** The API Worker's bindings (wrangler.toml): the web Worker's, and what only the API, the queue consumer and the crons use. */
export interface Env extends WebEnv {
  EMAIL: SendEmail;
  /** Days a quote stays live once it can no longer change, before the hourly cron archives it (default 90; 0 allowed). */
  ARCHIVE_AFTER_DAYS?: string;
  /** Sender of quote e-mails; must be one of the EMAIL binding's allowed sender addresses. */
  EMAIL_FROM: string;
  /** "true" lets callbackUrl use http to localhost (local development only). */
  ALLOW_INSECURE_CALLBACKS?: string;
  /** Keys issued per client address per hour (default 10); the key's own limit stays 100 per hour. */
  REGISTRATIONS_PER_HOUR?: string;
  /**
   * Worker secret: the bootstrap bearer token of the admin API, with which the first named operators
   * are created (their own `opr_` keys are in D1). Unset, only operator keys open the admin API and
   * any other credential is answered 503.
   */
  ADMIN_TOKEN?: string;
  /** Worker secret: the key each client's webhook signing secret is derived from. */
  WEBHOOK_SIGNING_KEY: string;
  /**
   * Optional Worker secret, only while WEBHOOK_SIGNING_KEY is being rotated: the key before it.
   * Deliveries then carry signatures from secrets derived from both, until it is deleted.
   */
  WEBHOOK_SIGNING_KEY_PREVIOUS?: string;
  /** Public origin of the links in e-mails, such as https://quotes.example.com.au (wrangler.toml has the local default). */
  PUBLIC_BASE_URL?: string;
  /**
   * Tests only: a shorter webhook timeout in milliseconds, so a test need not wait the spec's 10 s.
   * Never set in wrangler.toml; the deploy refuses it in every environment (scripts/deploy).
   */
  WEBHOOK_TIMEOUT_MS?: string;
  /** Static assets (public/): the docs page, the generated OpenAPI description, the web UIs' stylesheets and scripts. */
  ASSETS: Fetcher;
  /** The web Worker (service binding): the dealer portal's and the FMO console's pages are forwarded to it. */
  WEB: Fetcher;
}

/** What middleware hands to route handlers for one request. */
export interface RequestVariables {
  requestId: string;
  /** The caller's own X-Request-Id, when well-formed: logged beside ours, never used as ours. */
  clientRequestId?: string;
  /** The client that owns the request's API key (known before the route runs). */
  clientId: string;
  /** SHA-256 of the request's key (API or dealer key), as stored. */
  keyHash: string;
  /** The dealership that owns the request's dealer key. */
  dealershipId: string;
  /** Who makes an admin request: a named operator (by its key) or the bootstrap ADMIN_TOKEN. */
  operator: Extract<OperatorActor, { type: "operator" | "bootstrap" }>;
  /** What that caller may do: a `read` key only reads. */
  operatorScope: OperatorScope;
  /** Resolves once the request is counted within the key's hourly limit; rejects with 429. Await it before writing. */
  withinLimit: Promise<void>;
}

export type AppEnv = { Bindings: Env; Variables: RequestVariables };

/** What the web app's middleware hands to its pages: the request's id, and its session's request budget. */
export interface WebVariables {
  requestId: string;
  /** The caller's own X-Request-Id, when well-formed: logged beside ours, never used as ours. */
  clientRequestId?: string;
  /** Resolves once the request is within its session's request budget; rejects with the UI's 429. Await it before writing. */
  withinLimit: Promise<void>;
}

export type WebAppEnv = { Bindings: WebEnv; Variables: WebVariables };
