import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { issueDealerKey } from "../helpers/admin";
import { fixClock } from "../helpers/clock";
import { createAccessory, createDealership, createVehicle, stock } from "../helpers/fixtures";
import { bearer, postJson, registerClient } from "../helpers/http";
import { capturedLogs } from "../helpers/logs";
import { pendingQuote } from "../helpers/scenes";
import { Browser, call, expectPage, ORIGIN, signedIn, textOf } from "./helpers";

const logged = capturedLogs();

/** A signed-in dealer whose dealership stocks a ute (available) and a van (not), with one accessory. */
async function dealerWithStock(overrides: Parameters<typeof createDealership>[0] = {}) {
  const dealer = await createDealership(overrides);
  const ute = await createVehicle({ model: "Aardvark Ute", version: "SR5", listPriceCents: 6_499_000 });
  const van = await createVehicle({ model: "Aardvark Van", version: "LWB" });
  const wagon = await createVehicle({ model: "Aardvark Wagon", version: "GX" });
  await stock(dealer.id, ute.id, 5_899_000, true);
  await stock(dealer.id, van.id, 4_250_000, false);
  const mats = await createAccessory(dealer.id, "Floor mats", 25_000);
  const key = await issueDealerKey(dealer.id);
  return { dealer, ute, van, wagon, mats, key, browser: await signedIn(key) };
}

