// `npm run dev` as the README runs it: in a copy of the project as a fresh clone has it (every file
// git tracks or would add, as they are now; node_modules linked, no .wrangler, no .dev.vars), with
// PORT set to a free port. So its set-up runs as a newcomer's does (the local secrets copied, the local
// D1 migrated and loaded with the demo data), it fires the crons each minute, and keeps its e-mails
// for `npm run mail`, all in the copy.

import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { freePort, waitFor } from "../local-process.ts";

export interface DevRun {
  /** The copy of the project it runs in. */
  dir: string;
  port: number;
  base: string;
  /** What `npm run dev` printed so far. */
  output(): string;
  /** Stops `npm run dev` and everything it started, and removes the copy. */
  stop(): void;
}

/** The project's files as a fresh clone has them, as they are now, in a new directory. */
function projectCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), "fleet-quote-dev-"));
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { encoding: "utf8" });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split("\0").filter((name) => name !== "" && existsSync(name))) {
    mkdirSync(join(dir, dirname(file)), { recursive: true });
    copyFileSync(file, join(dir, file));
  }
  symlinkSync(resolve("node_modules"), join(dir, "node_modules"), "dir");
  return dir;
}

/** Starts `npm run dev` (PORT set) in a copy of the project; resolves once it answers /health. */
export async function startDev(): Promise<DevRun> {
  const dir = projectCopy();
  const port = await freePort();
  const logPath = join(dir, "npm-run-dev.log");
  const log = openSync(logPath, "a");
  const child: ChildProcess = spawn("npm", ["run", "dev", "--", "--inspector-port", String(await freePort())], {
    cwd: dir,
    stdio: ["ignore", log, log],
    // Its own process group, so that stopping it ends wrangler and workerd too.
    detached: true,
    env: { ...process.env, PORT: String(port), WRANGLER_SEND_METRICS: "false" },
  });
  const output = () => (existsSync(logPath) ? readFileSync(logPath, "utf8") : "");
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const base = `http://localhost:${port}`;
  try {
    await waitFor("npm run dev to answer", async () => (output().includes("Ready on") && (await fetch(`${base}/health`)).ok ? true : undefined), 120_000, () => child.exitCode === null);
  } catch (error) {
    const printed = output();
    stop();
    throw new Error(`${error instanceof Error ? error.message : error}\n--- npm run dev printed ---\n${printed.slice(-3000)}`);
  }
  return { dir, port, base, output, stop };
}
