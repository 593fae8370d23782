import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { issueDealerKey } from "../helpers/admin";
import { ASKED_IN_NOVEMBER_2026, fixClock } from "../helpers/clock";
import { createDealership, createVehicle, stock } from "../helpers/fixtures";
import { bearer, postJson, registerClient } from "../helpers/http";
import { heldQueue } from "../helpers/queue";
import { CALLBACK, createQuote, quoteRequest } from "../helpers/scenes";
import { expectPage, signedIn, textOf } from "./helpers";

/** An order of two vehicles at an NSW dealership, placed on Monday 23 November 2026, and a browser signed in with its dealer key. */
async function orderInPortal() {
  fixClock(ASKED_IN_NOVEMBER_2026);
  const key = await registerClient("Acme Fleet");
  const dealer = await createDealership({ tier: "enterprise", autoRespond: true, state: "NSW" });
  const car = await createVehicle();
  await stock(dealer.id, car.id, 4_000_000);
  const quoteId = await createQuote(key, quoteRequest(dealer.id, car.id, { quantity: 2, postcode: "2000", clientName: "Jo <b>Fleet</b>", callbackUrl: CALLBACK }));
  expect((await postJson(`/api/v1/quotes/${quoteId}/accept`, { orderReference: "PO-9" }, bearer(key), { JOBS: heldQueue().queue })).status).toBe(200);
  const orderId = (await env.DB.prepare("select id from orders where quote_id = ?").bind(quoteId).first<string>("id"))!;
  return { key, dealer, quoteId, orderId, browser: await signedIn(await issueDealerKey(dealer.id)) };
}

const status = (orderId: string) => env.DB.prepare("select status from orders where id = ?").bind(orderId).first<string>("status");

afterEach(() => {
  vi.useRealTimers();
});

