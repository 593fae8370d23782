// The endpoints the benchmark measures, each with the requests it sends and the checks of the
// answers, and the baseline they are compared with.

import {
  COMMON_MODEL,
  DEALERSHIPS,
  dealershipId,
  isApproved,
  isEnterprise,
  RARE_MODEL,
  RARE_VEHICLES,
  STATE_POSTCODES,
  TENDER_DEALERSHIPS,
  TENDER_VEHICLE,
  clientId,
  USAGE_YEAR,
  vehicleId,
} from "./data.ts";
import { devBase } from "./dev.ts";
import { asArray, asObject, send, type Endpoint, type Json, type Req } from "./http.ts";
import { hasBudget, nextKey } from "./keys.ts";
import { ADMIN_TOKEN, COMMON_TERM, LONG_TERM, RARE_TERM, VEHICLE_SEARCH_REQUESTS } from "./settings.ts";

interface CreatedQuote {
  id: string;
  keyIndex: number;
}
const createdQuotes: CreatedQuote[] = [];
/** Quotes priced at once, which their clients may accept (and the archive then move to R2). */
const pricedQuotes: CreatedQuote[] = [];
const archivedQuotes: CreatedQuote[] = [];
/** Archived quotes the archived-detail endpoint reads (each read once per key budget). */
const ARCHIVED_QUOTES = 40;

/**
 * Accepts quotes priced at once until ARCHIVED_QUOTES of them are decided (each order withdrawn),
 * then archives them through the admin API (the bench's Worker archives at once: ARCHIVE_AFTER_DAYS=0).
 */
