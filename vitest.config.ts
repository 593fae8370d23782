import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { readFile } from "node:fs/promises";
import { defineConfig } from "vitest/config";
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
          // The setup file applies these inside workerd before each test file.
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
      // The workerd suite only: the Node-side script tests (scripts/**/*.test.ts) run under
      // `node --test` (npm run test:scripts).
      include: ["test/**/*.test.ts"],
      // Vitest's default on a two-core machine is one worker, which would run the three fuzz files
      // (most of the suite's time, all CPU) one after the other: two workers use both cores.
      maxWorkers: 2,
      // Each test sends real requests through workerd, so its time is CPU time: the slowest take
      // about 1.5 s on the quiet 2-core machine, and a machine busy with other work (a load near
      // 12) stretched four of them past vitest's default of 5 s. A minute leaves room for that
      // many times over and still ends a hung test. Tests whose rules count time (a budget per
      // minute) fix their clock, so how long their requests take does not matter to them. The
      // fuzzers set their own, from their request count (test/fuzz/runner.ts).
      testTimeout: 60_000,
      hookTimeout: 60_000,
      setupFiles: ["./test/setup.ts"],
    },
  };
});
