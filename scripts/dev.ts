// `npm run dev`'s `wrangler dev` on PORT (8787 by default), with the e-mail links pointing at it: both
// Workers in one process, the API Worker (wrangler.toml) answering the port and forwarding /dealer and
// /console to the web Worker (wrangler.web.toml) through its service binding, as in production. Once
// the server is up, it says which address serves what.
//
// wrangler's output is passed through as it comes, but for each Worker's bindings table, which wrangler
// prints a second time, unchanged, once the local server is up (30 lines between the first tables and
// the ready line): the ready line and the e-mails stay in view. Offline, wrangler would also print a stack
// trace twice on failing to fetch a `Request.cf` object, which the service never reads: it uses
// its placeholder at once.
//
// wrangler dev never fires the crons of wrangler.toml by itself. Once the server is ready, this
// fires them as Cloudflare would, each at the start of its minute (through wrangler's
// `/__scheduled` test route, whose request lines are left out of the output): a tender closes at
// its closesAt, jobs are swept, retention and the archive run at minute 7.
//
// wrangler dev sends no e-mail: it prints each message's headers and writes its text to a file
// under a random name, gone when it stops. This keeps each one whole in .wrangler/mail/, which
// `npm run mail` lists and prints (scripts/mail/).

import { spawn } from "node:child_process";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { recordEmail } from "./mail/store.ts";
import { emailReader } from "./mail/wrangler-output.ts";

const port = process.env.PORT ?? "8787";
// The first config is the Worker that answers the port; --var and --test-scheduled apply to it.
const args = ["dev", "-c", "wrangler.toml", "-c", "wrangler.web.toml", "--port", port, "--var", `PUBLIC_BASE_URL:http://localhost:${port}`, "--test-scheduled", ...process.argv.slice(2)];
const child = spawn(join("node_modules", ".bin", "wrangler"), args, {
  stdio: ["inherit", "pipe", "inherit"],
  // Colours as in a terminal, though wrangler writes to a pipe here.
  env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", ...(process.stdout.isTTY ? { FORCE_COLOR: "1" } : {}) },
});

// Ctrl-C reaches wrangler too: this waits for it to stop, and ends as it ended.
process.on("SIGINT", () => {});

/** The crons of wrangler.toml: every minute, and retention with the archive at minute 7 of each hour. */
const CRONS = [
  { cron: "* * * * *", due: () => true },
  { cron: "7 * * * *", due: (at: Date) => at.getUTCMinutes() === 7 },
];

/** Fires the crons due at the start of each minute, from now on. */
function fireCrons(): void {
  const fire = () => {
    const at = new Date();
    for (const { cron, due } of CRONS) {
      if (!due(at)) continue;
      // A failed run is wrangler's to print; the next minute tries again.
      fetch(`http://127.0.0.1:${port}/__scheduled?cron=${encodeURIComponent(cron)}`).then((response) => response.body?.cancel(), () => {});
    }
  };
  setTimeout(() => {
    fire();
    setInterval(fire, 60_000).unref();
  }, 60_000 - (Date.now() % 60_000)).unref();
}

/** Which address serves what, said once the server is up. */
function addresses(): string {
  const base = `http://localhost:${port}`;
  return [
    "",
    `${base} serves everything, as the production hostname does:`,
    `  ${base}/api/v1/…, /admin/v1/…, /docs/   the API (the API Worker, wrangler.toml)`,
    `  ${base}/dealer                         the dealer portal  } the web Worker (wrangler.web.toml),`,
    `  ${base}/console                        the FMO console    } forwarded to it by the API Worker`,
    "E-mails are not sent: each is printed below, and `npm run mail` lists and prints them.",
    "",
  ].join("\n");
}

const emails = emailReader();

/** Keeps an e-mail wrangler dev printed, and says how to read it again. */
function keep(line: string): void {
  const printed = emails.read(line);
  if (printed === null) return;
  try {
    const { number } = recordEmail(printed);
    console.log(`(e-mail ${number}: npm run mail -- ${number})`);
  } catch (error) {
    console.log(`(this e-mail could not be kept for npm run mail: ${error instanceof Error ? error.message : error})`);
  }
}

const plain = (line: string) => line.replace(/\x1b\[[0-9;]*m/g, "");
// A binding to the other Worker is "[not connected]" in the first table and "[connected]" in the
// second: left out, so the two read the same and the second is not printed. So is wrangler's
// paragraph on what those words mean.
const tableLine = (line: string) => line.replace(/\s*\[(?:not )?connected\]/, "");
const CONNECTION_NOTE = "Service bindings, Durable Object bindings, and Tail consumers connect to other Wrangler";
let table: string[] | null = null;
const printedTables = new Set<string>();
let firing = false;
for await (const line of createInterface({ input: child.stdout! })) {
  if (plain(line).includes("/__scheduled")) continue;
  if (table === null && /^(?:Your Worker|[\w-]+) has access to the following bindings:$/.test(plain(line))) table = [];
  if (table === null) {
    console.log(line);
    if (!firing && plain(line).includes("Ready on")) {
      firing = true;
      fireCrons();
      console.log(addresses());
    }
    keep(line);
    continue;
  }
  if (plain(line).startsWith(CONNECTION_NOTE)) continue;
  table.push(tableLine(line));
  if (plain(line).trim() !== "") continue;
  const text = table.join("\n");
  if (!printedTables.has(text)) console.log(text);
  printedTables.add(text);
  table = null;
}

const ended = (code: number | null, signal: NodeJS.Signals | null) => process.exit(code ?? (signal ? 1 : 0));
if (child.exitCode !== null || child.signalCode !== null) ended(child.exitCode, child.signalCode);
else child.on("exit", ended);
