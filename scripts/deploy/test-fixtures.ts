// Test fixtures: the repository's wrangler.toml as it is (placeholders), and as an operator would
// have filled it in. Read through wrangler's own reader, from a temporary copy: no network.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { EnvironmentConfig } from "./config-check.ts";
import { PLACEHOLDER_DATABASE_ID, type EnvironmentName } from "./settings.ts";
import { readEnvironmentConfig } from "./wrangler-config.ts";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const repositoryToml = () => readFileSync(join(root, "wrangler.toml"), "utf8");
export const repositoryWebToml = () => readFileSync(join(root, "wrangler.web.toml"), "utf8");

/** Database ids an operator might have pasted: one per `database_id` line, in file order. */
export const FILLED_IN_IDS = ["2b0c8a44-5d1e-4c6f-9a3b-0f6e7d8c9a10", "7d1e2f30-4a5b-4c6d-8e7f-901a2b3c4d5e", "c4f5a6b7-8c9d-4e0f-a1b2-c3d4e5f6a7b8"];

/**
 * The repository's wrangler.toml (or wrangler.web.toml) with real-looking ids and the operator's own
 * domain. Both files list their databases in the same order (top level, staging, production), so
 * each Worker gets its environment's same id.
 */
export function filledInToml(text = repositoryToml()): string {
  let n = 0;
  return text
    .replaceAll(`database_id = "${PLACEHOLDER_DATABASE_ID}"`, () => `database_id = "${FILLED_IN_IDS[n++]}"`)
    .replaceAll("fleetquote.example", "fleetquote.com.au");
}

/** The repository's wrangler.web.toml, filled in as filledInToml fills in wrangler.toml. */
export const filledInWebToml = (text = repositoryWebToml()) => filledInToml(text);

/** Each deployed environment of `tomlText`, resolved by wrangler. */
export function environmentsOf(tomlText: string): Record<EnvironmentName, EnvironmentConfig> {
  const dir = mkdtempSync(join(os.tmpdir(), "fleet-quote-deploy-test-"));
  try {
    const path = join(dir, "wrangler.toml");
    writeFileSync(path, tomlText);
    return { staging: readEnvironmentConfig(path, "staging"), production: readEnvironmentConfig(path, "production") };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
