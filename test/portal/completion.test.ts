import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ASKED_IN_NOVEMBER_2026, fixClock } from "../helpers/clock";
import { createAccessory, createDealership, createVehicle, stock } from "../helpers/fixtures";
import { bearer, call, get, postJson, register } from "../helpers/http";
import { issueDealerKey } from "../helpers/admin";
import { sentEvent } from "../helpers/webhooks";
import { createQuote, pendingQuote } from "../helpers/scenes";
import { expectPage, quoteRow, signedIn, textOf } from "./helpers";

const adjusted = { vehiclePrice: "39,000", dealerDelivery: "$0", accessoryName: ["Tint", "Cargo barrier"], accessoryPrice: ["400", "690.50"], notes: "Ready in two weeks" };

const clientEmails = (quoteId: string) =>
  env.DB.prepare("SELECT count(*) AS n FROM email_outbox WHERE quote_id = ? AND kind = 'quote_to_client'").bind(quoteId).first<number>("n");

describe("the quote page", () => {
  it("shows everything the client asked for and the completion form, its fields labelled", async () => {
    const { dealerKey, quoteId } = await pendingQuote({ clientPhone: "+61 2 9000 0000", quantity: 3, notes: "Tow bars please\nWhite if possible" });
    const browser = await signedIn(dealerKey);
    const html = await expectPage(await browser.get(`/dealer/quotes/${quoteId}`), 200);
    const text = textOf(html);
    // The address may wrap before its "@" and dots only: each part a piece of its own on the page.
    expect(html).toContain(
      '<a href="mailto:jo@fleet.example.com"><span class="email"><span class="email__part">jo</span><span class="email__part">@fleet</span><span class="email__part">.example</span><span class="email__part">.com</span></span></a>',
    );
    for (const fact of ["Jo Fleet", "+61 2 9000 0000", "Testmake Model", "Floor mats", "Tow bars please\nWhite if possible".replace("\n", " "), "2000", "NSW, from the postcode"]) {
      expect(text).toContain(fact);
    }
    expect(html).toMatch(/<dt>Quantity<\/dt><dd>3<\/dd>/);
    for (const [id, label] of [
      ["vehicle-price", "Vehicle price"],
      ["dealer-delivery", "Dealer delivery"],
      ["accessory-name-0", "Accessory name"],
      ["accessory-price-0", "Accessory price"],
      ["notes", "Notes to client"],
    ]) {
      expect(html).toContain(`<label for="${id}">${label}</label>`);
      expect(html).toContain(`id="${id}"`);
    }
    // Prefilled with what the quote would be completed with today: $40,000 + $1,000 margin, the delivery fee, the mats.
    expect(html).toMatch(/id="vehicle-price" name="vehiclePrice"[^>]*value="41000"/);
    expect(html).toMatch(/id="dealer-delivery" name="dealerDelivery"[^>]*value="1500"/);
    expect(html).toMatch(/name="accessoryName"[^>]*value="Floor mats"/);
    expect(text).toMatch(/Update price\s+Complete quote/);
    // $41,000 + $1,500 + $250 = $42,750 dutiable -> NSW 428 x $3 = $1,284; the total for 3 is shown too.
    expect(text).toContain("Stamp duty (NSW) earlier figure carried forward $1,284.00");
    expect(text).toMatch(/Total for 3 vehicles \$[\d,]+\.\d\d/);
    expect(html).not.toContain('<label for="vehicle">');
  });

  it("is 404 for another dealership's quote, an unknown quote and a malformed id", async () => {
    const { dealerKey } = await pendingQuote();
    const other = await pendingQuote();
    const browser = await signedIn(dealerKey);
    for (const path of [`/dealer/quotes/${other.quoteId}`, `/dealer/quotes/${crypto.randomUUID()}`, "/dealer/quotes/not-a-quote"]) {
      expect(textOf(await expectPage(await browser.get(path), 404)), path).toContain("Quote not found");
    }
    const posted = await browser.post(`/dealer/quotes/${other.quoteId}`, { intent: "complete" });
    await expectPage(posted, 404);
    expect((await quoteRow(other.quoteId))!.status).toBe("pending");
  });
});

