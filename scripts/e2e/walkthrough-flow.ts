// The README's first hour, run as written: every command of its walkthrough in one bash session,
// against a Worker of its own started as `npm run dev` starts it (fresh local state, the demo data, the
// secrets of .dev.vars.example), with PORT and RECEIVER_PORT set to free ports, as the README says to
// run on other ports. A command that fails, or whose output no longer matches the answer the README
// shows under it, fails the run; the portal steps the README describes in words are done in Chromium.
// The format is in scripts/e2e/walkthrough/parse.ts and the README.

import { readFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import { freePort } from "../local-process.ts";
import { screenshot } from "./browser.ts";
import { check, startWorker, workerLog } from "./harness.ts";
import { mismatch } from "./walkthrough/match.ts";
import { parseWalkthrough } from "./walkthrough/parse.ts";
import { ShellSession, type CommandResult } from "./walkthrough/shell.ts";

/** The local secrets a fresh clone's `npm run dev` uses (.dev.vars.example, copied to .dev.vars). */
function devVars(): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [, name, value] of readFileSync(".dev.vars.example", "utf8").matchAll(/^([A-Z_]+)="(.*)"$/gm)) vars[name!] = value!;
  return vars;
}

const shorten = (text: string, max = 1500) => (text.length > max ? `${text.slice(0, max)} … (${text.length} characters)` : text);

const indent = (text: string) => text.replace(/\n/g, "\n            ");

function failure(where: string, command: string, expected: string | null, result: CommandResult): Error {
  const differs = expected === null ? null : mismatch(expected, result.stdout);
  return new Error(
    [
      `FAILED: ${where}: the README's command ${result.status === 0 ? "answered otherwise" : `exited with ${result.status}`}`,
      `  command:  ${indent(command)}`,
      ...(expected === null ? [] : [`  README:   ${indent(expected)}`]),
      ...(differs === null
        ? []
        : [`  differs:  the README's "${differs.expected.trim()}" is not in the answer after character ${differs.from}, where it reads:`, `            ${indent(shorten(result.stdout.slice(differs.from), 300))}`]),
      `  got:      ${indent(shorten(result.stdout.trimEnd()))}`,
      ...(result.stderr.trim() ? [`  stderr:   ${indent(shorten(result.stderr.trimEnd(), 800))}`] : []),
    ].join("\n"),
  );
}

/** Signs in to the portal with the dealer key, opens the first quote waiting for the dealer and completes it. */
async function completeInPortal(browser: Browser, base: string, dealerKey: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/dealer`);
    await page.getByLabel("Dealer key").fill(dealerKey);
    await Promise.all([page.waitForURL(`${base}/dealer/quotes`), page.getByRole("button", { name: "Sign in" }).click()]);
    const waiting = page.locator(".quote-table tbody tr", { hasText: "Waiting for you" }).first();
    const client = await waiting.locator("th a").innerText();
    await waiting.locator("th a").click();
    await page.getByRole("heading", { name: `Quote for ${client}` }).waitFor();
    await page.locator("[data-price-total]").waitFor();
    check(/^\$[\d,]+\.\d\d$/.test((await page.locator("[data-price-total]").innerText()).trim()), `portal: signed in with the key, the quote waiting for the dealer (${client}) opens with its drive-away price`);
    await screenshot(page, "walkthrough-quote");
    await page.getByRole("button", { name: "Complete quote" }).click();
    const sent = page.getByText(`Sent to ${client} on`);
    await sent.waitFor();
    check(await sent.isVisible(), "portal: Complete quote sends it");
  } finally {
    await context.close();
  }
}

export async function walkthroughFlow(browser: Browser) {
  console.log(`The README's first hour, as written`);
  const steps = parseWalkthrough(readFileSync("README.md", "utf8"));
  const worker = await startWorker(devVars());
  const receiverPort = await freePort();
  const port = new URL(worker.base).port;
  console.log(`  (wrangler dev on port ${port}, the receiver on ${receiverPort}: PORT=${port} RECEIVER_PORT=${receiverPort})`);
  const shell = new ShellSession(process.cwd(), { PORT: port, RECEIVER_PORT: String(receiverPort) });
  try {
    for (const step of steps) {
      const where = `README.md:${step.line}`;
      if (step.kind === "portal") {
        await completeInPortal(browser, await shell.variable("BASE"), await shell.variable(step.keyVariable));
        continue;
      }
      const result = await shell.run(step.command);
      const answeredAsShown = result.status === 0 && (step.expected === null || mismatch(step.expected, result.stdout) === null);
      if (!answeredAsShown) throw failure(where, step.command, step.expected, result);
      check(answeredAsShown, `${where} ${step.command.split("\n")[0]!.slice(0, 90)}${step.expected === null ? "" : "  (answer as shown)"}`);
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${message}\n\n--- the walkthrough's wrangler dev log (end) ---\n${workerLog(worker).slice(-1500)}`);
  } finally {
    shell.close();
    worker.stop();
  }
}
