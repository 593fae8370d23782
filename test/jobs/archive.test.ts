import { createScheduledController, env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../src/index";
import { readRecord } from "../../src/db/archive";
import { SYSTEM } from "../../src/domain/changed-by";
import { archiveBatch } from "../../src/jobs/archive";
import { RETENTION_CRON } from "../../src/jobs/schedule";
import { signQuoteLink } from "../../src/notices/signed-link";
import { admin, issueDealerKey } from "../helpers/admin";
import { countRows, failingD1 } from "../helpers/database";
import { createDealership, createVehicle, stock } from "../helpers/fixtures";
import { bearer, get, postJson, register } from "../helpers/http";
import { heldQueue, recordingEmail, runJobs } from "../helpers/queue";
import { CALLBACK, createQuote, quoteRequest } from "../helpers/scenes";
import { attempt, sentEvent } from "../helpers/webhooks";
import { Browser, signedIn } from "../portal/helpers";

const DAY = 24 * 3600 * 1000;
/** When the world below was built, and when it is archived: long enough after for every finished quote (90 days, the default). */
const BUILT = Date.UTC(2026, 6, 1, 1, 0, 0);
const ARCHIVED = BUILT + 120 * DAY;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Runs every job still pending, as the queue would: e-mails recorded, webhooks answered 204 unless `failing` names them. */
async function runPendingJobs(failing = new Set<string>()) {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const mail = recordingEmail();
  for (let round = 0; round < 5; round++) {
    const emails = await env.DB.prepare("select id from email_outbox where status = 'pending'").all<{ id: string }>();
    const hooks = await env.DB.prepare("select id from webhook_deliveries where status = 'pending'").all<{ id: string }>();
    if (emails.results.length + hooks.results.length === 0) return;
    await runJobs(emails.results.map((e) => ({ type: "email" as const, outboxId: e.id })), { EMAIL: mail.binding });
    for (const { id } of hooks.results) await attempt(id, () => new Response(null, { status: failing.has(id) ? 500 : 204 }));
  }
}

/**
 * An FMO's quotes, built as it and its dealerships would at BUILT: a single quote accepted; a single
 * quote its dealer priced whose webhook failed, left to expire; a tender of three (one accepted, one
 * not chosen, one lapsed); and two that stay live: a quote nobody answered, and one priced the day
 * before the archive runs.
 */
async function world() {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(BUILT);
  const held = { JOBS: heldQueue().queue };
  const { apiKey: key } = await register("Archive Fleet");
  const car = await createVehicle();
  const auto = await createDealership({ tier: "enterprise", autoRespond: true, contactEmail: "auto@dealer.example.com" });
  const dear = await createDealership({ tier: "enterprise", autoRespond: true, contactEmail: "dear@dealer.example.com" });
  const manual = await createDealership({ contactEmail: "manual@dealer.example.com" });
  await stock(auto.id, car.id, 4_000_000);
  await stock(dear.id, car.id, 4_100_000);
  await stock(manual.id, car.id, 3_900_000);
  const ask = (dealershipId: string, extra: Record<string, unknown> = {}) => createQuote(key, quoteRequest(dealershipId, car.id, { postcode: "2000", ...extra }));

  const accepted = await ask(auto.id, { quantity: 3, notes: "Three for the Sydney depot." });
  expect((await postJson(`/api/v1/quotes/${accepted}/accept`, { orderReference: "PO-1" }, bearer(key), held)).status).toBe(200);

  const expiring = await ask(manual.id, { callbackUrl: CALLBACK, clientPhone: "0400 000 000" });
  const manualKey = await issueDealerKey(manual.id);
  vi.setSystemTime(BUILT + 60_000);
  expect((await postJson(`/api/v1/dealer/quotes/${expiring}/complete`, { dealerNotes: "Ready in two weeks." }, bearer(manualKey), held)).status).toBe(200);
  const failedDelivery = (await env.DB.prepare("select id from webhook_deliveries where quote_id = ?").bind(expiring).first<string>("id"))!;

  const tender = await postJson("/api/v1/tenders", { ...quoteRequest(auto.id, car.id), dealershipIds: [auto.id, dear.id, manual.id], callbackUrl: CALLBACK }, bearer(key), held);
  expect(tender.status).toBe(201);
  const { tenderId, quotes } = await tender.json<{ tenderId: string; quotes: { dealership: { id: string }; quoteId: string }[] }>();
  const quoteAt = (dealershipId: string) => quotes.find((q) => q.dealership.id === dealershipId)!.quoteId;
  expect((await postJson(`/api/v1/quotes/${quoteAt(auto.id)}/accept`, {}, bearer(key), held)).status).toBe(200);

  // Both orders end, so their quotes may go: the single one delivered and invoiced (a dollar dearer
  // than quoted, with its reason), the tender's declined by its dealer.
  const autoKey = await issueDealerKey(auto.id);
  const orderOf = async (quoteId: string) => (await env.DB.prepare("select id from orders where quote_id = ?").bind(quoteId).first<string>("id"))!;
  const orders = { accepted: await orderOf(accepted), tenderAccepted: await orderOf(quoteAt(auto.id)) };
  const step = async (orderId: string, name: string, body: unknown) => expect((await postJson(`/api/v1/dealer/orders/${orderId}/${name}`, body, bearer(autoKey), held)).status).toBe(200);
  await step(orders.accepted, "acknowledge", { etaDate: "2026-07-10" });
  await step(orders.accepted, "deliver", { deliveredOn: "2026-07-01", vin: "JTMW43FV60D123456", registrationPlate: "ARC 001", odometerKm: 10 });
  const quoted = JSON.parse((await env.DB.prepare("select quoted_totals from orders where id = ?").bind(orders.accepted).first<string>("quoted_totals"))!) as Record<string, number>;
  const lines = Object.entries(quoted).map(([kind, cents], i) => ({ kind, description: `${kind} x 3`, amount: (cents + (i === 0 ? 100 : 0)) / 100 }));
  await step(orders.accepted, "invoice", { invoiceNumber: "INV-ARC", lines, varianceReason: "A dollar more on the vehicle" });
  await step(orders.tenderAccepted, "decline", { reason: "Cannot supply this colour" });

  const unanswered = await ask(manual.id);
  await runPendingJobs(new Set([failedDelivery]));
  for (let i = 0; i < 2; i++) await attempt(failedDelivery, () => new Response(null, { status: 500 }));

  vi.setSystemTime(ARCHIVED - DAY);
  const fresh = await ask(auto.id);
  await runPendingJobs();
  vi.setSystemTime(ARCHIVED);
  return {
    key,
    tenderId,
    failedDelivery,
    dealers: { auto, dear, manual },
    orders,
    archivable: { accepted, expiring, tenderAccepted: quoteAt(auto.id), notChosen: quoteAt(dear.id), lapsed: quoteAt(manual.id) },
    live: { unanswered, fresh },
  };
}

type World = Awaited<ReturnType<typeof world>>;

/** Everything that reads the world's quotes, as its users read them: the FMO's API, the dealers' API, their portal pages and an e-mailed link. */
async function reads(w: World, only: "everything" | "the FMO's" = "everything"): Promise<Record<string, string>> {
  const seen: Record<string, string> = {};
  const read = async (label: string, response: Promise<Response>) => {
    const r = await response;
    seen[label] = `${r.status} ${await r.text()}`;
  };
  const ids = [...Object.values(w.archivable), ...Object.values(w.live)];
  await read("list", get("/api/v1/quotes?limit=100", w.key));
  for (const limit of [2, 3]) for (let offset = 0; offset <= ids.length; offset += limit) await read(`page ${limit}@${offset}`, get(`/api/v1/quotes?limit=${limit}&offset=${offset}`, w.key));
  await read("sent", get("/api/v1/quotes?status=sent&limit=100", w.key));
  for (const id of ids) {
    await read(`quote ${id}`, get(`/api/v1/quotes/${id}`, w.key));
    await read(`deliveries ${id}`, get(`/api/v1/quotes/${id}/webhook-deliveries`, w.key));
  }
  await read("tender", get(`/api/v1/tenders/${w.tenderId}`, w.key));
  await read("tenders", get("/api/v1/tenders", w.key));
  await read("tender deliveries", get(`/api/v1/tenders/${w.tenderId}/webhook-deliveries`, w.key));
  await read("orders", get("/api/v1/orders", w.key));
  for (const id of Object.values(w.orders)) await read(`order ${id}`, get(`/api/v1/orders/${id}`, w.key));
  if (only === "the FMO's") return seen;
  const period = "from=2026-07-01&to=2026-10-30";
  await read("usage", admin(`/usage?${period}`));
  for (const dealer of Object.values(w.dealers)) {
    await read(`usage ${dealer.name}`, admin(`/usage?${period}&dealershipId=${dealer.id}`));
    await read(`credits ${dealer.name}`, admin(`/dealerships/${dealer.id}/credits`));
  }
  for (const dealer of Object.values(w.dealers)) {
    const dealerKey = await issueDealerKey(dealer.id);
    await read(`dealer list ${dealer.name}`, get("/api/v1/dealer/quotes?limit=100", dealerKey));
    const browser = await signedIn(dealerKey);
    await read(`portal list ${dealer.name}`, browser.get("/dealer/quotes"));
    await read(`dealer orders ${dealer.name}`, get("/api/v1/dealer/orders", dealerKey));
    await read(`portal orders ${dealer.name}`, browser.get("/dealer/orders"));
    for (const { id } of JSON.parse(seen[`dealer orders ${dealer.name}`]!.slice(4)).orders as { id: string }[]) {
      await read(`dealer order ${id}`, get(`/api/v1/dealer/orders/${id}`, dealerKey));
      await read(`portal order ${id}`, browser.get(`/dealer/orders/${id}`));
    }
    const theirs = JSON.parse(seen[`dealer list ${dealer.name}`]!.slice(4)).quotes as { id: string }[];
    for (const { id } of theirs) {
      await read(`dealer quote ${id}`, get(`/api/v1/dealer/quotes/${id}`, dealerKey));
      await read(`portal quote ${id}`, browser.get(`/dealer/quotes/${id}`));
    }
  }
  const { token } = await signQuoteLink(env.PORTAL_LINK_SECRET!, w.archivable.lapsed, w.dealers.manual.id, new Date());
  const linked = new Browser();
  const opened = await linked.get(`/dealer/quotes/${w.archivable.lapsed}?link=${token}`);
  seen["link"] = `${opened.status} ${opened.headers.get("Location")}`;
  await read("linked page", linked.get(`/dealer/quotes/${w.archivable.lapsed}`));
  return seen;
}

/** Of these quotes, those still live, and the thin rows of those archived. */
const liveOf = async (ids: string[]) =>
  (await env.DB.prepare("select id from quotes where id in (select value from json_each(?)) order by id").bind(JSON.stringify(ids)).all<{ id: string }>()).results.map((r) => r.id);
const archivedOf = async (ids: string[]) =>
  (
    await env.DB.prepare("select id, object_key from archived_quotes where id in (select value from json_each(?)) order by id")
      .bind(JSON.stringify(ids))
      .all<{ id: string; object_key: string }>()
  ).results;
/** The object an archived quote's thin row names. */
const objectKeyOf = async (id: string) => (await env.DB.prepare("select object_key from archived_quotes where id = ?").bind(id).first<string>("object_key"))!;
const allOf = (w: World) => [...Object.values(w.archivable), ...Object.values(w.live)];

// Each test builds its world of quotes through the API and reads it twice: seconds, not milliseconds.
describe("archiving old quotes to R2", { timeout: 30_000 }, () => {
  it("moves every kind of finished quote to R2, keeps the live ones, and every read answers byte for byte as before", async () => {
    const w = await world();
    const before = await reads(w);
    // The usage report counts the archived quotes as it counted them live.
    expect(before["usage"]).toMatch(/^200 .*"quotesReceived":3,"pricedAtOnce":0,"completedByDealer":1,"pending":1,"lapsed":1,"accepted":0,"creditsSpent":3,"creditsReturned":1,"timeToPrice":\{"medianSeconds":60/);

    const run = await archiveBatch(env, new Date());
    const archived = Object.values(w.archivable);
    expect(run.archived.map((a) => a.quoteId).sort()).toEqual([...archived].sort());
    expect(run.more).toBe(false);
    expect(await liveOf(allOf(w))).toEqual(Object.values(w.live).sort());
    expect(await archivedOf(allOf(w))).toEqual(archived.map((id) => ({ id, object_key: expect.stringMatching(new RegExp(`^quotes/${id}/[0-9a-f]{8}$`)) })).sort((a, b) => a.id.localeCompare(b.id)));
    for (const id of archived) {
      const object = await env.ARCHIVE.get(await objectKeyOf(id));
      const record = await object!.json<{ quote: { id: string }; emails: unknown[] }>();
      expect(record.quote.id).toBe(id);
      expect(record.emails.length).toBeGreaterThan(0);
    }
    expect(await countRows("email_outbox", "quote_id in (select value from json_each(?))", JSON.stringify(archived))).toBe(0);
    expect(await countRows("webhook_deliveries", "quote_id in (select value from json_each(?))", JSON.stringify(archived))).toBe(0);

    const after = await reads(w);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const label of Object.keys(before)) expect(after[label], label).toBe(before[label]);
  });

  it("archives a quote once its outcome (an accepted one's: its order's end) is more than ARCHIVE_AFTER_DAYS old, not a millisecond before", async () => {
    const w = await world();
    const acceptedAt = Date.parse(JSON.parse((await (await get(`/api/v1/orders/${w.orders.accepted}`, w.key)).text())).invoice.invoicedAt);
    const at = (ms: number) => archiveBatch({ ...env, ARCHIVE_AFTER_DAYS: "30" }, new Date(ms));
    expect((await at(acceptedAt + 30 * DAY)).archived.map((a) => a.quoteId)).not.toContain(w.archivable.accepted);
    expect((await at(acceptedAt + 30 * DAY + 1)).archived.map((a) => a.quoteId)).toContain(w.archivable.accepted);
  });

  it("moves an accepted quote with its order only 90 days after the order ended (invoiced, declined or withdrawn), the order in its object", async () => {
    const w = await world();
    const invoicedAt = Date.parse((await env.DB.prepare("select finished_at from orders where id = ?").bind(w.orders.accepted).first<string>("finished_at"))!);
    // An order still under way keeps its quote live, however old the accept.
    await env.DB.prepare("update orders set status = 'acknowledged', finished_at = null where id = ?").bind(w.orders.tenderAccepted).run();
    const at = (ms: number) => archiveBatch(env, new Date(ms));
    expect((await at(invoicedAt + 90 * DAY)).archived.map((a) => a.quoteId)).not.toContain(w.archivable.accepted);
    const moved = (await at(invoicedAt + 90 * DAY + 1)).archived.map((a) => a.quoteId);
    expect(moved).toContain(w.archivable.accepted);
    expect(moved).not.toContain(w.archivable.tenderAccepted);
    const record = await readRecord(env.ARCHIVE, await objectKeyOf(w.archivable.accepted));
    expect(record.order).toMatchObject({ id: w.orders.accepted, status: "invoiced", invoice_number: "INV-ARC", variance_reason: "A dollar more on the vehicle" });
  });

  it("leaves live quotes alone: one waiting for its dealer, one whose price holds, one in an open tender, one with a job still to run", async () => {
    const w = await world();
    const key = w.key;
    const held = heldQueue();
    const { dealershipId: _, ...asked } = quoteRequest(w.dealers.auto.id, (await createVehicleFor(w)).id);
    const openTender = await postJson("/api/v1/tenders", { ...asked, dealershipIds: [w.dealers.manual.id, w.dealers.dear.id] }, bearer(key));
    expect(openTender.status, await openTender.clone().text()).toBe(201);
    const withJob = await createQuote(key, quoteRequest(w.dealers.auto.id, (await createVehicleFor(w)).id));
    expect((await postJson(`/api/v1/quotes/${withJob}/accept`, {}, bearer(key), { JOBS: held.queue })).status).toBe(200);

    const run = await archiveBatch({ ...env, ARCHIVE_AFTER_DAYS: "0" }, new Date(Date.now() + 1));
    const moved = run.archived.map((a) => a.quoteId);
    expect(moved).not.toContain(withJob);
    for (const id of Object.values(w.live)) expect(moved).not.toContain(id);
    expect(await countRows("quotes", "tender_id = ?", (await openTender.json<{ tenderId: string }>()).tenderId)).toBe(2);
  });

  it("leaves a finished quote while its webhook is still to be sent (a redelivery the FMO asked for), and moves it once sent", async () => {
    const w = await world();
    const redelivered = await postJson(`/api/v1/quotes/${w.archivable.expiring}/webhook-deliveries/${w.failedDelivery}/redeliver`, {}, bearer(w.key), {
      JOBS: heldQueue().queue,
    });
    expect(redelivered.status).toBe(202);
    const moved = (await archiveBatch(env, new Date())).archived.map((a) => a.quoteId);
    expect(moved).toContain(w.archivable.accepted);
    expect(moved).not.toContain(w.archivable.expiring);
    expect(await liveOf([w.archivable.expiring])).toEqual([w.archivable.expiring]);

    await attempt(w.failedDelivery, () => new Response(null, { status: 204 }));
    expect((await archiveBatch(env, new Date())).archived.map((a) => a.quoteId)).toEqual([w.archivable.expiring]);
  });

  it("finds a quote's e-mails by their ids, derived from the quote, and those written before by the quote: no scan of the outbox", async () => {
    const w = await world();
    // An e-mail as written before ids were derived (a UUID), for a quote to be archived.
    const legacyId = crypto.randomUUID();
    await env.DB.prepare("insert into email_outbox (id, quote_id, kind, recipient, status, created_at, finished_at) values (?1, ?2, 'quote_to_dealer', 'old@dealer.example.com', 'sent', ?3, ?3)")
      .bind(legacyId, w.archivable.expiring, new Date(BUILT).toISOString())
      .run();
    const run = await archiveBatch(env, new Date());
    expect(run.archived.map((a) => a.quoteId)).toContain(w.archivable.expiring);
    const record = await (await env.ARCHIVE.get(await objectKeyOf(w.archivable.expiring)))!.json<{ emails: { id: string; kind: string }[] }>();
    expect(record.emails.map((e) => e.id)).toContain(legacyId);
    expect(record.emails.filter((e) => e.id !== legacyId).every((e) => /^[A-Za-z0-9_-]{16}$/.test(e.id))).toBe(true);
    expect(await countRows("email_outbox", "quote_id in (select value from json_each(?))", JSON.stringify(Object.values(w.archivable)))).toBe(0);
    const plan = await env.DB.prepare(
      "explain query plan select rowid from email_outbox where id in (select value from json_each(?1)) union all select rowid from email_outbox where length(id) = 36 and quote_id in (select value from json_each(?2))",
    )
      .bind("[]", "[]")
      .all<{ detail: string }>();
    expect(plan.results.map((r) => r.detail).filter((d) => /^SCAN email_outbox/.test(d))).toEqual([]);
  });

  it("changes nothing when run again: nothing is moved twice and each object stays as written", async () => {
    const w = await world();
    await archiveBatch(env, new Date());
    const objects = await Promise.all(Object.values(w.archivable).map(async (id) => (await env.ARCHIVE.get(await objectKeyOf(id)))!.text()));
    expect(await archiveBatch(env, new Date())).toEqual({ archived: [], more: false });
    expect(await Promise.all(Object.values(w.archivable).map(async (id) => (await env.ARCHIVE.get(await objectKeyOf(id)))!.text()))).toEqual(objects);
    expect(await archivedOf(allOf(w))).toHaveLength(Object.values(w.archivable).length);
  });

  describe("stopped at any step", () => {
    const failingBucket = (what: "put" | "get"): R2Bucket =>
      new Proxy(env.ARCHIVE, {
        get(target, property) {
          if (property === what) return () => Promise.reject(new Error("R2 unavailable"));
          const value = Reflect.get(target, property, target);
          return typeof value === "function" ? value.bind(target) : value;
        },
      });
    const otherText: R2Bucket = new Proxy(env.ARCHIVE, {
      get(target, property) {
        if (property === "get") return async () => ({ text: async () => "{}" });
        const value = Reflect.get(target, property, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const swapFails = () => failingD1((sql) => sql.some((s) => s.startsWith("insert into archived_quotes")));
    const loadFails = () => failingD1((sql) => sql.some((s) => s.includes("jobs_state")));

    it.each([
      ["writing to R2", () => ({ ARCHIVE: failingBucket("put") })],
      ["reading back from R2", () => ({ ARCHIVE: failingBucket("get") })],
      ["reading back something else", () => ({ ARCHIVE: otherText })],
      ["reading the quotes from D1", () => ({ DB: loadFails() })],
      ["swapping the rows in D1", () => ({ DB: swapFails() })],
    ])("%s leaves every quote readable in full, and the next batch finishes the work", async (_step, broken) => {
      const w = await world();
      const before = await reads(w, "the FMO's");
      vi.spyOn(console, "error").mockImplementation(() => {});
      await archiveBatch({ ...env, ...broken() }, new Date()).then(
        (run) => expect(run.archived).toEqual([]),
        (error: Error) => expect(error.message).toMatch(/unavailable|Network connection lost/),
      );
      expect(await archivedOf(allOf(w))).toEqual([]);
      expect(await reads(w, "the FMO's")).toEqual(before);

      expect((await archiveBatch(env, new Date())).archived.map((a) => a.quoteId)).toEqual(expect.arrayContaining(Object.values(w.archivable)));
      expect(await reads(w, "the FMO's")).toEqual(before);
    });
  });

  it("pages through live and archived quotes together, in the same order as before", async () => {
    const w = await world();
    const pages = async () => {
      const all: string[][] = [];
      for (let offset = 0; offset < 8; offset++) all.push((await (await get(`/api/v1/quotes?limit=1&offset=${offset}`, w.key)).json<{ quotes: { id: string }[] }>()).quotes.map((q) => q.id));
      return all;
    };
    const before = await pages();
    expect(before.flat()).toHaveLength(Object.values(w.archivable).length + Object.values(w.live).length);
    await archiveBatch(env, new Date());
    expect(await pages()).toEqual(before);
  });

  it("sends an archived quote's failed webhook again: the delivery comes back to D1 and goes with the same event", async () => {
    const w = await world();
    const event = await sentEvent(w.failedDelivery);
    await archiveBatch(env, new Date());
    expect(await countRows("webhook_deliveries", "id = ?", w.failedDelivery)).toBe(0);

    const held = heldQueue();
    const redelivered = await postJson(`/api/v1/quotes/${w.archivable.expiring}/webhook-deliveries/${w.failedDelivery}/redeliver`, {}, bearer(w.key), { JOBS: held.queue });
    expect(redelivered.status).toBe(202);
    expect(await redelivered.json()).toMatchObject({ id: w.failedDelivery, status: "pending", redeliveries: 1 });
    let body = "";
    await attempt(w.failedDelivery, async (request) => {
      body = await request.text();
      return new Response(null, { status: 204 });
    });
    expect(JSON.parse(body)).toEqual(event);
    const log = await (await get(`/api/v1/quotes/${w.archivable.expiring}/webhook-deliveries`, w.key)).json<{ deliveries: { status: string; attempts: { series: number }[] }[] }>();
    expect(log.deliveries).toHaveLength(1);
    expect(log.deliveries[0]!.status).toBe("delivered");
    expect(log.deliveries[0]!.attempts.map((a) => a.series)).toEqual([1, 1, 1, 2]);
    // a delivery that succeeded is not sent again, archived or not
    expect((await postJson(`/api/v1/quotes/${w.archivable.expiring}/webhook-deliveries/${w.failedDelivery}/redeliver`, {}, bearer(w.key))).status).toBe(409);
  });

  it("never writes an object a thin row names again: two runs overlap, a redelivery between them, and the archived delivery stays as it ended", async () => {
    const w = await world();
    // The hourly run reads the quotes (a failed delivery, never redelivered) and is held at its writes to R2.
    let reachedWrite!: () => void;
    let releaseWrite!: () => void;
    const atWrite = new Promise<void>((resolve) => (reachedWrite = resolve));
    const released = new Promise<void>((resolve) => (releaseWrite = resolve));
    const held = new Proxy(env.ARCHIVE, {
      get(target, property) {
        if (property === "put") {
          return async (...args: Parameters<R2Bucket["put"]>) => {
            reachedWrite();
            await released;
            return target.put(...args);
          };
        }
        const value = Reflect.get(target, property, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const runBy = (requestId: string) => ({ by: SYSTEM, at: new Date().toISOString(), requestId });
    const hourly = archiveBatch({ ...env, ARCHIVE: held }, new Date(), runBy("the held run"));
    await atWrite;

    // Meanwhile the FMO has the failed delivery sent again, and it is delivered; then the operator's run archives the quote.
    const redelivered = await postJson(`/api/v1/quotes/${w.archivable.expiring}/webhook-deliveries/${w.failedDelivery}/redeliver`, {}, bearer(w.key), { JOBS: heldQueue().queue });
    expect(redelivered.status).toBe(202);
    await attempt(w.failedDelivery, () => new Response(null, { status: 204 }));
    const operators = await archiveBatch(env, new Date(), runBy("the other run"));
    expect(operators.archived.map((a) => a.quoteId)).toContain(w.archivable.expiring);
    const named = await objectKeyOf(w.archivable.expiring);

    // The held run now writes what it read, and finds every quote archived already.
    releaseWrite();
    expect((await hourly).archived).toEqual([]);
    expect(await objectKeyOf(w.archivable.expiring)).toBe(named);
    const record = await (await env.ARCHIVE.get(named))!.json<{ deliveries: { row: { status: string; redeliveries: number } }[] }>();
    expect(record.deliveries.map((d) => d.row)).toEqual([expect.objectContaining({ status: "delivered", redeliveries: 1 })]);
    const log = await (await get(`/api/v1/quotes/${w.archivable.expiring}/webhook-deliveries`, w.key)).json<{ deliveries: { status: string; redeliveries: number; redeliveriesLeft: number }[] }>();
    expect(log.deliveries).toEqual([expect.objectContaining({ status: "delivered", redeliveries: 1, redeliveriesLeft: 4 })]);
    expect((await postJson(`/api/v1/quotes/${w.archivable.expiring}/webhook-deliveries/${w.failedDelivery}/redeliver`, {}, bearer(w.key))).status).toBe(409);
    // Only the run that archived is in the audit record: the held one changed nothing.
    const runs = await env.DB.prepare("select request_id as run, after ->> '$.archived' as n from audit_entries where action = 'archive.run' and request_id in ('the held run', 'the other run')").all();
    expect(runs.results).toEqual([{ run: "the other run", n: Object.values(w.archivable).length }]);
    // What the held run wrote is gone: each quote has the one object its thin row names.
    for (const id of Object.values(w.archivable)) {
      expect((await env.ARCHIVE.list({ prefix: `quotes/${id}/` })).objects.map((o) => o.key)).toEqual([await objectKeyOf(id)]);
    }
  });

  it("runs from the admin API, answering what it moved, and from the hourly cron", async () => {
    const w = await world();
    const response = await admin("/archive/run", "POST");
    expect(response.status).toBe(200);
    const body = await response.json<{ archived: { quoteId: string; objectKey: string }[]; more: boolean }>();
    expect(body.archived.map((a) => a.quoteId).sort()).toEqual(Object.values(w.archivable).sort());
    expect(body.archived[0]!.objectKey).toBe(await objectKeyOf(body.archived[0]!.quoteId));
    expect(await admin("/archive/run", "POST").then((r) => r.json())).toEqual({ archived: [], more: false });

    const w2 = await world();
    const logged = vi.spyOn(console, "log").mockImplementation(() => {});
    await worker.scheduled(createScheduledController({ cron: RETENTION_CRON, scheduledTime: Date.now() }), env);
    expect(logged.mock.calls.flat().join(" ")).toMatch(/"message":"archive","archived":[1-9]/);
    expect(await countRows("quotes", "id in (select value from json_each(?))", JSON.stringify(Object.values(w2.archivable)))).toBe(0);
  });
});

async function createVehicleFor(w: World) {
  const car = await createVehicle();
  for (const dealer of Object.values(w.dealers)) await stock(dealer.id, car.id, 4_000_000);
  return car;
}