describe("the accessories a quote was asked with", () => {
  it("stay on the quote page and in the form as they were when asked, and completing prices them, though the dealership renamed, repriced and deleted them since", async () => {
    const { dealerKey, quoteId, accessory, dealer, clientKey, vehicle } = await pendingQuote();
    const tint = await createAccessory(dealer.id, "Window tint", 49_500);
    const asked = await createQuote(clientKey, { dealershipId: dealer.id, globalCarId: vehicle.id, clientName: "Jo Fleet", clientEmail: "jo@fleet.example.com", postcode: "2000", accessoryIds: [accessory.id, tint.id] });
    const json = { "Content-Type": "application/json" };
    expect((await call(`/api/v1/dealer/accessories/${accessory.id}`, { method: "PUT", headers: bearer(dealerKey, json), body: JSON.stringify({ name: "Rubber floor mats", price: 320 }) })).status).toBe(200);
    expect((await call(`/api/v1/dealer/accessories/${tint.id}`, { method: "DELETE", headers: bearer(dealerKey) })).status).toBe(204);

    const browser = await signedIn(dealerKey);
    const html = await expectPage(await browser.get(`/dealer/quotes/${asked}`), 200);
    expect(textOf(html)).toContain("Accessories asked for Floor mats $250.00 Window tint $495.00");
    // The form's rows, not the empty row the page's script copies (in a <template>).
    const rows = [...html.replace(/<template[\s\S]*?<\/template>/g, "").matchAll(/name="accessoryName"[^>]*value="([^"]*)"[\s\S]*?name="accessoryPrice"[^>]*value="([^"]*)"/g)].map((m) => [m[1], m[2]]);
    expect(rows).toEqual([
      ["Floor mats", "250"],
      ["Window tint", "495"],
    ]);

    const completed = await browser.post(`/dealer/quotes/${asked}`, {
      intent: "complete",
      vehiclePrice: "41000",
      dealerDelivery: "1500",
      accessoryName: rows.map(([name]) => name!),
      accessoryPrice: rows.map(([, price]) => price!),
    });
    expect(completed.status).toBe(303);
    const sent = await (await get(`/api/v1/quotes/${asked}`, clientKey)).json<any>();
    expect(sent.pricing.lineItems.accessories).toEqual([
      { name: "Floor mats", price: 250 },
      { name: "Window tint", price: 495 },
    ]);
    // The first quote, asked for the mats alone, still shows them as asked.
    expect(textOf(await expectPage(await browser.get(`/dealer/quotes/${quoteId}`), 200))).toContain("Accessories asked for Floor mats $250.00 ");
  });
});