describe("the portal's orders", () => {
  it("lists the dealership's orders, what waits first in words, the client's text escaped", async () => {
    const { orderId, browser } = await orderInPortal();
    const html = await expectPage(await browser.get("/dealer/orders"), 200);
    expect(html).toContain('<a href="/dealer/orders" aria-current="page">Orders</a>');
    expect(html).toContain(`href="/dealer/orders/${orderId}"`);
    expect(html).not.toContain("<b>Fleet</b>");
    const text = textOf(html);
    expect(text).toContain("1 order is waiting for you to acknowledge it.");
    expect(text).toContain("Acknowledge by Wed, 25 Nov 2026");
    expect(textOf(await expectPage(await browser.get("/dealer/orders?status=invoiced"), 200))).toContain("No orders here yet");
  });

  it("takes an order from placed to invoiced through its page's forms, each step's webhook sent as the API's", async () => {
    const { orderId, quoteId, browser } = await orderInPortal();
    const page = textOf(await expectPage(await browser.get(`/dealer/orders/${orderId}`), 200));
    expect(page).toContain("2 × ");
    expect(page).toContain("Acknowledge by Wed, 25 Nov 2026 (two business days, NSW public holidays not counted)");

    let response = await browser.post(`/dealer/orders/${orderId}/acknowledge`, { etaDate: "2026-12-10" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/dealer/orders/${orderId}?done=acknowledge`);
    expect(textOf(await expectPage(await browser.get(`/dealer/orders/${orderId}?done=acknowledge`), 200))).toContain("Acknowledged: the fleet client has been told");

    response = await browser.post(`/dealer/orders/${orderId}/deliver`, { deliveredOn: "2026-11-23", vin: "jtmw43fv60d123456", registrationPlate: "flt 01a", odometerKm: "1,200" });
    expect(response.status, await response.clone().text()).toBe(303);
    const html = await expectPage(await browser.get(`/dealer/orders/${orderId}`), 200);
    expect(textOf(html)).toContain("VIN JTMW43FV60D123456, plate FLT 01A, 1,200 km");
    // The invoice form starts with the quote's lines: sent as it is, it matches.
    const fields = Object.fromEntries([...html.matchAll(/name="(kind\d|description\d|amount\d)"[^>]*?value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
    const kinds = Object.fromEntries([...html.matchAll(/name="(kind\d)">[\s\S]*?<option value="(\w+)" selected/g)].map((m) => [m[1]!, m[2]!]));
    response = await browser.post(`/dealer/orders/${orderId}/invoice`, { invoiceNumber: "INV-77", ...fields, ...kinds });
    expect(response.status, textOf(await response.clone().text()).slice(0, 400)).toBe(303);
    expect(textOf(await expectPage(await browser.get(`/dealer/orders/${orderId}`), 200))).toContain("It matches the quote line by line.");
    expect(await status(orderId)).toBe("invoiced");
    const events = await env.DB.prepare("select event from webhook_deliveries where quote_id = ? order by rowid").bind(quoteId).all<{ event: string }>();
    expect(events.results.map((e) => e.event)).toEqual(["order.acknowledged", "order.delivered", "order.invoiced"]);
  });

  it("answers bad input with the page again, saying what was wrong in words (400), and a step out of order with 409; nothing saved", async () => {
    const { orderId, browser } = await orderInPortal();
    for (const [step, form, words] of [
      ["acknowledge", { etaDate: "" }, "Expected delivery day: must be a calendar day"],
      ["acknowledge", { etaDate: "2026-11-01" }, "Expected delivery day: must be today"],
      ["decline", { reason: "   " }, "Reason: must not be blank"],
    ] as const) {
      const text = textOf(await expectPage(await browser.post(`/dealer/orders/${orderId}/${step}`, form), 400));
      expect(text).toContain("That was not saved");
      expect(text).toContain(words);
    }
    expect(textOf(await expectPage(await browser.post(`/dealer/orders/${orderId}/deliver`, { deliveredOn: "2026-11-23", vin: "JTMW43FV60D123456", registrationPlate: "A1", odometerKm: "1" }), 409))).toContain(
      "is placed: it can be delivered only while acknowledged",
    );
    expect(await status(orderId)).toBe("placed");

    expect((await browser.post(`/dealer/orders/${orderId}/acknowledge`, { etaDate: "2026-12-10" })).status).toBe(303);
    const vin = textOf(await expectPage(await browser.post(`/dealer/orders/${orderId}/deliver`, { deliveredOn: "2026-11-23", vin: "JTMW43FV60D12345O", registrationPlate: "A1", odometerKm: "5" }), 400));
    expect(vin).toContain("VIN: must be 17 characters");
    expect(await status(orderId)).toBe("acknowledged");
  });

  it("asks for the reason of an invoice above the quote, by a cent, on the page", async () => {
    const { orderId, browser } = await orderInPortal();
    await env.DB.prepare("update orders set status = 'delivered' where id = ?").bind(orderId).run();
    const quoted = JSON.parse((await env.DB.prepare("select quoted_totals from orders where id = ?").bind(orderId).first<string>("quoted_totals"))!) as Record<string, number>;
    const total = Object.values(quoted).reduce((a, b) => a + b, 0);
    const form = { invoiceNumber: "INV-1", kind0: "vehicle", description0: "All in", amount0: ((total + 1) / 100).toFixed(2) };
    expect(textOf(await expectPage(await browser.post(`/dealer/orders/${orderId}/invoice`, form), 400))).toContain("Why the invoice is above the quote: is required");
    expect((await browser.post(`/dealer/orders/${orderId}/invoice`, { ...form, varianceReason: "One cent of rounding" })).status).toBe(303);
    expect(await status(orderId)).toBe("invoiced");
  });

  it("shows another dealership's order as not found, refuses another site's form, and needs the dealer key", async () => {
    const { orderId, browser } = await orderInPortal();
    const other = await signedIn(await issueDealerKey((await createDealership()).id));
    await expectPage(await other.get(`/dealer/orders/${orderId}`), 404);
    await expectPage(await other.post(`/dealer/orders/${orderId}/acknowledge`, { etaDate: "2026-12-10" }), 404);
    await expectPage(await browser.post(`/dealer/orders/${orderId}/acknowledge`, { etaDate: "2026-12-10" }, { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" }), 403);
    await expectPage(await browser.get("/dealer/orders/not-an-id"), 404);
    await expectPage(await browser.post(`/dealer/orders/${orderId}/ship`, {}), 404);
    expect(await status(orderId)).toBe("placed");
  });
});
