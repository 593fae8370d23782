// Small helpers shared by the scripts that drive a local `wrangler dev` (e2e, bench).

import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

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
 * no interactive session, and the Worker secrets given as variables.
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
