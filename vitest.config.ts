import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { readFile } from "node:fs/promises";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { unstable_readConfig } from "wrangler";

/** The fuzzers' requests in `npm test`: small enough for its time budget (docs/testing.md), enough for every operation's stated minimum. */
const DEFAULT_FUZZ_RUNS = 4_000;

/**
 * The jobs queue's policy as wrangler.toml sets it (the top level, which tests run): its name, how
 * often it retries a message before dead-lettering it, and the dead-letter queue's name and retries.
 * The fault tests read it instead of typing the numbers.
 */
function queuePolicy() {
  type Consumer = { queue: string; max_retries?: number; dead_letter_queue?: string };
  const queues = unstable_readConfig({ config: "wrangler.toml" }, { hideWarnings: true }).queues as { producers?: { binding: string; queue: string }[]; consumers?: Consumer[] };
  const jobsQueue = queues.producers?.find((producer) => producer.binding === "JOBS")?.queue;
  const consumer = queues.consumers?.find((c) => c.queue === jobsQueue);
  const deadLetters = queues.consumers?.find((c) => c.queue === consumer?.dead_letter_queue);
  if (!jobsQueue || consumer?.max_retries === undefined || !deadLetters || deadLetters.max_retries === undefined) {
    throw new Error("wrangler.toml must set the JOBS queue's consumer with max_retries and a dead_letter_queue that has a consumer with max_retries");
  }
  return { jobsQueue, maxRetries: consumer.max_retries, deadLetterQueue: deadLetters.queue, deadLetterMaxRetries: deadLetters.max_retries };
}

// The workerd suite: the Node-side script tests (scripts/**/*.test.ts) run under `node --test` (npm run test:scripts).
const ALL_TESTS = ["test/**/*.test.ts"];

/**
 * Unit tests of plain functions (pricing, domain, notices): no Worker, no database. They run without
 * the setup file, so they never load the Worker's modules or migrate anything.
 */
const UNIT_TESTS = [
  "test/pricing/**/*.test.ts",
  "test/domain/**/*.test.ts",
  "test/notices/format.test.ts",
  "test/notices/signed-link.test.ts",
  "test/portal/completion-form.test.ts",
  "test/db/stored-pricing.test.ts",
];

/**
 * Tests that need a database and an isolate of their own, each file a fresh one: what reads or
 * rewrites every row (the demo data as loaded, the archive run over every quote, a migration's
 * backfill run again, the outbox sweep re-driving every unfinished job), what counts every table's
 * rows and every job (the fuzzers), and what sees the isolate's once-only warning through the API
 * (a quote priced past the charges data). Every other database test shares its worker's database.
 */
const OWN_DATABASE_TESTS = [
  "test/seed/demo-data.test.ts",
  "test/jobs/archive.test.ts",
  "test/db/*-migration.test.ts",
  "test/fuzz/*.test.ts",
  "test/jobs/outbox-faults.test.ts",
  "test/routes/fleet-pricing.test.ts",
];

/**
 * Loading the Worker's modules into a fresh isolate costs about 2 s of CPU (zod, drizzle, hono and
 * some 200 modules of src/, each fetched through vitest's module runner), far more than migrating
 * (0.1 s): so the database tests share their worker's isolate and database, its first file migrating
 * and loading the demo data for all that follow (test/setup.ts, docs/testing.md).
 */
const PROJECTS: TestProjectInlineConfiguration[] = [
  { extends: true, test: { name: "unit", include: UNIT_TESTS, isolate: false } },
  { extends: true, test: { name: "worker", include: ALL_TESTS, exclude: [...UNIT_TESTS, ...OWN_DATABASE_TESTS], isolate: false, setupFiles: ["./test/setup.ts"] } },
  { extends: true, test: { name: "own-database", include: OWN_DATABASE_TESTS, isolate: true, setupFiles: ["./test/setup.ts"] } },
];

export default defineConfig(async () => {
  const migrations = await readD1Migrations("migrations");
  const demoSeed = await readFile("seed/demo.sql", "utf8");

  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        // The API Worker, with the web Worker as its named entrypoint `Web` (test/workers.ts).
        main: "./test/workers.ts",
        miniflare: {
          // The API Worker's service binding to the web Worker, as wrangler.toml's WEB is in production.
          serviceBindings: { WEB: { name: "fleet-quote-api", entrypoint: "Web" } },
          // Outbound requests that a test does not intercept itself (for instance webhook jobs the
          // local queue runs in the background) reach this stand-in receiver, never the network.
          outboundService: () => new Response(null, { status: 204 }),
          // The setup file applies these inside workerd, once per isolate.
          bindings: {
            TEST_MIGRATIONS: migrations,
            TEST_DEMO_SEED: demoSeed,
            TEST_QUEUE_POLICY: queuePolicy(),
            // `TEST_CLOCK=2029-03-01 npx vitest run`: the suite as if it ran that day (test/helpers/clock.ts).
            TEST_CLOCK: process.env.TEST_CLOCK ?? "",
            // How many generated requests the fuzzers (test/fuzz/) send in all: a few thousand for
            // `npm test`, 50,000 for `npm run test:fuzz`.
            FUZZ_RUNS: process.env.FUZZ_RUNS ?? String(DEFAULT_FUZZ_RUNS),
            ADMIN_TOKEN: "test-admin-token",
            WEBHOOK_SIGNING_KEY: "test-webhook-signing-key",
            PORTAL_LINK_SECRET: "test-portal-link-secret",
            PUBLIC_BASE_URL: "https://fleet-quote.test",
          },
        },
      }),
    ],
    test: {
      // The OpenAPI description the Worker serves (public/docs/openapi.json) generated afresh before
      // any test runs, so that a run of one file never reads a stale one.
      globalSetup: ["./test/global-setup.ts"],
      // Two workers use both cores of a two-core machine (vitest's default there is one).
      maxWorkers: 2,
      // Each test sends real requests through workerd, so its time is CPU time: the slowest take
      // about 1.5 s on the quiet 2-core machine, and a machine busy with other work (a load near
      // 12) stretched four of them past vitest's default of 5 s. A minute leaves room for that
      // many times over and still ends a hung test. Tests whose rules count time (a budget per
      // minute) fix their clock, so how long their requests take does not matter to them. The
      // fuzzers set their own, from their request count (test/fuzz/runner.ts).
      testTimeout: 60_000,
      hookTimeout: 60_000,
      projects: PROJECTS,
    },
  };
});
