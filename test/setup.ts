import { applyD1Migrations, env } from "cloudflare:test";
import { runAsOf } from "./helpers/clock";

// Runs before each test file: the schema, then the same demo data `npm run dev` loads
// (idempotent INSERT OR IGNORE, so it is safe to apply to a file's shared storage).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const statements = env.TEST_DEMO_SEED.split(/;\s*\n/)
  .map((statement) => statement.replace(/^\s*--.*$/gm, "").trim())
  .filter(Boolean);
await env.DB.batch(statements.map((statement) => env.DB.prepare(statement)));

// The day the suite runs as, when TEST_CLOCK sets one (helpers/clock.ts).
if (env.TEST_CLOCK) runAsOf(env.TEST_CLOCK);
