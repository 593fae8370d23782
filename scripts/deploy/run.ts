// The deploy of both Workers, step by step, stopping at the first failure:
//   1. wrangler.toml and wrangler.web.toml: the environment's configuration of each (offline)
//   2. the migrations: forward-only, expand-then-contract (offline)
//   3. each Worker's secrets: `wrangler secret list`
//   4. `wrangler d1 migrations apply DB --remote`
//   5. `wrangler deploy` of the API Worker, then of the web Worker
// Commands run through an injected runner, so a test can drive the order and the failures.

import { configProblems, type EnvironmentConfig } from "./config-check.ts";
import { webConfigProblems } from "./web-config-check.ts";
import { migrationProblems, type MigrationFile } from "./migrations-check.ts";
import { missingSecrets, missingSecretsMessage, parseSecretList, testOnlySecretsMessage } from "./secrets.ts";
import { BINDINGS, ENVIRONMENTS, REQUIRED_SECRETS, TEST_ONLY_SETTINGS, WEB_CONFIG, WEB_REQUIRED_SECRETS, type EnvironmentName } from "./settings.ts";

export interface CommandResult {
  code: number;
  /** Captured output (empty unless the command was run with `capture`). */
  stdout: string;
  stderr: string;
}

/**
 * Runs `wrangler <args>` to completion, never waiting on a prompt (its standard input is not a
 * terminal, so wrangler takes its non-interactive answers). With `capture` the output is returned;
 * without it the output goes straight to the operator's terminal.
 */
export type Runner = (args: string[], options: { capture: boolean }) => Promise<CommandResult>;

export interface DeployDependencies {
  runner: Runner;
  /** The resolved configuration of an environment (throws wrangler's message on a bad file): the API Worker's (wrangler.toml). */
  readConfig: (env: EnvironmentName) => EnvironmentConfig;
  /** The same of the web Worker (wrangler.web.toml). */
  readWebConfig: (env: EnvironmentName) => EnvironmentConfig;
  readMigrations: () => MigrationFile[];
  log: (text: string) => void;
  /** A note for the Worker Version (`wrangler deploy --message`), such as the commit deployed. */
  versionMessage?: string;
}

export interface DeployOptions {
  /** Check only (configuration, migrations, secrets): apply nothing, deploy nothing. */
  checkOnly?: boolean;
}

const tail = (text: string, lines = 15) => text.trim().split("\n").slice(-lines).join("\n");

function fail(deps: DeployDependencies, title: string, detail: string): number {
  deps.log(`\n✗ ${title}\n${detail}\n`);
  return 1;
}

