/// <reference lib="dom" />
// Code passed to page.evaluate runs in the browser: its DOM types are needed here.

// The FMO console in a real headless Chromium, against the same `wrangler dev` as the other flows:
// an FMO of its own with a console user, a tender of four dealerships and a quote whose webhook
// fails; signing in from the e-mail wrangler dev wrote (clicked in a webmail page on another site);
// the tender compared and awarded, split, and its orders; the failed webhook sent again; the key rotated (the old key still working in
// its grace period); a console user added and removed; another FMO's ids refused; every page at
// 390 px without sideways scrolling. Screenshots go to artifacts/screenshots/ (console-*.png) and,
// with CONSOLE_DOC_IMAGES=1, also to docs/images/ for docs/console.md.

import { copyFileSync, mkdirSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import type { Browser, Page } from "playwright-core";
import { sleep, waitFor } from "../local-process.ts";
import { screenshot } from "./browser.ts";
import { ADMIN_TOKEN, apiClient, check, sentEmails, type Received, type Worker } from "./harness.ts";

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const RAV4 = "50cdc0e7-66d0-52b2-a430-34f860e1330c";
// Three demo dealerships that price a RAV4 at once, and one that reviews by hand (README, step 9).
const TENDERED = ["ac5c6687-9f57-5464-8072-91b135294356", "8d1f7e06-01ff-5d73-8451-2ee3b3052f49", "08c9c025-e24d-54e0-b4f4-534be5287580", "d315057b-aee8-56a1-a761-0acf930ff4af"];
const ADELAIDE_CITY_HYUNDAI = "4c4f2d24-128e-5c0c-89e5-df7b7e072620";
const CONTACT = "fleet@console-e2e.example.com";
const STAFF = "sam.nguyen@console-e2e.example.com";
const COMPANY = "Harbour & Hills Fleet Pty Ltd";

export async function consoleFlow(worker: Worker, hooks: string, inbox: Map<string, Received[]>, browser: Browser) {
  const started = Date.now();
  let consoleOrderPath = "/console/orders";
  const base = worker.base;
  const api = apiClient(base);
  const docImages = process.env.CONSOLE_DOC_IMAGES === "1";
  const shoot = async (page: Page, name: string) => {
    const path = await screenshot(page, `console-${name}`);
    if (docImages) {
      mkdirSync(join("docs", "images"), { recursive: true });
      copyFileSync(path, join("docs", "images", `console-${name}.png`));
    }
  };

  console.log("\nFMO console: an FMO, its console user, a tender and a failing webhook");
  const fmo = await api("/api/v1/register", { body: { companyName: COMPANY, contactEmail: CONTACT } });
  const key: string = fmo.body.apiKey;
  const added = await api("/api/v1/console-users", { key, body: { email: STAFF } });
  check(added.status === 201 && added.body.email === STAFF, "the FMO adds a console user with its key", added.body);
  const tender = await api("/api/v1/tenders", {
    key,
    body: { globalCarId: RAV4, quantity: 5, postcode: "2150", clientName: "Console Fleet", clientEmail: "buyers@console-e2e.example.com", dealershipIds: TENDERED, callbackUrl: `${hooks}/ok/console-tender` },
  });
  check(tender.status === 201 && tender.body.status === "open", "a tender of four dealerships, one still with its dealer, stays open", tender.body);
  const tenderId: string = tender.body.tenderId;
  const priced = tender.body.quotes.filter((line: any) => line.status === "completed");
  check(priced.length === 3, "three dealerships priced it at once", tender.body.quotes);
  // A quote the dealer completes: its quote.completed webhook goes to a receiver that fails a whole series.
  const failing = await api("/api/v1/quotes", {
    key,
    body: { dealershipId: ADELAIDE_CITY_HYUNDAI, model: "i30", version: "hatch 2.0", clientName: "Webhook Fleet", clientEmail: "hooks@console-e2e.example.com", callbackUrl: `${hooks}/series/console` },
  });
  const failingId: string = failing.body.quoteId;
  const dealerKey: string = (await api(`/admin/v1/dealerships/${ADELAIDE_CITY_HYUNDAI}/keys`, { method: "POST", key: ADMIN_TOKEN })).body.dealerKey;
  const completed = await api(`/api/v1/dealer/quotes/${failingId}/complete`, { key: dealerKey, body: {} });
  check(failing.body.status === "pending" && completed.status === 200, "a quote its dealer completes, the receiver of its webhook failing a whole series", completed.body);
  // The receiver's inbox first, then the API once a second: polling the API faster would spend the key's 100 requests an hour.
  await waitFor("three attempts at /series/console", async () => ((inbox.get("/series/console")?.length ?? 0) >= 3 ? true : undefined), 30_000);
  const deliveries = await waitFor(
    "its webhook to be marked failed",
    async () => {
      await sleep(1_000);
      const list = await api(`/api/v1/quotes/${failingId}/webhook-deliveries`, { key });
      return list.body.deliveries?.[0]?.status === "failed" ? list.body.deliveries : undefined;
    },
    15_000,
  );
  const failedDelivery: string = deliveries[0].id;
  check(deliveries[0].attempts.map((a: any) => a.statusCode).join() === "503,503,503", "its webhook failed: three attempts answered 503", deliveries[0].attempts);
  // Another FMO, whose ids the console must refuse.
  const other = await api("/api/v1/register", { body: { companyName: "Other Fleet", contactEmail: "fleet@other-console.example.com" } });
  const otherTender = await api("/api/v1/tenders", {
    key: other.body.apiKey,
    body: { globalCarId: RAV4, postcode: "2000", clientName: "Other", clientEmail: "x@other-console.example.com", dealershipIds: TENDERED.slice(0, 2) },
  });

  const desktop = await browser.newContext({ viewport: DESKTOP });
  const page = await desktop.newPage();
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => (dialogs.push(dialog.message()), dialog.dismiss()));
  let webmail: { url: string; close(): void } | undefined;
  try {
    console.log("\nSigning in from the e-mail");
    await page.goto(`${base}/console`);
    await shoot(page, "sign-in");
    await page.getByLabel("Work e-mail address").fill("nobody@console-e2e.example.com");
    await Promise.all([page.waitForURL(`${base}/console/sign-in`), page.getByRole("button", { name: "E-mail me a sign-in link" }).click()]);
    const unknownAnswer = await page.locator("main").innerText();
    await page.goto(`${base}/console`);
    await page.getByLabel("Work e-mail address").fill(STAFF.toUpperCase());
    await Promise.all([page.waitForURL(`${base}/console/sign-in`), page.getByRole("button", { name: "E-mail me a sign-in link" }).click()]);
    check((await page.locator("main").innerText()) === unknownAnswer && unknownAnswer.includes("If this address may sign in, a link is on its way."), "an unknown address and a console user's get the same answer", unknownAnswer);
    const email = await waitFor("the sign-in e-mail", async () => sentEmails(worker).findLast((text) => text.includes(`as ${STAFF}`) && text.includes("/console/sign-in/link?token=")), 30_000);
    check(!sentEmails(worker).some((text) => text.includes("nobody@console-e2e.example.com")), "nothing was sent to the unknown address");
    check(email.includes(COMPANY) && /It works once, until .+ \(15 minutes after it was asked for\)/.test(email), "the e-mail names the FMO and says the link works once, for 15 minutes", email);
    const link = /^(http\S+\/console\/sign-in\/link\?token=\S+)$/m.exec(email)?.[1] ?? "";
    webmail = await mailbox(email);
    await page.goto(webmail.url);
    await Promise.all([page.waitForURL(link), page.getByRole("link", { name: link }).click()]);
    await page.getByRole("button", { name: "Sign in" }).waitFor();
    check((await page.locator("main").innerText()).includes(`Sign in to ${COMPANY}'s console as ${STAFF}`), "the link, clicked in webmail, asks to confirm: the FMO (its name as text) and the address");
    await Promise.all([page.waitForURL(`${base}/console/overview`), page.getByRole("button", { name: "Sign in" }).click()]);
    const session = (await desktop.cookies()).find((cookie) => cookie.name === "__Secure-console_session");
    check(session?.httpOnly && session.secure && session.sameSite === "Strict" && session.path === "/console" && session.expires - Date.now() / 1000 <= 12 * 3600 + 5, "signed in: the session cookie is HttpOnly, Secure, SameSite=Strict, on /console, for at most 12 hours", session);
    const again = await page.goto(link);
    check(again?.status() === 403 && (await page.getByRole("heading", { name: "This sign-in link has been used" }).count()) === 1, "the link a second time: a readable 403 page");

    console.log("\nThe overview");
    await page.goto(`${base}/console/overview`);
    const overview = await page.locator("main").innerText();
    check(/Requests this hour\s+\d+ of 100/.test(overview), "the overview shows the requests of this hour, of 100", overview);
    check(overview.includes("Toyota RAV4 Hybrid") && /closes \w{3}, \d{1,2} \w{3} \d{4}/.test(overview), "and the open tender with its deadline", overview);
    check(dialogs.length === 0 && (await page.locator("script").count()) === 0, "the company's name with markup stays text: no script, no dialog");
    await shoot(page, "overview");

    console.log("\nComparing the tender");
    await page.getByRole("link", { name: "Tenders", exact: true }).click();
    await page.getByRole("link", { name: "Toyota RAV4 Hybrid GX 2WD" }).click();
    await page.getByRole("heading", { name: "Compare the dealerships" }).waitFor();
    const rows = await page.locator(".comparison-table tbody tr").evaluateAll((trs) => trs.map((tr) => (tr as HTMLElement).innerText.replace(/\s+/g, " ")));
    check(rows.length === 4, "one row per dealership asked", rows);
    const totals = priced.map((line: any) => line.pricing.totalDriveAway).sort((a: number, b: number) => a - b);
    const shown = rows.slice(0, 3).map((row) => Number(/\$([\d,]+\.\d\d)/.exec(row)![1]!.replaceAll(",", "")));
    check(JSON.stringify(shown) === JSON.stringify(totals), "the priced rows first, cheapest first, each with its drive-away price", { shown, totals });
    check(rows.slice(0, 3).every((row) => (row.match(/\$[\d,]+\.\d\d/g) ?? []).length === 6 && /\d{1,2} \w{3} \d{4}/.test(row)), "and its lines (vehicle, delivery, accessories, stamp duty, registration) and until when it holds", rows);
    check(rows[3]!.includes("With the dealer"), "the dealership reviewing by hand last, with the dealer", rows[3]);
    check((await page.locator(".comparison-table tr.is-best").innerText()).includes("Best offer"), "the cheapest marked as the best offer");
    await shoot(page, "tender");

    console.log("\nAwarding the tender, split, and its orders");
    await page.setViewportSize(PHONE);
    const awardOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    check(awardOverflow <= 0 && (await page.getByRole("button", { name: "Award", exact: true }).count()) === 1, "the tender's page with its award and extend forms fits a 390 px screen", awardOverflow);
    await page.setViewportSize(DESKTOP);
    const [cheapest, second] = await page.locator(".comparison-table tbody tr th a").evaluateAll((links) => links.slice(0, 2).map((a) => (a as HTMLElement).innerText));
    await page.getByLabel(`Vehicles from ${cheapest}`).fill("3");
    await page.getByLabel(`Order reference for ${cheapest} (optional)`).fill("PO-CONSOLE-A");
    await page.getByLabel(`Vehicles from ${second}`).fill("2");
    await page.getByLabel("Reason, told to the dealerships not chosen (optional)").fill("Split for earlier delivery");
    await Promise.all([page.waitForURL(`${base}/console/tenders/${tenderId}?done=awarded`), page.getByRole("button", { name: "Award", exact: true }).click()]);
    const awardedTender = await api(`/api/v1/tenders/${tenderId}`, { key });
    check(
      awardedTender.body.status === "awarded" && isDeepStrictEqual(awardedTender.body.awards.map((a: any) => a.quantity), [3, 2]) && awardedTender.body.awards[0].orderReference === "PO-CONSOLE-A",
      "awarded in the console, split 3 and 2: the API shows the same awards",
      awardedTender.body.awards,
    );
    await page.getByRole("link", { name: "Orders", exact: true }).click();
    const orderRows = await page.locator("main table tbody tr").allInnerTexts();
    check(orderRows.length === 2 && orderRows.every((row) => row.includes("Waiting for the dealership")), "the Orders page lists the two orders, waiting for their dealerships", orderRows);
    await page.getByRole("link", { name: /^3 × / }).click();
    await page.getByRole("heading", { name: "Steps" }).waitFor();
    const orderText = await page.locator("main").innerText();
    check(orderText.includes("PO-CONSOLE-A") && /Acknowledge by\s+\w{3}, \d{1,2} \w{3} \d{4}/.test(orderText), "an order's page: its reference and the day it is to be acknowledged by", orderText);
    consoleOrderPath = new URL(page.url()).pathname;
    await shoot(page, "order");

    console.log("\nSending the failed webhook again");
    await page.goto(`${base}/console/deliveries?failed`);
    await page.getByRole("link", { name: "quote.completed" }).first().click();
    await page.getByRole("heading", { name: "Attempts" }).waitFor();
    const attempts = await page.locator("main table tbody tr").allInnerTexts();
    check(attempts.length === 3 && attempts.every((row) => row.includes("503")), "the delivery's three attempts, each with its HTTP status", attempts);
    await shoot(page, "delivery");
    await Promise.all([page.waitForURL(`${base}/console/deliveries/${failedDelivery}?sent`), page.getByRole("button", { name: "Send it again" }).click()]);
    await waitFor("the fourth call at /series/console", async () => ((inbox.get("/series/console")?.length ?? 0) >= 4 ? true : undefined), 20_000);
    const delivered = await waitFor(
      "the page to show it delivered",
      async () => {
        await page.reload();
        const text = await page.locator("main").innerText();
        return text.includes("Delivered") ? text : undefined;
      },
      20_000,
    );
    check(/Again 1, attempt 1[\s\S]*200/.test(delivered), "sent again from the console: the new attempt answered 200, the delivery delivered", delivered);
    const seen = await api(`/api/v1/quotes/${failingId}/webhook-deliveries`, { key });
    check(seen.body.deliveries[0].status === "delivered" && seen.body.deliveries[0].redeliveries === 1, "the API sees the same delivery, delivered, redelivered once", seen.body.deliveries[0]);

    console.log("\nRotating the key");
    await page.goto(`${base}/console/keys`);
    check((await page.locator("main").innerText()).includes(`${key.slice(0, 12)}…`), "the keys page shows the start of the current key, never the key");
    await page.getByLabel("The current key keeps working for").selectOption({ label: "1 hour" });
    await page.getByRole("button", { name: "Rotate the key" }).click();
    await page.getByRole("heading", { name: "Your new API key" }).waitFor();
    const newKey = (await page.locator("code.secret").innerText()).trim();
    check(/^svc_[0-9a-f]{60}$/.test(newKey) && newKey !== key, "a new key, shown once", newKey.slice(0, 12));
    check((await api("/api/v1/dealers?limit=1", { key: newKey })).status === 200, "the new key works");
    check((await api("/api/v1/dealers?limit=1", { key })).status === 200, "the old key keeps working in its hour of grace");
    await page.goto(`${base}/console/keys`);
    check((await page.locator("main").innerText()).includes(`${key.slice(0, 12)}…`) && (await page.getByRole("heading", { name: "Previous key" }).count()) === 1, "the keys page shows the previous key until its grace ends");
    await shoot(page, "keys");

    console.log("\nConsole users, usage, quotes");
    await page.goto(`${base}/console/users`);
    await page.getByLabel("E-mail address").fill("jo.fleet@console-e2e.example.com");
    await Promise.all([page.waitForURL(`${base}/console/users?added`), page.getByRole("button", { name: "Add" }).click()]);
    check((await page.locator("main").innerText()).includes("jo.fleet@console-e2e.example.com"), "a console user added on the page");
    await shoot(page, "users");
    await Promise.all([page.waitForURL(`${base}/console/users?removed`), page.getByRole("button", { name: "Remove jo.fleet@console-e2e.example.com" }).click()]);
    check(!(await page.locator("main").innerText()).includes("jo.fleet@console-e2e.example.com"), "and removed");
    await page.goto(`${base}/console/usage`);
    check(/All 30 days\s+5\s+2\s+1\s+0/.test(await page.locator(".usage-total").innerText()), "usage by day: the tender's four quotes and the single one, two accepted (the split award), one tender, no estimate", await page.locator(".usage-total").innerText());
    await shoot(page, "usage");

    console.log("\nAnother FMO's ids");
    const refused = await page.goto(`${base}/console/tenders/${otherTender.body.tenderId}`);
    check(refused?.status() === 404 && (await page.getByRole("heading", { name: "Tender not found" }).count()) === 1, "another FMO's tender: a 404 page");
    const otherQuote = otherTender.body.quotes.find((line: any) => line.quoteId)?.quoteId;
    check((await page.goto(`${base}/console/quotes/${otherQuote}`))?.status() === 404, "another FMO's quote: 404");

    console.log("\nOn a phone");
    const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2, storageState: await desktop.storageState() });
    const phonePage = await phone.newPage();
    const pages = [
      "/console/overview",
      "/console/tenders",
      `/console/tenders/${tenderId}`,
      "/console/quotes",
      `/console/quotes/${failingId}`,
      "/console/deliveries",
      `/console/deliveries/${failedDelivery}`,
      "/console/keys",
      "/console/usage",
      "/console/users",
      "/console/orders",
      consoleOrderPath,
      `/console/vehicles?q=rav4&stocked=true`,
    ];
    for (const path of pages) {
      const answer = await phonePage.goto(`${base}${path}`);
      const overflow = await phonePage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      check(answer?.status() === 200 && overflow <= 0, `${path.replace(/[0-9a-f-]{36}/, "{id}")} fits a 390 px screen without sideways scrolling`, { status: answer?.status(), overflow });
    }
    await phonePage.goto(`${base}/console/tenders/${tenderId}`);
    await shoot(phonePage, "tender-phone");
    await phone.close();
    const signedOut = await browser.newContext({ viewport: PHONE, isMobile: true });
    const signInPhone = await signedOut.newPage();
    await signInPhone.goto(`${base}/console`);
    check((await signInPhone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)) <= 0, "/console (sign-in) fits a 390 px screen without sideways scrolling");
    await signedOut.close();

    console.log("\nSigning out");
    await page.goto(`${base}/console/overview`);
    await Promise.all([page.waitForURL(`${base}/console?signed-out`), page.getByRole("button", { name: "Sign out" }).click()]);
    const after = await page.goto(`${base}/console/overview`);
    check(after?.status() === 401 && (await page.getByLabel("Work e-mail address").count()) === 1, "signed out: the console asks to sign in again");
  } finally {
    webmail?.close();
    await desktop.close();
  }
  console.log(`\n  console flow in a real browser: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** A webmail page on another site (localhost, where the Worker is 127.0.0.1) showing the e-mail, its links clickable. */
async function mailbox(text: string): Promise<{ url: string; close(): void }> {
  const escaped = text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const html = `<!doctype html><title>Inbox</title><pre>${escaped.replace(/(https?:\/\/\S+)/g, '<a href="$1">$1</a>')}</pre>`;
  const server = createServer((_, response) => response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(html));
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { url: `http://localhost:${(server.address() as AddressInfo).port}/`, close: () => server.close() };
}
