// Reads an environment's configuration the way wrangler itself resolves it (the same reader
// `wrangler deploy --env X` uses: inheritance from the top level included), through the pinned
// wrangler package. Offline: nothing here talks to Cloudflare.

import { createRequire } from "node:module";
import type { EnvironmentConfig } from "./config-check.ts";

type Route = string | { pattern: string; custom_domain?: boolean };

/** The part of wrangler's resolved configuration the checks read. */
interface ResolvedConfig {
  name?: string;
  d1_databases?: EnvironmentConfig["d1Databases"];
  vars?: Record<string, unknown>;
  secrets?: { required?: string[] };
  queues?: { producers?: EnvironmentConfig["queueProducers"]; consumers?: EnvironmentConfig["queueConsumers"] };
  durable_objects?: { bindings?: EnvironmentConfig["durableObjects"] };
  send_email?: EnvironmentConfig["sendEmail"];
  services?: EnvironmentConfig["services"];
  workers_dev?: boolean;
  r2_buckets?: EnvironmentConfig["r2Buckets"];
  triggers?: { crons?: string[] };
  routes?: Route[];
  route?: Route;
}

interface WranglerApi {
  unstable_readConfig(args: { config: string; env?: string }, options?: { hideWarnings?: boolean }): ResolvedConfig;
}

const require = createRequire(import.meta.url);
let wrangler: WranglerApi | undefined;

/** What the checks need of wrangler's resolved configuration for `env`. */
export function toEnvironmentConfig(env: string, resolved: ResolvedConfig): EnvironmentConfig {
  const routes = [...(resolved.routes ?? []), ...(resolved.route ? [resolved.route] : [])];
  const isCustomDomain = (r: Route): r is { pattern: string; custom_domain: true } => typeof r === "object" && r.custom_domain === true;
  return {
    env,
    name: resolved.name ?? "",
    d1Databases: resolved.d1_databases ?? [],
    vars: resolved.vars ?? {},
    requiredSecrets: resolved.secrets?.required,
    queueProducers: resolved.queues?.producers ?? [],
    queueConsumers: resolved.queues?.consumers ?? [],
    durableObjects: resolved.durable_objects?.bindings ?? [],
    sendEmail: resolved.send_email ?? [],
    services: resolved.services ?? [],
    workersDev: resolved.workers_dev,
    r2Buckets: resolved.r2_buckets ?? [],
    crons: resolved.triggers?.crons ?? [],
    customDomains: routes.filter(isCustomDomain).map((r) => r.pattern),
    otherRoutes: routes.filter((r) => !isCustomDomain(r)).map((r) => (typeof r === "string" ? r : r.pattern)),
  };
}

/**
 * Reads `env` from the wrangler configuration file at `configPath`. Throws wrangler's own message
 * when the file does not parse or has no such environment.
 */
export function readEnvironmentConfig(configPath: string, env: string): EnvironmentConfig {
  wrangler ??= require("wrangler") as WranglerApi;
  return toEnvironmentConfig(env, wrangler.unstable_readConfig({ config: configPath, env }, { hideWarnings: true }));
}
