/// <reference lib="dom" />
// Code passed to page.evaluate runs in the browser: its DOM types are needed here.

// The dealer portal in a real headless Chromium, against the same `wrangler dev` as the API flow:
// a dealership of its own (through the admin API) and an FMO's quotes; the link in the e-mail that
// wrangler dev actually sent, clicked in a webmail page on another site; the live preview as prices are typed; completion, then the FMO's view
// through the API and the signed webhook; the order taken to invoiced; signing in and out; a vehicle to choose; no JavaScript;
// hostile text; tampered and expired links; a wrong key; a quote completed elsewhere; keyboard-only
// completion; a phone's screen. Screenshots of each main page go to artifacts/screenshots/.

import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { isDeepStrictEqual } from "node:util";
import type { Browser, Page, Response } from "playwright-core";
import { Webhook } from "standardwebhooks";
import { signQuoteLink } from "../../src/notices/signed-link.ts";
import { dealerSpecs } from "../demo-data/dealers.ts";
import { sleep, waitFor } from "../local-process.ts";
import { screenshot } from "./browser.ts";
import { ADMIN_TOKEN, PORTAL_LINK_SECRET, apiClient, check, sentEmails, type Received, type Worker } from "./harness.ts";

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const XSS = `<script>alert("xss")</script><img src=x onerror=alert(1)>`;

