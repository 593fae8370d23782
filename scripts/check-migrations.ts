// `npm run check:migrations`: the migrations apply as written and keep the running version working.
// It refuses a table rebuild that reads a column its table does not have yet (drizzle-kit writes
// one when a change adds a column and rebuilds the table at once), and what the deploy refuses
// (scripts/deploy/migrations-check.ts): a drop or rename without a `-- contract:` note.

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { rebuildProblems } from "./deploy/migration-rebuilds.ts";
import { migrationProblems } from "./deploy/migrations-check.ts";

const dir = join(process.cwd(), "migrations");
const files = readdirSync(dir)
  .filter((name) => name.endsWith(".sql"))
  .sort()
  .map((name) => ({ name, sql: readFileSync(join(dir, name), "utf8") }));

const problems = [...rebuildProblems(files), ...migrationProblems(files)];
for (const problem of problems) console.error(problem);
console.log(`${files.length} migrations: ${problems.length === 0 ? "each rebuild reads only columns its table has, nothing contracts unannounced" : `${problems.length} problems`}`);
process.exit(problems.length === 0 ? 0 : 1);
