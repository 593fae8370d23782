import { env } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { returnCreditsStatements } from "../../src/db/queries/credits";
import { estimateCounted, usageStatements } from "../../src/db/queries/usage";
import { admin, issueDealerKey } from "../helpers/admin";
import { createDealership, createVehicle, stock } from "../helpers/fixtures";
import { bearer, expectError, postJson, register } from "../helpers/http";
import { createQuote, quoteRequest } from "../helpers/scenes";

// One day in Sydney, 10 March 2027 (daylight saving: UTC+11), runs from 2027-03-09T13:00Z to
// 2027-03-10T13:00Z. The traffic below is counted by hand in the expectations.
const DAY = "2027-03-10";
const at = (iso: string) => vi.setSystemTime(new Date(iso));

afterEach(() => {
  vi.useRealTimers();
});

interface Traffic {
  reviewing: { id: string; name: string };
  auto: { id: string; name: string };
  x: { id: string; name: string };
  y: { id: string; name: string };
}

let traffic: Traffic;

async function clientOf(name: string) {
  const { apiKey } = await register(name);
  const id = (await env.DB.prepare("select id from api_clients where key_prefix = ?").bind(apiKey.slice(0, 12)).first<string>("id"))!;
  return { key: apiKey, id, name };
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  at("2027-03-09T12:00:00.000Z");
  const car = await createVehicle();
  const reviewing = await createDealership({ name: "Usage Reviewing Motors", credits: 100 });
  const auto = await createDealership({ name: "Usage Auto Motors", tier: "enterprise", autoRespond: true, credits: 100 });
  for (const d of [reviewing, auto]) await stock(d.id, car.id);
  const dealerKey = await issueDealerKey(reviewing.id);
  const x = await clientOf("Usage X Fleet");
  const y = await clientOf("Usage Y Fleet");
  const ask = (client: { key: string }, dealershipId: string) => createQuote(client.key, quoteRequest(dealershipId, car.id));
  const complete = async (quoteId: string) => expect((await postJson(`/api/v1/dealer/quotes/${quoteId}/complete`, {}, bearer(dealerKey))).status).toBe(200);
  const outcome = (quoteId: string, value: string) => env.DB.prepare("update quotes set outcome = ?2, outcome_at = ?3 where id = ?1").bind(quoteId, value, new Date().toISOString()).run();

  at("2027-03-09T12:59:59.999Z");
  const q0 = await ask(x, reviewing.id); // the day before
  at("2027-03-09T13:00:00.000Z");
  const q1 = await ask(x, reviewing.id);
  at("2027-03-09T13:10:00.000Z");
  await complete(q1); // 600 s
  at("2027-03-10T01:00:00.000Z");
  const q2 = await ask(x, reviewing.id);
  const q3 = await ask(y, reviewing.id);
  const q4 = await ask(x, auto.id);
  await ask(x, auto.id);
  at("2027-03-10T02:00:00.000Z");
  const tender = await postJson("/api/v1/tenders", { globalCarId: car.id, dealershipIds: [reviewing.id, auto.id], clientName: "Jo", clientEmail: "jo@fleet.example.com" }, bearer(y.key));
  expect(tender.status).toBe(201);
  const { tenderId } = await tender.json<{ tenderId: string }>();
  at("2027-03-10T02:10:00.000Z");
  await complete(q2); // 4,200 s
  at("2027-03-10T04:00:00.000Z");
  await complete(q3); // 10,800 s
  at("2027-03-10T05:00:00.000Z");
  await complete(q0); // received the day before: not in the period's times
  at("2027-03-10T06:00:00.000Z");
  // The tender's pending quote lapses, its credit returned (as the tender close will do it).
  await env.DB.batch([
    env.DB.prepare("update quotes set outcome = 'lapsed', outcome_at = ?2 where tender_id = ?1 and status = 'pending'").bind(tenderId, new Date().toISOString()),
    ...returnCreditsStatements(env.DB, { where: sql`q.tender_id = ${tenderId} and q.outcome = 'lapsed'` }, new Date().toISOString()),
  ]);
  await outcome(q4, "accepted");
  at("2027-03-10T12:59:59.999Z");
  const q6 = await ask(y, auto.id);
  await outcome(q6, "accepted");
  at("2027-03-10T13:00:00.000Z");
  const q7 = await ask(y, auto.id); // the day after
  await outcome(q7, "accepted");
  await env.DB.batch([estimateCounted(env.DB, x.id, DAY), estimateCounted(env.DB, x.id, DAY), estimateCounted(env.DB, x.id, "2027-03-09"), estimateCounted(env.DB, y.id, "2027-03-11")]);
  vi.useRealTimers();
  traffic = { reviewing, auto, x: { id: x.id, name: x.name }, y: { id: y.id, name: y.name } };
});