describe("the price preview", () => {
  it("prices the form exactly as the API's completion does, and the completed quote carries that price", async () => {
    const first = await pendingQuote({ callbackUrl: "https://hooks.fleet.example.com/q" });
    const twin = await createQuote(first.clientKey, {
      dealershipId: first.dealer.id,
      globalCarId: first.vehicle.id,
      clientName: "Jo Fleet",
      clientEmail: "jo@fleet.example.com",
      postcode: "2000",
      accessoryIds: [first.accessory.id],
    });
    const browser = await signedIn(first.dealerKey);

    const previewResponse = await browser.post(`/dealer/quotes/${first.quoteId}/preview`, adjusted);
    expect(previewResponse.status).toBe(200);
    expect(previewResponse.headers.get("Cache-Control")).toBe("no-store");
    const preview = await previewResponse.json<any>();
    expect((await quoteRow(first.quoteId))!.status).toBe("pending");

    const viaApi = await postJson(
      `/api/v1/dealer/quotes/${twin}/complete`,
      { vehiclePrice: 39_000, dealerDelivery: 0, accessories: [{ name: "Tint", price: 400 }, { name: "Cargo barrier", price: 690.5 }] },
      bearer(first.dealerKey),
    );
    const api = await viaApi.json<any>();
    expect(preview.pricing).toEqual(api.pricing);
    // DV 39,000 + 0 + 1,090.50 = 40,090.50 -> NSW 401 x $3 = $1,203.
    expect(preview.pricing.lineItems.stampDuty.amount).toBe(1203);
    expect(preview.display.rows.filter((r: any) => !r.sub).map((r: any) => r.label)).toEqual([
      "Vehicle price",
      "Dealer delivery",
      "Tint",
      "Cargo barrier",
      "Stamp duty (NSW)",
      "Registration, 12 months (NSW)",
    ]);
    // under registration, each charge with how sure it is (the vehicle has no tare: the tax is the standard car's)
    expect(preview.display.rows.filter((r: any) => r.sub).map((r: any) => [r.label, r.confidence])).toEqual([
      ["Registration (admin) fee", "estimate"],
      ["Motor vehicle tax (business use, tare 1,155–1,504 kg)", "estimate"],
      ["CTP green slip (bought separately from a licensed insurer; varies by insurer, postcode region, driver)", "estimate"],
      ["Standard number plates (new registration)", "estimate"],
    ]);
    expect(preview.display.totalDriveAway).toBe(`$${preview.pricing.totalDriveAway.toLocaleString("en-AU", { minimumFractionDigits: 2 })}`);

    const completed = await browser.post(`/dealer/quotes/${first.quoteId}`, { ...adjusted, intent: "complete" });
    expect(completed.status).toBe(303);
    expect(completed.headers.get("Location")).toBe(`/dealer/quotes/${first.quoteId}`);
    expect(browser.cookies.get("__Secure-dealer_bookmark")).toMatch(/^[\w-]+$/);

    const seenByClient = await (await get(`/api/v1/quotes/${first.quoteId}`, first.clientKey)).json<any>();
    expect(seenByClient).toMatchObject({ status: "sent", dealerNotes: "Ready in two weeks", pricing: preview.pricing });
    expect(await clientEmails(first.quoteId)).toBe(1);
    const deliveryId = await env.DB.prepare("SELECT id FROM webhook_deliveries WHERE quote_id = ?").bind(first.quoteId).first<string>("id");
    expect(await sentEvent(deliveryId!)).toMatchObject({ event: "quote.completed", quoteId: first.quoteId, pricing: preview.pricing });

    const page = textOf(await expectPage(await browser.get(`/dealer/quotes/${first.quoteId}`), 200));
    expect(page).toContain("Sent to Jo Fleet on");
    expect(page).toContain("The quote sent to the client");
    expect(page).toContain("Ready in two weeks");
    expect(page).not.toContain("Complete quote");
  });

  it("says what is missing instead of a price: a bad amount, a vehicle still to choose, a quote completed meanwhile", async () => {
    const { dealerKey, quoteId } = await pendingQuote();
    const browser = await signedIn(dealerKey);
    const bad = await browser.post(`/dealer/quotes/${quoteId}/preview`, { vehiclePrice: "forty grand" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: { field: "vehicle-price", message: expect.stringMatching(/^Vehicle price: Enter an amount in dollars/) } });

    await postJson(`/api/v1/dealer/quotes/${quoteId}/complete`, {}, bearer(dealerKey));
    const late = await browser.post(`/dealer/quotes/${quoteId}/preview`, {});
    expect(late.status).toBe(409);
    expect((await late.json<any>()).error.message).toContain("already been completed");
  });
});

