import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { issueDealerKey } from "../helpers/admin";
import { ASKED_IN_NOVEMBER_2026, fixClock } from "../helpers/clock";
import { createDealership, createVehicle, stock } from "../helpers/fixtures";
import { bearer, expectError, get, postJson, registerClient } from "../helpers/http";
import { heldQueue, recordingEmail, runJobs } from "../helpers/queue";
import { CALLBACK, createQuote, quoteRequest } from "../helpers/scenes";
import { sentEvent } from "../helpers/webhooks";

const DAY = 24 * 60 * 60 * 1000;
/** Monday 23 November 2026, 1 pm in Sydney: two business days on is Wednesday 25. */
const PLACED = ASKED_IN_NOVEMBER_2026;

interface OrderBody {
  id: string;
  quoteId: string;
  tenderId: string | null;
  orderReference: string | null;
  status: string;
  quantity: number;
  acknowledgeBy: string;
  overdue: boolean;
  etaDate: string | null;
  etaHistory: { at: string; etaDate: string; reason: string | null }[];
  delivery: { deliveredOn: string; vin: string; registrationPlate: string; odometerKm: number } | null;
  quoted: { lines: { kind: string; amount: number }[]; total: number };
  invoice: { invoiceNumber: string; total: number; varianceReason: string | null } | null;
  variances: { kind: string; quoted: number; invoiced: number; difference: number }[];
  withdrawReason: string | null;
}

const held = () => heldQueue();
const dealerStep = (dealerKey: string, orderId: string, step: string, body: unknown) =>
  postJson(`/api/v1/dealer/orders/${orderId}/${step}`, body, bearer(dealerKey), { JOBS: held().queue });
const deliveriesOf = (quoteId: string) =>
  env.DB.prepare("select id, event, url from webhook_deliveries where quote_id = ? order by rowid").bind(quoteId).all<{ id: string; event: string; url: string }>().then((r) => r.results);
const auditActions = (orderId: string) =>
  env.DB.prepare("select action, actor, before, after from audit_entries where target_id = ? order by rowid").bind(orderId).all<{ action: string; actor: string; before: string | null; after: string }>().then((r) => r.results);

/**
 * An order: three vehicles priced at once by an NSW dealership that answers at once, with a
 * callbackUrl, accepted with an order reference. Its dealership has a dealer key.
 */
async function placedOrder(options: { callbackUrl?: string | null } = {}) {
  const key = await registerClient("Acme Fleet");
  const dealer = await createDealership({ tier: "enterprise", autoRespond: true, state: "NSW", contactEmail: "orders@dealer.example.com" });
  const car = await createVehicle();
  await stock(dealer.id, car.id, 4_000_000);
  const callbackUrl = options.callbackUrl === undefined ? CALLBACK : options.callbackUrl;
  const quoteId = await createQuote(key, quoteRequest(dealer.id, car.id, { quantity: 3, postcode: "2000", ...(callbackUrl && { callbackUrl }) }));
  const accepted = await postJson(`/api/v1/quotes/${quoteId}/accept`, { orderReference: "PO-77" }, bearer(key), { JOBS: held().queue });
  expect(accepted.status, await accepted.clone().text()).toBe(200);
  const list = await (await get("/api/v1/orders?status=placed", key)).json<{ orders: OrderBody[] }>();
  const order = list.orders.find((o) => o.quoteId === quoteId)!;
  return { key, dealer, car, quoteId, order, dealerKey: await issueDealerKey(dealer.id) };
}

/** The quote's price for its quantity, in dollars. */
async function quotedTotal(key: string, quoteId: string): Promise<number> {
  const quote = await (await get(`/api/v1/quotes/${quoteId}`, key)).json<{ pricing: { lineItems: { totalForQuantity: number } } }>();
  return quote.pricing.lineItems.totalForQuantity;
}

