// The web Worker's configuration beside the API Worker's, as the deploy checks it.

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { configProblems } from "./config-check.ts";
import { environmentsOf, filledInToml, filledInWebToml, repositoryToml, repositoryWebToml } from "./test-fixtures.ts";
import { webConfigProblems } from "./web-config-check.ts";

const problemsOf = (webToml: string, env: "staging" | "production", apiToml = filledInToml()) => {
  const [api, web] = [environmentsOf(apiToml), environmentsOf(webToml)];
  return webConfigProblems(web[env], api[env], [env === "staging" ? web.production : web.staging]);
};

describe("the repository's wrangler.web.toml", () => {
  for (const env of ["staging", "production"] as const) {
    test(`${env}: agrees with wrangler.toml as it stands, and filled in as wrangler.toml is`, () => {
      assert.deepEqual(problemsOf(repositoryWebToml(), env, repositoryToml()), []);
      assert.deepEqual(problemsOf(filledInWebToml(), env), []);
    });
  }
});

describe("refused web Worker configurations", () => {
  test("another database, queue or bucket than the API Worker's, and a queue consumer", () => {
    const toml = filledInWebToml()
      .replace(/(\[\[env\.production\.d1_databases\]\][\s\S]*?database_id = )"[^"]+"/, `$1"11111111-2222-4333-8444-555555555555"`)
      .replace('queue = "fleet-quote-jobs-production"', 'queue = "other-jobs"\n\n[[env.production.queues.consumers]]\nqueue = "other-jobs"')
      .replace('bucket_name = "fleet-quote-archive-production"', 'bucket_name = "other-archive"');
    const problems = problemsOf(toml, "production");
    assert.equal(problems.length, 4, problems.join("\n"));
    assert.match(problems[0]!, /must name the API Worker's database: database_id = "c4f5a6b7-8c9d-4e0f-a1b2-c3d4e5f6a7b8"/);
    assert.match(problems[1]!, /queue = "fleet-quote-jobs-production"/);
    assert.match(problems[2]!, /queues\.consumers\]\] must not exist/);
    assert.match(problems[3]!, /bucket_name = "fleet-quote-archive-production"/);
  });

  test("a RateLimiter of another Worker, a route, a missing secret, another name", () => {
    const toml = filledInWebToml()
      .replace('script_name = "fleet-quote-api-staging"', 'script_name = "fleet-quote-web-staging"')
      .replace('[env.staging]\nname = "fleet-quote-web-staging"', '[env.staging]\nname = "web-staging"\nroutes = [{ pattern = "web.fleetquote.com.au", custom_domain = true }]')
      .replace('[env.staging.secrets]\nrequired = ["PORTAL_LINK_SECRET"]', '[env.staging.secrets]\nrequired = []');
    const problems = problemsOf(toml, "staging");
    assert.equal(problems.length, 4, problems.join("\n"));
    assert.match(problems[0]!, /name must be "fleet-quote-web-staging"/);
    assert.match(problems[1]!, /script_name = "fleet-quote-api-staging"/);
    assert.match(problems[2]!, /required must list PORTAL_LINK_SECRET/);
    assert.match(problems[3]!, /must have no routes/);
  });

  test("a workers.dev address", () => {
    const toml = filledInWebToml().replace('[env.production]\nname = "fleet-quote-web-production"\nworkers_dev = false', '[env.production]\nname = "fleet-quote-web-production"\nworkers_dev = true');
    const problems = problemsOf(toml, "production");
    assert.deepEqual(problems.map((p) => /must set workers_dev = false/.test(p)), [true]);
  });

  test("the API Worker without its service binding to the web Worker", () => {
    const api = environmentsOf(filledInToml().replace('[[env.production.services]]\nbinding = "WEB"\nservice = "fleet-quote-web-production"', ""));
    const problems = configProblems(api.production, [api.staging]);
    assert.equal(problems.length, 1, problems.join("\n"));
    assert.match(problems[0]!, /\[\[env\.production\.services\]\] with binding = "WEB" and service = "fleet-quote-web-production"/);
  });
});
