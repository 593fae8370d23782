// The benchmark's settings: how many requests, the targets, the search terms and the Worker's
// secrets for the run.

export const WARMUP = 20;
export const SEQUENTIAL = 200;
export const BASELINE_SEQUENTIAL = 400; // unauthenticated, no key budget: more samples for a steadier reference
export const CONCURRENT = 100;
export const WORKERS = 4;
/** The usage reports: a few warm-up requests and fewer measured ones (each reads up to a year of quotes). */
export const USAGE_WARMUP = 3;
export const USAGE_SEQUENTIAL = 30;
/** Requests per API key over the whole run; the limiter allows 100 per rolling hour. */
export const KEY_BUDGET = 95;
export const RUN_DEADLINE_MS = 13 * 60_000;

/** The vehicle search's three filter sets: fewer requests each, within the keys' budget. */
export const VEHICLE_SEARCH_REQUESTS = { warmup: 10, sequential: 100, concurrent: 0 };

export const TARGET_SCALE_RATIO = 2.0;
/** The Worker bundle's ceiling, gzipped (cold starts; see docs/performance.md). */
export const TARGET_BUNDLE_KIB = 100;
export const TARGET_RUN_MINUTES = 10;

/**
 * `wrangler check startup`: the revision the API Worker is compared with (the code of 2026-11-27,
 * whose one Worker still carried the dealer portal; BENCH_STARTUP_BASELINE names another), the
 * rounds (each one run of the baseline, the API Worker and the web Worker, in turn) and the target:
 * the API Worker's median at most 60% of the baseline's.
 */
export const STARTUP_BASELINE = process.env.BENCH_STARTUP_BASELINE ?? "5e5d3f8";
export const STARTUP_ROUNDS = 9;
export const TARGET_STARTUP_RATIO = 0.6;

export const COMMON_TERM = "hilux";
export const RARE_TERM = "zenvo quarry";
/** 200 characters (the query's maximum) of plausible text that matches no model. */
export const LONG_TERM = "toyota hilux sr5 4x4 double cab pick up auto ".repeat(5).slice(0, 200);

export const ADMIN_TOKEN = "bench-admin-token";
export const SIGNING_KEY = "bench-webhook-signing-key";
