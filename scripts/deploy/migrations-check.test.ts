import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { migrationProblems } from "./migrations-check.ts";
import { root } from "./test-fixtures.ts";

test("the repository's migrations pass", () => {
  const dir = join(root, "migrations");
  const files = readdirSync(dir).filter((n) => n.endsWith(".sql")).map((name) => ({ name, sql: readFileSync(join(dir, name), "utf8") }));
  assert.ok(files.length >= 6);
  assert.deepEqual(migrationProblems(files), []);
});

test("after the first deployment, additive migrations pass", () => {
  const sql = "ALTER TABLE `quotes` ADD `channel_detail` text;--> statement-breakpoint\nDROP INDEX `quotes_status_idx`;--> statement-breakpoint\nCREATE INDEX `quotes_status_idx` ON `quotes` (`status`, `created_at`);";
  assert.deepEqual(migrationProblems([{ name: "0007_channel_detail.sql", sql }]), []);
});

test("dropping or renaming is refused, naming the file and the rule", () => {
  for (const sql of ["DROP TABLE `portal_sessions`;", "ALTER TABLE `quotes` DROP COLUMN `notes`;", "ALTER TABLE quotes RENAME COLUMN notes TO client_notes;", "alter table `quotes` rename to `quote`;"]) {
    const problems = migrationProblems([{ name: "0009_x.sql", sql }]);
    assert.equal(problems.length, 1, sql);
    assert.match(problems[0]!, /^migrations\/0009_x\.sql (drops|renames)/);
    assert.match(problems[0]!, /-- contract:/);
  }
});

test("drizzle-kit's table rebuild counts as contracting", () => {
  const sql = "CREATE TABLE `__new_quotes` (`id` text PRIMARY KEY NOT NULL);\nINSERT INTO `__new_quotes`(\"id\") SELECT \"id\" FROM `quotes`;--> statement-breakpoint\nDROP TABLE `quotes`;--> statement-breakpoint\nALTER TABLE `__new_quotes` RENAME TO `quotes`;";
  assert.equal(migrationProblems([{ name: "0008_rebuild.sql", sql }]).length, 2);
});

test("a contract step that says why it is safe passes; a commented-out drop does not count", () => {
  assert.deepEqual(migrationProblems([{ name: "0010_drop_notes.sql", sql: "-- contract: no version since 0.9 reads quotes.notes\nALTER TABLE `quotes` DROP COLUMN `notes`;" }]), []);
  assert.deepEqual(migrationProblems([{ name: "0011_x.sql", sql: "-- DROP TABLE quotes;\nCREATE INDEX a ON b (c);" }]), []);
});

test("the migrations before the first deployment are not held to it; a name without its number is refused", () => {
  assert.deepEqual(migrationProblems([{ name: "0004_quote_requested_model.sql", sql: "DROP TABLE `quotes`;" }]), []);
  assert.match(migrationProblems([{ name: "add_x.sql", sql: "" }])[0]!, /starts with its sequence number/);
});
