// `npm run dev`'s `wrangler dev` on PORT (8787 by default), with the e-mail links pointing at it.
// Its output is passed through as it comes, but for the bindings table wrangler prints a second
// time, unchanged, once the local server is up (15 lines between the first table and the ready
// line): the ready line and the e-mails stay in view. Offline, wrangler would also print a stack
// trace twice on failing to fetch a `Request.cf` object, which the service never reads: it uses
// its placeholder at once.

import { spawn } from "node:child_process";
import { join } from "node:path";
import { createInterface } from "node:readline";

const port = process.env.PORT ?? "8787";
const args = ["dev", "--port", port, "--var", `PUBLIC_BASE_URL:http://localhost:${port}`, "--test-scheduled", ...process.argv.slice(2)];
const child = spawn(join("node_modules", ".bin", "wrangler"), args, {
  stdio: ["inherit", "pipe", "inherit"],
  // Colours as in a terminal, though wrangler writes to a pipe here.
  env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", ...(process.stdout.isTTY ? { FORCE_COLOR: "1" } : {}) },
});

// Ctrl-C reaches wrangler too: this waits for it to stop, and ends as it ended.
process.on("SIGINT", () => {});

const plain = (line: string) => line.replace(/\x1b\[[0-9;]*m/g, "");
let table: string[] | null = null;
let printedTable = "";
for await (const line of createInterface({ input: child.stdout! })) {
  if (table === null && plain(line) === "Your Worker has access to the following bindings:") table = [];
  if (table === null) {
    console.log(line);
    continue;
  }
  table.push(line);
  if (plain(line).trim() !== "") continue;
  const text = table.join("\n");
  if (text !== printedTable) console.log(text);
  printedTable = text;
  table = null;
}

const ended = (code: number | null, signal: NodeJS.Signals | null) => process.exit(code ?? (signal ? 1 : 0));
if (child.exitCode !== null || child.signalCode !== null) ended(child.exitCode, child.signalCode);
else child.on("exit", ended);
