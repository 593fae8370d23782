// `npm run db:setup:local` (and the start of `npm run dev`): the local secrets in place, the local D1
// migrated and the demo data loaded, in one line. wrangler prints the list of migrations once per
// migration it applies and the result of every statement of the demo data, some 500 lines that would
// bury `wrangler dev`'s ready line and the e-mails; here they are kept, and shown in full only when a
// step fails.

import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync } from "node:fs";
import { join } from "node:path";

const wranglerBin = join("node_modules", ".bin", "wrangler");

/** Runs wrangler; on failure prints everything it said, then exits with its status. */
function wrangler(args: string[]): string {
  // No terminal on stdin: wrangler takes its non-interactive answer ("yes, apply") at once.
  const result = spawnSync(wranglerBin, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, WRANGLER_SEND_METRICS: "false" } });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? "");
    process.stderr.write(result.stderr ?? "");
    console.error(`\nwrangler ${args.join(" ")} failed${result.error ? `: ${result.error.message}` : ""}`);
    process.exit(result.status ?? 1);
  }
  return result.stdout;
}

// The local secrets (ADMIN_TOKEN and the rest) on first run.
if (!existsSync(".dev.vars")) {
  copyFileSync(".dev.vars.example", ".dev.vars");
  console.log("Copied .dev.vars.example to .dev.vars (the local secrets: ADMIN_TOKEN is dev-admin-token).");
}

const migrated = wrangler(["d1", "migrations", "apply", "DB", "--local"]);
// Each migration applied is named in wrangler's tables (several times); none when already up to date.
const applied = new Set(migrated.match(/\b\d{4}_[\w-]+\.sql\b/g) ?? []);
wrangler(["d1", "execute", "DB", "--local", "--file", "seed/demo.sql"]);
const migrations = applied.size === 0 ? "migrations up to date" : `${applied.size} migration${applied.size === 1 ? "" : "s"} applied`;
console.log(`Local D1 (.wrangler/state): ${migrations}, demo data loaded (seed/demo.sql).`);
