// Checks the web Worker's configuration (wrangler.web.toml) of one environment against the API
// Worker's (wrangler.toml) of the same environment: the two share one database, one jobs queue, one
// archive bucket and the API Worker's RateLimiter, and only the API Worker answers the hostname.
// Pure: configurations in, problems out, each saying what to change and where.

import type { EnvironmentConfig } from "./config-check.ts";
import { BINDINGS, WEB_CONFIG, WEB_REQUIRED_SECRETS } from "./settings.ts";

const where = (env: string, table?: string) => `${WEB_CONFIG} ${table ? `[[env.${env}.${table}]]` : `[env.${env}]`}`;

/** Every problem with the web Worker's `web` configuration, beside the API Worker's `api`; empty when both can be deployed together. */
export function webConfigProblems(web: EnvironmentConfig, api: EnvironmentConfig, otherWebs: EnvironmentConfig[] = []): string[] {
  const problems: string[] = [];
  const { env } = web;
  const expectedName = `fleet-quote-web-${env}`;
  if (web.name !== expectedName) problems.push(`${where(env)} name must be "${expectedName}", the service the API Worker's ${BINDINGS.web} binding names (wrangler.toml [[env.${env}.services]]).`);
  for (const other of otherWebs) if (other.name === web.name) problems.push(`${where(env)} and ${WEB_CONFIG} [env.${other.env}] share the Worker name "${web.name}": each environment needs its own.`);

  const database = web.d1Databases.find((d) => d.binding === BINDINGS.database);
  const apiDatabase = api.d1Databases.find((d) => d.binding === BINDINGS.database);
  if (!database || database.database_id !== apiDatabase?.database_id || database.migrations_dir !== "migrations") {
    problems.push(
      `${where(env, "d1_databases")} (binding "${BINDINGS.database}") must name the API Worker's database: database_id = "${apiDatabase?.database_id ?? "<its id>"}" (as in wrangler.toml [[env.${env}.d1_databases]]) and migrations_dir = "migrations".`,
    );
  }
  const jobs = api.queueProducers.find((p) => p.binding === BINDINGS.queue)?.queue;
  if (!web.queueProducers.some((p) => p.binding === BINDINGS.queue && p.queue === jobs)) {
    problems.push(`${where(env, "queues.producers")} must have binding = "${BINDINGS.queue}" and queue = "${jobs ?? "<the API Worker's jobs queue>"}": its e-mails and webhooks go to the API Worker's queue.`);
  }
  if (web.queueConsumers.length > 0) problems.push(`${where(env, "queues.consumers")} must not exist: the API Worker consumes the jobs queue; two consumers would split its jobs.`);
  const bucket = api.r2Buckets.find((b) => b.binding === BINDINGS.archive)?.bucket_name;
  if (!web.r2Buckets.some((b) => b.binding === BINDINGS.archive && b.bucket_name === bucket)) {
    problems.push(`${where(env, "r2_buckets")} must have binding = "${BINDINGS.archive}" and bucket_name = "${bucket ?? "<the API Worker's archive bucket>"}": archived quotes are read there.`);
  }
  if (!web.durableObjects.some((d) => d.name === BINDINGS.rateLimiter && d.class_name === BINDINGS.rateLimiterClass && d.script_name === api.name)) {
    problems.push(
      `${where(env, "durable_objects.bindings")} must have name = "${BINDINGS.rateLimiter}", class_name = "${BINDINGS.rateLimiterClass}" and script_name = "${api.name}": the web Worker counts in the API Worker's RateLimiter.`,
    );
  }
  const listed = new Set(web.requiredSecrets ?? []);
  const missing = WEB_REQUIRED_SECRETS.filter((name) => !listed.has(name));
  if (missing.length > 0) problems.push(`${where(env, "secrets").replace("[[", "[").replace("]]", "]")} required must list ${missing.join(", ")}.`);
  if (web.customDomains.length > 0 || web.otherRoutes.length > 0) {
    problems.push(`${where(env)} must have no routes: the API Worker answers the hostname and forwards /dealer and /console to this Worker.`);
  }
  if (web.workersDev !== false) problems.push(`${where(env)} must set workers_dev = false: the web Worker is reached only through the API Worker.`);
  return problems;
}
