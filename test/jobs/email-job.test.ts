import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sweepOutbox } from "../../src/jobs/outbox-sweep";
import { ASKED_IN_NOVEMBER_2026, fixClock } from "../helpers/clock";
import { createDealership, createVehicle, stock } from "../helpers/fixtures";
import { bearer, postJson, registerClient } from "../helpers/http";
import { heldQueue, runJobs } from "../helpers/queue";
import { createQuote, quoteRequest, quoteScene, twoVersionsInStock } from "../helpers/scenes";

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** A pending quote whose dealer has no e-mail (so no job of its own), plus an outbox row we drive by hand. */
async function outboxRow(overrides: { attempts?: number; createdAt?: string } = {}) {
  const { clientKey, dealer, vehicle } = await quoteScene({ contactEmail: null });
  const quoteId = await createQuote(clientKey, quoteRequest(dealer.id, vehicle.id));
  const id = crypto.randomUUID();
  await env.DB.prepare("INSERT INTO email_outbox (id, quote_id, kind, recipient, attempts, created_at) VALUES (?, ?, 'quote_to_client', 'jo@fleet.example.com', ?, ?)")
    .bind(id, quoteId, overrides.attempts ?? 0, overrides.createdAt ?? new Date().toISOString())
    .run();
  return id;
}

/** Runs the real queue handler on the e-mail's job, with `bindings` over the test's own. */
const deliver = (outboxId: string, bindings: Partial<typeof env> = {}) => runJobs([{ type: "email", outboxId }], bindings);
/** The queue message acknowledged: the job is done (sent, or ended), never to be retried. */
const ACKED = { acked: 1, retried: 0, delays: [] };

const row = (id: string) => env.DB.prepare("SELECT status, attempts, last_error, enqueued_at FROM email_outbox WHERE id = ?").bind(id).first<any>();

// An e-mail service that refuses every message, as the real one does when it is down or rejects a
// sender. (Miniflare's own binding, made to refuse, also prints its rejection as an uncaught
// exception, which would put stack traces in a green run.)
const refusing = { EMAIL: { send: async () => Promise.reject(new Error("email from quotes@fleetquote.example not allowed")) } as unknown as SendEmail };

describe("e-mail jobs", () => {
  it("sends the e-mail through the send_email binding and acknowledges the message", async () => {
    const id = await outboxRow();
    expect(await deliver(id)).toEqual(ACKED);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1, last_error: null });
  });

  it("retries a failed send after 10 seconds, keeping the error, and sends on the next attempt", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const id = await outboxRow();
    expect(await deliver(id, refusing)).toEqual({ acked: 0, retried: 1, delays: [10] });
    expect(await row(id)).toMatchObject({ status: "pending", attempts: 1, last_error: expect.stringMatching(/not allowed/) });

    expect(await deliver(id)).toEqual(ACKED);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("backs off 10 s, 60 s, 300 s, 900 s, then abandons the e-mail after the fifth failure", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const id = await outboxRow();
    const delays = [];
    for (let attempt = 1; attempt <= 4; attempt++) delays.push(...(await deliver(id, refusing)).delays);
    expect(delays).toEqual([10, 60, 300, 900]);
    expect(await deliver(id, refusing)).toEqual(ACKED);
    expect(await row(id)).toMatchObject({ status: "abandoned", attempts: 5 });
    expect(await deliver(id)).toEqual(ACKED);
    expect(await row(id)).toMatchObject({ status: "abandoned", attempts: 5 });
  });

  it("does not send an e-mail twice when the queue redelivers a finished job", async () => {
    const id = await outboxRow();
    await deliver(id);
    expect(await deliver(id)).toEqual(ACKED);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("never fails or loses the quote when e-mail fails", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const id = await outboxRow();
    await deliver(id, refusing);
    const quote = await env.DB.prepare("SELECT q.status FROM quotes q JOIN email_outbox e ON e.quote_id = q.id WHERE e.id = ?").bind(id).first("status");
    expect(quote).toBe("pending");
  });
});

