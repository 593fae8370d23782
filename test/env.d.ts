import type { D1Migration } from "cloudflare:test";
import type { Env as AppBindings } from "../src/env";

declare global {
  namespace Cloudflare {
    interface GlobalProps {
      mainModule: typeof import("./workers");
      durableNamespaces: "RateLimiter";
    }
    interface Env extends AppBindings {
      TEST_MIGRATIONS: D1Migration[];
      TEST_DEMO_SEED: string;
      /** The jobs queue's policy as wrangler.toml sets it (vitest.config.ts). */
      TEST_QUEUE_POLICY: { jobsQueue: string; maxRetries: number; deadLetterQueue: string; deadLetterMaxRetries: number };
      /** The day the suite runs as (helpers/clock.ts); empty for the real date. */
      TEST_CLOCK: string;
      /** How many generated requests the fuzzers send in all (vitest.config.ts). */
      FUZZ_RUNS: string;
    }
  }
}
