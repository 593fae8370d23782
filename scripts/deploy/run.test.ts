// The deploy's order and its stops, with a fake runner: no wrangler process, no network.

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { deploy, type CommandResult, type DeployDependencies } from "./run.ts";
import { environmentsOf, filledInToml, filledInWebToml, repositoryToml } from "./test-fixtures.ts";

const ALL_SECRETS = JSON.stringify([{ name: "ADMIN_TOKEN", type: "secret_text" }, { name: "WEBHOOK_SIGNING_KEY", type: "secret_text" }, { name: "PORTAL_LINK_SECRET", type: "secret_text" }]);
const ok = (stdout = ""): CommandResult => ({ code: 0, stdout, stderr: "" });

const WEB_SECRETS = JSON.stringify([{ name: "PORTAL_LINK_SECRET", type: "secret_text" }]);
const WEB = ["--config", "wrangler.web.toml"];

/** A fake wrangler: answers by the command's first words (and, for the web Worker's, "web " before them), records every call. */
function harness(toml: string, answers: Record<string, CommandResult> = {}, migrations = [{ name: "0000_init.sql", sql: "CREATE TABLE a (b text);" }], webToml = filledInWebToml()) {
  const envs = environmentsOf(toml);
  const webEnvs = environmentsOf(webToml);
  const calls: string[][] = [];
  const output: string[] = [];
  const deps: DeployDependencies = {
    runner: async (args) => {
      calls.push(args);
      const web = args.includes("wrangler.web.toml");
      const key = `${web ? "web " : ""}${args.slice(0, args[0] === "d1" ? 3 : args[0] === "secret" ? 2 : 1).join(" ")}`;
      return answers[key] ?? (key === "secret list" ? ok(ALL_SECRETS) : key === "web secret list" ? ok(WEB_SECRETS) : ok());
    },
    readConfig: (env) => envs[env],
    readWebConfig: (env) => webEnvs[env],
    readMigrations: () => migrations,
    log: (text) => output.push(text),
    versionMessage: "npm run deploy:production at abc1234",
  };
  return { deps, calls, output: () => output.join("\n") };
}

describe("npm run deploy:production", () => {
  test("checks, lists both Workers' secrets, applies the migrations, then deploys the API Worker and the web Worker, in that order", async () => {
    const h = harness(filledInToml());
    assert.equal(await deploy("production", h.deps), 0);
    assert.deepEqual(h.calls, [
      ["secret", "list", "--env", "production", "--format", "json"],
      ["secret", "list", ...WEB, "--env", "production", "--format", "json"],
      ["d1", "migrations", "apply", "DB", "--remote", "--env", "production"],
      ["deploy", "--env", "production", "--message", "npm run deploy:production at abc1234"],
      ["deploy", ...WEB, "--env", "production", "--message", "npm run deploy:production at abc1234"],
    ]);
    assert.match(h.output(), /✓ Deployed fleet-quote-api-production and fleet-quote-web-production \(production\)/);
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
    assert.deepEqual(h.calls.map((c) => c[0]), ["secret", "secret", "d1"]);
    assert.match(h.output(), /Applying the migrations failed .* Nothing was deployed: the running version is unchanged/);
  });

  test("a failed deploy exits non-zero and says the previous version still serves; the web Worker is not deployed", async () => {
    const h = harness(filledInToml(), { deploy: { code: 1, stdout: "", stderr: "" } });
    assert.equal(await deploy("production", h.deps), 1);
    assert.equal(h.calls.length, 4);
    assert.match(h.output(), /wrangler deploy of fleet-quote-api-production failed .* the previous version of fleet-quote-api-production still serves/);
  });

  test("a failed deploy of the web Worker says the API Worker is deployed and the web Worker's previous version still serves", async () => {
    const h = harness(filledInToml(), { "web deploy": { code: 1, stdout: "", stderr: "" } });
    assert.equal(await deploy("production", h.deps), 1);
    assert.equal(h.calls.length, 5);
    assert.match(h.output(), /fleet-quote-api-production is deployed and serves the API; the previous version of fleet-quote-web-production still serves/);
  });

  test("refuses a web Worker's secret missing, with the command that sets it on that Worker", async () => {
    const h = harness(filledInToml(), { "web secret list": ok("[]") });
    assert.equal(await deploy("production", h.deps), 1);
    assert.equal(h.calls.length, 2);
    assert.match(h.output(), /PORTAL_LINK_SECRET: {2}npx wrangler secret put PORTAL_LINK_SECRET --config wrangler\.web\.toml --env production/);
  });

  test("refuses a web Worker on another database than the API Worker's, before running anything", async () => {
    const h = harness(filledInToml(), {}, undefined, filledInWebToml().replaceAll("7d1e2f30-4a5b-4c6d-8e7f-901a2b3c4d5e", "11111111-2222-4333-8444-555555555555").replaceAll("c4f5a6b7-8c9d-4e0f-a1b2-c3d4e5f6a7b8", "11111111-2222-4333-8444-555555555555"));
    assert.equal(await deploy("production", h.deps), 1);
    assert.deepEqual(h.calls, []);
    assert.match(h.output(), /wrangler\.web\.toml \[\[env\.production\.d1_databases\]\] \(binding "DB"\) must name the API Worker's database/);
  });

  test("a migration that drops a column is refused before anything runs", async () => {
    const h = harness(filledInToml(), {}, [{ name: "0007_drop.sql", sql: "ALTER TABLE `quotes` DROP COLUMN `notes`;" }]);
    assert.equal(await deploy("production", h.deps), 1);
    assert.deepEqual(h.calls, []);
    assert.match(h.output(), /0007_drop\.sql drops a column/);
  });

  test("--check runs the checks and the secrets lists only", async () => {
    const h = harness(filledInToml());
    assert.equal(await deploy("production", h.deps, { checkOnly: true }), 0);
    assert.deepEqual(h.calls, [
      ["secret", "list", "--env", "production", "--format", "json"],
      ["secret", "list", ...WEB, "--env", "production", "--format", "json"],
    ]);
    assert.match(h.output(), /ready to deploy/);
  });
});

test("npm run deploy:staging deploys staging, and only staging", async () => {
  const h = harness(filledInToml());
  assert.equal(await deploy("staging", h.deps), 0);
  assert.ok(h.calls.every((args) => args.includes("--env") && args[args.indexOf("--env") + 1] === "staging"));
});
