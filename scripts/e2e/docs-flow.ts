// The API reference page in a real headless Chromium: GET / sends a browser to /docs/, the page
// renders every operation of the served description (operation names visible) and the webhook,
// under its Content-Security-Policy, with no request leaving the origin and no script error.

import type { Browser } from "playwright-core";
import { check } from "./harness.ts";

export async function docsFlow(base: string, browser: Browser, screenshotPath?: string) {
  console.log("The docs page in headless Chromium");
  const origin = new URL(base).origin;
  const doc = (await (await fetch(`${base}/api/v1/openapi.json`)).json()) as { paths: Record<string, Record<string, { operationId?: string }>> };
  const operationIds = Object.values(doc.paths).flatMap((item) => Object.values(item).flatMap((op) => (op.operationId ? [op.operationId] : [])));

  const context = await browser.newContext();
  const page = await context.newPage();
  const elsewhere: string[] = [];
  const problems: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(`${origin}/`) && !url.startsWith("data:") && !url.startsWith("blob:")) elsewhere.push(url);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console error: ${message.text()}`);
  });
  // Runs in the page (as text: this file is type-checked for Node, without the DOM's types).
  await page.addInitScript({
    content: 'document.addEventListener("securitypolicyviolation", (e) => console.error("CSP violation: " + e.violatedDirective + " " + e.blockedURI));',
  });

  try {
    const landing = await page.goto(`${base}/`, { waitUntil: "load" });
    check(new URL(page.url()).pathname === "/docs/", "a browser asking for / lands on /docs/", page.url());
    const csp = (await landing?.allHeaders())?.["content-security-policy"] ?? "";
    check(/default-src 'none'/.test(csp) && /script-src 'self'/.test(csp) && !/unsafe-eval/.test(csp), "the page is served with a strict Content-Security-Policy", csp);

    await page.waitForSelector(".opblock", { timeout: 30_000 });
    const shown = await page.locator(".opblock-summary-operation-id").allInnerTexts();
    const missing = operationIds.filter((id) => !shown.includes(id));
    check(missing.length === 0, `the reference lists all ${operationIds.length} operations by name`, { missing, shown: shown.length });
    check(await page.getByText("createQuote", { exact: true }).first().isVisible(), "operation names are visible (createQuote)");
    const servers = await page.locator(".servers select option").allInnerTexts();
    check(servers.length === 2 && servers.every((text) => !/[`*]/.test(text)), "the server entries read as plain words, no Markdown marks", servers);
    const webhook = page.locator(".opblock-summary-operation-id", { hasText: "quoteCompleted" });
    check((await webhook.count()) > 0, "the quote.completed webhook is shown");
    if (screenshotPath) await page.screenshot({ path: screenshotPath, fullPage: false });
    check(elsewhere.length === 0, "no request left the origin (no CDN, fonts or validator)", elsewhere);
    check(problems.length === 0, "no script error or CSP violation", problems);
  } finally {
    await context.close();
  }
}
