// The README's first hour, run as written: every command of its walkthrough in one bash session, in a
// copy of the project where `npm run dev` runs as the README starts it (scripts/e2e/dev-run.ts), with
// PORT and RECEIVER_PORT set to free ports, as the README says to run on other ports. A command that
// fails, or whose output no longer matches the answer the README shows under it, fails the run; the
// portal steps the README describes in words are done in Chromium. The format is in
// scripts/e2e/walkthrough/parse.ts and the README. Resolves the session and `npm run dev`, still
// running, for what follows it: the docs' shell blocks marked to run (`docsBlocksFlow`, in the same
// session) and scripts/e2e/dev-flow.ts.

import { readdirSync, readFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import { freePort } from "../local-process.ts";
import { screenshot } from "./browser.ts";
import { startDev, type DevRun } from "./dev-run.ts";
import { check } from "./harness.ts";
import { mismatch } from "./walkthrough/match.ts";
import { parseWalkthrough, shellBlocks, type ShellStep } from "./walkthrough/parse.ts";
import { ShellSession, type CommandResult } from "./walkthrough/shell.ts";

const shorten = (text: string, max = 1500) => (text.length > max ? `${text.slice(0, max)} … (${text.length} characters)` : text);

const indent = (text: string) => text.replace(/\n/g, "\n            ");

/** How a failure names the page a command is from: "README", or the doc's file. */
const page = (where: string) => (where.startsWith("README.md:") ? "README" : where.replace(/:\d+$/, ""));

function failure(where: string, command: string, expected: string | null, result: CommandResult): Error {
  const differs = expected === null ? null : mismatch(expected, result.stdout);
  return new Error(
    [
      `FAILED: ${where}: the ${page(where)}'s command ${result.status === 0 ? "answered otherwise" : `exited with ${result.status}`}`,
      `  command:  ${indent(command)}`,
      ...(expected === null ? [] : [`  ${`${page(where)}:`.padEnd(9)} ${indent(expected)}`]),
      ...(differs === null
        ? []
        : [`  differs:  the ${page(where)}'s "${differs.expected.trim()}" is not in the answer after character ${differs.from}, where it reads:`, `            ${indent(shorten(result.stdout.slice(differs.from), 300))}`]),
      `  got:      ${indent(shorten(result.stdout.trimEnd()))}`,
      ...(result.stderr.trim() ? [`  stderr:   ${indent(shorten(result.stderr.trimEnd(), 800))}`] : []),
    ].join("\n"),
  );
}

/** Runs one command of a page in the session: it must exit 0 and answer as the page shows. */
async function runStep(shell: ShellSession, step: ShellStep, where: string): Promise<void> {
  const result = await shell.run(step.command);
  const answeredAsShown = result.status === 0 && (step.expected === null || mismatch(step.expected, result.stdout) === null);
  if (!answeredAsShown) throw failure(where, step.command, step.expected, result);
  check(answeredAsShown, `${where} ${step.command.split("\n")[0]!.slice(0, 90)}${step.expected === null ? "" : "  (answer as shown)"}`);
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

export async function walkthroughFlow(browser: Browser): Promise<{ dev: DevRun; shell: ShellSession }> {
  console.log(`The README's first hour, as written`);
  const steps = parseWalkthrough(readFileSync("README.md", "utf8"));
  const dev = await startDev();
  const receiverPort = await freePort();
  console.log(`  (npm run dev in a copy of the project, ${dev.dir}, on port ${dev.port}; the receiver on ${receiverPort}: PORT=${dev.port} RECEIVER_PORT=${receiverPort})`);
  const shell = new ShellSession(dev.dir, { PORT: String(dev.port), RECEIVER_PORT: String(receiverPort) });
  try {
    for (const step of steps) {
      const where = `README.md:${step.line}`;
      if (step.kind === "portal") {
        await completeInPortal(browser, await shell.variable("BASE"), await shell.variable(step.keyVariable));
        continue;
      }
      await runStep(shell, step, where);
    }
    return { dev, shell };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const printed = dev.output();
    shell.close();
    dev.stop();
    throw new Error(`${message}\n\n--- what the walkthrough's npm run dev printed (end) ---\n${printed.slice(-1500)}`);
  }
}

/**
 * The shell blocks of docs/ marked `<!-- run -->`, page by page, in the walkthrough's session after
 * it: its variables (BASE, ADMIN_TOKEN, KEY, DLR, VEHICLE, …) are the ones the docs use; a marker's
 * NAME=value pairs are set first.
 */
export async function docsBlocksFlow(shell: ShellSession): Promise<void> {
  console.log("\nThe docs' shell blocks, in the walkthrough's session");
  const pages = readdirSync("docs").filter((name) => name.endsWith(".md")).sort().map((name) => `docs/${name}`);
  for (const file of pages) {
    for (const block of shellBlocks(file, readFileSync(file, "utf8"))) {
      if (!block.marker?.run) continue;
      for (const [name, value] of Object.entries(block.marker.variables)) await runStep(shell, { kind: "shell", command: `${name}=${value}`, expected: null, line: block.line }, `${file}:${block.line - 1}`);
      for (const step of block.steps) await runStep(shell, step, `${file}:${step.line}`);
    }
  }
}