describe("without JavaScript", () => {
  it("Update price re-renders the page with the form as typed and its price", async () => {
    const { dealerKey, quoteId } = await pendingQuote();
    const browser = await signedIn(dealerKey);
    const html = await expectPage(await browser.post(`/dealer/quotes/${quoteId}`, { ...adjusted, intent: "preview" }), 200);
    expect(html).toMatch(/id="vehicle-price"[^>]*value="39,000"/);
    expect(textOf(html)).toContain("Stamp duty (NSW) earlier figure carried forward $1,203.00");
    expect(textOf(html)).toContain("Cargo barrier $690.50");
    expect((await quoteRow(quoteId))!.status).toBe("pending");
  });

  it("Update price with a mistake marks the field as Complete quote does (400), and writes nothing", async () => {
    const { dealerKey, quoteId } = await pendingQuote();
    const browser = await signedIn(dealerKey);
    const html = await expectPage(await browser.post(`/dealer/quotes/${quoteId}`, { vehiclePrice: "abc", intent: "preview" }), 400);
    expect(textOf(html)).toContain("Please check the form");
    expect(textOf(html)).toContain("Vehicle price: Enter an amount");
    expect(html).toMatch(/id="vehicle-price"[^>]*value="abc"[^>]*aria-invalid="true"/);
    // a registration date the pricing refuses is marked too
    const past = await expectPage(await browser.post(`/dealer/quotes/${quoteId}`, { registrationDate: "2020-01-01", intent: "preview" }), 400);
    expect(past).toMatch(/id="registration-date"[^>]*aria-invalid="true"/);
    expect((await quoteRow(quoteId))!.status).toBe("pending");
  });

  it("adds and removes accessory rows, focusing the new row", async () => {
    const { dealerKey, quoteId } = await pendingQuote();
    const browser = await signedIn(dealerKey);
    const added = await expectPage(await browser.post(`/dealer/quotes/${quoteId}`, { ...adjusted, intent: "add-accessory" }), 200);
    expect(added.match(/name="accessoryName"/g)).toHaveLength(4); // three rows and the script's template
    expect(added).toMatch(/id="accessory-name-2" name="accessoryName"[^>]*value=""[^>]*autofocus/);
    const removed = await expectPage(await browser.post(`/dealer/quotes/${quoteId}`, { ...adjusted, intent: "remove-accessory:0" }), 200);
    expect(removed).not.toContain('value="Tint"');
    expect(removed).toContain('value="Cargo barrier"');
    expect(textOf(removed)).not.toContain("Tint $400.00");
  });

  it("refuses a form with mistakes with 400: an error summary, each field marked, the values kept, nothing written", async () => {
    const { dealerKey, quoteId } = await pendingQuote();
    const browser = await signedIn(dealerKey);
    const html = await expectPage(
      await browser.post(`/dealer/quotes/${quoteId}`, { vehiclePrice: "41000.505", dealerDelivery: "-5", accessoryName: ["", "Mats"], accessoryPrice: ["30", ""], notes: "x".repeat(2001), intent: "complete" }),
      400,
    );
    const text = textOf(html);
    expect(text).toContain("Please check the form");
    for (const problem of ["Vehicle price: Enter an amount", "Dealer delivery: Enter an amount", "Accessory 1 name: Name the accessory", "Accessory 2 price: Enter the price of Mats", "Notes to client: Keep the notes"]) {
      expect(text).toContain(problem);
    }
    expect(html).toMatch(/id="vehicle-price"[^>]*value="41000.505"[^>]*aria-invalid="true"/);
    expect(html).toContain('href="#accessory-price-1"');
    expect((await quoteRow(quoteId))!.status).toBe("pending");
    expect(await clientEmails(quoteId)).toBe(0);
  });
});

