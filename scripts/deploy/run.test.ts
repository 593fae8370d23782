// The deploy's order and its stops, with a fake runner: no wrangler process, no network.

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { deploy, type CommandResult, type DeployDependencies } from "./run.ts";
import { environmentsOf, filledInToml, repositoryToml } from "./test-fixtures.ts";

const ALL_SECRETS = JSON.stringify([{ name: "ADMIN_TOKEN", type: "secret_text" }, { name: "WEBHOOK_SIGNING_KEY", type: "secret_text" }, { name: "PORTAL_LINK_SECRET", type: "secret_text" }]);
const ok = (stdout = ""): CommandResult => ({ code: 0, stdout, stderr: "" });

/** A fake wrangler: answers by the command's first words, records every call. */
function harness(toml: string, answers: Record<string, CommandResult> = {}, migrations = [{ name: "0000_init.sql", sql: "CREATE TABLE a (b text);" }]) {
  const envs = environmentsOf(toml);
  const calls: string[][] = [];
  const output: string[] = [];
  const deps: DeployDependencies = {
    runner: async (args) => {
      calls.push(args);
      const key = args.slice(0, args[0] === "d1" ? 3 : args[0] === "secret" ? 2 : 1).join(" ");
      return answers[key] ?? (key === "secret list" ? ok(ALL_SECRETS) : ok());
    },
    readConfig: (env) => envs[env],
    readMigrations: () => migrations,
    log: (text) => output.push(text),
    versionMessage: "npm run deploy:production at abc1234",
  };
  return { deps, calls, output: () => output.join("\n") };
}

describe("npm run deploy:production", () => {
  test("checks, lists the secrets, applies the migrations, then deploys, in that order", async () => {
    const h = harness(filledInToml());
    assert.equal(await deploy("production", h.deps), 0);
    assert.deepEqual(h.calls, [
      ["secret", "list", "--env", "production", "--format", "json"],
      ["d1", "migrations", "apply", "DB", "--remote", "--env", "production"],
      ["deploy", "--env", "production", "--message", "npm run deploy:production at abc1234"],
    ]);
    assert.match(h.output(), /✓ Deployed fleet-quote-api-production \(production\)/);
    assert.match(h.output(), /curl -s https:\/\/quotes\.fleetquote\.com\.au\/health/);
  });

  test("refuses the placeholder database id before running anything", async () => {
    const h = harness(repositoryToml());
    assert.equal(await deploy("production", h.deps), 1);
    assert.deepEqual(h.calls, []);
    assert.match(h.output(), /Nothing was applied or deployed/);
    assert.match(h.output(), /placeholder database_id 00000000-0000-0000-0000-000000000000/);
    assert.match(h.output(), /npx wrangler d1 create fleet-quote-production --location oc/);
    assert.match(h.output(), /paste the database_id it prints into wrangler\.toml, in \[\[env\.production\.d1_databases\]\]/);
  });

  test("refuses a secret only tests may set, naming the command that removes it, before any migration", async () => {
    const listed = JSON.stringify([...JSON.parse(ALL_SECRETS), { name: "WEBHOOK_TIMEOUT_MS", type: "secret_text" }]);
    const h = harness(filledInToml(), { "secret list": ok(listed) });
    assert.equal(await deploy("production", h.deps), 1);
    assert.deepEqual(h.calls, [["secret", "list", "--env", "production", "--format", "json"]]);
    assert.match(h.output(), /WEBHOOK_TIMEOUT_MS: {2}npx wrangler secret delete WEBHOOK_TIMEOUT_MS --env production/);
  });

  test("refuses a missing secret, naming it and the command that sets it, before any migration", async () => {
    const listed = JSON.stringify([{ name: "ADMIN_TOKEN", type: "secret_text" }, { name: "WEBHOOK_SIGNING_KEY", type: "secret_text" }]);
    const h = harness(filledInToml(), { "secret list": ok(listed) });
    assert.equal(await deploy("production", h.deps), 1);
    assert.deepEqual(h.calls, [["secret", "list", "--env", "production", "--format", "json"]]);
    assert.match(h.output(), /PORTAL_LINK_SECRET: {2}npx wrangler secret put PORTAL_LINK_SECRET --env production/);
    assert.doesNotMatch(h.output(), /ADMIN_TOKEN: /);
  });

  test("stops when the secrets cannot be listed (signed out, or no Worker yet), saying what to do", async () => {
    const h = harness(filledInToml(), { "secret list": { code: 1, stdout: "", stderr: 'Worker "fleet-quote-api-production" (env: production) not found.' } });
    assert.equal(await deploy("production", h.deps), 1);
    assert.equal(h.calls.length, 1);
    assert.match(h.output(), /not found\./);
    assert.match(h.output(), /npx wrangler login/);
    assert.match(h.output(), /npx wrangler secret put ADMIN_TOKEN --env production/);
  });

  test("a failed migration stops it: nothing is deployed", async () => {
    const h = harness(filledInToml(), { "d1 migrations apply": { code: 1, stdout: "", stderr: "" } });
    assert.equal(await deploy("production", h.deps), 1);
    assert.deepEqual(h.calls.map((c) => c[0]), ["secret", "d1"]);
    assert.match(h.output(), /Applying the migrations failed .* Nothing was deployed: the running version is unchanged/);
  });

  test("a failed deploy exits non-zero and says the previous version still serves", async () => {
    const h = harness(filledInToml(), { deploy: { code: 1, stdout: "", stderr: "" } });
    assert.equal(await deploy("production", h.deps), 1);
    assert.equal(h.calls.length, 3);
    assert.match(h.output(), /wrangler deploy failed .* the previous version still serves/);
  });

  test("a migration that drops a column is refused before anything runs", async () => {
    const h = harness(filledInToml(), {}, [{ name: "0007_drop.sql", sql: "ALTER TABLE `quotes` DROP COLUMN `notes`;" }]);
    assert.equal(await deploy("production", h.deps), 1);
    assert.deepEqual(h.calls, []);
    assert.match(h.output(), /0007_drop\.sql drops a column/);
  });

  test("--check runs the checks and the secrets list only", async () => {
    const h = harness(filledInToml());
    assert.equal(await deploy("production", h.deps, { checkOnly: true }), 0);
    assert.deepEqual(h.calls, [["secret", "list", "--env", "production", "--format", "json"]]);
    assert.match(h.output(), /ready to deploy/);
  });
});

test("npm run deploy:staging deploys staging, and only staging", async () => {
  const h = harness(filledInToml());
  assert.equal(await deploy("staging", h.deps), 0);
  assert.ok(h.calls.every((args) => args.includes("--env") && args[args.indexOf("--env") + 1] === "staging"));
});
