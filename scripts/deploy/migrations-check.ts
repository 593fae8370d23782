// Migrations are forward-only and expand-then-contract: while a deploy rolls out, the version still
// running reads and writes the database the new migrations produced, so a migration may add
// (tables, nullable or defaulted columns, indexes) but must not drop or rename anything a running
// version still uses. The contract step comes in a later release, once no deployed version uses
// the old shape, and says so in a `-- contract:` comment. Pure: file names and text in, problems out.

import { MIGRATIONS_BEFORE_FIRST_DEPLOY } from "./settings.ts";

export interface MigrationFile {
  name: string;
  sql: string;
}

/** Statements that take something away from the running version. */
const CONTRACTING: { pattern: RegExp; what: string }[] = [
  { pattern: /\bdrop\s+table\b/i, what: "drops a table" },
  { pattern: /\balter\s+table\s+\S+\s+drop\b/i, what: "drops a column" },
  { pattern: /\balter\s+table\s+\S+\s+rename\b/i, what: "renames a table or column" },
];

/** SQL without its comments, so a commented-out statement does not count. */
function withoutComments(sql: string): string {
  return sql.replace(/\/\*[\s\S]*?\*\//g, " ").replace(/--[^\n]*/g, " ");
}

function sequenceNumber(name: string): number | undefined {
  const match = /^(\d+)_/.exec(name);
  return match ? Number(match[1]) : undefined;
}

export function migrationProblems(files: readonly MigrationFile[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    const number = sequenceNumber(file.name);
    if (number === undefined) {
      problems.push(`migrations/${file.name}: a migration's name starts with its sequence number, such as 0007_add_x.sql.`);
      continue;
    }
    if (number <= MIGRATIONS_BEFORE_FIRST_DEPLOY) continue;
    if (/--\s*contract:/i.test(file.sql)) continue;
    const code = withoutComments(file.sql);
    for (const { pattern, what } of CONTRACTING) {
      if (pattern.test(code)) {
        problems.push(
          `migrations/${file.name} ${what}. The version still running while a deploy rolls out (and any version you roll back to) ` +
            `would break. Expand first: add the new shape and ship code that uses it; contract in a later release, once no deployed ` +
            `version reads the old one, with a "-- contract: <why it is safe now>" comment in the migration (docs/deploy.md, step 14).`,
        );
      }
    }
  }
  return problems;
}