export async function portalFlow(worker: Worker, hooks: string, inbox: Map<string, Received[]>, browser: Browser) {
  const started = Date.now();
  const base = worker.base;
  const api = apiClient(base);

  console.log("\nDealer portal: a dealership, its stock and an FMO's quotes");
  const dealership = await api("/admin/v1/dealerships", {
    key: ADMIN_TOKEN,
    body: {
      name: "Geelong Fleet Motors",
      contactEmail: "fleet@geelongfleetmotors.example.com.au",
      suburb: "Geelong",
      state: "VIC",
      postcode: "3220",
      approved: true,
      deliveryFee: 1290,
      standardMargin: 750,
    },
  });
  check(dealership.status === 201, "the operator adds a reviewing dealership", dealership.body);
  const dealershipId: string = dealership.body.id;
  await api(`/admin/v1/dealerships/${dealershipId}/credits`, { key: ADMIN_TOKEN, body: { amount: 50 } });
  const fmo = await api("/api/v1/register", { body: { companyName: "Portal Fleet Pty Ltd", contactEmail: "fleet@portal-e2e.example.com" } });
  const { apiKey: key, webhookSecret } = fmo.body;
  const hiluxes: any[] = (await api("/api/v1/inventory?model=hilux&limit=100", { key })).body.vehicles;
  const ranger: any = (await api("/api/v1/inventory?model=ranger&limit=1", { key })).body.vehicles[0];
  for (const [vehicle, price] of [[ranger, 52_990], ...hiluxes.slice(0, 3).map((v, i) => [v, 48_990 + i * 4_000] as const)] as const) {
    await api(`/admin/v1/dealerships/${dealershipId}/inventory/${vehicle.id}`, { method: "PUT", key: ADMIN_TOKEN, body: { price } });
  }
  const towbar = (await api(`/admin/v1/dealerships/${dealershipId}/accessories`, { key: ADMIN_TOKEN, body: { name: "Tow bar", price: 1150 } })).body;
  await api(`/admin/v1/dealerships/${dealershipId}/accessories`, { key: ADMIN_TOKEN, body: { name: "Floor mats", price: 180 } });
  const dealerKey: string = (await api(`/admin/v1/dealerships/${dealershipId}/keys`, { method: "POST", key: ADMIN_TOKEN })).body.dealerKey;

  const quote = async (body: Record<string, unknown>): Promise<string> => {
    const created = await api("/api/v1/quotes", { key, body: { dealershipId, clientEmail: "buyer@portal-e2e.example.com", ...body } });
    if (created.status !== 201 || created.body.status !== "pending") throw new Error(`quote creation failed: ${JSON.stringify(created.body)}`);
    return created.body.quoteId;
  };
  const linked = await quote({
    globalCarId: ranger.id,
    clientName: "Jo Fleet",
    clientPhone: "+61 3 9000 1234",
    postcode: "3000",
    quantity: 3,
    accessoryIds: [towbar.id],
    notes: "Delivery to our Docklands depot, please.",
    callbackUrl: `${hooks}/ok/portal`,
  });
  // A long address, to see where it wraps in a narrow column.
  const longEmail = "procurement.team@southcoast-fleet.example.com.au";
  const toChoose = await quote({ model: "HiLux", clientName: "Sam Ute", clientEmail: longEmail, quantity: 2, callbackUrl: `${hooks}/ok/portal-choice` });
  const hostile = await quote({ globalCarId: ranger.id, clientName: XSS, notes: XSS });
  const noScript = await quote({ globalCarId: ranger.id, clientName: "Nora Script" });
  const elsewhere = await quote({ globalCarId: ranger.id, clientName: "Eli Where" });
  const byKeyboard = await quote({ globalCarId: ranger.id, clientName: "Kay Board", postcode: "3220" });
  const toChooseNoScript = await quote({ model: "HiLux", clientName: "Cy Choice", clientEmail: longEmail });
  const waiting = await api("/api/v1/dealer/quotes?status=pending", { key: dealerKey });
  check(waiting.body.quotes?.length === 7, "seven pending quotes from the FMO wait for the dealership", waiting.body);

  let screenshots = 0;
  const shoot = async (page: Page, name: string) => (await screenshot(page, name), screenshots++);
  try {
    console.log("\nThe link in the dealer's e-mail");
    const notice = await waitFor("the dealer's e-mail about the first quote", async () => sentEmails(worker).find((text) => text.includes(linked) && text.includes("?link=")), 30_000);
    const link = /^(http\S+\?link=\S+)$/m.exec(notice)?.[1] ?? "";
    check(link.startsWith(`${base}/dealer/quotes/${linked}?link=`), "the e-mail wrangler dev sent holds a link to the quote's page", link);
    check(/opens this one quote, without your dealer key, and stops working after 14 days, on /.test(notice), "the e-mail says what the link does and when it expires");

    const desktop = await browser.newContext({ viewport: DESKTOP });
    const page = await desktop.newPage();
    const dialogs = watchDialogs(page);
    // The dealer reads the e-mail in webmail, on another site, and clicks the link there.
    const webmail = await mailbox(notice);
    await page.goto(webmail.url);
    await Promise.all([page.waitForURL(`${base}/dealer/quotes/${linked}`), page.getByRole("link", { name: link }).click()]);
    await page.getByRole("heading", { name: "Quote for Jo Fleet" }).waitFor();
    check(page.url() === `${base}/dealer/quotes/${linked}`, "clicked in webmail, the link opens the quote's page, the token gone from the address bar", page.url());
    await page.goBack();
    check(page.url() === webmail.url, "and from the history: Back returns to the e-mail", page.url());
    await page.goForward();
    await page.getByRole("heading", { name: "Quote for Jo Fleet" }).waitFor();
    const facts = await page.locator(".facts").innerText();
    for (const fact of ["Jo Fleet", "buyer@portal-e2e.example.com", "+61 3 9000 1234", ranger.model, "Tow bar", "Delivery to our Docklands depot", "3000", "VIC, from the postcode"]) {
      check(facts.includes(fact), `the page shows what the FMO asked for: ${fact}`);
    }
    check(/Quantity\s+3/.test(facts), "and the quantity, 3");

    const total = page.locator("[data-price-total]");
    const firstTotal = await total.innerText();
    const previews: string[] = [];
    page.on("request", (request) => request.url().endsWith("/preview") && previews.push(request.url()));
    const vehiclePrice = page.getByLabel("Vehicle price");
    await vehiclePrice.fill("");
    const typed = page.waitForResponse((r) => r.url().endsWith("/preview") && r.status() === 200);
    await vehiclePrice.pressSequentially("51990", { delay: 60 });
    const preview = await (await typed).json();
    await waitForText(page, "[data-price-total]", preview.display.totalDriveAway);
    await sleep(500);
    check((await total.innerText()) !== firstTotal, `the drive-away total follows the typed price (${firstTotal} -> ${await total.innerText()})`);
    check(previews.length <= 2, `typing five digits asked for the price ${previews.length} time(s), not five: the preview is debounced`, previews.length);
    const tableText = await page.locator("[data-price-table]").innerText();
    check(/Stamp duty \(VIC\)/.test(tableText) && /Registration, 12 months \(VIC\)/.test(tableText), "the preview shows stamp duty and registration for VIC");
    check(tableText.includes(`Total for 3 vehicles\t${preview.display.totalForQuantity}`), "and the total for the quantity", tableText);

    await page.getByRole("button", { name: "Add accessory" }).click();
    check(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name === "accessoryName"), "Add accessory adds a row and puts the cursor in it");
    await page.getByLabel("Accessory name").last().fill("Floor mats");
    await page.getByLabel("Accessory price").last().fill("180");
    await page.getByLabel("Dealer delivery").fill("990");
    await page.getByLabel("Notes to client").fill("Ready three weeks from your order.");
    const settled = await settledPreview(page);
    check(settled.pricing.lineItems.accessories.length === 2 && settled.pricing.lineItems.dealerDelivery === 990, "the preview takes the new accessory row and the delivery", settled.pricing.lineItems);
    const notes: string[] = settled.display.notes;
    const estimateNote = notes.find((note) => note.startsWith("Please note"));
    check(
      estimateNote !== undefined && /not confirmed for (Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} [A-Z][a-z]{2} \d{4}\./.test(estimateNote),
      "the note on estimated charges writes its day like every other date (Tue, 24 Nov 2026)",
      notes,
    );
    check(notes.includes("All prices include GST; the vehicle price includes luxury car tax where it applies."), "the price basis is said under the price", notes);
    check(/Registered for business use in VIC; government charges as in force on /.test((await page.locator("[data-price-notes]").innerText())), "and the registration use and day", notes);
    check(!ISO_DATE.test(await page.locator("main").innerText()), "no date on the page is written as 2026-11-24");
    check(await headerOnOneLine(page), "at 1280 px the header is one line: brand, dealership, links, Sign out");
    await shoot(page, "quote");

    await Promise.all([page.waitForURL(`${base}/dealer/quotes/${linked}`), page.getByRole("button", { name: "Complete quote" }).click()]);
    await page.getByText("Sent to Jo Fleet on").waitFor();
    check((await page.getByRole("button", { name: "Complete quote" }).count()) === 0, "after completing, the page shows the final breakdown read-only");
    check((await page.locator(".price-table").innerText()).includes(settled.display.totalDriveAway), "with the price the preview showed");
    await shoot(page, "quote-sent");

    const seen = await api(`/api/v1/quotes/${linked}`, { key });
    check(seen.body.status === "sent" && isDeepStrictEqual(seen.body.pricing, settled.pricing), "the FMO sees the quote sent, with the same pricing, through the API", seen.body);
    check(seen.body.dealerNotes === "Ready three weeks from your order.", "and the dealer's notes");
    const [delivered] = await waitFor("the quote.completed webhook", async () => inbox.get("/ok/portal"), 20_000);
    const event = new Webhook(webhookSecret).verify(delivered!.body, delivered!.headers as Record<string, string>) as any;
    check(event.event === "quote.completed" && event.quoteId === linked && isDeepStrictEqual(event.pricing, settled.pricing), "the FMO's receiver gets the signed quote.completed event with that pricing");

    const allQuotes = await page.goto(`${base}/dealer/quotes`);
    check(allQuotes?.status() === 401 && (await page.getByText("The link in the e-mail opens one quote only").count()) === 1, "the link's session opens that quote only: the list asks for the dealer key");
    check(dialogs.length === 0, "no dialog opened");
    await desktop.close();
    webmail.close();

    console.log("\nLinks that do not work");
    const tamperedPage = await (await browser.newContext()).newPage();
    const tampered = await tamperedPage.goto(link.replace(/.$/, (last) => (last === "A" ? "B" : "A")));
    check(tampered?.status() === 403 && (await tamperedPage.getByRole("heading", { name: "This link is not valid" }).count()) === 1, "a tampered link: a readable 403 page");
    check((await tamperedPage.getByRole("link", { name: "Go to sign-in" }).count()) === 1, "with a way to sign in");
    const { token } = await signQuoteLink(PORTAL_LINK_SECRET, linked, dealershipId, new Date(Date.now() - 14 * 24 * 3600 * 1000));
    const expired = await tamperedPage.goto(`${base}/dealer/quotes/${linked}?link=${token}`);
    check(expired?.status() === 401 && (await tamperedPage.getByRole("heading", { name: "This link has expired" }).count()) === 1, "a link issued 14 days ago: a readable 401 page");
    check((await tamperedPage.getByLabel("Dealer key").count()) === 1, "offering the sign-in form");
    await shoot(tamperedPage, "link-expired");
    await tamperedPage.context().close();

    console.log("\nSigning in with the dealer key");
    const signedIn = await browser.newContext({ viewport: DESKTOP });
    const dealerPage = await signedIn.newPage();
    const dealerDialogs = watchDialogs(dealerPage);
    await dealerPage.goto(`${base}/dealer`);
    await shoot(dealerPage, "sign-in");
    await dealerPage.getByLabel("Dealer key").fill(`dlr_${"0".repeat(60)}`);
    const wrong = await submit(dealerPage, "Sign in");
    check(wrong?.status() === 401 && (await dealerPage.getByText("That dealer key was not recognised").count()) === 1, "a wrong key: 401 and a message beside the field");
    await dealerPage.getByLabel("Dealer key").fill(dealerKey);
    await Promise.all([dealerPage.waitForURL(`${base}/dealer/quotes`), dealerPage.getByRole("button", { name: "Sign in" }).click()]);
    // An e-mailed link to another dealership's quote, opened while signed in: the page asks, and the token leaves the address bar.
    const ADELAIDE_CITY_HYUNDAI = "4c4f2d24-128e-5c0c-89e5-df7b7e072620";
    const elsewhereQuote = await api("/api/v1/quotes", { key, body: { dealershipId: ADELAIDE_CITY_HYUNDAI, model: "i30", clientName: "Ada Else", clientEmail: "ada@portal-e2e.example.com" } });
    const { token: otherToken } = await signQuoteLink(PORTAL_LINK_SECRET, elsewhereQuote.body.quoteId, ADELAIDE_CITY_HYUNDAI, new Date());
    await dealerPage.goto(`${base}/dealer/quotes/${elsewhereQuote.body.quoteId}?link=${otherToken}`);
    await dealerPage.getByRole("heading", { name: "This quote is for Adelaide City Hyundai" }).waitFor();
    await dealerPage.waitForFunction(() => location.search === "");
    check(dealerPage.url() === `${base}/dealer/quotes/${elsewhereQuote.body.quoteId}`, "another dealership's link while signed in: the page asks whose quote to open, the token gone from the address bar", dealerPage.url());
    await Promise.all([dealerPage.waitForURL(`${base}/dealer/quotes`), dealerPage.getByRole("link", { name: "Stay signed in as Geelong Fleet Motors" }).click()]);
    const cookies = await signedIn.cookies();
    const session = cookies.find((cookie) => cookie.name === "__Secure-dealer_session");
    check(session?.httpOnly && session.secure && session.sameSite === "Strict" && session.path === "/dealer", "the session cookie is HttpOnly, Secure, SameSite=Strict, scoped to /dealer", session);
    const clients = await dealerPage.locator(".quote-table tbody th").allInnerTexts();
    check(isDeepStrictEqual(clients, ["Sam Ute", XSS, "Nora Script", "Eli Where", "Kay Board", "Cy Choice", "Jo Fleet"]), "the list: pending first, the oldest pending at the top, then the sent one", clients);
    const firstRow = await dealerPage.locator(".quote-table tbody tr").first().innerText();
    check(/Sam Ute\s+“HiLux” \(vehicle to choose\)\s+2\s+(just now|\d+ min)\s+Not a tender\s+Waiting for you/.test(firstRow), "each row: client, vehicle or the requested model text, quantity, age, when its tender closes, status", firstRow);
    await shoot(dealerPage, "quote-list");

    console.log("\nHostile text stays text");
    // Signed in already, the dealer follows the e-mail's link from webmail: the key's session stays.
    const hostileNotice = sentEmails(worker).find((text) => text.includes(hostile) && text.includes("?link="))!;
    const hostileMail = await mailbox(hostileNotice);
    await dealerPage.goto(hostileMail.url);
    await Promise.all([dealerPage.waitForURL(`${base}/dealer/quotes/${hostile}`), dealerPage.getByRole("link", { name: /\?link=/ }).click()]);
    check((await dealerPage.getByRole("link", { name: "Quotes", exact: true }).count()) === 1, "a link followed while signed in keeps the dealer key's session");
    hostileMail.close();
    const heading = await dealerPage.getByRole("heading", { level: 1 }).innerText();
    check(heading.startsWith(`Quote for ${XSS}`), "the client name with a script is shown as text", heading);
    check((await dealerPage.locator("main img").count()) === 0 && (await dealerPage.locator("script").count()) === 1, "no element was made from it: no img, only the portal's own script");
    check(dealerDialogs.length === 0, "and nothing ran (no alert)");

    console.log("\nA quote whose vehicle is to be chosen");
    await dealerPage.goto(`${base}/dealer/quotes/${toChoose}`);
    const vehicle = dealerPage.getByRole("group", { name: "Vehicle", exact: true });
    const choices = (list: string) =>
      vehicle.locator(`[aria-labelledby="${list}"] .choice`).evaluateAll((labels) => labels.map((l) => `${l.querySelector(".choice__name")!.textContent} ${l.querySelector(".choice__price")!.textContent}`).sort());
    // Stocked above at $48,990, $52,990 and $56,990 (the HiLuxes) and $52,990 (the Ranger), plus the $750 margin.
    const hiluxChoices = hiluxes.slice(0, 3).map((v, i) => `${v.model} ${v.version} ${money(49_740 + i * 4_000)}`).sort();
    check(isDeepStrictEqual(await choices("vehicle-matching"), hiluxChoices), "Vehicle offers the dealership's HiLux stock first, each whole name with its price", await choices("vehicle-matching"));
    check(isDeepStrictEqual(await choices("vehicle-others"), [`${ranger.model} ${ranger.version} $53,740.00`]), "then the rest of its stock", await choices("vehicle-others"));
    check((await vehicle.locator(".choice__name").evaluateAll((names) => names.filter((n) => n.scrollWidth > n.clientWidth).length)) === 0, "no name is cut off");
    const message = dealerPage.locator("[data-preview-message]");
    check((await message.innerText()) === "Choose the vehicle above to see the drive-away price.", "the preview says what comes next", await message.innerText());
    const untouched = await dealerPage.evaluate(() => ({
      problems: document.querySelectorAll(".preview__message--problem, .field-error, .error-summary, [aria-invalid]").length,
      red: getComputedStyle(document.querySelector("[data-preview-message]")!).color,
    }));
    check(untouched.problems === 0 && untouched.red !== "rgb(179, 38, 30)", "before the dealer does anything nothing shows as an error, nothing in red", untouched);
    const complete = dealerPage.getByRole("button", { name: "Complete quote" });
    check(await complete.isDisabled(), "Complete quote is disabled until a vehicle is chosen");
    check(await dealerPage.getByText("Choose the vehicle above to complete the quote.").isVisible(), "and says why, just below it");
    check(await emailPartsWhole(dealerPage), `the long address ${longEmail} wraps only before its @ and dots in the 1280 px page's narrow column`);
    const chosen = hiluxes[1];
    const choosing = settledPreview(dealerPage);
    await vehicle.getByRole("radio", { name: `${chosen.model} ${chosen.version}` }).check();
    const chosenPreview = await choosing;
    check(chosenPreview.pricing.lineItems.vehiclePrice === 52_990 + 750, "choosing one prices it at its stock price plus margin", chosenPreview.pricing.lineItems);
    const vehiclePriceField = dealerPage.getByLabel("Vehicle price");
    check((await vehiclePriceField.inputValue()) === "" && (await vehiclePriceField.getAttribute("placeholder")) === null, "the Vehicle price field stays empty, no greyed placeholder beside its $");
    const priceHint = await dealerPage.locator("#vehicle-price-hint").innerText();
    check(priceHint.includes("Left blank, it is $53,740.00: your stock price plus your usual margin."), "its hint says that blank means $53,740.00", priceHint);
    check(!(await complete.isDisabled()) && !(await dealerPage.getByText("Choose the vehicle above to complete the quote.").isVisible()), "Complete quote is enabled once a vehicle is chosen");
    await shoot(dealerPage, "quote-choose-vehicle");
    await Promise.all([dealerPage.waitForURL(`${base}/dealer/quotes/${toChoose}`), complete.click()]);
    await dealerPage.getByText("Sent to Sam Ute on").waitFor();
    const askedFor = await dealerPage.locator(".facts").first().innerText();
    check(/Vehicle\s+“HiLux”\s+Quantity/.test(askedFor) && !askedFor.includes(chosen.version), "after completion, What the client asked for still shows the text the client typed", askedFor);
    check((await dealerPage.locator("#sent-title + .quoted-vehicle").innerText()).includes(`${chosen.model} ${chosen.version}`), "and the quote sent shows the vehicle chosen");
    const chosenSeen = await api(`/api/v1/quotes/${toChoose}`, { key });
    check(chosenSeen.body.status === "sent" && chosenSeen.body.vehicle.version === chosen.version, "completed with the chosen vehicle, as the FMO sees it", chosenSeen.body.vehicle);

    console.log("\nA quote completed elsewhere meanwhile");
    await dealerPage.goto(`${base}/dealer/quotes/${elsewhere}`);
    const viaApi = await api(`/api/v1/dealer/quotes/${elsewhere}/complete`, { key: dealerKey, body: { dealerNotes: "Done from our DMS" } });
    check(viaApi.status === 200, "the dealership's own system completes it through the API");
    await dealerPage.getByLabel("Notes to client").fill("Too late");
    await waitForText(dealerPage, "[data-preview-message]", "already been completed");
    const lateMessage = await dealerPage.locator("[data-preview-message]").innerText();
    check(
      lateMessage.includes("This quote has already been completed and sent to the client, so it cannot be completed again."),
      "the live preview says it has already been completed",
      lateMessage,
    );
    const conflict = await submit(dealerPage, "Complete quote");
    check(conflict?.status() === 409 && (await dealerPage.getByRole("heading", { name: "This quote was already completed" }).count()) === 1, "Complete quote: a clear 409 page, never a second completion");
    check((await api(`/api/v1/quotes/${elsewhere}`, { key })).body.dealerNotes === "Done from our DMS", "the first completion stands");

    console.log("\nKeyboard only");
    await dealerPage.goto(`${base}/dealer/quotes/${byKeyboard}`);
    const stops = await tabUntil(dealerPage, { id: "vehicle-price" });
    check(stops.every((stop) => stop.visible), `every stop on the way shows a visible focus ring (${stops.length} Tab presses)`, stops);
    check(stops[0]?.text === "Skip to content", "the first Tab stop is the skip link", stops[0]);
    await dealerPage.keyboard.press("Control+A");
    await dealerPage.keyboard.type("49990");
    await dealerPage.keyboard.press("Tab");
    await dealerPage.keyboard.press("Control+A");
    await dealerPage.keyboard.type("0");
    const keyboardPreview = await settledPreview(dealerPage);
    await tabUntil(dealerPage, { text: "Complete quote" });
    await Promise.all([dealerPage.waitForURL(`${base}/dealer/quotes/${byKeyboard}`), dealerPage.keyboard.press("Enter")]);
    await dealerPage.getByText("Sent to Kay Board on").waitFor();
    const keyboardSeen = await api(`/api/v1/quotes/${byKeyboard}`, { key });
    check(keyboardSeen.body.status === "sent" && isDeepStrictEqual(keyboardSeen.body.pricing, keyboardPreview.pricing), "completed with the keyboard alone, at the previewed price", keyboardSeen.body.pricing?.lineItems);

    console.log("\nThe order, from acknowledgement to invoice, in the portal");
    const accepted = await api(`/api/v1/quotes/${linked}/accept`, { key, body: { orderReference: "PO-PORTAL-1" } });
    check(accepted.status === 200, "the FMO accepts the quote completed in the portal", accepted.body);
    const placed = (await api(`/api/v1/orders?status=placed`, { key })).body.orders.find((o: any) => o.quoteId === linked);
    check(placed?.quantity === 3 && placed.orderReference === "PO-PORTAL-1", "which places its order of 3, with the FMO's reference", placed);
    await dealerPage.goto(`${base}/dealer/orders`);
    check((await dealerPage.locator("main").innerText()).includes("PO-PORTAL-1"), "the portal's Orders list shows it");
    await dealerPage.goto(`${base}/dealer/orders/${placed.id}`);
    const eta = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
    await dealerPage.locator("#eta-date").fill(eta);
    await Promise.all([dealerPage.waitForURL(`${base}/dealer/orders/${placed.id}?done=acknowledge`), dealerPage.getByRole("button", { name: "Acknowledge" }).click()]);
    const later = new Date(Date.now() + 35 * 86_400_000).toISOString().slice(0, 10);
    await dealerPage.locator("#new-eta-date").fill(later);
    await dealerPage.getByLabel("Why it moved").fill("Shipment held at the port");
    await Promise.all([dealerPage.waitForURL(`${base}/dealer/orders/${placed.id}?done=eta`), dealerPage.getByRole("button", { name: "Save the new day" }).click()]);
    await dealerPage.getByLabel("VIN").fill("MPBUMFF80PX1O2345");
    await dealerPage.getByLabel("Registration plate").fill("1AB 2CD");
    await dealerPage.getByLabel("Odometer (km)").fill("14");
    const badVin = await submit(dealerPage, "Record delivery");
    check(badVin?.status() === 400 && (await dealerPage.getByRole("alert").innerText()).includes("VIN"), "a VIN with an O: a 400 page naming the VIN, nothing recorded", await dealerPage.getByRole("alert").innerText());
    await dealerPage.getByLabel("VIN").fill("MPBUMFF80PX123456");
    await dealerPage.getByLabel("Registration plate").fill("1AB 2CD");
    await dealerPage.getByLabel("Odometer (km)").fill("14");
    await Promise.all([dealerPage.waitForURL(`${base}/dealer/orders/${placed.id}?done=deliver`), dealerPage.getByRole("button", { name: "Record delivery" }).click()]);
    await dealerPage.getByLabel("Invoice number").fill("INV-PORTAL-1");
    const firstAmount = dealerPage.locator("#line-amount-0");
    const quotedFirst = Number(await firstAmount.inputValue());
    await firstAmount.fill((quotedFirst + 0.01).toFixed(2));
    const noReason = await submit(dealerPage, "Send invoice");
    check(noReason?.status() === 400 && (await dealerPage.getByRole("alert").innerText()).includes("Why the invoice is above the quote"), "an invoice one cent above the quote without a reason: refused, naming the field");
    await dealerPage.getByLabel("Why the invoice is above the quote (if it is)").fill("Tow bar fitting price rose");
    await Promise.all([dealerPage.waitForURL(`${base}/dealer/orders/${placed.id}?done=invoice`), dealerPage.getByRole("button", { name: "Send invoice" }).click()]);
    await shoot(dealerPage, "portal-order-invoiced");
    const invoiced = (await api(`/api/v1/orders/${placed.id}`, { key })).body;
    check(
      invoiced.status === "invoiced" && invoiced.etaHistory.length === 2 && invoiced.delivery?.vin === "MPBUMFF80PX123456" && invoiced.variances.length === 1 && invoiced.variances[0].difference === 0.01,
      "the FMO reads it invoiced: two ETAs, the VIN, one variance of $0.01",
      { status: invoiced.status, variances: invoiced.variances },
    );
    const orderEvents = await waitFor(
      "the order's four webhooks",
      async () => {
        const events = (inbox.get("/ok/portal") ?? []).map((r) => (new Webhook(webhookSecret).verify(r.body, r.headers as Record<string, string>) as any).type).filter((type: unknown) => typeof type === "string" && type.startsWith("order."));
        return events.length >= 4 ? events : undefined;
      },
      20_000,
    );
    check(
      isDeepStrictEqual([...orderEvents].sort(), ["order.acknowledged", "order.delivered", "order.eta_changed", "order.invoiced"]),
      "the FMO's receiver gets each step's signed webhook: acknowledged, ETA changed, delivered, invoiced",
      orderEvents,
    );

    console.log("\nOn a phone");
    const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2, storageState: await signedIn.storageState() });
    const phonePage = await phone.newPage();
    const phonePages = [
      ["/dealer/quotes", "quote-list-phone"],
      [`/dealer/quotes/${linked}`, "quote-sent-phone"],
      [`/dealer/quotes/${noScript}`, "quote-phone"],
      ["/dealer/orders", "order-list-phone"],
      [`/dealer/orders/${placed.id}`, "order-phone"],
      // Last: the page the steps below go on with.
      [`/dealer/quotes/${toChooseNoScript}`, "quote-choose-vehicle-phone"],
    ] as const;
    for (const [path, name] of phonePages) {
      await phonePage.goto(`${base}${path}`);
      const where = path.replace(/[0-9a-f-]{36}/, "{id}");
      const overflow = await phonePage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      check(overflow <= 0, `${where} fits a 390 px screen without sideways scrolling`, overflow);
      const header = await headerOnPhone(phonePage);
      check(
        header.name === "Geelong Fleet Motors" && header.nameWhole && header.nameLines === 1 && header.signOutBesideName && header.linksOneLine && header.rows === 3,
        `${where}: the header is the brand, then the dealership's whole name with Sign out, then the links on one line`,
        header,
      );
      await shoot(phonePage, name);
    }
    await phonePage.getByText("Other vehicles in stock (1)").click();
    const phoneChoices = await phonePage.locator(".choice").evaluateAll((choices) =>
      choices.map((choice) => {
        const name = choice.querySelector(".choice__name") as HTMLElement;
        const price = choice.querySelector(".choice__price") as HTMLElement;
        const box = choice.getBoundingClientRect();
        return { name: name.innerText, whole: name.scrollWidth <= name.clientWidth, price: price.innerText, priceInside: price.getBoundingClientRect().right <= box.right };
      }),
    );
    check(
      phoneChoices.length === 4 && phoneChoices.every((c) => c.whole && c.priceInside && /^\$[\d,]+\.\d\d$/.test(c.price)),
      "on a phone each vehicle to choose shows its whole name, wrapped, and its price",
      phoneChoices,
    );
    check(await emailPartsWhole(phonePage), `on a phone too, ${longEmail} wraps only before its @ and dots`);
    await phonePage.goto(`${base}/dealer/quotes`);
    const signOutEverywhere = await phonePage.evaluate(() => {
      const sentence = document.querySelector(".sign-out-everywhere p")!;
      const range = document.createRange();
      range.selectNodeContents(sentence);
      const tops = [...new Set([...range.getClientRects()].map((line) => Math.round(line.top * 4) / 4))].sort((a, b) => a - b);
      const gaps = tops.slice(1).map((top, i) => top - tops[i]!);
      const button = document.querySelector(".sign-out-everywhere button")!.getBoundingClientRect();
      return { lines: tops.length, gaps, buttonBelow: button.top >= sentence.getBoundingClientRect().bottom - 0.5, buttonHeight: button.height };
    });
    check(
      signOutEverywhere.lines >= 2 && signOutEverywhere.gaps.every((gap) => Math.abs(gap - signOutEverywhere.gaps[0]!) <= 0.5) && signOutEverywhere.buttonBelow && signOutEverywhere.buttonHeight >= 44,
      "under the list, the Sign out everywhere sentence's lines are evenly spaced, its 44 px button on a line of its own",
      signOutEverywhere,
    );
    // Every demo dealership's name, and a longer one, in the phone's header (set in place: the layout is the page's own).
    const fits = await phonePage.evaluate((names) => {
      const dealer = document.querySelector(".account__dealer") as HTMLElement;
      return names.map((name) => {
        dealer.textContent = name;
        const measured = measureName(dealer);
        return { name, lines: measured.lines, overflow: measured.overflow };
      });

      function measureName(element: HTMLElement) {
        const box = element.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(element);
        const lines = [...range.getClientRects()].filter((line) => line.width > 0);
        return { lines: new Set(lines.map((line) => Math.round(line.top))).size, overflow: Math.max(0, ...lines.map((line) => Math.max(line.right - box.right, box.left - line.left))) };
      }
    }, [...dealerSpecs.map((d) => d.name), LONG_NAME]);
    const demoFits = fits.slice(0, -1);
    const longFit = fits.at(-1)!;
    check(demoFits.every((fit) => fit.lines === 1 && fit.overflow <= 0.01), `at 390 px each of the ${demoFits.length} demo dealerships' names fits the header on one line, not a fraction of a pixel over`, demoFits.filter((fit) => fit.lines !== 1 || fit.overflow > 0.01));
    check(longFit.lines === 2 && longFit.overflow <= 0.01, `a longer name ("${LONG_NAME}") wraps to a second line, whole`, longFit);
    await phone.close();

    // The demo dealership with the longest name, signed in with a key of its own on a phone.
    const longestName = dealerSpecs.filter((d) => d.approved).reduce((a, b) => (b.name.length > a.name.length ? b : a)).name;
    const longest: { id: string; name: string } = (await api("/api/v1/dealers?limit=100", { key })).body.dealers.find((d: { name: string }) => d.name === longestName);
    const longestKey: string = (await api(`/admin/v1/dealerships/${longest.id}/keys`, { method: "POST", key: ADMIN_TOKEN })).body.dealerKey;
    const longPhone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const longPage = await longPhone.newPage();
    await longPage.goto(`${base}/dealer`);
    await longPage.getByLabel("Dealer key").fill(longestKey);
    await Promise.all([longPage.waitForURL(`${base}/dealer/quotes`), longPage.getByRole("button", { name: "Sign in" }).click()]);
    const longHeader = await headerOnPhone(longPage);
    check(
      longHeader.name === longest.name && longHeader.nameWhole && longHeader.nameLines === 1 && longHeader.signOutBesideName && longHeader.linksOneLine && longHeader.rows === 3,
      `signed in as ${longest.name}, the longest demo name, the phone's header shows it whole on one line`,
      longHeader,
    );
    await shoot(longPage, "quote-list-phone-longest-name");
    await longPhone.close();

    console.log("\nSigning out");
    await Promise.all([dealerPage.waitForURL(`${base}/dealer?signed-out`), dealerPage.getByRole("button", { name: "Sign out" }).click()]);
    check((await dealerPage.getByText("You are signed out.").count()) === 1, "Sign out ends the session and says so");
    const after = await dealerPage.goto(`${base}/dealer/quotes`);
    check(after?.status() === 401 && (await dealerPage.getByLabel("Dealer key").count()) === 1, "the list then asks to sign in (401)");
    await signedIn.close();

    console.log("\nWithout JavaScript");
    const plain = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const plainPage = await plain.newPage();
    await plainPage.goto(`${base}/dealer`);
    await plainPage.getByLabel("Dealer key").fill(dealerKey);
    await Promise.all([plainPage.waitForURL(`${base}/dealer/quotes`), plainPage.getByRole("button", { name: "Sign in" }).click()]);
    await plainPage.getByRole("link", { name: "Nora Script" }).click();
    await plainPage.getByLabel("Vehicle price").fill("50000");
    const updated = await submit(plainPage, "Update price");
    const plainTable = await plainPage.locator("[data-price-table]").innerText();
    check(updated?.status() === 200 && plainTable.includes("Vehicle price\t$50,000.00"), "Update price re-renders the page with the new price", plainTable);
    await submit(plainPage, "Add accessory");
    check((await plainPage.getByLabel("Accessory name").count()) === 1, "Add accessory adds a row without script");
    await plainPage.getByLabel("Accessory name").fill("Cargo barrier");
    await plainPage.getByLabel("Accessory price").fill("690");
    await submit(plainPage, "Update price");
    const withBarrier = await plainPage.locator("[data-price-table]").innerText();
    check(withBarrier.includes("Cargo barrier\t$690.00"), "and the price takes it");
    await shoot(plainPage, "quote-no-javascript");
    const plainTotal = await plainPage.locator("[data-price-total]").innerText();
    const done = await submit(plainPage, "Complete quote");
    check(done?.status() === 200 && plainPage.url() === `${base}/dealer/quotes/${noScript}` && (await plainPage.getByText("Sent to Nora Script on").count()) === 1, "Complete quote posts the form and shows the quote sent");
    const plainSeen = await api(`/api/v1/quotes/${noScript}`, { key });
    check(plainSeen.body.status === "sent" && money(plainSeen.body.pricing.totalDriveAway) === plainTotal, "at the price the page showed", { api: plainSeen.body.pricing.totalDriveAway, page: plainTotal });
    await plainPage.goto(`${base}/dealer/quotes/${toChooseNoScript}`);
    const refused = await submit(plainPage, "Complete quote");
    const refusal = await plainPage.locator(".error-summary").innerText();
    check(refused?.status() === 400 && refusal.includes("Vehicle: Choose the vehicle to quote: the quote cannot be priced or sent without it."), "without script, Complete quote with no vehicle chosen: 400 and a readable message", refusal);
    await plainPage.getByRole("radio", { name: `${hiluxes[0].model} ${hiluxes[0].version}` }).check();
    const chosenPlain = await submit(plainPage, "Complete quote");
    check(chosenPlain?.status() === 200 && (await plainPage.getByText("Sent to Cy Choice on").count()) === 1, "with a vehicle chosen it completes");
    await plain.close();
  } finally {
    for (const context of browser.contexts()) await context.close();
  }
  console.log(`\n  portal flow in a real browser: ${((Date.now() - started) / 1000).toFixed(1)} s, ${screenshots} screenshots in artifacts/screenshots/`);
}

