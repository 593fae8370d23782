import { applyD1Migrations, env } from "cloudflare:test";
import { afterAll, vi } from "vitest";
import { runAsOf } from "./helpers/clock";

// Runs before each database test file (vitest.config.ts). An isolate's first file applies the schema,
// then the same demo data `npm run dev` loads, and sets the suite's clock; the files that follow it in
// the same isolate share that database (and the Worker's modules, already loaded): each test makes
// the rows it needs and reads only those (docs/testing.md).
const isolate = globalThis as { databaseReady?: boolean };
if (!isolate.databaseReady) {
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  const statements = env.TEST_DEMO_SEED.split(/;\s*\n/)
    .map((statement) => statement.replace(/^\s*--.*$/gm, "").trim())
    .filter(Boolean);
  await env.DB.batch(statements.map((statement) => env.DB.prepare(statement)));
  // The day the suite runs as, when TEST_CLOCK sets one (helpers/clock.ts).
  if (env.TEST_CLOCK) runAsOf(env.TEST_CLOCK);
  isolate.databaseReady = true;
}

// What a file changed about the isolate ends with it: its fake timers and its spies.
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
