import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, test } from "node:test";
import { configProblems, isPlaceholderHost } from "./config-check.ts";
import { PLACEHOLDER_DATABASE_ID, RETENTION_CRON, SWEEP_CRON } from "./settings.ts";
import { environmentsOf, filledInToml, repositoryToml, root } from "./test-fixtures.ts";

const problemsOf = (toml: string, env: "staging" | "production") => {
  const envs = environmentsOf(toml);
  return configProblems(envs[env], [env === "staging" ? envs.production : envs.staging]);
};

describe("the repository's wrangler.toml", () => {
  for (const env of ["staging", "production"] as const) {
    test(`${env}: refused for its placeholders only, each with what to do`, () => {
      const problems = problemsOf(repositoryToml(), env);
      assert.equal(problems.length, 4, problems.join("\n"));
      const [database, emailFrom, baseUrl, domain] = problems;
      assert.match(database!, new RegExp(`placeholder database_id ${PLACEHOLDER_DATABASE_ID}`));
      assert.ok(database!.includes(`npx wrangler d1 create fleet-quote-${env} --location oc`), database);
      assert.ok(database!.includes(`[[env.${env}.d1_databases]]: database_id = "<the id>"`), database);
      assert.match(emailFrom!, /EMAIL_FROM is the placeholder "quotes@fleetquote\.example"/);
      assert.match(emailFrom!, new RegExp(`\\[\\[env\\.${env}\\.send_email\\]\\] allowed_sender_addresses`));
      assert.match(baseUrl!, /PUBLIC_BASE_URL is the placeholder/);
      assert.match(domain!, /routes has the placeholder custom domain/);
    });
  }

  test("filled in, both environments pass", () => {
    assert.deepEqual(problemsOf(filledInToml(), "staging"), []);
    assert.deepEqual(problemsOf(filledInToml(), "production"), []);
  });

  test("only the database id left as the placeholder: that alone is refused", () => {
    const toml = filledInToml().replace(/(\[\[env\.production\.d1_databases\]\][\s\S]*?database_id = )"[^"]+"/, `$1"${PLACEHOLDER_DATABASE_ID}"`);
    const problems = problemsOf(toml, "production");
    assert.equal(problems.length, 1, problems.join("\n"));
    assert.match(problems[0]!, /npx wrangler d1 create fleet-quote-production --location oc/);
    assert.deepEqual(problemsOf(toml, "staging"), []);
  });

  test("each environment lists every var, binding and the dead-letter queue itself (nothing of that is inherited)", () => {
    const envs = environmentsOf(filledInToml());
    for (const config of Object.values(envs)) {
      assert.deepEqual(Object.keys(config.vars).sort(), ["ALLOW_INSECURE_CALLBACKS", "ARCHIVE_AFTER_DAYS", "EMAIL_FROM", "PUBLIC_BASE_URL", "REGISTRATIONS_PER_HOUR"]);
      assert.deepEqual(config.r2Buckets.map((b) => [b.binding, b.bucket_name]), [["ARCHIVE", `fleet-quote-archive-${config.env}`]]);
      assert.equal(config.vars.ALLOW_INSECURE_CALLBACKS, "false");
      assert.deepEqual(config.crons, [SWEEP_CRON, RETENTION_CRON]);
      assert.deepEqual(config.requiredSecrets, ["ADMIN_TOKEN", "WEBHOOK_SIGNING_KEY", "PORTAL_LINK_SECRET"]);
      const jobs = `fleet-quote-jobs-${config.env}`;
      assert.deepEqual(config.queueProducers.map((p) => p.queue), [jobs]);
      assert.deepEqual(config.queueConsumers.map((c) => [c.queue, c.dead_letter_queue ?? null]), [[jobs, `${jobs}-dlq`], [`${jobs}-dlq`, null]]);
      assert.equal(config.name, `fleet-quote-api-${config.env}`);
    }
  });
});