/** Takes the order to delivered, as its dealer would. */
async function delivered(dealerKey: string, orderId: string) {
  expect((await dealerStep(dealerKey, orderId, "acknowledge", { etaDate: "2026-12-10" })).status).toBe(200);
  const response = await dealerStep(dealerKey, orderId, "deliver", { deliveredOn: "2026-11-23", vin: "JTMW43FV60D123456", registrationPlate: "FLT 01A", odometerKm: 12 });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** Invoice lines matching the order's quoted lines, with `delta` dollars on the first. */
const matchingLines = (order: OrderBody, delta = 0) => order.quoted.lines.map((line, i) => ({ kind: line.kind, description: `${line.kind} x 3`, amount: Math.round((line.amount + (i === 0 ? delta : 0)) * 100) / 100 }));

afterEach(() => {
  vi.useRealTimers();
});

describe("an accepted quote's order", () => {
  it("is placed with the accept: one order of the quote's whole quantity, its lines as quoted, due two business days on in the dealership's state", async () => {
    fixClock(PLACED);
    const { key, quoteId, order } = await placedOrder();
    expect(order).toMatchObject({ status: "placed", quantity: 3, orderReference: "PO-77", tenderId: null, acknowledgeBy: "2026-11-25", overdue: false, etaHistory: [], invoice: null, variances: [] });
    expect(order.quoted.total).toBe(await quotedTotal(key, quoteId));
    expect(order.quoted.lines.map((l) => l.kind)).toEqual(expect.arrayContaining(["vehicle", "delivery", "stampDuty", "registration"]));
    expect((await auditActions(order.id)).map((e) => [e.action, e.actor])).toEqual([["order.place", "fmo"]]);

    // Wednesday 25 November is its last day; on Thursday it is overdue.
    vi.setSystemTime(Date.parse("2026-11-25T12:59:00Z"));
    expect((await (await get(`/api/v1/orders/${order.id}`, key)).json<OrderBody>()).overdue).toBe(false);
    vi.setSystemTime(Date.parse("2026-11-25T13:00:00Z"));
    expect((await (await get(`/api/v1/orders/${order.id}`, key)).json<OrderBody>()).overdue).toBe(true);
  });

  it("goes placed, acknowledged, a new ETA, delivered, invoiced: each step a signed webhook to the quote's callbackUrl and an audit entry", async () => {
    fixClock(PLACED);
    const { key, quoteId, order, dealerKey } = await placedOrder();
    const steps: [string, unknown, string][] = [
      ["acknowledge", { etaDate: "2026-12-10" }, "acknowledged"],
      ["eta", { etaDate: "2027-01-13", reason: "The ship berths four days late" }, "acknowledged"],
      ["deliver", { deliveredOn: "2026-11-23", vin: "JTMW43FV60D123456", registrationPlate: "FLT 01A", odometerKm: 12 }, "delivered"],
      ["invoice", { invoiceNumber: "INV-1", lines: matchingLines(order) }, "invoiced"],
    ];
    for (const [step, body, status] of steps) {
      const response = await dealerStep(dealerKey, order.id, step, body);
      expect(response.status, `${step}: ${await response.clone().text()}`).toBe(200);
      expect((await response.json<OrderBody>()).status).toBe(status);
    }
    const read = await (await get(`/api/v1/orders/${order.id}`, key)).json<OrderBody>();
    expect(read).toMatchObject({ status: "invoiced", etaDate: "2027-01-13", variances: [], delivery: { vin: "JTMW43FV60D123456", odometerKm: 12 } });
    expect(read.etaHistory.map((e) => [e.etaDate, e.reason])).toEqual([["2026-12-10", null], ["2027-01-13", "The ship berths four days late"]]);

    const deliveries = await deliveriesOf(quoteId);
    expect(deliveries.map((d) => [d.event, d.url])).toEqual(["order.acknowledged", "order.eta_changed", "order.delivered", "order.invoiced"].map((e) => [e, CALLBACK]));
    const invoicedEvent = await sentEvent(deliveries[3]!.id);
    expect(invoicedEvent).toMatchObject({ type: "order.invoiced", data: { id: order.id, status: "invoiced", variances: [], invoice: { invoiceNumber: "INV-1", total: read.quoted.total } } });
    expect((await auditActions(order.id)).map((e) => e.action)).toEqual(["order.place", "order.acknowledge", "order.eta", "order.deliver", "order.invoice"]);
  });

  it("sends no webhook when the quote has no callbackUrl, and still takes the step", async () => {
    fixClock(PLACED);
    const { quoteId, order, dealerKey } = await placedOrder({ callbackUrl: null });
    expect((await dealerStep(dealerKey, order.id, "acknowledge", { etaDate: "2026-12-10" })).status).toBe(200);
    expect(await deliveriesOf(quoteId)).toEqual([]);
  });

  it("refuses a step out of order with 409 (nothing written), another dealership's or client's order with 404", async () => {
    fixClock(PLACED);
    const { key, quoteId, order, dealerKey } = await placedOrder();
    await expectError(await dealerStep(dealerKey, order.id, "deliver", { deliveredOn: "2026-11-23", vin: "JTMW43FV60D123456", registrationPlate: "A1", odometerKm: 1 }), 409, "CONFLICT");
    await expectError(await dealerStep(dealerKey, order.id, "eta", { etaDate: "2026-12-10", reason: "Late" }), 409, "CONFLICT");
    await expectError(await dealerStep(dealerKey, order.id, "invoice", { invoiceNumber: "X", lines: matchingLines(order) }), 409, "CONFLICT");
    expect((await dealerStep(dealerKey, order.id, "acknowledge", { etaDate: "2026-12-10" })).status).toBe(200);
    await expectError(await dealerStep(dealerKey, order.id, "acknowledge", { etaDate: "2026-12-11" }), 409, "CONFLICT");
    await expectError(await dealerStep(dealerKey, order.id, "decline", { reason: "No" }), 409, "CONFLICT");
    expect((await deliveriesOf(quoteId)).map((d) => d.event)).toEqual(["order.acknowledged"]);

    const other = await createDealership();
    const otherKey = await issueDealerKey(other.id);
    await expectError(await get(`/api/v1/dealer/orders/${order.id}`, otherKey), 404, "NOT_FOUND");
    await expectError(await dealerStep(otherKey, order.id, "eta", { etaDate: "2026-12-12", reason: "Not mine" }), 404, "NOT_FOUND");
    const otherClient = await registerClient();
    await expectError(await get(`/api/v1/orders/${order.id}`, otherClient), 404, "NOT_FOUND");
    await expectError(await postJson(`/api/v1/orders/${order.id}/withdraw`, { reason: "Not mine" }, bearer(otherClient)), 404, "NOT_FOUND");
    expect((await (await get(`/api/v1/orders/${order.id}`, key)).json<OrderBody>()).etaDate).toBe("2026-12-10");
  });

  it("takes a VIN of exactly 17 digits and capital letters, never I, O or Q; an odometer to 100,000 km; a delivery day not in the future", async () => {
    fixClock(PLACED);
    const { order, dealerKey } = await placedOrder();
    expect((await dealerStep(dealerKey, order.id, "acknowledge", { etaDate: "2026-11-23" })).status).toBe(200);
    const delivery = { deliveredOn: "2026-11-23", vin: "JTMW43FV60D123456", registrationPlate: "FLT 01A", odometerKm: 100_000 };
    for (const [field, value] of [
      ["vin", "JTMW43FV60D12345"],
      ["vin", "JTMW43FV60D1234567"],
      ["vin", "JTMW43FV60D12345O"],
      ["vin", "JTMW43FV60D12345I"],
      ["vin", "jtmw43fv60d123456"],
      ["odometerKm", 100_001],
      ["odometerKm", -1],
      ["registrationPlate", "<b>X</b>"],
      ["registrationPlate", "ABCDEFGHIJK"],
      ["deliveredOn", "2026-11-24"],
      ["deliveredOn", "2026-11-22"],
      ["deliveredOn", "2026-02-30"],
    ] as const) {
      const error = await expectError(await dealerStep(dealerKey, order.id, "deliver", { ...delivery, [field]: value }), 400, "INVALID_REQUEST");
      expect(error.message, `${field} ${value}`).toContain(`'${field}'`);
    }
    const response = await dealerStep(dealerKey, order.id, "deliver", delivery);
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await response.json<OrderBody>()).delivery).toMatchObject({ vin: "JTMW43FV60D123456", odometerKm: 100_000 });
  });

  it("takes an ETA from today in the dealership's state, not before", async () => {
    fixClock(PLACED);
    const { order, dealerKey } = await placedOrder();
    const error = await expectError(await dealerStep(dealerKey, order.id, "acknowledge", { etaDate: "2026-11-22" }), 400, "INVALID_REQUEST");
    expect(error.message).toContain("'etaDate'");
    expect((await dealerStep(dealerKey, order.id, "acknowledge", { etaDate: "2026-11-23" })).status).toBe(200);
  });
});