describe("a quote whose vehicle is still to be chosen", () => {
  it("offers the dealership's stock under Vehicle, matching ones first, and completes with the chosen one", async () => {
    const { dealerKey, dealer, clientKey } = await pendingQuote();
    const token = `Zq${crypto.randomUUID().slice(0, 6)}`;
    const sr = await createVehicle({ model: `${token} HiLux`, version: "SR" });
    const sr5 = await createVehicle({ model: `${token} HiLux`, version: "SR5" });
    await stock(dealer.id, sr.id, 5_000_000);
    await stock(dealer.id, sr5.id, 5_500_000);
    const quoteId = await createQuote(clientKey, { dealershipId: dealer.id, model: `${token} hilux`, clientName: "Jo Fleet", clientEmail: "jo@fleet.example.com", quantity: 2 });
    const browser = await signedIn(dealerKey);

    const html = await expectPage(await browser.get(`/dealer/quotes/${quoteId}`), 200);
    expect(html).toContain("<legend>Vehicle</legend>");
    // One radio button a vehicle, its whole name and its price beside it.
    const matching = /aria-labelledby="vehicle-matching">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? "";
    expect(matching).toMatch(new RegExp(`<input type="radio" name="vehicle" value="${sr.id}" id="vehicle"/><span class="choice__name">${sr.model} SR</span><span class="choice__price">\\$51,000\\.00</span>`));
    expect(matching).toContain(`value="${sr5.id}"`);
    expect(html).toMatch(/<summary id="vehicle-others">Other vehicles in stock \(\d+\)<\/summary>[\s\S]*Testmake Model/);
    // Nothing is wrong yet: the page says what comes next, in no error's colours.
    expect(textOf(html)).toContain("Choose the vehicle above to see the drive-away price.");
    expect(textOf(html)).toContain("Choose the vehicle above to complete the quote.");
    expect(html).not.toContain("preview__message--problem");

    const unchosen = await expectPage(await browser.post(`/dealer/quotes/${quoteId}`, { intent: "complete" }), 400);
    expect(textOf(unchosen)).toContain("Vehicle: Choose the vehicle to quote");
    const preview = await browser.post(`/dealer/quotes/${quoteId}/preview`, { vehicle: sr5.id });
    expect((await preview.json<any>()).pricing.lineItems.vehiclePrice).toBe(56_000);

    expect((await browser.post(`/dealer/quotes/${quoteId}`, { vehicle: sr5.id, intent: "complete" })).status).toBe(303);
    expect(await quoteRow(quoteId)).toMatchObject({ status: "sent", vehicle_id: sr5.id });
    // What the client asked for stays their own words; the vehicle quoted is shown with the quote sent.
    const sent = textOf(await (await browser.get(`/dealer/quotes/${quoteId}`)).text());
    expect(sent).toContain(`Vehicle “${token} hilux” Quantity`);
    expect(sent).toContain(`The quote sent to the client Vehicle ${sr5.model} SR5`);
  });
});

describe("a quote completed elsewhere", () => {
  it("is never completed twice: a clear 409 page shows what the client received, nothing is sent again", async () => {
    const { dealerKey, quoteId } = await pendingQuote();
    const browser = await signedIn(dealerKey);
    await expectPage(await browser.get(`/dealer/quotes/${quoteId}`), 200);
    const viaApi = await postJson(`/api/v1/dealer/quotes/${quoteId}/complete`, { dealerNotes: "From our DMS" }, bearer(dealerKey));
    expect(viaApi.status).toBe(200);
    const sentPricing = (await quoteRow(quoteId))!.pricing;

    const html = await expectPage(await browser.post(`/dealer/quotes/${quoteId}`, { ...adjusted, intent: "complete" }), 409);
    const text = textOf(html);
    expect(text).toContain("This quote was already completed");
    expect(text).toContain("nothing was sent twice");
    expect(text).toContain("From our DMS");
    expect(text).not.toContain("Complete quote");
    expect((await quoteRow(quoteId))!.pricing).toEqual(sentPricing);
    expect(await clientEmails(quoteId)).toBe(1);
  });
});

