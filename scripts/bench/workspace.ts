// Where the benchmark works: the project root, the wrangler it runs, and a fresh temporary
// directory (made when this module loads) for the local state, SQL files and logs.

import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const wranglerJs = join(root, "node_modules", "wrangler", "bin", "wrangler.js");
export const stateDir = mkdtempSync(join(os.tmpdir(), "fleet-quote-bench-"));
const childTmp = join(stateDir, "tmp"); // TMPDIR of every wrangler process: miniflare's scratch files and e-mails land here
export const sqlDir = join(stateDir, "sql");
export const devLogPath = join(stateDir, "wrangler-dev.log");
mkdirSync(childTmp);
mkdirSync(sqlDir);

export const childEnv: NodeJS.ProcessEnv = {
  ...process.env,
  PATH: `${join(root, "node_modules", ".bin")}:${process.env.PATH ?? ""}`,
  CI: "true",
  WRANGLER_SEND_METRICS: "false",
  TMPDIR: childTmp,
};

export function removeWorkspace(): void {
  rmSync(stateDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}