const usage = async (query: string) => {
  const response = await admin(`/usage?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json<any>();
};

describe("GET /admin/v1/usage", () => {
  it("counts each dealership's quotes of the period, the credits of its statement, and how long its dealers took to price", async () => {
    const report = await usage(`from=${DAY}&to=${DAY}`);
    expect(report.period).toEqual({ from: DAY, to: DAY, days: 1, timeZone: "Australia/Sydney", start: "2027-03-09T13:00:00.000Z", end: "2027-03-10T13:00:00.000Z" });
    expect(report.dealerships).toEqual([
      {
        dealershipId: traffic.auto.id,
        name: traffic.auto.name,
        quotesReceived: 4,
        pricedAtOnce: 4,
        completedByDealer: 0,
        pending: 0,
        lapsed: 0,
        accepted: 2,
        creditsSpent: 4,
        creditsReturned: 0,
        timeToPrice: null,
      },
      {
        dealershipId: traffic.reviewing.id,
        name: traffic.reviewing.name,
        quotesReceived: 4,
        pricedAtOnce: 0,
        completedByDealer: 3,
        pending: 0,
        lapsed: 1,
        accepted: 0,
        creditsSpent: 4,
        creditsReturned: 1,
        timeToPrice: { medianSeconds: 4_200, p90Seconds: 10_800 },
      },
    ]);
  });

  it("counts each FMO's quotes, tenders, estimates and accepted quotes of the period", async () => {
    const report = await usage(`from=${DAY}&to=${DAY}`);
    expect(report.clients).toEqual([
      { clientId: traffic.x.id, companyName: traffic.x.name, quotes: 4, tenders: 0, estimates: 2, acceptedQuotes: 1 },
      { clientId: traffic.y.id, companyName: traffic.y.name, quotes: 4, tenders: 1, estimates: 0, acceptedQuotes: 1 },
    ]);
  });

  it("with dealershipId counts only that dealership's quotes and credits, the FMOs that asked it and the tenders that reached it", async () => {
    const report = await usage(`from=${DAY}&to=${DAY}&dealershipId=${traffic.reviewing.id}`);
    expect(report.dealerships.map((d: any) => [d.dealershipId, d.quotesReceived, d.creditsSpent])).toEqual([[traffic.reviewing.id, 4, 4]]);
    expect(report.clients).toEqual([
      { clientId: traffic.x.id, companyName: traffic.x.name, quotes: 2, tenders: 0, estimates: null, acceptedQuotes: 0 },
      { clientId: traffic.y.id, companyName: traffic.y.name, quotes: 2, tenders: 1, estimates: null, acceptedQuotes: 0 },
    ]);
  });

  it("with clientId counts only that FMO's quotes, at each dealership it asked, and the credits they spent", async () => {
    const report = await usage(`from=${DAY}&to=${DAY}&clientId=${traffic.x.id}`);
    expect(report.clients).toEqual([{ clientId: traffic.x.id, companyName: traffic.x.name, quotes: 4, tenders: 0, estimates: 2, acceptedQuotes: 1 }]);
    expect(report.dealerships.map((d: any) => [d.name, d.quotesReceived, d.pricedAtOnce, d.completedByDealer, d.accepted, d.creditsSpent, d.creditsReturned, d.timeToPrice])).toEqual([
      [traffic.auto.name, 2, 2, 0, 1, 2, 0, null],
      [traffic.reviewing.name, 2, 0, 2, 0, 2, 0, { medianSeconds: 600, p90Seconds: 4_200 }],
    ]);
    const both = await usage(`from=${DAY}&to=${DAY}&clientId=${traffic.y.id}&dealershipId=${traffic.reviewing.id}`);
    expect(both.dealerships.map((d: any) => [d.quotesReceived, d.completedByDealer, d.lapsed, d.creditsSpent, d.creditsReturned])).toEqual([[2, 1, 1, 2, 1]]);
    expect(both.clients).toEqual([{ clientId: traffic.y.id, companyName: traffic.y.name, quotes: 2, tenders: 1, estimates: null, acceptedQuotes: 0 }]);
  });

  it("counts nothing outside the period, and shows a filter's own dealership or FMO with nothing", async () => {
    const before = await usage("from=2027-03-09&to=2027-03-09");
    expect(before.dealerships.map((d: any) => [d.dealershipId, d.quotesReceived])).toEqual([[traffic.reviewing.id, 1]]);
    expect(before.clients.map((c: any) => [c.clientId, c.quotes, c.estimates])).toEqual([[traffic.x.id, 1, 1]]);
    const quiet = await createDealership({ name: "Usage Quiet Motors" });
    const report = await usage(`from=${DAY}&to=${DAY}&dealershipId=${quiet.id}`);
    expect(report.dealerships).toEqual([
      { dealershipId: quiet.id, name: quiet.name, quotesReceived: 0, pricedAtOnce: 0, completedByDealer: 0, pending: 0, lapsed: 0, accepted: 0, creditsSpent: 0, creditsReturned: 0, timeToPrice: null },
    ]);
    expect(report.clients).toEqual([]);
  });

  it("takes the period's days in Sydney, the day daylight saving ends 25 hours long", async () => {
    const report = await usage("from=2027-04-04&to=2027-04-04");
    expect(report.period).toMatchObject({ start: "2027-04-03T13:00:00.000Z", end: "2027-04-04T14:00:00.000Z" });
  });

  it("takes at most 366 days, `to` not before `from`, real calendar days, and known ids", async () => {
    expect((await admin("/usage?from=2027-01-01&to=2028-01-01")).status).toBe(200);
    await expectError(await admin("/usage?from=2027-01-01&to=2028-01-02"), 400, "INVALID_REQUEST");
    await expectError(await admin(`/usage?from=${DAY}&to=2027-03-09`), 400, "INVALID_REQUEST");
    await expectError(await admin("/usage?from=2027-02-29&to=2027-03-01"), 400, "INVALID_REQUEST");
    await expectError(await admin(`/usage?to=${DAY}`), 400, "INVALID_REQUEST");
    await expectError(await admin(`/usage?from=${DAY}&to=${DAY}&dealershipId=${crypto.randomUUID()}`), 404, "NOT_FOUND");
    await expectError(await admin(`/usage?from=${DAY}&to=${DAY}&clientId=${crypto.randomUUID()}`), 404, "NOT_FOUND");
  });

  it("reads the quotes through indexes only: no statement scans the quotes or the statements", async () => {
    const period = { start: "2027-03-09T13:00:00.000Z", end: "2027-03-10T13:00:00.000Z", fromDay: DAY, toDay: DAY };
    for (const filter of [period, { ...period, dealershipId: traffic.reviewing.id }, { ...period, clientId: traffic.x.id }, { ...period, dealershipId: traffic.reviewing.id, clientId: traffic.x.id }]) {
      for (const statement of usageStatements(filter)) {
        const plan = await env.DB.prepare(`explain query plan ${statement.sql}`).bind(...statement.params).all<{ detail: string }>();
        const details = plan.results.map((row) => row.detail);
        const where = `${statement.name} ${JSON.stringify(filter)}: ${details.join("; ")}`;
        expect(details.filter((detail) => /^SCAN (q|a|cq|ca|quotes|archived_quotes|e|credit_entries|t|tenders|estimate_counts)\b/.test(detail)), where).toEqual([]);
        // Every search of the quotes, live or archived, is bounded: by the period in one
        // dealership's or one client's index, or one quote by its id.
        const quoteSearches = details.filter((detail) => /^SEARCH (q|a|cq|ca)\b/.test(detail));
        expect(quoteSearches.filter((detail) => !/_(dealership|client)_created_idx \((dealership|client)_id=\? AND .*>\? AND .*<\?\)|\(id=\?\)|archived_quotes_id_idx/.test(detail)), where).toEqual([]);
      }
    }
  });
});