/** Runs the deploy of `env`; resolves to the process exit code. */
export async function deploy(env: EnvironmentName, deps: DeployDependencies, options: DeployOptions = {}): Promise<number> {
  const { log, runner } = deps;
  const again = options.checkOnly ? `node scripts/deploy.ts ${env} --check` : `npm run deploy:${env}`;

  // 1. Configuration.
  log(`1. Checking wrangler.toml and ${WEB_CONFIG} [env.${env}]`);
  let config: EnvironmentConfig;
  let others: EnvironmentConfig[];
  let web: EnvironmentConfig;
  let otherWebs: EnvironmentConfig[];
  try {
    config = deps.readConfig(env);
    others = ENVIRONMENTS.filter((e) => e !== env).map((e) => deps.readConfig(e));
    web = deps.readWebConfig(env);
    otherWebs = ENVIRONMENTS.filter((e) => e !== env).map((e) => deps.readWebConfig(e));
  } catch (error) {
    return fail(deps, "wrangler.toml or wrangler.web.toml could not be read.", error instanceof Error ? error.message : String(error));
  }
  const problems = [...configProblems(config, others), ...webConfigProblems(web, config, otherWebs)];
  if (problems.length > 0) {
    return fail(
      deps,
      `The configuration is not ready for ${env}: ${problems.length} thing${problems.length === 1 ? "" : "s"} to fix. Nothing was applied or deployed.`,
      `${problems.map((p) => `- ${p}`).join("\n")}\n\nThen run ${again} again.`,
    );
  }
  const database = config.d1Databases.find((d) => d.binding === BINDINGS.database);
  log(`   Workers ${config.name} and ${web.name}, D1 ${database?.database_name} (${database?.database_id}), custom domain ${config.customDomains.join(", ") || "none"}`);

  // 2. Migrations.
  log("2. Checking the migrations (forward-only, expand-then-contract)");
  const migrationIssues = migrationProblems(deps.readMigrations());
  if (migrationIssues.length > 0) {
    return fail(deps, "A migration would break the running version. Nothing was applied or deployed.", migrationIssues.map((p) => `- ${p}`).join("\n"));
  }

  // 3. Secrets, of each Worker.
  const workers = [
    { config, configArgs: [] as string[], required: config.requiredSecrets ?? [...REQUIRED_SECRETS] },
    { config: web, configArgs: ["--config", WEB_CONFIG], required: web.requiredSecrets ?? [...WEB_REQUIRED_SECRETS] },
  ];
  for (const [i, worker] of workers.entries()) {
    const flags = [...worker.configArgs, "--env", env];
    log(`3${"ab"[i]}. Checking the secrets of ${worker.config.name} (wrangler secret list ${flags.join(" ")})`);
    const listed = await runner(["secret", "list", ...flags, "--format", "json"], { capture: true });
    if (listed.code !== 0) {
      return fail(
        deps,
        `Could not list the secrets of ${worker.config.name}. Nothing was applied or deployed.`,
        `${tail(`${listed.stderr}\n${listed.stdout}`)}\n\n` +
          `- Not signed in? Run \`npx wrangler login\` (or set CLOUDFLARE_API_TOKEN), and CLOUDFLARE_ACCOUNT_ID if you have several accounts.\n` +
          `- "not found"? The Worker does not exist yet: set its secrets first, which creates it:\n` +
          worker.required.map((name) => `    npx wrangler secret put ${name} ${flags.join(" ")}`).join("\n"),
      );
    }
    let present: string[];
    try {
      present = parseSecretList(listed.stdout);
    } catch (error) {
      return fail(deps, "Could not read the list of secrets. Nothing was applied or deployed.", error instanceof Error ? error.message : String(error));
    }
    const missing = missingSecrets(worker.required, present);
    if (missing.length > 0) {
      return fail(deps, "Nothing was applied or deployed.", missingSecretsMessage(missing, env, worker.config.name, worker.configArgs));
    }
    const testOnly = TEST_ONLY_SETTINGS.filter((name) => present.includes(name));
    if (testOnly.length > 0) {
      return fail(deps, "Nothing was applied or deployed.", testOnlySecretsMessage(testOnly, env, worker.config.name, worker.configArgs));
    }
    log(`   set: ${present.join(", ")}`);
  }

  if (options.checkOnly) {
    log(`\n✓ ${env} is ready to deploy: run npm run deploy:${env}. (Checked only: nothing was applied or deployed.)`);
    return 0;
  }

  // 4. Migrations, before the code that needs them.
  log(`4. Applying D1 migrations to ${database?.database_name} (remote)`);
  const migrated = await runner(["d1", "migrations", "apply", BINDINGS.database, "--remote", "--env", env], { capture: false });
  if (migrated.code !== 0) {
    return fail(
      deps,
      `Applying the migrations failed (wrangler exited with ${migrated.code}; its output is above). Nothing was deployed: the running version is unchanged.`,
      "Migrations that had been applied stay applied (a failing migration is rolled back on its own). They only add, so the running version keeps working.\n" +
        `Fix the cause, then run ${again} again: applied migrations are not applied twice.`,
    );
  }

  // 5. The Workers: the API Worker first (its RateLimiter is the web Worker's), then the web Worker.
  for (const [i, worker] of workers.entries()) {
    log(`5${"ab"[i]}. Deploying ${worker.config.name}`);
    const deployArgs = ["deploy", ...worker.configArgs, "--env", env, ...(deps.versionMessage ? ["--message", deps.versionMessage] : [])];
    const deployed = await runner(deployArgs, { capture: false });
    if (deployed.code !== 0) {
      const before = i === 0 ? "" : `${config.name} is deployed and serves the API; `;
      return fail(
        deps,
        `wrangler deploy of ${worker.config.name} failed (exit ${deployed.code}; its output is above). The migrations are applied; ${before}the previous version of ${worker.config.name} still serves, and works with them.`,
        `Fix the cause, then run ${again} again.`,
      );
    }
  }

  const host = config.customDomains[0];
  log(
    `\n✓ Deployed ${config.name} and ${web.name} (${env}).${host ? `\n  Check it:  curl -s https://${host}/health  and open https://${host}/console` : ""}` +
      `\n  Watch them:  npx wrangler tail --env ${env}   npx wrangler tail --config ${WEB_CONFIG} --env ${env}`,
  );
  return 0;
}