async function archiveSomeQuotes(phase: string) {
  // Each phase archives its own (an earlier phase's are archived already).
  archivedQuotes.length = 0;
  while (archivedQuotes.length < ARCHIVED_QUOTES) {
    // The newest: made in this phase, whose e-mails this Worker sent (an older phase's may have
    // been on the queue when its Worker stopped, and the bench fires no cron to sweep them).
    const quote = pricedQuotes.pop();
    if (!quote) throw new Error(`phase ${phase}: too few priced quotes to archive`);
    const res = await send({ method: "POST", path: `/api/v1/quotes/${quote.id}/accept`, keyIndex: quote.keyIndex, body: {} });
    if (res.status !== 200) throw new Error(`phase ${phase}: accepting ${quote.id} answered ${res.status}: ${res.text.slice(0, 1000)}`);
    // An accepted quote stays live while its order is under way: the order is withdrawn (final), so
    // the quote may be archived. The key's newest order is the one the accept just placed.
    const listed = await send({ method: "GET", path: "/api/v1/orders?limit=1", keyIndex: quote.keyIndex });
    const order = asObject(asArray(asObject(JSON.parse(listed.text)).orders)[0]);
    if (order.quoteId !== quote.id) throw new Error(`phase ${phase}: the newest order is not quote ${quote.id}'s: ${listed.text.slice(0, 500)}`);
    const withdrawn = await send({ method: "POST", path: `/api/v1/orders/${String(order.id)}/withdraw`, keyIndex: quote.keyIndex, body: { reason: "bench" } });
    if (withdrawn.status !== 200) throw new Error(`phase ${phase}: withdrawing ${String(order.id)} answered ${withdrawn.status}: ${withdrawn.text.slice(0, 500)}`);
    archivedQuotes.push(quote);
  }
  // The acceptance e-mails must be sent before a quote can be archived: a few seconds at most.
  const deadline = Date.now() + 60_000;
  for (let moved = 0; moved < ARCHIVED_QUOTES; ) {
    if (Date.now() > deadline) throw new Error(`phase ${phase}: only ${moved} of ${ARCHIVED_QUOTES} quotes archived within a minute`);
    const res = await fetch(`${devBase()}/admin/v1/archive/run`, { method: "POST", headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
    const archived = asArray(asObject(JSON.parse(await res.text())).archived).map((a) => asObject(a).quoteId);
    moved += archived.filter((id) => archivedQuotes.some((q) => q.id === id)).length;
    if (archived.length === 0) await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const approvedDealers = Array.from({ length: DEALERSHIPS }, (_, i) => i + 1).filter(isApproved);
const enterpriseDealers = approvedDealers.filter(isEnterprise);
const standardDealers = approvedDealers.filter((d) => !isEnterprise(d));

/** Vehicles each chosen dealership stocks (from its inventory page): what quotes are asked for. */
async function stockOf(dealers: number[], phase: string): Promise<{ dealer: string; vehicle: string }[]> {
  const pairs: { dealer: string; vehicle: string }[] = [];
  for (const d of dealers) {
    const id = dealershipId(d);
    const res = await send({ method: "GET", path: `/api/v1/dealers/${id}/inventory?limit=100`, keyIndex: nextKey() });
    if (res.status !== 200) throw new Error(`phase ${phase}: inventory of dealership ${id} answered ${res.status}: ${res.text.slice(0, 1000)}`);
    for (const item of asArray(asObject(JSON.parse(res.text)).inventory)) {
      const vehicle = asObject(item);
      const specs = asObject(vehicle.specs);
      if (typeof vehicle.globalCarId === "string" && specs.powertrain === "ice") pairs.push({ dealer: id, vehicle: vehicle.globalCarId });
    }
  }
  if (pairs.length === 0) throw new Error(`phase ${phase}: the chosen dealerships stock no vehicle`);
  return pairs;
}

function pick<T>(items: readonly T[], i: number): T {
  const item = items[i % items.length];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

function searchEndpoint(name: string, term: string, check: (vehicles: Json[]) => string | null): Endpoint {
  return {
    name,
    expectStatus: 200,
    request: () => ({ method: "GET", path: `/api/v1/inventory?model=${encodeURIComponent(term)}`, keyIndex: nextKey() }),
    check: (body) => check(asArray(body.vehicles).map(asObject)),
  };
}

/** A catalogue search (GET /api/v1/vehicles): a full page, each item as `check` expects, and a total. */
function vehicleSearchEndpoint(name: string, query: string, check: (items: Json[]) => boolean): Endpoint {
  return {
    name,
    expectStatus: 200,
    requests: VEHICLE_SEARCH_REQUESTS,
    request: () => ({ method: "GET", path: `/api/v1/vehicles?${query}`, keyIndex: nextKey() }),
    check: (body) => {
      const items = asArray(body.vehicles).map(asObject);
      return items.length === 20 && Number(asObject(body.pagination).total) >= 20 && check(items) ? null : `expected a full page of matches with their total`;
    },
  };
}

export async function endpointsFor(phase: string): Promise<Endpoint[]> {
  // Ten dealerships of each kind, spread over the list, with the vehicles each one stocks.
  const spread = (list: number[]) => Array.from({ length: 10 }, (_, i) => pick(list, Math.floor((i * list.length) / 10)));
  const autoPairs = await stockOf(spread(enterpriseDealers), phase);
  const pendingPairs = await stockOf(spread(standardDealers), phase);
  let quoteCursor = 0;

  const quoteBody = (pair: { dealer: string; vehicle: string }, i: number) => ({
    dealershipId: pair.dealer,
    globalCarId: pair.vehicle,
    clientName: `Bench Driver ${i}`,
    clientEmail: `driver${i}@bench-fleet.example.com`,
    postcode: pick(STATE_POSTCODES, i),
    quantity: 1 + (i % 3),
  });
  const rememberQuote = (body: Json, req: Req) => {
    if (typeof body.quoteId === "string" && req.keyIndex !== undefined) createdQuotes.push({ id: body.quoteId, keyIndex: req.keyIndex });
  };
  const rememberPricedQuote = (body: Json, req: Req) => {
    rememberQuote(body, req);
    if (typeof body.quoteId === "string" && req.keyIndex !== undefined) pricedQuotes.push({ id: body.quoteId, keyIndex: req.keyIndex });
  };
  let archivedCursor = 0;

  return [
    {
      name: "GET /dealers?limit=20",
      expectStatus: 200,
      request: () => ({ method: "GET", path: "/api/v1/dealers?limit=20", keyIndex: nextKey() }),
      check: (body) => (asArray(body.dealers).length === 20 ? null : "expected 20 dealers"),
    },
    {
      name: "GET /dealers/{id}/inventory?limit=20",
      expectStatus: 200,
      request: (i) => ({ method: "GET", path: `/api/v1/dealers/${dealershipId(pick(approvedDealers, i * 7))}/inventory?limit=20`, keyIndex: nextKey() }),
      check: (body) => (asArray(body.inventory).length > 0 ? null : "expected stock"),
    },
    searchEndpoint(`GET /inventory?model=${COMMON_TERM} (common)`, COMMON_TERM, (vehicles) =>
      vehicles.length === 20 && vehicles.every((v) => v.model === COMMON_MODEL) ? null : `expected a full page of ${COMMON_MODEL}`,
    ),
    searchEndpoint(`GET /inventory?model=${RARE_TERM.replace(" ", "+")} (rare)`, RARE_TERM, (vehicles) =>
      vehicles.length === RARE_VEHICLES.length && vehicles.every((v) => v.model === RARE_MODEL) ? null : `expected the ${RARE_VEHICLES.length} ${RARE_MODEL}`,
    ),
    searchEndpoint("GET /inventory?model=<200 chars> (none)", LONG_TERM, (vehicles) => (vehicles.length === 0 ? null : "expected no match")),
    vehicleSearchEndpoint("GET /vehicles?q=hilux+4x4 (words)", "q=hilux%204x4", (items) => items.every((v) => v.model === COMMON_MODEL)),
    vehicleSearchEndpoint("GET /vehicles?bodyType=ute&driveType=4x4&listPriceMax=65000", "bodyType=ute&driveType=4x4&listPriceMax=65000", (items) =>
      items.every((v) => asObject(v.specs).bodyType === "ute" && Number(v.listPrice) <= 65_000),
    ),
    vehicleSearchEndpoint("GET /vehicles?state=qld&include=dealerships", "state=qld&include=dealerships", (items) =>
      items.every((v) => asArray(v.dealerships).length > 0 && asArray(v.dealerships).every((d) => asObject(d).state === "QLD")),
    ),
    {
      name: "POST /quotes (auto-respond)",
      expectStatus: 201,
      request: (i) => ({ method: "POST", path: "/api/v1/quotes", keyIndex: nextKey(), body: quoteBody(pick(autoPairs, i), i) }),
      check: (body) => (body.status === "completed" && Number(asObject(body.pricing).totalDriveAway) > 0 ? null : 'expected status "completed" with a price'),
      accept: rememberPricedQuote,
    },
    {
      name: "POST /quotes (pending)",
      expectStatus: 201,
      request: (i) => ({ method: "POST", path: "/api/v1/quotes", keyIndex: nextKey(), body: quoteBody(pick(pendingPairs, i), i) }),
      check: (body) => (body.status === "pending" ? null : 'expected status "pending"'),
      accept: rememberQuote,
    },
    {
      name: "GET /quotes/{id}",
      expectStatus: 200,
      request: () => {
        for (let tried = 0; tried < createdQuotes.length; tried++) {
          const quote = pick(createdQuotes, quoteCursor++);
          if (hasBudget(quote.keyIndex)) return { method: "GET", path: `/api/v1/quotes/${quote.id}`, keyIndex: quote.keyIndex };
        }
        throw new Error("no created quote whose key has budget left");
      },
      check: (body, req) => (req.path.endsWith(`/${String(body.id)}`) ? null : "expected the requested quote"),
    },
    {
      // The same read of a quote archived to R2: its thin row in D1, the rest from its object.
      name: "GET /quotes/{id} (archived)",
      expectStatus: 200,
      prepare: () => archiveSomeQuotes(phase),
      request: () => {
        for (let tried = 0; tried < archivedQuotes.length; tried++) {
          const quote = pick(archivedQuotes, archivedCursor++);
          if (hasBudget(quote.keyIndex)) return { method: "GET", path: `/api/v1/quotes/${quote.id}`, keyIndex: quote.keyIndex };
        }
        throw new Error("no archived quote whose key has budget left");
      },
      check: (body, req) => (req.path.endsWith(`/${String(body.id)}`) && body.outcome === "withdrawn" ? null : "expected the requested quote, accepted then its order withdrawn"),
    },
    {
      name: "POST /drive-away-estimates",
      expectStatus: 200,
      request: (i) => ({
        method: "POST",
        path: "/api/v1/drive-away-estimates",
        keyIndex: nextKey(),
        body: { globalCarId: pick(autoPairs, i).vehicle, postcode: pick(STATE_POSTCODES, i), vehiclePrice: 45_000 + (i % 50) * 100, deliveryFee: 1_500 },
      }),
      check: (body) => (Number(body.totalDriveAway) > 45_000 ? null : "expected a drive-away total above the vehicle price"),
    },
    {
      name: "GET /quotes?limit=20",
      expectStatus: 200,
      request: () => ({ method: "GET", path: "/api/v1/quotes?limit=20", keyIndex: nextKey() }),
      check: (body) => (asArray(body.quotes).length > 0 ? null : "expected the client's quotes"),
    },
    // Last: each tender queues 20 e-mails, whose sending would otherwise run under the next endpoint's measurement.
    {
      name: "POST /tenders (20 dealerships)",
      expectStatus: 201,
      request: (i) => ({
        method: "POST",
        path: "/api/v1/tenders",
        keyIndex: nextKey(),
        body: { ...quoteBody({ dealer: "", vehicle: vehicleId(TENDER_VEHICLE) }, i), dealershipId: undefined, dealershipIds: TENDER_DEALERSHIPS.map(dealershipId) },
      }),
      check: (body) => {
        const quotes = asArray(body.quotes).map(asObject);
        return quotes.length === TENDER_DEALERSHIPS.length && quotes.every((q) => q.status !== "declined") ? null : "expected 20 quotes, none declined";
      },
    },
  ];
}

export async function baselineEndpoint(): Promise<Endpoint> {
  // The health route when the app has one (returning {"status":"ok"}), else the OpenAPI document.
  const health = await fetch(`${devBase()}/health`).catch(() => null);
  const text = health ? await health.text() : "";
  let healthy = false;
  try {
    healthy = health?.status === 200 && asObject(JSON.parse(text)).status === "ok";
  } catch {
    healthy = false;
  }
  const path = healthy ? "/health" : "/api/v1/openapi.json";
  return { name: `baseline GET ${path}`, expectStatus: 200, request: () => ({ method: "GET", path }) };
}

/** The usage reports measured at 100,000 quotes: the year, a month, the year of one dealership, the year of one FMO. */
export function usageEndpoints(): Endpoint[] {
  const year = `from=${USAGE_YEAR.from}&to=${USAGE_YEAR.to}`;
  const report = (name: string, query: string, check: (body: Json) => string | null): Endpoint => ({
    name,
    expectStatus: 200,
    request: () => ({ method: "GET", path: `/admin/v1/usage?${query}`, admin: true }),
    check,
  });
  const received = (body: Json) => asArray(body.dealerships).reduce<number>((sum, d) => sum + Number(asObject(d).quotesReceived), 0);
  return [
    report("GET /admin/v1/usage (2026, all)", year, (body) => (received(body) >= 100_000 && asArray(body.clients).length === 100 ? null : "expected the year's 100,000 quotes and 100 clients")),
    report("GET /admin/v1/usage (Nov 2026, all)", "from=2026-11-01&to=2026-11-30", (body) => (received(body) > 8_000 ? null : "expected November's quotes")),
    report("GET /admin/v1/usage (2026, 1 dealership)", `${year}&dealershipId=${dealershipId(1)}`, (body) => (asArray(body.dealerships).length === 1 && received(body) >= 200 ? null : "expected one dealership's year")),
    report("GET /admin/v1/usage (2026, 1 client)", `${year}&clientId=${clientId(1)}`, (body) => (asArray(body.clients).length === 1 && received(body) >= 1_000 ? null : "expected one client's year")),
  ];
}