describe("an order's invoice", () => {
  it("matching the quote line by line has no variances and needs no reason", async () => {
    fixClock(PLACED);
    const { order, dealerKey } = await placedOrder();
    await delivered(dealerKey, order.id);
    const response = await dealerStep(dealerKey, order.id, "invoice", { invoiceNumber: "INV-2", lines: matchingLines(order) });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json<OrderBody>()).toMatchObject({ variances: [], invoice: { total: order.quoted.total, varianceReason: null } });
  });

  it("one cent above the quote's total is refused without varianceReason (400 naming it), taken with one, its variance to the cent", async () => {
    fixClock(PLACED);
    const { order, dealerKey, quoteId } = await placedOrder();
    await delivered(dealerKey, order.id);
    const above = { invoiceNumber: "INV-3", lines: matchingLines(order, 0.01) };
    const error = await expectError(await dealerStep(dealerKey, order.id, "invoice", above), 400, "INVALID_REQUEST");
    expect(error.message).toMatch(/^Field 'varianceReason' is required/);
    expect((await deliveriesOf(quoteId)).map((d) => d.event)).not.toContain("order.invoiced");

    const response = await dealerStep(dealerKey, order.id, "invoice", { ...above, varianceReason: "Rounding on the vehicle's price" });
    expect(response.status, await response.clone().text()).toBe(200);
    const invoiced = await response.json<OrderBody>();
    const first = order.quoted.lines[0]!;
    expect(invoiced.variances).toEqual([{ kind: first.kind, quoted: first.amount, invoiced: Math.round((first.amount + 0.01) * 100) / 100, difference: 0.01 }]);
    expect(invoiced.invoice).toMatchObject({ varianceReason: "Rounding on the vehicle's price", total: Math.round((order.quoted.total + 0.01) * 100) / 100 });
  });

  it("below the quote needs no reason; each kind's difference is named, a kind the quote lacked included", async () => {
    fixClock(PLACED);
    const { order, dealerKey } = await placedOrder();
    await delivered(dealerKey, order.id);
    const vehicle = order.quoted.lines.find((l) => l.kind === "vehicle")!;
    const lines = [
      ...matchingLines(order).filter((l) => l.kind !== "vehicle"),
      { kind: "vehicle", description: "Fleet discount applied", amount: vehicle.amount - 600 },
      { kind: "other", description: "Fuel", amount: 150 },
    ];
    const response = await dealerStep(dealerKey, order.id, "invoice", { invoiceNumber: "INV-4", lines });
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await response.json<OrderBody>()).variances).toEqual([
      { kind: "vehicle", quoted: vehicle.amount, invoiced: vehicle.amount - 600, difference: -600 },
      { kind: "other", quoted: 0, invoiced: 150, difference: 150 },
    ]);
  });

  it("refuses a kind it does not know, no lines, an amount of three decimals", async () => {
    fixClock(PLACED);
    const { order, dealerKey } = await placedOrder();
    await delivered(dealerKey, order.id);
    for (const lines of [[{ kind: "tyres", description: "x", amount: 1 }], [], [{ kind: "other", description: "x", amount: 1.005 }]]) {
      await expectError(await dealerStep(dealerKey, order.id, "invoice", { invoiceNumber: "INV-5", lines }), 400, "INVALID_REQUEST");
    }
  });
});

