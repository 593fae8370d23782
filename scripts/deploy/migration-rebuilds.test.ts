import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { rebuildProblems, tablesAfter } from "./migration-rebuilds.ts";
import { root } from "./test-fixtures.ts";

const dir = join(root, "migrations");
const repositoryMigrations = () =>
  readdirSync(dir)
    .filter((name) => name.endsWith(".sql"))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(dir, name), "utf8") }));

/**
 * What `drizzle-kit generate` wrote (drizzle-kit 0.31.11, 2026-11-26) for a `webhook_deliveries.event`
 * column added with a CHECK: a rebuild whose SELECT reads "event" from the old table. The CREATE is
 * cut short here; the INSERT is as written.
 */
const GENERATED_REBUILD = `PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE \`__new_webhook_deliveries\` (
	\`id\` text PRIMARY KEY NOT NULL,
	\`quote_id\` text NOT NULL,
	\`url\` text NOT NULL,
	\`event\` text DEFAULT 'quote.completed' NOT NULL,
	\`payload\` text NOT NULL,
	CONSTRAINT "webhook_deliveries_event_check" CHECK("__new_webhook_deliveries"."event" in ('quote.completed'))
);
--> statement-breakpoint
INSERT INTO \`__new_webhook_deliveries\`("id", "quote_id", "url", "event", "payload") SELECT "id", "quote_id", "url", "event", "payload" FROM \`webhook_deliveries\`;--> statement-breakpoint
DROP TABLE \`webhook_deliveries\`;--> statement-breakpoint
ALTER TABLE \`__new_webhook_deliveries\` RENAME TO \`webhook_deliveries\`;--> statement-breakpoint
PRAGMA foreign_keys=ON;`;

/** The repository's migrations numbered before `name`, then `name` itself. */
const withRepository = (name: string, sql: string) => [...repositoryMigrations().filter((file) => file.name < name.slice(0, 4)), { name, sql }];

test("the repository's migrations rebuild tables from columns they have", () => {
  assert.deepEqual(rebuildProblems(repositoryMigrations()), []);
});

test("the columns replayed from the migrations' SQL are drizzle-kit's own, after every migration", () => {
  const files = repositoryMigrations();
  const journal = JSON.parse(readFileSync(join(dir, "meta", "_journal.json"), "utf8")) as { entries: { idx: number; tag: string }[] };
  assert.equal(journal.entries.length, files.length);
  for (const { idx, tag } of journal.entries) {
    assert.equal(files[idx]!.name, `${tag}.sql`);
    const snapshot = JSON.parse(readFileSync(join(dir, "meta", `${tag.slice(0, 4)}_snapshot.json`), "utf8")) as { tables: Record<string, { columns: Record<string, unknown> }> };
    const replayed = tablesAfter(files.slice(0, idx + 1));
    for (const [table, { columns }] of Object.entries(snapshot.tables)) {
      assert.deepEqual([...(replayed.get(table) ?? [])].sort(), Object.keys(columns).sort(), `${table} after ${tag}`);
    }
    // The FTS5 indexes, of the model search (0001) and the vehicle search (0019), are the only tables drizzle-kit does not know.
    assert.deepEqual([...replayed.keys()].filter((table) => !snapshot.tables[table]), [...(idx >= 1 ? ["vehicle_model_search"] : []), ...(idx >= 19 ? ["vehicle_search"] : [])], tag);
  }
});

test("refuses drizzle-kit's rebuild that reads the column the same change adds, naming the file, the table and the column", () => {
  const problems = rebuildProblems(withRepository("0011_delivery_event.sql", GENERATED_REBUILD));
  assert.equal(problems.length, 1);
  assert.match(problems[0]!, /^migrations\/0011_delivery_event\.sql rebuilds webhook_deliveries .* reading "event", which webhook_deliveries does not have before this migration\./);
  assert.match(problems[0]!, /ALTER TABLE \.\.\. ADD/);
});

test("passes the same rebuild once the new column is out of the INSERT and the SELECT, or selected as a value", () => {
  const without = GENERATED_REBUILD.replaceAll(`"url", "event", "payload"`, `"url", "payload"`);
  const asValue = GENERATED_REBUILD.replace(`SELECT "id", "quote_id", "url", "event", "payload"`, `SELECT "id", "quote_id", "url", 'quote.completed', "payload"`);
  assert.deepEqual(rebuildProblems(withRepository("0011_delivery_event.sql", without)), []);
  assert.deepEqual(rebuildProblems(withRepository("0011_delivery_event.sql", asValue)), []);
});

test("knows a column added, renamed or dropped earlier, in an earlier migration or the same one", () => {
  const rebuildReading = (column: string) => `INSERT INTO \`__new_quotes\`("id", "x") SELECT "id", "${column}" FROM \`quotes\`;`;
  const added = "ALTER TABLE `quotes` ADD `channel_detail` text;--> statement-breakpoint\n";
  assert.deepEqual(rebuildProblems(withRepository("0011_x.sql", added + rebuildReading("channel_detail"))), []);
  assert.deepEqual(rebuildProblems([...withRepository("0011_x.sql", added), { name: "0012_y.sql", sql: rebuildReading("channel_detail") }]), []);
  const renamed = "ALTER TABLE `quotes` RENAME COLUMN `notes` TO `client_notes`;--> statement-breakpoint\n";
  assert.deepEqual(rebuildProblems(withRepository("0011_x.sql", renamed + rebuildReading("client_notes"))), []);
  assert.equal(rebuildProblems(withRepository("0011_x.sql", renamed + rebuildReading("notes"))).length, 1);
  const dropped = "ALTER TABLE `quotes` DROP COLUMN `notes`;--> statement-breakpoint\n";
  assert.equal(rebuildProblems(withRepository("0011_x.sql", dropped + rebuildReading("notes"))).length, 1);
  // Reading before the column is added, in the same file, is as wrong as not adding it.
  assert.equal(rebuildProblems(withRepository("0011_x.sql", rebuildReading("channel_detail") + "\n" + added)).length, 1);
});

test("does not judge a table no migration creates, nor a commented-out statement", () => {
  assert.deepEqual(rebuildProblems([{ name: "0001_x.sql", sql: `INSERT INTO \`__new_t\`("a") SELECT "a" FROM \`t\`;` }]), []);
  assert.deepEqual(rebuildProblems(withRepository("0011_x.sql", `-- INSERT INTO \`__new_quotes\`("id") SELECT "nothing" FROM \`quotes\`;`)), []);
});
