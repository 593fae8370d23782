// Runs wrangler commands to completion, each in its own process group so a timeout or an abort
// can end all of it.

import { spawn, type ChildProcess } from "node:child_process";
import { sleep } from "../local-process.ts";
import { childEnv, root, wranglerJs } from "./workspace.ts";

const running = new Set<ChildProcess>();

export function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Runs wrangler to completion (own process group, so a timeout or abort can end all of it), in `cwd` (the project by default). */
export function wrangler(args: string[], cwd = root): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [wranglerJs, ...args], { cwd, env: childEnv, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    running.add(child);
    let stdout = "";
    let stderr = "";
    child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", (error) => {
      running.delete(child);
      reject(error);
    });
    child.on("close", (code) => {
      running.delete(child);
      if (code === 0) resolve(stdout);
      else reject(new Error(`wrangler ${args.join(" ")} exited with ${code}:\n${stdout.slice(-3000)}\n${stderr.slice(-3000)}`));
    });
  });
}

/** Kills every wrangler command still running (at once); resolves when each has closed, or after 5 s. */
export function killRunningWrangler(): Promise<unknown> {
  const others = [...running];
  for (const child of others) killGroup(child, "SIGKILL");
  return Promise.all(others.map((child) => Promise.race([new Promise((resolve) => child.once("close", resolve)), sleep(5_000)])));
}