describe("withdrawing an order", () => {
  it("before it is acknowledged: the order is withdrawn, the quote's outcome `withdrawn`, the dealership e-mailed; no step after", async () => {
    fixClock(PLACED);
    const { key, order, quoteId, dealerKey } = await placedOrder();
    const response = await postJson(`/api/v1/orders/${order.id}/withdraw`, { reason: "Contract cancelled" }, bearer(key), { JOBS: held().queue });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json<OrderBody>()).toMatchObject({ status: "withdrawn", withdrawReason: "Contract cancelled" });
    expect((await (await get(`/api/v1/quotes/${quoteId}`, key)).json<{ outcome: string }>()).outcome).toBe("withdrawn");
    const emails = await env.DB.prepare("select kind, recipient from email_outbox where quote_id = ? and kind = 'order_withdrawn_to_dealer'").bind(quoteId).all();
    expect(emails.results).toEqual([{ kind: "order_withdrawn_to_dealer", recipient: "orders@dealer.example.com" }]);
    await expectError(await dealerStep(dealerKey, order.id, "acknowledge", { etaDate: "2026-12-10" }), 409, "CONFLICT");
    await expectError(await postJson(`/api/v1/orders/${order.id}/withdraw`, { reason: "Again" }, bearer(key)), 409, "CONFLICT");
    await expectError(await postJson(`/api/v1/quotes/${quoteId}/accept`, { orderReference: "PO-77" }, bearer(key)), 409, "CONFLICT");
    expect((await auditActions(order.id)).map((e) => [e.action, e.actor])).toEqual([["order.place", "fmo"], ["order.withdraw", "fmo"]]);
  });

  it("after it is acknowledged: 409, the order and the quote unchanged", async () => {
    fixClock(PLACED);
    const { key, order, quoteId, dealerKey } = await placedOrder();
    expect((await dealerStep(dealerKey, order.id, "acknowledge", { etaDate: "2026-12-10" })).status).toBe(200);
    await expectError(await postJson(`/api/v1/orders/${order.id}/withdraw`, { reason: "Too late" }, bearer(key)), 409, "CONFLICT");
    expect((await (await get(`/api/v1/orders/${order.id}`, key)).json<OrderBody>()).status).toBe("acknowledged");
    expect((await (await get(`/api/v1/quotes/${quoteId}`, key)).json<{ outcome: string }>()).outcome).toBe("accepted");
  });

  it("lets the tender be awarded again among its other priced quotes, which places a new order", async () => {
    fixClock(PLACED);
    const key = await registerClient();
    const car = await createVehicle();
    const cheap = await createDealership({ tier: "enterprise", autoRespond: true, state: "VIC" });
    const dear = await createDealership({ tier: "enterprise", autoRespond: true, state: "QLD" });
    await stock(cheap.id, car.id, 4_000_000);
    await stock(dear.id, car.id, 4_100_000);
    const created = await postJson("/api/v1/tenders", { clientName: "Jo", clientEmail: "jo@fleet.example.com", globalCarId: car.id, quantity: 2, dealershipIds: [cheap.id, dear.id] }, bearer(key), {
      JOBS: held().queue,
    });
    const tender = await created.json<{ tenderId: string; quotes: { dealership: { id: string }; quoteId: string }[] }>();
    const quoteAt = (id: string) => tender.quotes.find((q) => q.dealership.id === id)!.quoteId;
    const accept = (quoteId: string) => postJson(`/api/v1/quotes/${quoteId}/accept`, {}, bearer(key), { JOBS: held().queue });

    expect((await accept(quoteAt(cheap.id))).status).toBe(200);
    await expectError(await accept(quoteAt(dear.id)), 409, "CONFLICT");
    const first = (await (await get(`/api/v1/orders?tenderId=${tender.tenderId}`, key)).json<{ orders: OrderBody[] }>()).orders[0]!;
    expect(first).toMatchObject({ quantity: 2, tenderId: tender.tenderId, status: "placed" });
    expect((await postJson(`/api/v1/orders/${first.id}/withdraw`, { reason: "Colour unavailable" }, bearer(key), { JOBS: held().queue })).status).toBe(200);

    const again = await accept(quoteAt(dear.id));
    expect(again.status, await again.clone().text()).toBe(200);
    const read = await (await get(`/api/v1/tenders/${tender.tenderId}`, key)).json<{ awardedQuoteId: string; quotes: { quoteId: string; outcome: string }[] }>();
    expect(read.awardedQuoteId).toBe(quoteAt(dear.id));
    expect(Object.fromEntries(read.quotes.map((q) => [q.quoteId, q.outcome]))).toEqual({ [quoteAt(cheap.id)]: "withdrawn", [quoteAt(dear.id)]: "accepted" });
    const orders = (await (await get(`/api/v1/orders?tenderId=${tender.tenderId}`, key)).json<{ orders: OrderBody[]; pagination: { total: number } }>());
    expect(orders.orders.map((o) => [o.quoteId, o.status])).toEqual([
      [quoteAt(dear.id), "placed"],
      [quoteAt(cheap.id), "withdrawn"],
    ]);
    expect(orders.orders[0]!.acknowledgeBy).toBe("2026-11-25");
    await expectError(await accept(quoteAt(cheap.id)), 409, "CONFLICT");
  });
});