describe("the registration date and how long the price holds", () => {
  afterEach(() => vi.useRealTimers());

  it("shows the client's registration use and date, prefills the Registration date, and prices with the day the dealer sets", async () => {
    // Asked on 23 November 2026: the days early in 2027 below stay ahead of the clock whatever the real date.
    fixClock(ASKED_IN_NOVEMBER_2026);
    const { dealerKey, quoteId, clientKey } = await pendingQuote({ registrationUse: "private", registrationDate: "2027-01-31", postcode: "2600" });
    const browser = await signedIn(dealerKey);
    const html = await expectPage(await browser.get(`/dealer/quotes/${quoteId}`), 200);
    const text = textOf(html);
    expect(text).toContain("Registered for Private use");
    expect(text).toContain("Registration date Sun, 31 Jan 2027");
    expect(html).toContain('<label for="registration-date">Registration date</label>');
    expect(html).toContain('<label for="valid-until">Valid until</label>');
    expect(html).toMatch(/id="registration-date" name="registrationDate" type="date" value="2027-01-31"/);
    expect(text).toContain("All prices include GST; the vehicle price includes luxury car tax where it applies.");

    // The ACT's duty table changes on 1 February 2027: the day the dealer sets decides which applies.
    const completed = await browser.post(`/dealer/quotes/${quoteId}`, { intent: "complete", registrationDate: "2027-02-01", validUntil: "" });
    expect(completed.status).toBe(303);
    const seen = await (await get(`/api/v1/quotes/${quoteId}`, clientKey)).json<any>();
    expect(seen).toMatchObject({ status: "sent", registrationDate: "2027-02-01", pricing: { lineItems: { ratesAsOf: "2027-02-01", registrationDate: "2027-02-01" } } });
    expect(seen.pricing.lineItems.stampDuty.effectiveFrom).toBe("2027-02-01");
  });

  it("holds the price to the end of the day set in Valid until, in the dealership's time zone", async () => {
    const { dealerKey, quoteId, clientKey } = await pendingQuote({}, { state: "WA", postcode: "6000" });
    const browser = await signedIn(dealerKey);
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Perth" }).format(new Date(Date.now() + 3 * 86_400_000));
    expect((await browser.post(`/dealer/quotes/${quoteId}`, { intent: "complete", validUntil: day })).status).toBe(303);
    // 23:59:59.999 in Perth (UTC+8, no daylight saving) is 15:59:59.999 UTC
    expect((await (await get(`/api/v1/quotes/${quoteId}`, clientKey)).json<any>()).validUntil).toBe(`${day}T15:59:59.999Z`);
  });

  /**
   * A day in Sydney as the portal writes dates: "Wed, 9 Dec 2026", "Fri, 15 June 2029". Formatted
   * whole: Australian English shortens June, July and September only in a full date ("Jun" alone).
   */
  const spokenDay = (at: Date) => new Intl.DateTimeFormat("en-AU", { timeZone: "Australia/Sydney", weekday: "short", day: "numeric", month: "short", year: "numeric" }).format(at);

  it("refuses a Valid until past the dealership's validity or a registration date in the past, marking the field, and sends nothing", async () => {
    const { dealerKey, quoteId } = await pendingQuote();
    const browser = await signedIn(dealerKey);
    const tooLate = new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Sydney" }).format(new Date(Date.now() + 20 * 86_400_000));
    const late = textOf(await expectPage(await browser.post(`/dealer/quotes/${quoteId}`, { intent: "complete", validUntil: tooLate }), 400));
    // the dealership (NSW) holds quotes 14 days: the last day is said as the page says dates
    const lastDay = spokenDay(new Date(Date.now() + 14 * 86_400_000));
    expect(late).toContain(`Valid until: Choose a day no later than ${lastDay}: your quotes hold for 14 days, and one quote's price can be held for less, not more.`);
    const past = textOf(await expectPage(await browser.post(`/dealer/quotes/${quoteId}`, { intent: "complete", registrationDate: "2020-01-01" }), 400));
    const today = new Date();
    const inTwoYears = new Date(today);
    inTwoYears.setUTCFullYear(today.getUTCFullYear() + 2);
    expect(past).toContain(`Registration date: Choose a day from ${spokenDay(today)} (today) to ${spokenDay(inTwoYears)}.`);
    const malformed = textOf(await expectPage(await browser.post(`/dealer/quotes/${quoteId}`, { intent: "complete", registrationDate: "31/01/2027" }), 400));
    expect(malformed).toContain("Registration date: Enter a date, such as 15/02/2027, or leave it blank.");
    expect((await quoteRow(quoteId))!.status).toBe("pending");
  });

  it("tells the dealer a tender's request went to several dealerships, without naming them", async () => {
    const { dealerKey, dealer, vehicle, clientKey } = await pendingQuote();
    const other = await createDealership();
    await stock(other.id, vehicle.id);
    const tender = await postJson(
      "/api/v1/tenders",
      { dealershipIds: [dealer.id, other.id], globalCarId: vehicle.id, clientName: "Jo Fleet", clientEmail: "jo@fleet.example.com" },
      bearer(clientKey),
    );
    const quoteId = (await tender.json<{ quotes: { dealership: { id: string }; quoteId: string }[] }>()).quotes.find((q) => q.dealership.id === dealer.id)!.quoteId;
    const text = textOf(await expectPage(await (await signedIn(dealerKey)).get(`/dealer/quotes/${quoteId}`), 200));
    expect(text).toContain("Sent to Several dealerships at once: the client will compare their prices.");
    expect(text).not.toContain(other.name);
  });
});

