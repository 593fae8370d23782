/// <reference lib="dom" />
// Code passed to page.evaluate runs in the browser: its DOM types are needed here.

// A dealership keeping its own stock in the dealer portal, in a real headless Chromium against the
// same `wrangler dev`: an auto-responding dealership (Mount Barker Toyota, demo data) signs in with a
// dealer key, edits a price on the Stock page, uploads a stock file with one bad row (nothing
// changes, the page names the line), uploads it fixed and applies it; after each change an FMO's
// next quote is priced at once with the new price. Then the download, Accessories and Settings, and
// the Stock page on a phone.

import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { screenshot } from "./browser.ts";
import { ADMIN_TOKEN, apiClient, check, type Worker } from "./harness.ts";

const MOUNT_BARKER_TOYOTA = "8d1f7e06-01ff-5d73-8451-2ee3b3052f49"; // enterprise, answers at once, API margin $950
const API_MARGIN = 950;
const aud = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD" });

export async function stockFlow(worker: Worker, browser: Browser) {
  const started = Date.now();
  const base = worker.base;
  const api = apiClient(base);

  console.log("\nDealer portal: a dealership keeps its own stock");
  const dealerKey: string = (await api(`/admin/v1/dealerships/${MOUNT_BARKER_TOYOTA}/keys`, { method: "POST", key: ADMIN_TOKEN })).body.dealerKey;
  const fmo = (await api("/api/v1/register", { body: { companyName: "Stock Fleet Pty Ltd", contactEmail: "fleet@stock-e2e.example.com" } })).body.apiKey as string;
  const stock = (await api("/api/v1/dealer/inventory?limit=100", { key: dealerKey })).body.inventory as any[];
  const [first, second] = stock.filter((item) => item.available);
  check(first && second, `the dealership has vehicles in stock (${stock.length})`, stock.length);
  const name = (item: any) => `${item.model} ${item.version}`;
  const quotedPrice = async (vehicle: any) => {
    const quote = await api("/api/v1/quotes", { key: fmo, body: { dealershipId: MOUNT_BARKER_TOYOTA, globalCarId: vehicle.globalCarId, clientName: "Sam Stock", clientEmail: "sam@stock-e2e.example.com" } });
    if (quote.status !== 201 || quote.body.status !== "completed") throw new Error(`quote failed: ${JSON.stringify(quote.body)}`);
    return quote.body.pricing.lineItems.vehiclePrice as number;
  };
  const priceNow = async (vehicle: any) => (await api(`/api/v1/dealer/inventory?limit=100`, { key: dealerKey })).body.inventory.find((i: any) => i.globalCarId === vehicle.globalCarId).price as number;
  check((await quotedPrice(first)) === first.price + API_MARGIN, `before any change, a quote for the ${name(first)} is priced at once at its stock price ${aud.format(first.price)} plus the API margin`);

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // A refused file's page answers 400 on purpose: Chromium logs that as a failed load, not a script error.
  page.on("console", (message) => message.type() === "error" && !message.text().startsWith("Failed to load resource") && errors.push(message.text()));
  try {
    await page.goto(`${base}/dealer`);
    await page.getByLabel("Dealer key").fill(dealerKey);
    await Promise.all([page.waitForURL(`${base}/dealer/quotes`), page.getByRole("button", { name: "Sign in" }).click()]);
    const nav = page.getByRole("navigation", { name: "Account" });
    for (const label of ["Stock", "Accessories", "Settings"]) check((await nav.getByRole("link", { name: label, exact: true }).count()) === 1, `the navigation offers "${label}" beside the quotes`);
    await Promise.all([page.waitForURL(`${base}/dealer/stock`), nav.getByRole("link", { name: "Stock", exact: true }).click()]);
    const headers = await page.locator(".stock-table thead th").allInnerTexts();
    check(["Vehicle", "List price", "Price", "Available"].every((h, i) => headers[i]?.trim() === h), "the Stock table's columns: Vehicle, List price, Price, Available", headers);
    for (const label of ["Add a vehicle", "Download stock (CSV)"]) check((await page.getByRole("link", { name: label }).count()) === 1, `the Stock page offers "${label}"`);
    await screenshot(page, "stock");

    console.log("\nEditing a price");
    const row = page.getByRole("row").filter({ has: page.locator(`[id="vehicle-${first.globalCarId}"]`) });
    const edited = first.price - 1_000;
    await row.getByLabel(`Price of ${name(first)}`, { exact: true }).fill(String(edited));
    check((await row.getByLabel(`${name(first)} available`, { exact: true }).count()) === 1, "the row's price and availability are named for its vehicle");
    await Promise.all([page.waitForURL(/\/dealer\/stock\?saved=/), row.getByRole("button", { name: "Save" }).click()]);
    const notice = await page.getByRole("status").first().innerText();
    check(notice.includes(`Saved ${name(first)}: ${aud.format(edited)}, available to fleet clients.`), "Save says what was saved", notice);
    check((await priceNow(first)) === edited, "the dealer API shows the new price");
    check((await quotedPrice(first)) === edited + API_MARGIN, `the FMO's next quote is priced at the new price (${aud.format(edited)} + margin)`);

    console.log("\nA stock file with one bad row");
    const dir = mkdtempSync(join(tmpdir(), "fleet-quote-stock-"));
    const filePrice = edited - 500;
    const badFile = join(dir, "stock-bad.csv");
    writeFileSync(badFile, `globalCarId,price,available\r\n${first.globalCarId},${filePrice},true\r\n${second.globalCarId},fifty thousand,true\r\n`);
    await page.getByLabel("Stock file (CSV)").setInputFiles(badFile);
    const [checkedBad] = await Promise.all([page.waitForResponse((r) => r.url().endsWith("/dealer/stock/check")), page.getByRole("button", { name: "Check file" }).click()]);
    await page.waitForLoadState();
    const problems = await page.getByRole("alert").first().innerText();
    check(checkedBad.status() === 400 && problems.includes("nothing was changed") && problems.includes('Line 3: price "fifty thousand" is not an amount in dollars'), "checking it: 400, nothing changed, the problem named by its line (3)", problems);
    check((await page.getByRole("button", { name: "Apply changes" }).count()) === 0, "and no Apply changes");
    check((await priceNow(first)) === edited, "the stock is as it was");
    await screenshot(page, "stock-file-problem");

    console.log("\nThe file fixed, checked and applied");
    const goodFile = join(dir, "stock.csv");
    writeFileSync(goodFile, `globalCarId,price,available\r\n${first.globalCarId},${filePrice},true\r\n${second.globalCarId},${second.price},true\r\n`);
    await page.getByLabel("Stock file (CSV)").setInputFiles(goodFile);
    await Promise.all([page.waitForResponse((r) => r.url().endsWith("/dealer/stock/check") && r.status() === 200), page.getByRole("button", { name: "Check file" }).click()]);
    await page.waitForLoadState();
    const summary = await page.getByRole("status").first().innerText();
    check(summary.startsWith("Nothing has changed yet.") && summary.includes("change 1 vehicle") && summary.includes("1 line matches"), "checking it shows what applying would do, before anything changes", summary);
    const change = await page.locator(".data-table tbody tr").first().innerText();
    check(change.includes(name(first)) && change.includes(`${aud.format(edited)} → ${aud.format(filePrice)}`), "each row to change, with its price before and after", change);
    check((await priceNow(first)) === edited, "still unchanged after the check");
    await screenshot(page, "stock-file-checked");
    await Promise.all([page.waitForURL(/\/dealer\/stock\?imported=0\.1\.1$/), page.getByRole("button", { name: "Apply changes" }).click()]);
    const applied = await page.getByRole("status").first().innerText();
    check(applied.includes("Stock updated from the file: 0 added, 1 changed, 1 unchanged."), "Apply changes applies the file and says so", applied);
    check((await priceNow(first)) === filePrice, "the dealer API shows the file's price");
    check((await quotedPrice(first)) === filePrice + API_MARGIN, `the auto-responding dealership's next quote uses it (${aud.format(filePrice)} + margin)`);

    console.log("\nDownload, Accessories, Settings");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download stock (CSV)" }).click()]);
    const downloaded = readFileSync((await download.path())!, "utf8");
    check(/^stock-\d{4}-\d{2}-\d{2}\.csv$/.test(download.suggestedFilename()) && downloaded.startsWith("\uFEFFglobalCarId,model,version,listPrice,price,available\r\n"), `Download stock (CSV) saves ${download.suggestedFilename()}`);
    check(downloaded.includes(`${first.globalCarId},`) && downloaded.includes(`,${filePrice},true\r\n`), "with the applied price in it");
    await page.goto(`${base}/dealer/accessories`);
    const accessoryLabels = await page.locator("label").allInnerTexts();
    check(accessoryLabels.includes("Accessory name") && accessoryLabels.includes("Accessory price"), "the Accessories page's fields are labelled Accessory name and Accessory price");
    await page.locator("#new-accessory-name").fill("Cargo barrier");
    await page.locator("#new-accessory-price").fill("690");
    await Promise.all([page.waitForURL(`${base}/dealer/accessories?done=added`), page.getByRole("button", { name: "Add accessory" }).click()]);
    check((await api("/api/v1/dealer/accessories?limit=100", { key: dealerKey })).body.accessories.some((a: any) => a.name === "Cargo barrier" && a.price === 690), "an accessory added there is the dealer API's too");
    await screenshot(page, "accessories");
    await page.goto(`${base}/dealer/settings`);
    for (const label of ["Dealer delivery", "Standard margin", "API margin"]) check((await page.getByLabel(label, { exact: true }).count()) === 1, `the Settings page has "${label}"`);
    await screenshot(page, "settings");
    check(errors.length === 0, "no script error or CSP violation on these pages", errors);
    await context.close();

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, storageState: undefined });
    const phonePage = await phone.newPage();
    await signIn(phonePage, base, dealerKey);
    for (const path of ["/dealer/stock", "/dealer/accessories", "/dealer/settings"]) {
      await phonePage.goto(`${base}${path}`);
      const overflow = await phonePage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      check(overflow <= 0, `${path} fits a 390 px screen without sideways scrolling`, overflow);
    }
    await phonePage.goto(`${base}/dealer/accessories`);
    const [card, nameField] = await phonePage
      .locator(".accessory-table tbody tr")
      .first()
      .evaluate((row) => [row.getBoundingClientRect().width, row.querySelector('input[name="name"]')!.getBoundingClientRect().width]);
    check(nameField! >= card! - 48, "on a phone, an accessory's name field takes its card's width", { card, nameField });
    await phonePage.goto(`${base}/dealer/stock`);
    await screenshot(phonePage, "stock-phone");
    await phone.close();
  } finally {
    for (const open of browser.contexts()) await open.close();
  }
  console.log(`\n  stock flow in a real browser: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function signIn(page: Page, base: string, dealerKey: string) {
  await page.goto(`${base}/dealer`);
  await page.getByLabel("Dealer key").fill(dealerKey);
  await Promise.all([page.waitForURL(`${base}/dealer/quotes`), page.getByRole("button", { name: "Sign in" }).click()]);
}