describe("the dealer's notice", () => {
  /** Runs the e-mail job of `quoteId` through the real binding, recording what was sent. */
  async function sentNotice(quoteId: string) {
    const outboxId = await env.DB.prepare("SELECT id FROM email_outbox WHERE quote_id = ? AND kind = 'quote_to_dealer'").bind(quoteId).first<string>("id");
    const sent: { subject: string; text: string }[] = [];
    // Recorded, and sent on through the real binding, which checks the message as the service would.
    const recordingAndSending = { EMAIL: { send: async (message: { subject: string; text: string }) => (sent.push(message), env.EMAIL.send(message as never)) } as unknown as SendEmail };
    expect(await deliver(outboxId!, recordingAndSending)).toEqual(ACKED);
    expect(sent).toHaveLength(1);
    return sent[0]!;
  }

  it("asks the dealer to choose the vehicle and lists the stock that matches the client's model text", async () => {
    const { clientKey, dealer, token, sr, sr5 } = await twoVersionsInStock();
    const ranger = await createVehicle({ model: `${token} Ranger`, version: "XLT" });
    await stock(dealer.id, ranger.id);
    const quoteId = await createQuote(clientKey, { dealershipId: dealer.id, model: `${token} hilux`, clientName: "Jo", clientEmail: "jo@fleet.example.com", quantity: 4 });
    const { subject, text } = await sentNotice(quoteId);
    expect(subject).toContain("vehicle to choose");
    expect(text).toContain(`"${token} hilux"`);
    expect(text).toContain("choose the vehicle");
    expect(text).toContain(`${sr.model} SR (globalCarId ${sr.id})`);
    expect(text).toContain(`${sr5.model} SR5 (globalCarId ${sr5.id})`);
    expect(text).not.toContain(ranger.id);
    expect(text).toContain("Quantity: 4");
  });

  it("shows the price the quote would have at today's figures, and says in words that some charges are estimates", async () => {
    const { clientKey, dealer, vehicle } = await quoteScene({ state: "NSW", deliveryFeeCents: 150_000, standardMarginCents: 100_000 });
    const { text } = await sentNotice(await createQuote(clientKey, quoteRequest(dealer.id, vehicle.id, { postcode: "2000", quantity: 2 })));
    // $40,000 + margin $1,000; delivery $1,500; DV $42,500 -> NSW 425 x $3 = $1,275.
    expect(text).toContain("Vehicle price: $41,000.00");
    expect(text).toContain("Stamp duty (NSW): $1,275.00");
    expect(text).toMatch(/Total for 2 vehicles: \$[\d,]+\.\d\d/);
    expect(text).toMatch(/some government charges in this price .* are estimates or last year's figures carried forward/);
  });

  it("says what the client asked for about registration, that a tender went to several dealerships (not which), and its deadline in the dealership's time", async () => {
    // Asked on 23 November 2026: 15 February 2027 stays ahead of the clock whatever the real date.
    fixClock(ASKED_IN_NOVEMBER_2026);
    const key = await registerClient();
    const [dealer, other] = [await createDealership(), await createDealership()];
    const vehicle = await createVehicle();
    await stock(dealer.id, vehicle.id);
    await stock(other.id, vehicle.id);
    const response = await postJson(
      "/api/v1/tenders",
      { dealershipIds: [dealer.id, other.id], globalCarId: vehicle.id, clientName: "Jo", clientEmail: "jo@fleet.example.com", registrationUse: "private", registrationDate: "2027-02-15" },
      bearer(key),
    );
    const quoteId = (await response.json<{ quotes: { dealership: { id: string }; quoteId: string }[] }>()).quotes.find((q) => q.dealership.id === dealer.id)!.quoteId;
    const { text } = await sentNotice(quoteId);
    expect(text).toContain("Registration: private use, to be registered on Mon, 15 Feb 2027");
    expect(text).toContain("The client sent this request to several dealerships at once and will compare their prices.");
    // 72 hours after 1 pm on Monday in Sydney.
    expect(text).toContain("Answer by Thu, 26 Nov 2026, 1:00 pm AEDT: the client's tender closes then, and no answer is taken after it.");
    expect(text).not.toContain(other.name);
  });

  it("says why a heavy vehicle's quote cannot be priced yet, and what the dealer enters instead", async () => {
    const dealer = await createDealership({ state: "NSW" });
    const truck = await createVehicle({ bodyClass: "heavy", bodyType: "truck", gvmKg: 6_500 });
    await stock(dealer.id, truck.id);
    const { text } = await sentNotice(await createQuote(await registerClient(), quoteRequest(dealer.id, truck.id, { postcode: "2000" })));
    expect(text).toMatch(
      /This quote cannot be priced yet: This vehicle's registration is not priced automatically in NSW: GVM 6,500 kg is above 4,500 kg: .* so the dealer must price its registration\. Enter its registration when you complete it: its stamp duty is priced for you\./,
    );
    expect(text).not.toContain("governmentCharges");
  });

  it("says why a quote cannot be priced yet: a QLD engine car whose cylinder count the catalogue lacks", async () => {
    const dealer = await createDealership({ state: "QLD", postcode: "4000" });
    const vehicle = await createVehicle({ cylinders: null });
    await stock(dealer.id, vehicle.id);
    const { text } = await sentNotice(await createQuote(await registerClient(), quoteRequest(dealer.id, vehicle.id, { postcode: "4000" })));
    expect(text).toContain(
      "This quote cannot be priced yet: The charges data has no stamp duty rate for this vehicle in QLD: its catalogue facts (body type, powertrain, cylinders, CO2) fit none of QLD's classes; the operator can complete them.",
    );
    expect(text).not.toContain("the quote would be:");
  });

  it("says nothing of other dealerships when this was the only one of a tender that could take it", async () => {
    const [dealer, broke] = [await createDealership(), await createDealership({ credits: 0 })];
    const vehicle = await createVehicle();
    await stock(dealer.id, vehicle.id);
    await stock(broke.id, vehicle.id);
    const response = await postJson("/api/v1/tenders", { dealershipIds: [dealer.id, broke.id], globalCarId: vehicle.id, clientName: "Jo", clientEmail: "jo@fleet.example.com" }, bearer(await registerClient()));
    const { quotes } = await response.json<{ quotes: { status: string; quoteId: string | null }[] }>();
    expect(quotes.map((q) => q.status)).toEqual(["pending", "declined"]);
    const { text } = await sentNotice(quotes[0]!.quoteId!);
    expect(text).toContain(`Quote id: ${quotes[0]!.quoteId}`);
    expect(text).not.toContain("several dealerships");
  });

  it("says nothing of other dealerships when a state's tender found only this one", async () => {
    const dealer = await createDealership({ state: "NT", postcode: "0800" });
    const vehicle = await createVehicle();
    await stock(dealer.id, vehicle.id);
    const response = await postJson("/api/v1/tenders", { state: "NT", globalCarId: vehicle.id, clientName: "Jo", clientEmail: "jo@fleet.example.com" }, bearer(await registerClient()));
    const { quotes } = await response.json<{ quotes: { dealership: { id: string }; quoteId: string }[] }>();
    expect(quotes.map((q) => q.dealership.id)).toEqual([dealer.id]);
    const { text } = await sentNotice(quotes[0]!.quoteId);
    expect(text).toContain(`Quote id: ${quotes[0]!.quoteId}`);
    expect(text).not.toContain("several dealerships");
  });

  it("says when nothing in stock matches", async () => {
    const dealer = await createDealership();
    const quoteId = await createQuote(await registerClient(), { dealershipId: dealer.id, model: "Nothing Like It", version: "GX", clientName: "Jo", clientEmail: "jo@fleet.example.com" });
    const { text } = await sentNotice(quoteId);
    expect(text).toContain('"Nothing Like It GX"');
    expect(text).toContain("Nothing in your available stock matches");
  });
});

describe("the client's quote", () => {
  it("states in plain words when the price rests on estimated or carried-forward charges", async () => {
    const { clientKey, dealer, vehicle } = await quoteScene({ tier: "enterprise", autoRespond: true, state: "NSW" });
    // Asked through a queue that holds the e-mail's job, which this test runs itself.
    const response = await postJson("/api/v1/quotes", quoteRequest(dealer.id, vehicle.id), bearer(clientKey), { JOBS: heldQueue().queue });
    const body = await response.json<any>();
    expect(body.pricing.lineItems.estimated).toBe(true);
    const outboxId = await env.DB.prepare("SELECT id FROM email_outbox WHERE quote_id = ?").bind(body.quoteId).first<string>("id");
    const sent: { text: string }[] = [];
    expect(await deliver(outboxId!, { EMAIL: { send: async (message: { text: string }) => void sent.push(message) } as unknown as SendEmail })).toEqual(ACKED);
    expect(sent[0]!.text).toContain(`Drive-away price: $`);
    // The day's rates are named like every other date: "Tue, 24 Nov 2026", not "2026-11-24".
    const day = new Date(`${body.pricing.lineItems.ratesAsOf}T00:00:00Z`).toLocaleDateString("en-AU", { timeZone: "UTC", weekday: "short", day: "numeric", month: "short", year: "numeric" });
    expect(sent[0]!.text).toContain(`not confirmed for ${day}. The amount payable`);
  });

  it("lists each government charge with how sure it is, the use and day they are for, the price basis and until when the price holds", async () => {
    // Asked on 23 November 2026: 15 February 2027 stays ahead of the clock whatever the real date.
    fixClock(ASKED_IN_NOVEMBER_2026);
    const key = await registerClient();
    const dealer = await createDealership({ tier: "enterprise", autoRespond: true, state: "NSW", apiMarginCents: 0, deliveryFeeCents: 0 });
    const vehicle = await createVehicle({ tareKg: 1400 });
    await stock(dealer.id, vehicle.id, 4_500_000);
    const response = await postJson(
      "/api/v1/quotes",
      { dealershipId: dealer.id, globalCarId: vehicle.id, clientName: "Jo", clientEmail: "jo@fleet.example.com", postcode: "2000", registrationDate: "2027-02-15" },
      bearer(key),
    );
    const body = await response.json<{ quoteId: string; validUntil: string }>();
    const outboxId = await env.DB.prepare("SELECT id FROM email_outbox WHERE quote_id = ?").bind(body.quoteId).first<string>("id");
    const sent: { text: string }[] = [];
    await deliver(outboxId!, { ...env, EMAIL: { send: async (message: { text: string }) => void sent.push(message) } as unknown as SendEmail });
    const text = sent[0]!.text;
    expect(text).toContain("  Motor vehicle tax (business use, tare 1,155–1,504 kg): $588.00 (earlier figure carried forward)");
    expect(text).toContain("  Registration (admin) fee: $84.00 (estimate)");
    expect(text).toContain("Registered for business use in NSW; government charges as in force on the registration date, Mon, 15 Feb 2027.");
    expect(text).toContain("All prices include GST; the vehicle price includes luxury car tax where it applies.");
    const holds = new Date(body.validUntil).toLocaleString("en-AU", { timeZone: "Australia/Sydney", weekday: "short", day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" });
    expect(text).toContain(`This price holds until ${holds}.`);
  });
});

describe("outbox sweep (cron)", () => {
  it("re-enqueues e-mails whose queue send was lost, once they are a minute old", async () => {
    const old = await outboxRow({ createdAt: new Date(Date.now() - 120_000).toISOString() });
    const fresh = await outboxRow();
    await sweepOutbox(env);
    expect((await row(old)).enqueued_at).not.toBeNull();
    expect((await row(fresh)).enqueued_at).toBeNull();
  });
});
