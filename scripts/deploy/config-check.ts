// Checks one environment's resolved configuration before anything reaches Cloudflare: no placeholder
// ids or addresses, every var, binding, queue, cron and required secret the Worker relies on, and no
// database, queue, Worker or domain shared with another environment. Pure: configuration in,
// problems out, each saying what to change and where.

import {
  BINDINGS,
  deadLetterQueueOf,
  PLACEHOLDER_DATABASE_ID,
  REQUIRED_SECRETS,
  REQUIRED_VARS,
  RETENTION_CRON,
  SWEEP_CRON,
  TEST_ONLY_SETTINGS,
} from "./settings.ts";

/** What the checks read of an environment, as wrangler resolves it (scripts/deploy/wrangler-config.ts). */
export interface EnvironmentConfig {
  env: string;
  /** The Worker's name in this environment. */
  name: string;
  d1Databases: { binding: string; database_name?: string; database_id?: string; migrations_dir?: string }[];
  vars: Record<string, unknown>;
  /** `secrets.required`, or undefined when the environment has no `[env.X.secrets]`. */
  requiredSecrets: string[] | undefined;
  queueProducers: { binding: string; queue: string }[];
  queueConsumers: { queue: string; dead_letter_queue?: string }[];
  durableObjects: { name: string; class_name: string; script_name?: string }[];
  /** Service bindings (the API Worker's WEB, to the web Worker). */
  services: { binding: string; service: string }[];
  /** Whether the Worker answers on its workers.dev address (wrangler's default: yes). */
  workersDev: boolean | undefined;
  sendEmail: { name: string; allowed_sender_addresses?: string[] }[];
  r2Buckets: { binding: string; bucket_name?: string }[];
  crons: string[];
  /** Custom domains (`routes` entries with `custom_domain = true`). */
  customDomains: string[];
  /** Any other `routes` entries, which this service does not use. */
  otherRoutes: string[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Names reserved for examples and tests (RFC 2606, RFC 6761): never a real deployment's. */
export function isPlaceholderHost(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, "");
  return /(^|\.)(example|invalid|test|localhost)$/.test(h) || /(^|\.)example\.(com|net|org)$/.test(h);
}

const section = (env: string, table?: string) => (table ? `[env.${env}.${table}]` : `[env.${env}]`);
const arraySection = (env: string, table: string) => `[[env.${env}.${table}]]`;

function emailDomain(address: string): string | undefined {
  const match = /^[^@\s]+@([^@\s]+\.[^@\s]+)$/.exec(address);
  return match?.[1];
}

function checkDatabase(config: EnvironmentConfig, problems: string[]) {
  const { env } = config;
  const where = arraySection(env, "d1_databases");
  const db = config.d1Databases.find((d) => d.binding === BINDINGS.database);
  if (!db) {
    problems.push(`wrangler.toml has no ${where} with binding = "${BINDINGS.database}": the Worker reads its data through that binding.`);
    return;
  }
  const name = db.database_name ?? `fleet-quote-${env}`;
  const create = `npx wrangler d1 create ${name} --location oc`;
  if (!db.database_id || db.database_id === PLACEHOLDER_DATABASE_ID) {
    problems.push(
      `${where} (binding "${BINDINGS.database}") still has the placeholder database_id ${db.database_id ?? "(none)"}.\n` +
        `  Create the database:  ${create}\n` +
        `  then paste the database_id it prints into wrangler.toml, in ${where}: database_id = "<the id>".\n` +
        `  (Created it already? \`npx wrangler d1 list\` shows its uuid.)`,
    );
  } else if (!UUID.test(db.database_id)) {
    problems.push(`${where} database_id "${db.database_id}" is not a database id (a UUID). Paste the uuid that \`${create}\` printed, or that \`npx wrangler d1 list\` shows for ${name}.`);
  }
  if (db.migrations_dir !== "migrations") {
    problems.push(`${where} must have migrations_dir = "migrations" (the project's migrations), not ${JSON.stringify(db.migrations_dir)}.`);
  }
}

function checkVars(config: EnvironmentConfig, problems: string[]) {
  const { env, vars } = config;
  const where = section(env, "vars");
  for (const name of REQUIRED_VARS) {
    if (typeof vars[name] !== "string" || vars[name] === "") problems.push(`${where} has no ${name}: vars are not inherited from the top level, so every environment lists each one.`);
  }
  if (typeof vars.ALLOW_INSECURE_CALLBACKS === "string" && vars.ALLOW_INSECURE_CALLBACKS !== "false") {
    problems.push(`${where} ALLOW_INSECURE_CALLBACKS must be "false" in a deployed environment (it lets callbackUrl use plain http to localhost).`);
  }
  for (const name of TEST_ONLY_SETTINGS) {
    if (name in vars) problems.push(`${where} must not set ${name}: it is for tests only (a deployed Worker keeps the spec's values). Remove it.`);
  }
  if (typeof vars.ARCHIVE_AFTER_DAYS === "string" && !/^[1-9][0-9]{0,3}$/.test(vars.ARCHIVE_AFTER_DAYS)) {
    problems.push(
      `${where} ARCHIVE_AFTER_DAYS must be a whole number of days from 1, such as "90" (how long a finished quote stays in D1 before it moves to R2; 0 is for trying it locally).`,
    );
  }
  if (typeof vars.REGISTRATIONS_PER_HOUR === "string" && !/^[1-9][0-9]*$/.test(vars.REGISTRATIONS_PER_HOUR)) {
    problems.push(`${where} REGISTRATIONS_PER_HOUR must be a whole number of registrations per client address per hour, such as "10".`);
  }

  const from = vars.EMAIL_FROM;
  if (typeof from === "string") {
    const domain = emailDomain(from);
    if (!domain) problems.push(`${where} EMAIL_FROM "${from}" is not an e-mail address.`);
    else if (isPlaceholderHost(domain)) {
      problems.push(
        `${where} EMAIL_FROM is the placeholder "${from}". Set it to the address quote e-mails are sent from, on the domain you onboarded to ` +
          `Cloudflare Email Sending (docs/deploy.md, step 6), and put the same address in ${arraySection(env, "send_email")} allowed_sender_addresses.`,
      );
    }
  }

  const base = vars.PUBLIC_BASE_URL;
  if (typeof base === "string") {
    let url: URL | undefined;
    try {
      url = new URL(base);
    } catch {
      problems.push(`${where} PUBLIC_BASE_URL "${base}" is not a URL: set it to https://<the hostname this environment answers on>.`);
    }
    if (url) {
      const domainHint = config.customDomains[0] ? ` (the custom domain in ${section(env)} routes: https://${config.customDomains[0]})` : "";
      if (isPlaceholderHost(url.hostname)) {
        problems.push(`${where} PUBLIC_BASE_URL is the placeholder "${base}". Set it to https://<the hostname this environment answers on>, the same hostname as its custom domain in ${section(env)} routes.`);
      } else if (url.protocol !== "https:") {
        problems.push(`${where} PUBLIC_BASE_URL must start with https:// (the links in e-mails open it)${domainHint}.`);
      } else if (url.pathname !== "/" || url.search || url.hash) {
        problems.push(`${where} PUBLIC_BASE_URL must be an origin only, such as https://${url.hostname}, without a path.`);
      } else if (config.customDomains.length > 0 && !config.customDomains.includes(url.hostname)) {
        problems.push(`${where} PUBLIC_BASE_URL names ${url.hostname}, but this environment answers on ${config.customDomains.join(", ")}${domainHint}: the links in e-mails would lead elsewhere.`);
      } else if (config.customDomains.length === 0 && !url.hostname.endsWith(".workers.dev")) {
        problems.push(`${where} PUBLIC_BASE_URL names ${url.hostname}, but ${section(env)} has no custom domain with that hostname in routes.`);
      }
    }
  }
}

function checkSecretsList(config: EnvironmentConfig, problems: string[]) {
  const where = section(config.env, "secrets");
  const listed = new Set(config.requiredSecrets ?? []);
  const missing = REQUIRED_SECRETS.filter((name) => !listed.has(name));
  if (missing.length > 0) {
    problems.push(
      `${where} required must list every Worker secret the service needs; it lacks ${missing.join(", ")}.\n` +
        `  It should read: required = [${REQUIRED_SECRETS.map((s) => `"${s}"`).join(", ")}]`,
    );
  }
}

function checkQueues(config: EnvironmentConfig, problems: string[]) {
  const { env } = config;
  const producer = config.queueProducers.find((p) => p.binding === BINDINGS.queue);
  if (!producer) {
    problems.push(`wrangler.toml has no ${arraySection(env, "queues.producers")} with binding = "${BINDINGS.queue}": quotes queue their e-mail and webhook jobs there.`);
    return;
  }
  const jobs = producer.queue;
  const dlq = deadLetterQueueOf(jobs);
  const consumer = config.queueConsumers.find((c) => c.queue === jobs);
  if (!consumer) {
    problems.push(`${arraySection(env, "queues.consumers")}: no consumer for "${jobs}", the queue the Worker sends its jobs to; nothing would run them.`);
  } else if (consumer.dead_letter_queue !== dlq) {
    problems.push(
      `${arraySection(env, "queues.consumers")} for "${jobs}" must have dead_letter_queue = "${dlq}" ` +
        `(the queue handler recognises dead letters by the "-dlq" suffix), not ${JSON.stringify(consumer.dead_letter_queue ?? null)}.`,
    );
  }
  if (!config.queueConsumers.some((c) => c.queue === dlq)) {
    problems.push(`${arraySection(env, "queues.consumers")}: no consumer for the dead-letter queue "${dlq}"; dead letters would never be recorded or re-driven.`);
  }
}

function checkBindings(config: EnvironmentConfig, problems: string[]) {
  const { env } = config;
  if (!config.durableObjects.some((d) => d.name === BINDINGS.rateLimiter && d.class_name === BINDINGS.rateLimiterClass)) {
    problems.push(
      `wrangler.toml has no ${arraySection(env, "durable_objects.bindings")} with name = "${BINDINGS.rateLimiter}" and class_name = "${BINDINGS.rateLimiterClass}" ` +
        `(Durable Object bindings are not inherited from the top level).`,
    );
  }
  if (!config.services.some((s) => s.binding === BINDINGS.web && s.service === `fleet-quote-web-${env}`)) {
    problems.push(
      `wrangler.toml has no ${arraySection(env, "services")} with binding = "${BINDINGS.web}" and service = "fleet-quote-web-${env}": ` +
        `the dealer portal and the FMO console are forwarded to the web Worker through it (services are not inherited from the top level).`,
    );
  }
  const archive = config.r2Buckets.find((b) => b.binding === BINDINGS.archive);
  if (!archive?.bucket_name) {
    problems.push(
      `wrangler.toml has no ${arraySection(env, "r2_buckets")} with binding = "${BINDINGS.archive}" and a bucket_name: archived quotes are kept there ` +
        `(create it with \`npx wrangler r2 bucket create fleet-quote-archive-${env} --location oc\`).`,
    );
  }
  const email = config.sendEmail.find((s) => s.name === BINDINGS.email);
  if (!email) {
    problems.push(`wrangler.toml has no ${arraySection(env, "send_email")} with name = "${BINDINGS.email}": quote e-mails go out through it.`);
  } else {
    const from = config.vars.EMAIL_FROM;
    const allowed = email.allowed_sender_addresses;
    if (typeof from === "string" && allowed && !allowed.includes(from)) {
      problems.push(`${arraySection(env, "send_email")} allowed_sender_addresses ${JSON.stringify(allowed)} does not include EMAIL_FROM "${from}": every e-mail would be refused.`);
    }
    for (const address of allowed ?? []) {
      const domain = emailDomain(address);
      if (domain && isPlaceholderHost(domain) && address !== from) {
        problems.push(`${arraySection(env, "send_email")} allowed_sender_addresses still has the placeholder "${address}": list the EMAIL_FROM address only.`);
      }
    }
  }
}

function checkCronsAndRoutes(config: EnvironmentConfig, problems: string[]) {
  const { env } = config;
  const expected = [SWEEP_CRON, RETENTION_CRON];
  const crons = [...config.crons].sort();
  if (crons.length !== expected.length || !expected.every((c) => crons.includes(c))) {
    problems.push(
      `${section(env, "triggers")} crons must be exactly ["${SWEEP_CRON}", "${RETENTION_CRON}"] (the outbox sweep every minute; retention hourly, ` +
        `recognised by that exact string), not ${JSON.stringify(config.crons)}.`,
    );
  }
  for (const domain of config.customDomains) {
    if (isPlaceholderHost(domain)) {
      problems.push(
        `${section(env)} routes has the placeholder custom domain "${domain}". Put the hostname this environment answers on, in a zone of your ` +
          `Cloudflare account (such as quotes.yourcompany.com.au), and the same hostname in PUBLIC_BASE_URL.`,
      );
    }
  }
  if (config.otherRoutes.length > 0) {
    problems.push(`${section(env)} routes ${JSON.stringify(config.otherRoutes)} are not custom domains: this service answers on custom domains only ({ pattern = "host", custom_domain = true }).`);
  }
}

/** Resources two deployed environments must never share: one would read, consume or serve the other's. */
function checkShared(config: EnvironmentConfig, others: EnvironmentConfig[], problems: string[]) {
  const databaseId = (c: EnvironmentConfig) => c.d1Databases.find((d) => d.binding === BINDINGS.database)?.database_id;
  const queues = (c: EnvironmentConfig) => new Set([...c.queueProducers.map((p) => p.queue), ...c.queueConsumers.map((q) => q.queue)]);
  const bucket = (c: EnvironmentConfig) => c.r2Buckets.find((b) => b.binding === BINDINGS.archive)?.bucket_name;
  for (const other of others) {
    const clash = (what: string) => problems.push(`${section(config.env)} and ${section(other.env)} share ${what}: each environment needs its own.`);
    if (other.name === config.name) clash(`the Worker name "${config.name}"`);
    const id = databaseId(config);
    if (id && id !== PLACEHOLDER_DATABASE_ID && id === databaseId(other)) clash(`the D1 database ${id}`);
    const otherQueues = queues(other);
    for (const queue of queues(config)) if (otherQueues.has(queue)) clash(`the queue "${queue}"`);
    if (bucket(config) && bucket(config) === bucket(other)) clash(`the R2 bucket "${bucket(config)}"`);
    for (const domain of config.customDomains) if (other.customDomains.includes(domain)) clash(`the custom domain "${domain}"`);
  }
}

/** Every problem with `config`; `others` are the other deployed environments. Empty when it can be deployed. */
export function configProblems(config: EnvironmentConfig, others: EnvironmentConfig[] = []): string[] {
  const problems: string[] = [];
  checkDatabase(config, problems);
  checkVars(config, problems);
  checkSecretsList(config, problems);
  checkQueues(config, problems);
  checkBindings(config, problems);
  checkCronsAndRoutes(config, problems);
  checkShared(config, others, problems);
  return problems;
}