describe("a heavy vehicle's quote", () => {
  it("asks the dealer for its registration alone, and completes with it and NSW's duty", async () => {
    const { apiKey } = await register("Heavy Fleet");
    const dealer = await createDealership({ state: "NSW", tier: "enterprise", autoRespond: true });
    const truck = await createVehicle({ bodyClass: "heavy", bodyType: "truck", gvmKg: 6_500, tareKg: 3_200 });
    await stock(dealer.id, truck.id, 9_000_000);
    const quoteId = await createQuote(apiKey, { dealershipId: dealer.id, globalCarId: truck.id, clientName: "Jo Fleet", clientEmail: "jo@fleet.example.com", postcode: "2000" });
    const browser = await signedIn(await issueDealerKey(dealer.id));
    const html = await expectPage(await browser.get(`/dealer/quotes/${quoteId}`), 200);
    expect(html).not.toContain('id="stamp-duty"');
    expect(html).toContain('<label for="registration-charges">Registration</label>');
    expect(textOf(html)).toMatch(/This vehicle's registration is not priced automatically in NSW: GVM 6,500 kg is above 4,500 kg.*Enter its registration under Government charges, as you work it out: its stamp duty is priced for you\./);

    const blank = await browser.post(`/dealer/quotes/${quoteId}`, { intent: "complete" });
    expect(textOf(await expectPage(blank, 400))).toContain("Enter its registration under Government charges");
    expect((await quoteRow(quoteId))!.status).toBe("pending");

    const completed = await browser.post(`/dealer/quotes/${quoteId}`, { intent: "complete", registrationCharges: "$2,450.50" });
    expect(completed.status).toBe(303);
    const quote = await (await get(`/api/v1/quotes/${quoteId}`, apiKey)).json<any>();
    expect(quote.pricing.lineItems.stampDuty).toMatchObject({ schedule: "NSW_GOODS", vehicleClass: "goods vehicle (two-wheel-drive ute, van, cab chassis, truck)" });
    expect(quote.pricing.lineItems.stampDuty.amount).toBeGreaterThan(0);
    expect(quote.pricing.lineItems.registration).toMatchObject({ amount: 2_450.5, components: [{ id: "stated_by_dealer", confidence: "estimate" }] });
  });

  it("shows no such fields for a vehicle priced from the published charges", async () => {
    const { dealerKey, quoteId } = await pendingQuote();
    const html = await expectPage(await (await signedIn(dealerKey)).get(`/dealer/quotes/${quoteId}`), 200);
    expect(html).not.toContain('id="registration-charges"');
  });
});