/**
 * The dealer's webmail, as far as the browser can tell: the e-mail's text, its link clickable, on
 * another site than the Worker's (localhost, where the Worker is 127.0.0.1).
 */
async function mailbox(text: string): Promise<{ url: string; close(): void }> {
  const escaped = text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const html = `<!doctype html><title>Inbox</title><pre>${escaped.replace(/(https?:\/\/\S+)/g, '<a href="$1">$1</a>')}</pre>`;
  const server = createServer((_, response) => response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(html));
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { url: `http://localhost:${(server.address() as AddressInfo).port}/`, close: () => server.close() };
}

const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/;

/** At a desktop width: the brand and every account item on the same line. */
async function headerOnOneLine(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const items = [".brand", ".account__dealer", ".account__links a", ".account button"].map((s) => document.querySelector(s)!.getBoundingClientRect());
    return items.every((box) => Math.abs(box.top + box.height / 2 - (items[0]!.top + items[0]!.height / 2)) < 8);
  });
}

/** Too long for one line beside Sign out at 390 px: it must wrap, whole. */
const LONG_NAME = "Southern Cross Commercial & Fleet Vehicles Wagga Wagga";

/**
 * On a phone: the dealership's name under the brand, measured to the fraction of a pixel (scrollWidth
 * and clientWidth are whole pixels and round away an overflow of 0.25 px): every line of its text
 * inside its box, no ellipsis. Sign out beside it; the links on one line below; the header's rows.
 */
