// What a deployed environment must have. The one list of required Worker secrets lives here; the
// deploy checks each environment's `secrets.required` in wrangler.toml against it.

export const ENVIRONMENTS = ["staging", "production"] as const;
export type EnvironmentName = (typeof ENVIRONMENTS)[number];

export function isEnvironmentName(value: string | undefined): value is EnvironmentName {
  return (ENVIRONMENTS as readonly string[]).includes(value ?? "");
}

/**
 * Worker secrets every deployed environment needs:
 * - ADMIN_TOKEN: bearer token of the operator's admin API (without it the admin API answers 503).
 * - WEBHOOK_SIGNING_KEY: every client's webhook secret is derived from it.
 * - PORTAL_LINK_SECRET: signs the dealer portal links in dealers' e-mails.
 */
export const REQUIRED_SECRETS = ["ADMIN_TOKEN", "WEBHOOK_SIGNING_KEY", "PORTAL_LINK_SECRET"] as const;

/**
 * The web Worker's (wrangler.web.toml: the dealer portal and the FMO console) only secret:
 * PORTAL_LINK_SECRET, the same value as the API Worker's (it checks the links the API Worker's
 * e-mails carry, and makes the console's sign-in links).
 */
export const WEB_REQUIRED_SECRETS = ["PORTAL_LINK_SECRET"] as const;

/** The web Worker's configuration file, beside wrangler.toml. */
export const WEB_CONFIG = "wrangler.web.toml";

/** Variables every deployed environment sets (vars are not inherited from the top level). */
export const REQUIRED_VARS = ["EMAIL_FROM", "ALLOW_INSECURE_CALLBACKS", "REGISTRATIONS_PER_HOUR", "PUBLIC_BASE_URL", "ARCHIVE_AFTER_DAYS"] as const;

/**
 * Settings only tests may make, refused as a var or a secret of any deployed environment:
 * WEBHOOK_TIMEOUT_MS shortens the spec's 10 s webhook timeout (src/jobs/webhook-job.ts).
 */
export const TEST_ONLY_SETTINGS = ["WEBHOOK_TIMEOUT_MS"] as const;

/** The database id wrangler.toml carries until the operator pastes the real one. */
export const PLACEHOLDER_DATABASE_ID = "00000000-0000-0000-0000-000000000000";

/**
 * The crons, exactly: every minute the outbox sweep, and hourly at minute 7 the retention run
 * (src/jobs/schedule.ts tells them apart by this very string, RETENTION_CRON).
 */
export const SWEEP_CRON = "* * * * *";
export const RETENTION_CRON = "7 * * * *";

/** The bindings the Worker reads (src/env.ts). */
export const BINDINGS = { database: "DB", queue: "JOBS", rateLimiter: "RATE_LIMITER", rateLimiterClass: "RateLimiter", email: "EMAIL", archive: "ARCHIVE", web: "WEB" } as const;

/**
 * The last migration that existed before the first deployment: a new database gets all of them at
 * once, with no version running. Every later one must keep the running version working (expand
 * first, contract in a later release), so the deploy refuses a later one that drops or renames
 * unless it says why it is safe in a `-- contract:` comment.
 */
export const MIGRATIONS_BEFORE_FIRST_DEPLOY = 5;

/** The dead-letter queue of a jobs queue: the queue handler routes dead letters by this suffix. */
export const deadLetterQueueOf = (queue: string) => `${queue}-dlq`;
