// Small helpers shared by the scripts that drive a local `wrangler dev` (e2e, bench).

import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `probe` until it yields a value. `stillAlive` lets a caller stop early when the process it
 * waits on has died, instead of waiting out the timeout.
 */
export async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number, stillAlive: () => boolean = () => true): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!stillAlive()) throw new Error(`the process exited while waiting for ${what}`);
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await sleep(200);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * `wrangler dev` arguments for a throwaway local Worker: loopback only, its own state directory,
 * no interactive session, and the Worker secrets given as variables (to the first Worker of the
 * command; see webConfigIn for the second).
 */
export function wranglerDevArgs(options: { port: number; inspectorPort: number; stateDir: string; secrets: Record<string, string> }): string[] {
  return [
    "--ip", "127.0.0.1",
    "--port", String(options.port),
    "--inspector-port", String(options.inspectorPort),
    "--persist-to", options.stateDir,
    "--show-interactive-dev-session=false",
    ...Object.entries({ ...options.secrets, ALLOW_INSECURE_CALLBACKS: "true" }).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
  ];
}

/**
 * The web Worker's configuration (wrangler.web.toml) for a throwaway `wrangler dev` of both Workers,
 * written into `dir` with a `.dev.vars` beside it holding `secrets`: wrangler gives `--var` to the
 * first Worker only and reads every other Worker's secrets from the .dev.vars beside its own
 * configuration. Its paths are made absolute; `bundle` names a prebuilt bundle to serve as it is
 * instead of the source. Resolves the configuration's path, for `wrangler dev -c wrangler.toml -c <it>`.
 */
export function webConfigIn(dir: string, secrets: Record<string, string>, bundle?: string): string {
  mkdirSync(dir, { recursive: true });
  const main = bundle ? `main = ${JSON.stringify(resolve(bundle))}\nno_bundle = true` : `main = ${JSON.stringify(join(root, "src", "web-worker.ts"))}`;
  const config = readFileSync(join(root, "wrangler.web.toml"), "utf8")
    .replace(/^main = ".*"$/m, main)
    .replace(/^migrations_dir = "migrations"$/gm, `migrations_dir = ${JSON.stringify(join(root, "migrations"))}`);
  const path = join(dir, "wrangler.web.toml");
  writeFileSync(path, config);
  writeFileSync(join(dir, ".dev.vars"), Object.entries(secrets).map(([name, value]) => `${name}=${JSON.stringify(value)}\n`).join(""));
  return path;
}