async function headerOnPhone(page: Page) {
  return page.evaluate(() => {
    const middle = (box: DOMRect) => box.top + box.height / 2;
    const brand = document.querySelector(".brand")!.getBoundingClientRect();
    const dealer = document.querySelector(".account__dealer") as HTMLElement;
    const box = dealer.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(dealer);
    const lines = [...range.getClientRects()].filter((line) => line.width > 0);
    const overflow = Math.max(0, ...lines.map((line) => Math.max(line.right - box.right, box.left - line.left)), box.right - document.querySelector(".site-header__inner")!.getBoundingClientRect().right);
    const style = getComputedStyle(dealer);
    const signOut = document.querySelector(".account button")!.getBoundingClientRect();
    const links = [...document.querySelectorAll(".account__links a")].map((a) => a.getBoundingClientRect());
    const middles = [brand, box, signOut, ...links].map(middle).sort((a, b) => a - b);
    const rows = 1 + middles.slice(1).filter((m, i) => m - middles[i]! >= 8).length;
    return {
      name: dealer.textContent,
      nameWhole: overflow <= 0.01 && style.textOverflow !== "ellipsis" && box.top >= brand.bottom - 1,
      overflow,
      nameLines: new Set(lines.map((line) => Math.round(line.top))).size,
      signOutBesideName: Math.abs(middle(signOut) - middle(box)) < 8 && signOut.left >= box.right,
      linksOneLine: links.length > 0 && links.every((link) => Math.abs(middle(link) - middle(links[0]!)) < 8 && link.top >= box.bottom - 1),
      rows,
    };
  });
}