describe("a tender's split award", () => {
  it("places one order per awarded quote, each of its own quantity, its quoted lines for that quantity", async () => {
    fixClock(PLACED);
    const key = await registerClient();
    const car = await createVehicle();
    const nsw = await createDealership({ tier: "enterprise", autoRespond: true, state: "NSW" });
    const wa = await createDealership({ tier: "enterprise", autoRespond: true, state: "WA" });
    await stock(nsw.id, car.id, 4_000_000);
    await stock(wa.id, car.id, 4_100_000);
    const created = await postJson("/api/v1/tenders", { clientName: "Jo", clientEmail: "jo@fleet.example.com", globalCarId: car.id, quantity: 10, dealershipIds: [nsw.id, wa.id] }, bearer(key), {
      JOBS: held().queue,
    });
    const tender = await created.json<{ tenderId: string; quotes: { dealership: { id: string }; quoteId: string }[] }>();
    const quoteAt = (id: string) => tender.quotes.find((q) => q.dealership.id === id)!.quoteId;
    const awarded = await postJson(
      `/api/v1/tenders/${tender.tenderId}/award`,
      { awards: [{ quoteId: quoteAt(nsw.id), quantity: 6, orderReference: "PO-A" }, { quoteId: quoteAt(wa.id), quantity: 4, orderReference: "PO-B" }] },
      bearer(key),
      { JOBS: held().queue },
    );
    expect(awarded.status, await awarded.clone().text()).toBe(200);
    const orders = (await (await get(`/api/v1/orders?tenderId=${tender.tenderId}`, key)).json<{ orders: OrderBody[] }>()).orders;
    const byQuote = Object.fromEntries(orders.map((o) => [o.quoteId, o]));
    expect(byQuote[quoteAt(nsw.id)]).toMatchObject({ quantity: 6, orderReference: "PO-A", status: "placed", acknowledgeBy: "2026-11-25" });
    expect(byQuote[quoteAt(wa.id)]).toMatchObject({ quantity: 4, orderReference: "PO-B", status: "placed", acknowledgeBy: "2026-11-25" });
    // Each order's quoted vehicle line is its quote's price times its own quantity.
    const vehicleOf = async (quoteId: string) =>
      (await (await get(`/api/v1/quotes/${quoteId}`, key)).json<{ pricing: { lineItems: { vehiclePrice: number } } }>()).pricing.lineItems.vehiclePrice;
    expect(byQuote[quoteAt(nsw.id)]!.quoted.lines.find((l) => l.kind === "vehicle")!.amount).toBeCloseTo((await vehicleOf(quoteAt(nsw.id))) * 6, 2);
    expect(byQuote[quoteAt(wa.id)]!.quoted.lines.find((l) => l.kind === "vehicle")!.amount).toBeCloseTo((await vehicleOf(quoteAt(wa.id))) * 4, 2);

    // Withdrawing one order of the two leaves the tender awarded with the other.
    expect((await postJson(`/api/v1/orders/${byQuote[quoteAt(wa.id)]!.id}/withdraw`, { reason: "Four fewer needed" }, bearer(key), { JOBS: held().queue })).status).toBe(200);
    const read = await (await get(`/api/v1/tenders/${tender.tenderId}`, key)).json<{ status: string; awardedQuoteId: string; awards: { quoteId: string }[] }>();
    expect(read).toMatchObject({ status: "awarded", awardedQuoteId: quoteAt(nsw.id) });
    expect(read.awards.map((a) => a.quoteId)).toEqual([quoteAt(nsw.id)]);
    // Its dealership is told of its own order: 4 vehicles, and why.
    const mail = recordingEmail();
    const email = (await env.DB.prepare("select id from email_outbox where quote_id = ? and kind = 'order_withdrawn_to_dealer'").bind(quoteAt(wa.id)).first<string>("id"))!;
    await runJobs([{ type: "email", outboxId: email }], { EMAIL: mail.binding });
    expect(mail.sent[0]!.subject).toMatch(/^Order withdrawn: 4 x /);
    expect(mail.sent[0]!.text).toContain("Their reason: Four fewer needed");
  });
});

