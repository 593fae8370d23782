// One bash session for the README's walkthrough, as a reader pasting its blocks into a terminal has:
// variables and background jobs carry over from one command to the next. Each command's output goes to
// files of its own (stdin is /dev/null), and its exit status comes back on file descriptor 3, so a
// background job's later lines (the webhook receiver's) never mix into another command's answer.

import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable } from "node:stream";

export interface CommandResult {
  status: number;
  stdout: string;
  stderr: string;
}

export class ShellSession {
  private readonly bash: ChildProcess;
  private readonly dir = mkdtempSync(join(tmpdir(), "fleet-quote-walkthrough-"));
  private readonly replies: string[] = [];
  private waiter: (() => void) | null = null;
  private bashErrors = "";
  private count = 0;

  constructor(cwd: string, env: Record<string, string>) {
    // Its own process group, so that closing the session ends its background jobs too.
    this.bash = spawn("bash", ["--noprofile", "--norc"], { cwd, env: { ...process.env, ...env }, stdio: ["pipe", "ignore", "pipe", "pipe"], detached: true });
    this.bash.stderr!.on("data", (chunk: Buffer) => (this.bashErrors += chunk.toString()));
    let pending = "";
    (this.bash.stdio[3] as Readable).on("data", (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split("\n");
      pending = lines.pop()!;
      this.replies.push(...lines);
      this.waiter?.();
    });
    this.bash.on("exit", () => this.waiter?.());
  }

  private async reply(timeoutMs: number, what: string): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (this.replies.length === 0) {
      if (this.bash.exitCode !== null || this.bash.signalCode !== null) throw new Error(`bash exited while running ${what}${this.bashErrors ? `:\n${this.bashErrors}` : ""}`);
      if (Date.now() >= deadline) throw new Error(`${what} did not finish within ${timeoutMs / 1000} s`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(1000, deadline - Date.now()));
        this.waiter = () => (clearTimeout(timer), resolve());
      });
      this.waiter = null;
    }
    return this.replies.shift()!;
  }

  /** Runs one command (it may span lines) in the session; its status, stdout and stderr. */
  async run(command: string, timeoutMs = 60_000): Promise<CommandResult> {
    const n = ++this.count;
    const out = join(this.dir, `${n}.out`);
    const err = join(this.dir, `${n}.err`);
    this.bash.stdin!.write(`{\n${command}\n} </dev/null >'${out}' 2>'${err}'\nprintf 'status %d\\n' $? >&3\n`);
    const reply = await this.reply(timeoutMs, `command ${n}`);
    const status = Number(/^status (\d+)$/.exec(reply)?.[1] ?? Number.NaN);
    return { status, stdout: readFileSync(out, "utf8"), stderr: readFileSync(err, "utf8") };
  }

  /** A variable's value in the session. */
  async variable(name: string): Promise<string> {
    this.bash.stdin!.write(`printf 'value %s\\n' "$${name}" >&3\n`);
    return (await this.reply(5_000, `reading $${name}`)).replace(/^value /, "");
  }

  /** Ends bash and everything it started. */
  close() {
    try {
      if (this.bash.pid) process.kill(-this.bash.pid, "SIGTERM");
    } catch {
      // already gone
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