/**
 * Every e-mail address on the page breaks only between its parts (before "@" and dots): no part
 * spans two lines or sticks out; a linked one is underlined throughout.
 */
async function emailPartsWhole(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const addresses = [...document.querySelectorAll(".email")];
    return (
      addresses.length > 0 &&
      addresses.every((address) => {
        const container = address.closest("dd, p")!.getBoundingClientRect();
        return [...address.querySelectorAll<HTMLElement>(".email__part")].every((part) => {
          const box = part.getBoundingClientRect();
          const style = getComputedStyle(part);
          const underlined = address.closest("a") === null || style.textDecorationLine.includes("underline");
          return box.height < 1.6 * parseFloat(style.lineHeight) && box.right <= container.right + 1 && underlined;
        });
      })
    );
  });
}

const aud = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD" });
const money = (dollars: number) => aud.format(dollars);

/** Every dialog (alert, confirm) the page opens, dismissed: a script injected through text would open one. */
function watchDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on("dialog", (dialog) => {
    seen.push(dialog.message());
    void dialog.dismiss();
  });
  return seen;
}

/** Clicks a form button and resolves the response of the page it leads to (after any redirect). */
async function submit(page: Page, button: string): Promise<Response> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().isNavigationRequest() && r.frame() === page.mainFrame() && (r.status() < 300 || r.status() >= 400)),
    page.getByRole("button", { name: button, exact: true }).click(),
  ]);
  await page.waitForLoadState();
  return response;
}