/** A file upload from the portal's own page, as a browser sends it (multipart, same origin). */
function upload(browser: Browser, path: string, fields: Record<string, string | File>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  return call(path, { method: "POST", headers: { Cookie: cookie, Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": browser.address }, body: form, redirect: "manual" });
}

const stockRow = (dealershipId: string, vehicleId: string) =>
  env.DB.prepare("SELECT price_cents, available, updated_by, updated_by_key_id FROM dealer_inventory WHERE dealership_id = ? AND vehicle_id = ?").bind(dealershipId, vehicleId).first<any>();

/** The values of the hidden `file` field of the check page's Apply changes form. */
function hiddenFile(html: string): string {
  const match = /<input type="hidden" name="file" value="([^"]*)"/.exec(html);
  return (match?.[1] ?? "").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
}

/**
 * The error summary of a refused form's page: its problems as [link target, text]. It must open the
 * page's content (before any table or form field) and take the focus without script.
 */
function errorSummary(html: string): [string, string][] {
  const summary = /<div class="error-summary" role="alert" tabindex="-1" autofocus="" aria-labelledby="error-summary-title"><h2 id="error-summary-title">Please check the form<\/h2><ul>([\s\S]*?)<\/ul><\/div>/.exec(html);
  expect(summary, "an error summary").not.toBeNull();
  const main = html.slice(html.indexOf('<main id="main"'));
  expect(main.indexOf('class="error-summary"')).toBeLessThan(Math.min(...["<table", "<input", "<form"].map((tag) => main.indexOf(tag)).filter((at) => at !== -1)));
  return [...summary![1]!.matchAll(/<li><a href="([^"]*)">([^<]*)<\/a><\/li>/g)].map(([, href, text]) => [href!, textOf(text!).trim()]);
}

describe("the portal's navigation", () => {
  it("offers Stock, Accessories and Settings beside the quotes to a dealer signed in with the key, marking the current one", async () => {
    const { browser } = await dealerWithStock();
    const html = await expectPage(await browser.get("/dealer/stock"), 200);
    const nav = /<nav class="account"[\s\S]*?<\/nav>/.exec(html)![0];
    expect(textOf(nav)).toMatch(/Quotes Orders Stock Accessories Settings Sign out/);
    expect(nav).toContain('<a href="/dealer/stock" aria-current="page">Stock</a>');
    expect(await expectPage(await browser.get("/dealer/quotes"), 200)).toContain('<a href="/dealer/quotes" aria-current="page">');
  });

  it("does not open them to an e-mail link's session (one quote only), nor without a session", async () => {
    const { quoteId, dealer } = await pendingQuote();
    const { signQuoteLink } = await import("../../src/notices/signed-link");
    const { token } = await signQuoteLink(env.PORTAL_LINK_SECRET!, quoteId, dealer.id, new Date());
    const linked = new Browser();
    expect((await linked.get(`/dealer/quotes/${quoteId}?link=${token}`)).status).toBe(303);
    const quotePage = await expectPage(await linked.get(`/dealer/quotes/${quoteId}`), 200);
    expect(quotePage).not.toContain('href="/dealer/stock"');
    for (const path of ["/dealer/stock", "/dealer/accessories", "/dealer/settings"]) {
      const refused = await expectPage(await linked.get(path), 401);
      expect(textOf(refused)).toContain("Sign in with your dealer key to keep your stock, accessories and settings");
      await expectPage(await new Browser().get(path), 401);
    }
  });
});

describe("GET /dealer/stock", () => {
  it("shows the stock as a table with the issue's labels, every row with its own Save", async () => {
    const { ute, van, browser } = await dealerWithStock();
    const html = await expectPage(await browser.get("/dealer/stock"), 200);
    const text = textOf(html);
    expect(text).toContain("Vehicle List price Price Available");
    expect(text).toContain("Aardvark Ute SR5");
    expect(text).toContain("$64,990.00");
    expect(html).toContain(`id="price-${ute.id}" name="price" type="text" inputmode="decimal" autocomplete="off" value="58990" form="stock-${ute.id}"`);
    expect(html).toMatch(new RegExp(`id="available-${van.id}" name="available" value="true" form="stock-${van.id}"/>`));
    expect(html).toMatch(new RegExp(`id="available-${ute.id}" name="available" value="true" form="stock-${ute.id}" checked=""`));
    expect(html.match(/>\s*Save\s*</g)).toHaveLength(2);
    // Each row's fields are named for their vehicle, not only "Price" and "Available".
    expect(html).toContain(`<label for="price-${ute.id}" class="visually-hidden">Price of Aardvark Ute SR5</label>`);
    expect(html).toContain(`<label for="available-${ute.id}" class="visually-hidden">Aardvark Ute SR5 available</label>`);
    expect(html).toContain(`<label for="price-${van.id}" class="visually-hidden">Price of Aardvark Van LWB</label>`);
    for (const label of ["Add a vehicle", "Download stock (CSV)", "Stock file (CSV)", "Check file"]) expect(text).toContain(label);
    expect(text).toContain("then one vehicle a line: up to 5,000 vehicles and 1 MiB (1,048,576 bytes).");
    expect(text).not.toContain("MB");
    expect(html).toContain('enctype="multipart/form-data"');
  });

  it("says beside the upload field that a stock of more than 5,000 vehicles is imported in several files", async () => {
    const { browser } = await dealerWithStock();
    const html = await expectPage(await browser.get("/dealer/stock"), 200);
    expect(textOf(html)).toContain(
      "More than 5,000 vehicles? Import them in several files of up to 5,000, each starting with the header line: vehicles not in a file stay as they are, so splitting a file is safe.",
    );
    expect(html).toContain('aria-describedby="stock-file-hint stock-file-split"');
  });

  it("searches with the search's matching", async () => {
    const { browser } = await dealerWithStock();
    const text = textOf(await expectPage(await browser.get("/dealer/stock?model=ARK%20van"), 200));
    expect(text).toContain("Aardvark Van LWB");
    expect(text).not.toContain("Aardvark Ute SR5");
  });
});

describe("the addresses the Stock page's forms post to, opened as pages", () => {
  it("lead to the Stock page (303), so a refresh after a check or a refused Save is not a 405", async () => {
    const { ute, browser } = await dealerWithStock();
    for (const path of ["/dealer/stock/check", "/dealer/stock/apply", `/dealer/stock/${ute.id}`, `/dealer/stock/${ute.id.replaceAll("-", "").toUpperCase()}`]) {
      const response = await browser.get(path);
      expect(response.status, path).toBe(303);
      expect(response.headers.get("Location")).toBe("/dealer/stock");
    }
    expect(textOf(await expectPage(await new Browser().get("/dealer/stock/check"), 401))).toContain("Sign in");
  });
});

describe("POST /dealer/stock/{globalCarId}", () => {
  it("saves a row's price and availability as the signed-in key's change, then says so", async () => {
    const { dealer, van, key, browser } = await dealerWithStock();
    const saved = await browser.post(`/dealer/stock/${van.id}`, { price: "$41,990.50", available: "true", model: "", page: "1" });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe(`/dealer/stock?saved=${van.id}`);
    const keyId = (await env.DB.prepare("SELECT id FROM dealer_keys WHERE dealership_id = ?").bind(dealer.id).first<string>("id"))!;
    expect(await stockRow(dealer.id, van.id)).toEqual({ price_cents: 4_199_050, available: 1, updated_by: "dealer", updated_by_key_id: keyId });
    expect(JSON.parse(logged.find((l) => l.includes("stock item"))!)).toMatchObject({ by: "dealer", dealerKeyId: keyId, dealerKeyPrefix: key.slice(0, 12), globalCarId: van.id, price: 41_990.5, available: true });
    const page = await expectPage(await browser.get(saved.headers.get("Location")!), 200);
    const text = textOf(page);
    expect(text).toContain("Saved Aardvark Van LWB: $41,990.50, available to fleet clients.");
    // With two decimals, as the export writes it (not 41990.5).
    expect(page).toContain(`id="price-${van.id}" name="price" type="text" inputmode="decimal" autocomplete="off" value="41990.50"`);
    expect(text).toContain(`by dealer key ${key.slice(0, 12)}`);
  });

  it("saves a row with its own price and availability without recording a change, and says nothing changed", async () => {
    const { dealer, ute, browser } = await dealerWithStock();
    const before = await env.DB.prepare("SELECT * FROM dealer_inventory WHERE dealership_id = ? AND vehicle_id = ?").bind(dealer.id, ute.id).first();
    const saved = await browser.post(`/dealer/stock/${ute.id}`, { price: "58,990.00", available: "true", model: "", page: "1" });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe(`/dealer/stock?saved=${ute.id}&unchanged=1`);
    expect(await env.DB.prepare("SELECT * FROM dealer_inventory WHERE dealership_id = ? AND vehicle_id = ?").bind(dealer.id, ute.id).first()).toEqual(before);
    expect(logged).toEqual([]);
    expect(textOf(await expectPage(await browser.get(saved.headers.get("Location")!), 200))).toContain("Nothing to change: Aardvark Ute SR5 is already $58,990.00, available to fleet clients.");
  });

  it("makes the row unavailable when the box is unticked, and refuses a bad price with the row's own message and a summary at the top, changing nothing", async () => {
    const { dealer, ute, browser } = await dealerWithStock();
    expect((await browser.post(`/dealer/stock/${ute.id}`, { price: "58990" })).status).toBe(303);
    expect((await stockRow(dealer.id, ute.id)).available).toBe(0);
    const refused = await expectPage(await browser.post(`/dealer/stock/${ute.id}`, { price: "58,99", available: "true" }), 400);
    expect(textOf(refused)).toContain("Enter an amount in dollars, such as 31990 or 31990.50 (at most 10,000,000).");
    expect(refused).toContain('value="58,99"');
    expect(errorSummary(refused)).toEqual([[`#price-${ute.id}`, "Price of Aardvark Ute SR5: Enter an amount in dollars, such as 31990 or 31990.50 (at most 10,000,000)."]]);
    expect(await stockRow(dealer.id, ute.id)).toMatchObject({ price_cents: 5_899_000, available: 0 });
    const free = await expectPage(await browser.post(`/dealer/stock/${ute.id}`, { price: "0.00", available: "true" }), 400);
    expect(errorSummary(free)).toEqual([[`#price-${ute.id}`, "Price of Aardvark Ute SR5: Enter a price above $0."]]);
    expect(await stockRow(dealer.id, ute.id)).toMatchObject({ price_cents: 5_899_000, available: 0 });
  });

  it("adds a catalogue vehicle found under Add a vehicle", async () => {
    const { dealer, wagon, browser } = await dealerWithStock();
    // A model of this test's own: every test's dealership adds an Aardvark Ute to the one catalogue.
    const make = `Aardvark Own ${crypto.randomUUID().slice(0, 8)}`;
    const stocked = await createVehicle({ model: make, version: "SR5", listPriceCents: 6_499_000 });
    await createVehicle({ model: make, version: "GX" });
    await stock(dealer.id, stocked.id, 5_899_000, true);
    const html = await expectPage(await browser.get(`/dealer/stock/add?model=${encodeURIComponent(make)}`), 200);
    const page = textOf(html);
    expect(page).toContain(`${make} SR5 $64,990.00 In your stock`);
    // "change it on the Stock page" leads to the vehicle's own row.
    const rowLink = `/dealer/stock?${new URLSearchParams({ model: make })}#row-${stocked.id}`;
    expect(html).toContain(`In your stock: <a href="${rowLink}">change it on the Stock page</a>`);
    expect(await expectPage(await browser.get(rowLink.split("#")[0]!), 200)).toContain(`<tr id="row-${stocked.id}">`);
    expect(page).toContain(`${make} GX Not known Price of ${make} GX $ ${make} GX available Add to stock`);
    const added = await browser.post(`/dealer/stock/${wagon.id}`, { price: "39990", available: "true", from: "add", model: "aardvark" });
    expect(added.headers.get("Location")).toBe(`/dealer/stock?model=Aardvark+Wagon&saved=${wagon.id}`);
    const coupe = await createVehicle({ model: `Aardvark Coupe ${crypto.randomUUID().slice(0, 8)}`, version: "GT" });
    const refused = await expectPage(await browser.post(`/dealer/stock/${coupe.id}`, { price: "", available: "true", from: "add", model: coupe.model, page: "1" }), 400);
    expect(errorSummary(refused)).toEqual([[`#price-${coupe.id}`, `Price of ${coupe.model} GT: Enter your price, such as 31990.`]]);
    expect(await stockRow(dealer.id, coupe.id)).toBeNull();
    expect(await stockRow(dealer.id, wagon.id)).toMatchObject({ price_cents: 3_999_000, available: 1, updated_by: "dealer" });
  });

  it("shows a refused Add to stock on the catalogue page it was sent from, with what was typed", async () => {
    const { browser } = await dealerWithStock();
    const make = `Aardvark Page ${crypto.randomUUID().slice(0, 8)}`;
    const catalogue = [];
    for (let i = 0; i < 21; i++) catalogue.push(await createVehicle({ model: make, version: `V${String(i).padStart(2, "0")}` }));
    const last = catalogue.at(-1)!;
    const refused = await expectPage(await browser.post(`/dealer/stock/${last.id}`, { price: "12.345", available: "true", from: "add", model: make, page: "2" }), 400);
    expect(textOf(refused)).toContain("Page 2");
    expect(refused).toContain(`id="price-${last.id}" name="price" type="text" inputmode="decimal" autocomplete="off" value="12.345"`);
  });

  it("answers 404 for a vehicle not in the catalogue, and refuses a form from another site", async () => {
    const { browser, ute, dealer } = await dealerWithStock();
    await expectPage(await browser.post(`/dealer/stock/${crypto.randomUUID()}`, { price: "1", available: "true" }), 404);
    await expectPage(await browser.post("/dealer/stock/not-a-vehicle", { price: "1" }), 404);
    await expectPage(await browser.post(`/dealer/stock/${ute.id}`, { price: "1" }, { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" }), 403);
    expect((await stockRow(dealer.id, ute.id)).price_cents).toBe(5_899_000);
  });
});

describe("checking and applying a stock file", () => {
  it("shows every problem by line and changes nothing; a corrected file shows what it will do, and Apply changes does it", async () => {
    const { dealer, ute, van, wagon, browser } = await dealerWithStock();
    const bad = new File([`globalCarId,price,available\r\n${ute.id},57990,true\r\n${wagon.id},forty,true\r\n`], "stock.csv", { type: "text/csv" });
    const refused = await expectPage(await upload(browser, "/dealer/stock/check", { file: bad }), 400);
    expect(textOf(refused)).toContain('The file has 1 problem: nothing was changed');
    expect(textOf(refused)).toContain('Line 3: price "forty" is not an amount in dollars');
    expect(refused).not.toContain("Apply changes");
    expect((await stockRow(dealer.id, ute.id)).price_cents).toBe(5_899_000);

    const good = new File([`globalCarId,price,available\r\n${ute.id},57990,true\r\n${wagon.id},40990,true\r\n`], "stock.csv", { type: "text/csv" });
    const checked = await expectPage(await upload(browser, "/dealer/stock/check", { file: good }), 200);
    const text = textOf(checked);
    expect(text).toContain("Nothing has changed yet. Applying the file will add 1 vehicle to your stock and change 1 vehicle; 0 lines match your stock already. 1 vehicle in your stock is not in the file and will stay as it is.");
    expect(text).toMatch(/2 Aardvark Ute SR5 Change \$58,990\.00 → \$57,990\.00 Yes/);
    expect(text).toMatch(/3 Aardvark Wagon GX Add to stock \$40,990\.00 Yes/);
    expect((await stockRow(dealer.id, wagon.id))).toBeNull();

    const applied = await upload(browser, "/dealer/stock/apply", { file: hiddenFile(checked) });
    expect(applied.status).toBe(303);
    expect(applied.headers.get("Location")).toBe("/dealer/stock?imported=1.1.0");
    expect(await stockRow(dealer.id, ute.id)).toMatchObject({ price_cents: 5_799_000, updated_by: "dealer" });
    expect(await stockRow(dealer.id, wagon.id)).toMatchObject({ price_cents: 4_099_000, available: 1 });
    expect(await stockRow(dealer.id, van.id)).toMatchObject({ price_cents: 4_250_000, updated_by: null });
    expect(textOf(await expectPage(await browser.get("/dealer/stock?imported=1.1.0"), 200))).toContain("Stock updated from the file: 1 added, 1 changed, 0 unchanged.");
    expect(JSON.parse(logged.find((l) => l.includes("stock import"))!)).toMatchObject({ by: "dealer", created: 1, updated: 1 });
  });

  it("asks for a file when none is chosen, and refuses one over 1 MiB with 413, changing nothing, each said in a summary at the top", async () => {
    const { ute, dealer, browser } = await dealerWithStock();
    const chooseOne = [["#stock-file", "Stock file (CSV): Choose a CSV file to check."]];
    expect(errorSummary(await expectPage(await upload(browser, "/dealer/stock/check", { file: new File([], "empty.csv") }), 400))).toEqual(chooseOne);
    expect(errorSummary(await expectPage(await upload(browser, "/dealer/stock/check", {}), 400))).toEqual(chooseOne);
    const huge = new File([`globalCarId,price,available,notes\n${ute.id},1,true,${"x".repeat(1024 * 1024)}\n`], "huge.csv");
    const tooLarge = [["#stock-file", "Stock file (CSV): The file is larger than 1 MiB (1,048,576 bytes). Split it into files of up to 5,000 vehicles, each starting with the header line, and check each one."]];
    expect(errorSummary(await expectPage(await upload(browser, "/dealer/stock/check", { file: huge }), 413))).toEqual(tooLarge);
    expect(errorSummary(await expectPage(await upload(browser, "/dealer/stock/apply", { file: await huge.text() }), 413))).toEqual(tooLarge);
    // Past what the API Worker hands on to the portal at all (src/http/web-forward.ts): the same page.
    const hugest = new File([`globalCarId,price,available,notes\n${ute.id},1,true,${"x".repeat(3 * 1024 * 1024)}\n`], "hugest.csv");
    expect(errorSummary(await expectPage(await upload(browser, "/dealer/stock/check", { file: hugest }), 413))).toEqual(tooLarge);
    expect((await stockRow(dealer.id, ute.id)).price_cents).toBe(5_899_000);
  });

  it("checks the file again when applying it, so a file changed on the way is refused as a whole", async () => {
    const { dealer, ute, browser } = await dealerWithStock();
    const applied = await expectPage(await upload(browser, "/dealer/stock/apply", { file: `globalCarId,price,available\n${ute.id},1,true\n${crypto.randomUUID()},2,true\n` }), 400);
    expect(textOf(applied)).toContain("is not a vehicle in the catalogue");
    expect((await stockRow(dealer.id, ute.id)).price_cents).toBe(5_899_000);
  });

  it("downloads the stock as the same CSV as the API's export", async () => {
    const { ute, key, browser } = await dealerWithStock();
    const page = await browser.get("/dealer/stock/export");
    expect(page.status).toBe(200);
    expect(page.headers.get("Content-Disposition")).toMatch(/^attachment; filename="stock-/);
    const api = await call("/api/v1/dealer/inventory/export", { headers: bearer(key) });
    expect(await page.text()).toBe(await api.text());
    expect(ute.id).toBeTruthy();
  });
});

describe("the Accessories page", () => {
  it("lists, adds, saves and removes the dealership's accessories with the issue's labels", async () => {
    const { dealer, mats, browser } = await dealerWithStock();
    const html = await expectPage(await browser.get("/dealer/accessories"), 200);
    expect(textOf(html)).toContain("Accessory name Accessory price");
    expect(html).toContain(`value="Floor mats"`);
    expect(html).toContain('<label for="new-accessory-name">Accessory name</label>');
    expect(html).toContain(`<label for="name-${mats.id}" class="visually-hidden">Accessory name of Floor mats</label>`);
    // On a phone the name takes the card's width, under its label (portal.css: td.accessory-name).
    expect(html).toContain(`<td data-label="Accessory name" class="accessory-name"><div class="field"><label for="name-${mats.id}"`);
    expect(html).toContain(`<label for="price-${mats.id}" class="visually-hidden">Accessory price of Floor mats</label>`);

    expect((await browser.post("/dealer/accessories", { name: "Tow bar", price: "1150" })).headers.get("Location")).toBe("/dealer/accessories?done=added");
    expect((await browser.post(`/dealer/accessories/${mats.id}`, { intent: "save", name: "Rubber mats", price: "189.50" })).status).toBe(303);
    const names = (await env.DB.prepare("SELECT name, price_cents, updated_by FROM dealer_accessories WHERE dealership_id = ? ORDER BY name").bind(dealer.id).all()).results;
    expect(names).toEqual([
      { name: "Rubber mats", price_cents: 18_950, updated_by: "dealer" },
      { name: "Tow bar", price_cents: 115_000, updated_by: "dealer" },
    ]);
    expect(await expectPage(await browser.get("/dealer/accessories"), 200)).toContain(`id="price-${mats.id}" name="price" type="text" inputmode="decimal" autocomplete="off" value="189.50"`);
    expect((await browser.post(`/dealer/accessories/${mats.id}`, { intent: "remove" })).headers.get("Location")).toBe("/dealer/accessories?done=removed");
    expect(textOf(await expectPage(await browser.get("/dealer/accessories?done=removed"), 200))).toContain("Accessory removed.");
  });

  it("refuses a blank name or a bad price with a message by the field and in a summary at the top, and answers 404 for another dealership's accessory", async () => {
    const { browser, mats } = await dealerWithStock();
    const other = await createAccessory((await createDealership()).id, "Their mats", 100);
    const refusedPage = await expectPage(await browser.post("/dealer/accessories", { name: "  ", price: "abc" }), 400);
    const refused = textOf(refusedPage);
    expect(refused).toContain("Enter the accessory's name.");
    expect(refused).toContain("Enter an amount in dollars, such as 690 or 689.50");
    expect(errorSummary(refusedPage)).toEqual([
      ["#new-accessory-name", "Accessory name: Enter the accessory's name."],
      ["#new-accessory-price", "Accessory price: Enter an amount in dollars, such as 690 or 689.50 (at most 10,000,000)."],
    ]);
    const rowRefused = await expectPage(await browser.post(`/dealer/accessories/${mats.id}`, { intent: "save", name: "Rubber mats", price: "12.345" }), 400);
    expect(errorSummary(rowRefused)).toEqual([[`#price-${mats.id}`, "Accessory price of Floor mats: Enter an amount in dollars, such as 690 or 689.50 (at most 10,000,000)."]]);
    await expectPage(await browser.post(`/dealer/accessories/${other.id}`, { intent: "save", name: "Mine", price: "1" }), 404);
    await expectPage(await browser.post(`/dealer/accessories/${other.id}`, { intent: "remove" }), 404);
    expect(await env.DB.prepare("SELECT name FROM dealer_accessories WHERE id = ?").bind(other.id).first("name")).toBe("Their mats");
  });
});

describe("the Settings page", () => {
  it("edits Dealer delivery, Standard margin and API margin, shows the operator's settings, and the next quote uses the new figures", async () => {
    const { dealer, ute, browser } = await dealerWithStock({ tier: "enterprise", autoRespond: true, deliveryFeeCents: 150_000, standardMarginCents: 100_000, apiMarginCents: 50_000 });
    const html = await expectPage(await browser.get("/dealer/settings"), 200);
    for (const label of ["Dealer delivery", "Standard margin", "API margin"]) expect(html).toMatch(new RegExp(`<label for="[a-z-]+">${label}</label>`));
    expect(textOf(html)).toContain("Quote credits left 10");
    expect(html).toContain('id="api-margin" name="apiMargin" type="text" inputmode="decimal" autocomplete="off" value="500"');

    expect(await expectPage(await browser.get((await browser.post("/dealer/settings", { deliveryFee: "1490.5", standardMargin: "1000", apiMargin: "500" })).headers.get("Location")!), 200)).toContain(
      'id="delivery-fee" name="deliveryFee" type="text" inputmode="decimal" autocomplete="off" value="1490.50"',
    );
    const saved = await browser.post("/dealer/settings", { deliveryFee: "990", standardMargin: "1000", apiMargin: "" });
    expect(saved.headers.get("Location")).toBe("/dealer/settings?saved");
    expect(await env.DB.prepare("SELECT delivery_fee_cents, api_margin_cents, settings_updated_by FROM dealerships WHERE id = ?").bind(dealer.id).first()).toEqual({
      delivery_fee_cents: 99_000,
      api_margin_cents: null,
      settings_updated_by: "dealer",
    });
    const fmo = await registerClient();
    const quote = await (await postJson("/api/v1/quotes", { dealershipId: dealer.id, globalCarId: ute.id, clientName: "Jo", clientEmail: "jo@fleet.example.com" }, bearer(fmo))).json<any>();
    expect(quote.pricing.lineItems).toMatchObject({ vehiclePrice: 58_990 + 1000, dealerDelivery: 990 });

    const refusedPage = await expectPage(await browser.post("/dealer/settings", { deliveryFee: "", standardMargin: "-1", apiMargin: "x" }), 400);
    const refused = textOf(refusedPage);
    expect(refused).toContain("Enter your delivery fee (0 for none).");
    expect(refused).toContain("Enter an amount in dollars, such as 990 or 989.50");
    expect(errorSummary(refusedPage)).toEqual([
      ["#delivery-fee", "Dealer delivery: Enter your delivery fee (0 for none)."],
      ["#standard-margin", "Standard margin: Enter an amount in dollars, such as 990 or 989.50 (at most 10,000,000)."],
      ["#api-margin", "API margin: Enter an amount in dollars, such as 990 or 989.50 (at most 10,000,000)."],
    ]);
  });
});

describe("a session past its request budget (120 a minute)", () => {
  afterEach(() => vi.useRealTimers());

  it("changes no stock, accessory or setting: each form answers the 429 page", async () => {
    const { dealer, ute, mats, browser } = await dealerWithStock({ deliveryFeeCents: 150_000 });
    // The clock stands still: however slowly a busy machine sends them, the requests fall in one minute.
    fixClock(Date.now());
    for (let i = 0; i < 120; i++) expect((await browser.get("/dealer/settings")).status).toBe(200);
    const file = "globalCarId,price,available\r\n" + `${ute.id},1,false\r\n`;
    const forms = [
      await browser.post(`/dealer/stock/${ute.id}`, { price: "1", available: "false" }),
      await browser.post("/dealer/stock/apply", { file }),
      await browser.post("/dealer/accessories", { name: "Tow bar", price: "990" }),
      await browser.post(`/dealer/accessories/${mats.id}`, { name: "Mats", price: "1" }),
      await browser.post(`/dealer/accessories/${mats.id}`, { intent: "remove" }),
      await browser.post("/dealer/settings", { deliveryFee: "1", standardMargin: "1", apiMargin: "" }),
    ];
    expect(forms.map((response) => response.status)).toEqual([429, 429, 429, 429, 429, 429]);
    expect(await stockRow(dealer.id, ute.id)).toMatchObject({ price_cents: 5_899_000, available: 1 });
    expect((await env.DB.prepare("SELECT name, price_cents FROM dealer_accessories WHERE dealership_id = ?").bind(dealer.id).all()).results).toEqual([{ name: "Floor mats", price_cents: 25_000 }]);
    expect(await env.DB.prepare("SELECT delivery_fee_cents, settings_updated_by FROM dealerships WHERE id = ?").bind(dealer.id).first()).toEqual({ delivery_fee_cents: 150_000, settings_updated_by: null });
    expect(logged).toEqual([]);
  });
});