describe("an order declined or withdrawn from a split award", () => {
  it("frees its quantity: awarded again among the quotes not yet awarded, at most that quantity, once", async () => {
    fixClock(PLACED);
    const key = await registerClient();
    const car = await createVehicle();
    const [a, b, c] = await Promise.all(["NSW", "VIC", "QLD"].map((state) => createDealership({ tier: "enterprise", autoRespond: true, state })));
    for (const [i, dealer] of [a!, b!, c!].entries()) await stock(dealer.id, car.id, 4_000_000 + i * 100_000);
    const created = await postJson("/api/v1/tenders", { clientName: "Jo", clientEmail: "jo@fleet.example.com", globalCarId: car.id, quantity: 10, dealershipIds: [a!.id, b!.id, c!.id] }, bearer(key), {
      JOBS: held().queue,
    });
    const tender = await created.json<{ tenderId: string; quotes: { dealership: { id: string }; quoteId: string }[] }>();
    const quoteAt = (id: string) => tender.quotes.find((q) => q.dealership.id === id)!.quoteId;
    const award = (awards: { quoteId: string; quantity: number }[]) => postJson(`/api/v1/tenders/${tender.tenderId}/award`, { awards }, bearer(key), { JOBS: held().queue });
    expect((await award([{ quoteId: quoteAt(a!.id), quantity: 6 }, { quoteId: quoteAt(b!.id), quantity: 4 }])).status).toBe(200);
    await expectError(await award([{ quoteId: quoteAt(c!.id), quantity: 1 }]), 409, "CONFLICT");

    const orderOf = async (quoteId: string) => (await (await get(`/api/v1/orders?tenderId=${tender.tenderId}`, key)).json<{ orders: OrderBody[] }>()).orders.find((o) => o.quoteId === quoteId)!;
    const declined = await dealerStep(await issueDealerKey(b!.id), (await orderOf(quoteAt(b!.id))).id, "decline", { reason: "Allocation cut" });
    expect(declined.status, await declined.clone().text()).toBe(200);
    const read = async () => (await get(`/api/v1/tenders/${tender.tenderId}`, key)).json<{ status: string; awards: { quoteId: string; quantity: number }[]; quotes: { quoteId: string; outcome: string }[] }>();
    const afterDecline = await read();
    expect(afterDecline.awards).toMatchObject([{ quoteId: quoteAt(a!.id), quantity: 6 }]);
    expect(afterDecline.quotes.find((q) => q.quoteId === quoteAt(b!.id))!.outcome).toBe("declined");

    // The declining dealership's quote, or the one still awarded, is not awarded again; 4 is free, not 5.
    expect((await expectError(await award([{ quoteId: quoteAt(b!.id), quantity: 4 }]), 409, "CONFLICT")).message).toMatch(/declined the order/);
    await expectError(await award([{ quoteId: quoteAt(a!.id), quantity: 4 }]), 409, "CONFLICT");
    expect((await expectError(await award([{ quoteId: quoteAt(c!.id), quantity: 5 }]), 400, "INVALID_REQUEST")).message).toBe(
      "Field 'awards' must award at most the quantity still to award (4) together, not 5",
    );
    // Two at once: one places the order, the other finds nothing left to award.
    const raced = await Promise.all([award([{ quoteId: quoteAt(c!.id), quantity: 4 }]), award([{ quoteId: quoteAt(c!.id), quantity: 4 }])]);
    expect(raced.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await read()).awards).toMatchObject([
      { quoteId: quoteAt(a!.id), quantity: 6 },
      { quoteId: quoteAt(c!.id), quantity: 4 },
    ]);
    expect(await orderOf(quoteAt(c!.id))).toMatchObject({ quantity: 4, status: "placed" });
    await expectError(await award([{ quoteId: quoteAt(c!.id), quantity: 1 }]), 409, "CONFLICT");
  });
});