describe("refused configurations", () => {
  const refused = (edit: (toml: string) => string, env: "staging" | "production", pattern: RegExp) => {
    const problems = problemsOf(edit(filledInToml()), env);
    assert.ok(problems.some((p) => pattern.test(p)), `expected a problem matching ${pattern}, got:\n${problems.join("\n")}`);
  };

  test("a required secret missing from [env.X.secrets]", () =>
    refused((t) => t.replace(`[env.production.secrets]\nrequired = ["ADMIN_TOKEN", "WEBHOOK_SIGNING_KEY", "PORTAL_LINK_SECRET"]`, `[env.production.secrets]\nrequired = ["ADMIN_TOKEN", "WEBHOOK_SIGNING_KEY"]`), "production", /lacks PORTAL_LINK_SECRET/));

  test("a dead-letter queue not named <queue>-dlq", () =>
    refused((t) => t.replaceAll("fleet-quote-jobs-staging-dlq", "fleet-quote-dead-staging"), "staging", /dead_letter_queue = "fleet-quote-jobs-staging-dlq"/));

  test("plain-http callbacks switched on", () =>
    refused((t) => t.replace(/(\[env\.production\.vars\][\s\S]*?ALLOW_INSECURE_CALLBACKS = )"false"/, `$1"true"`), "production", /ALLOW_INSECURE_CALLBACKS must be "false"/));

  test("a setting only tests may make (a shorter webhook timeout)", () =>
    refused((t) => t.replace(/(\[env\.production\.vars\]\n)/, `$1WEBHOOK_TIMEOUT_MS = "100"\n`), "production", /must not set WEBHOOK_TIMEOUT_MS: it is for tests only/));

  test("a var left out", () => refused((t) => t.replace(/(\[env\.staging\.vars\]\n)EMAIL_FROM = [^\n]*\n/, "$1"), "staging", /has no EMAIL_FROM/));

  test("a sender the e-mail binding does not allow", () =>
    refused((t) => t.replace(/(\[\[env\.production\.send_email\]\][\s\S]*?allowed_sender_addresses = )\[[^\]]*\]/, `$1["noreply@fleetquote.com.au"]`), "production", /does not include EMAIL_FROM/));

  test("crons other than the sweep and the retention strings", () =>
    refused((t) => t.replace(/(\[env\.staging\.triggers\]\n)crons = [^\n]*/, `$1crons = ["* * * * *", "0 * * * *"]`), "staging", /crons must be exactly/));

  test("PUBLIC_BASE_URL on another host than the custom domain", () =>
    refused((t) => t.replace(`PUBLIC_BASE_URL = "https://quotes.fleetquote.com.au"`, `PUBLIC_BASE_URL = "https://portal.fleetquote.com.au"`), "production", /links in e-mails would lead elsewhere/));

  test("no archive bucket", () =>
    refused((t) => t.replace(/\[\[env\.staging\.r2_buckets\]\]\nbinding = "ARCHIVE"\nbucket_name = "[^"]+"\n/, ""), "staging", /no \[\[env\.staging\.r2_buckets\]\] with binding = "ARCHIVE"/));

  test("staging archiving into production's bucket", () =>
    refused((t) => t.replace(`bucket_name = "fleet-quote-archive-staging"`, `bucket_name = "fleet-quote-archive-production"`), "staging", /share the R2 bucket "fleet-quote-archive-production"/));

  test("an archive age that is not a whole number of days from 1 (0 is for trying it locally)", () => {
    for (const days of ["0", "90.5", "ninety", ""]) refused((t) => t.replace(/(\[env\.production\.vars\][\s\S]*?ARCHIVE_AFTER_DAYS = )"90"/, `$1"${days}"`), "production", /ARCHIVE_AFTER_DAYS/);
    assert.deepEqual(problemsOf(filledInToml().replace(/(\[env\.production\.vars\][\s\S]*?ARCHIVE_AFTER_DAYS = )"90"/, `$1"1"`), "production"), []);
  });

  test("staging pointed at production's database", () =>
    refused((t) => {
      const production = /\[\[env\.production\.d1_databases\]\][\s\S]*?database_id = "([^"]+)"/.exec(t)![1]!;
      return t.replace(/(\[\[env\.staging\.d1_databases\]\][\s\S]*?database_id = )"[^"]+"/, `$1"${production}"`);
    }, "staging", /share the D1 database/));
});

test("placeholder hosts are the names reserved for examples", () => {
  for (const host of ["fleetquote.example", "quotes.fleetquote.example", "example.com", "api.example.org", "x.test", "localhost", "a.invalid"]) assert.ok(isPlaceholderHost(host), host);
  for (const host of ["fleetquote.com.au", "examples.com", "example.com.au", "quotes.testing.io"]) assert.ok(!isPlaceholderHost(host), host);
});

test("the retention cron is the string the cron handler looks for", () => {
  const schedule = readFileSync(join(root, "src", "jobs", "schedule.ts"), "utf8");
  assert.match(schedule, new RegExp(`RETENTION_CRON = "${RETENTION_CRON.replaceAll("*", "\\*")}"`));
});
