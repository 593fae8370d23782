// End-to-end check as a user would run it: `npm run e2e`.
//
// First the README's walkthrough, command by command as written, against `npm run dev` as the README
// starts it, in a copy of the project (scripts/e2e/walkthrough-flow.ts), then the docs' shell blocks
// marked to run, in the same session; on that same `npm run dev`,
// `npm run mail`, and a tender that must close by itself at its closesAt, checked at the end
// (scripts/e2e/dev-flow.ts). Then `wrangler dev` on a free port with its own fresh local state
// (migrations + demo data) and a webhook receiver on 127.0.0.1, driving every flow over real HTTP, the
// dealer portal's (quotes and stock), the FMO console's and the docs page's in a real headless Chromium (scripts/e2e/browser.ts; CHROME_PATH
// to use a local Chrome). Prints each check; exits non-zero on the first failure, with the end of the
// Worker's log.
//
// Runs on the project's Node 22 (native type stripping).

import { apiFlow } from "./e2e/api-flow.ts";
import { consoleFlow } from "./e2e/console-flow.ts";
import { contractFlow } from "./e2e/contract-flow.ts";
import { launchBrowser } from "./e2e/browser.ts";
import { devFlow } from "./e2e/dev-flow.ts";
import { docsFlow } from "./e2e/docs-flow.ts";
import { checksPassed, startReceiver, startWorker, workerLog, type Worker } from "./e2e/harness.ts";
import { portalFlow } from "./e2e/portal-flow.ts";
import { stockFlow } from "./e2e/stock-flow.ts";
import { docsBlocksFlow, walkthroughFlow } from "./e2e/walkthrough-flow.ts";

const started = Date.now();
let worker: Worker | undefined;
const receiver = await startReceiver();
const browser = await launchBrowser();

let walkthrough: Awaited<ReturnType<typeof walkthroughFlow>> | undefined;
try {
  walkthrough = await walkthroughFlow(browser);
  await docsBlocksFlow(walkthrough.shell);
  const { closedByItself } = await devFlow(walkthrough, receiver.url, receiver.inbox);
  console.log("\nStarting wrangler dev with a fresh local D1 ...");
  worker = await startWorker();
  console.log(`Worker on ${worker.base}, webhook receiver on ${receiver.url}\n`);
  await apiFlow(worker.base, receiver.url, receiver.inbox);
  console.log("");
  await contractFlow(worker.base, receiver.url, receiver.inbox);
  await portalFlow(worker, receiver.url, receiver.inbox, browser);
  await stockFlow(worker, browser);
  await consoleFlow(worker, receiver.url, receiver.inbox, browser);
  console.log("");
  await docsFlow(worker.base, browser, process.env.DOCS_SCREENSHOT);
  await closedByItself();
  console.log(`\n${checksPassed()} checks passed in ${Math.round((Date.now() - started) / 1000)} s`);
  await browser.close();
  worker.stop();
  receiver.server.close();
  process.exit(0);
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}`);
  if (worker) console.error(`\n--- wrangler dev log (${worker.logPath}) ---\n${workerLog(worker).slice(-4000)}`);
  await browser.close().catch(() => undefined);
  walkthrough?.shell.close();
  walkthrough?.dev.stop();
  worker?.stop();
  receiver.server.close();
  process.exit(1);
}