describe("the lists of orders", () => {
  it("filter by status and dealership, page with a total of every match, and show each side only its own", async () => {
    fixClock(PLACED);
    const { key, order, dealer, dealerKey } = await placedOrder();
    const list = (path: string, k = key) => get(path, k).then((r) => r.json<{ orders: OrderBody[]; pagination: { limit: number; offset: number; count: number; total: number } }>());
    expect((await list(`/api/v1/orders?status=placed&dealershipId=${dealer.id}`)).orders.map((o) => o.id)).toEqual([order.id]);
    expect((await list(`/api/v1/orders?status=invoiced`)).orders).toEqual([]);
    expect((await list(`/api/v1/orders?limit=1&offset=1`)).pagination).toEqual({ limit: 1, offset: 1, count: 0, total: 1 });
    expect((await list("/api/v1/dealer/orders?status=placed", dealerKey)).orders.map((o) => o.id)).toEqual([order.id]);
    const other = await issueDealerKey((await createDealership()).id);
    expect((await list("/api/v1/dealer/orders", other)).pagination.total).toBe(0);
    await expectError(await get("/api/v1/orders?status=shipped", key), 400, "INVALID_REQUEST");
    vi.setSystemTime(PLACED + 3 * DAY);
    expect((await list(`/api/v1/orders`)).orders[0]!.overdue).toBe(true);
  });
});