/** The next preview the page's script receives once the form stops changing. */
async function settledPreview(page: Page): Promise<any> {
  let latest: Promise<any> | null = null;
  const listener = (response: Response) => {
    if (response.url().endsWith("/preview") && response.status() === 200) latest = response.json();
  };
  page.on("response", listener);
  try {
    await page.waitForFunction(() => document.querySelector("[data-completion-form]")?.getAttribute("data-preview-state") === "ready", undefined, { timeout: 10_000, polling: 50 });
    await sleep(350);
    await page.waitForFunction(() => document.querySelector("[data-completion-form]")?.getAttribute("data-preview-state") === "ready", undefined, { timeout: 10_000, polling: 50 });
    if (!latest) throw new Error("no preview arrived");
    return await latest;
  } finally {
    page.off("response", listener);
  }
}

async function waitForText(page: Page, selector: string, text: string): Promise<void> {
  await page.waitForFunction(([s, t]) => document.querySelector(s!)?.textContent?.includes(t!) ?? false, [selector, text] as const, { timeout: 10_000 });
}

/** Presses Tab until the focused element has the id or the text given, recording each stop and whether its focus ring shows. */
async function tabUntil(page: Page, target: { id?: string; text?: string }, limit = 60) {
  const stops: { text: string; visible: boolean }[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate((wanted) => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      const text = (el.innerText || el.getAttribute("aria-label") || el.id || el.tagName).trim().slice(0, 40);
      const done = wanted.id ? el.id === wanted.id : text === wanted.text;
      return { text, visible: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2, done };
    }, target);
    stops.push({ text: stop.text, visible: stop.visible });
    if (stop.done) return stops;
  }
  throw new Error(`Tab never reached ${JSON.stringify(target)} after ${limit} presses: ${JSON.stringify(stops)}`);
}

