// Reading Linux's /proc: a process's name, parent and CPU ticks, a process tree, the clock tick.

import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

export function procStat(pid: number): { name: string; ppid: number; ticks: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    // pid (comm) state ppid ... ; comm may hold spaces or parentheses: split at the last ")".
    const close = text.lastIndexOf(")");
    const name = text.slice(text.indexOf("(") + 1, close);
    const fields = text.slice(close + 2).split(" ");
    // fields[0] is field 3 (state): ppid is field 4, utime 14, stime 15.
    return { name, ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/** Every descendant of `rootPid`, by walking parent links in /proc. */
export function descendants(rootPid: number): { pid: number; name: string }[] {
  const parents = new Map<number, { ppid: number; name: string }>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = procStat(Number(entry));
    if (stat) parents.set(Number(entry), { ppid: stat.ppid, name: stat.name });
  }
  const found: { pid: number; name: string }[] = [];
  for (const [pid, { name }] of parents) {
    let cursor = parents.get(pid)?.ppid;
    for (let depth = 0; cursor !== undefined && cursor > 1 && depth < 32; depth++) {
      if (cursor === rootPid) {
        found.push({ pid, name });
        break;
      }
      cursor = parents.get(cursor)?.ppid;
    }
  }
  return found;
}

/** Clock ticks per second (getconf CLK_TCK; 100 when that fails). */
export const clockTicks = await (async () => {
  try {
    const out = await new Promise<string>((resolve, reject) => {
      const child = spawn("getconf", ["CLK_TCK"], { stdio: ["ignore", "pipe", "ignore"] });
      let text = "";
      child.stdout.on("data", (chunk: Buffer) => (text += chunk.toString()));
      child.on("error", reject);
      child.on("close", () => resolve(text));
    });
    const value = Number(out.trim());
    return Number.isFinite(value) && value > 0 ? value : 100;
  } catch {
    return 100;
  }
})();

/** Busy clock ticks of the whole machine (/proc/stat). */
export function machineBusyTicks(): number {
  const fields = (readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "").trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal: everything but idle and iowait is busy.
  return fields.slice(0, 8).reduce((sum, value, i) => (i === 3 || i === 4 ? sum : sum + (value || 0)), 0);
}
