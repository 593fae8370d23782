// The world the fuzzers' requests refer to: FMOs, dealerships (one that reviews by hand, one that
// answers at once, one without credits, one unapproved, two the operator's requests may change),
// vehicles in their stock at ordinary and enormous prices, accessories, pending and sent quotes,
// webhook deliveries that failed, console users, dealer keys, portal sessions and e-mail links. Generated requests
// name these by role (see references.ts); the world keeps each role's records current as the
// requests complete quotes, delete accessories or revoke keys, and tops them up when they run low.
//
// The dealerships, the catalogue and the first stock rows come from the test fixtures (the operator's
// own data); everything else is made the way users make it: through the API, the admin API and the
// portal.

import { env } from "cloudflare:test";
import { sha256Hex } from "../../src/domain/api-keys";
import { signQuoteLink } from "../../src/notices/signed-link";
import { ADMIN_TOKEN } from "../helpers/admin";
import { createAccessory, createDealership, createVehicle, stock } from "../helpers/fixtures";
import { attempt } from "../helpers/webhooks";
import { Pools, type WorldRecord } from "./references";
import { ORIGIN, type Transport } from "./transport";

export type Auth = "client" | "dealer" | "admin" | "none";
type Vehicle = Awaited<ReturnType<typeof createVehicle>>;

/** Requests a key answers before its hourly limit (100) comes near: then it is replaced. */
const USES_PER_KEY = 90;
/** Requests a portal session serves before its budget (120 a minute) comes near: then a fresh one takes its place. */
const USES_PER_SESSION = 100;
/** How many requests pass between two readings of the pools from the database. */
const REFRESH_EVERY = 40;

/** Addresses of the world's own upkeep (registrations, sign-ins), apart from the fuzzed requests' 10.0.x.y. */
let upkeepCount = 0;
const upkeepAddress = () => `10.250.${(++upkeepCount >> 8) & 255}.${upkeepCount & 255}`;

export async function fuzzWorld(transport: Transport) {
  const pools = new Pools();
  const rows = async <T>(sql: string, ...values: unknown[]) => (await env.DB.prepare(sql).bind(...values).all<T & WorldRecord>()).results;

  /** The world's own requests, which must succeed. */
  async function call(path: string, init: RequestInit & { key?: string; json?: unknown } = {}) {
    const headers = new Headers(init.headers);
    if (init.key) headers.set("Authorization", `Bearer ${init.key}`);
    if (init.json !== undefined) headers.set("Content-Type", "application/json");
    headers.set("CF-Connecting-IP", upkeepAddress());
    const { response, text } = await transport.send(
      new Request(`${ORIGIN}${path}`, { ...init, headers, body: init.json === undefined ? init.body : JSON.stringify(init.json), redirect: "manual" }),
    );
    if (response.status >= 400) throw new Error(`the fuzz world's own ${init.method ?? "GET"} ${path} failed: ${response.status} ${text.slice(0, 300)}`);
    return { response, body: text.startsWith("{") ? JSON.parse(text) : text };
  }

  // --- dealerships, catalogue, stock, accessories ----------------------------------------------
  const money = { deliveryFeeCents: 150_000, standardMarginCents: 100_000, apiMarginCents: 50_000, credits: 10_000_000 };
  const reviewing = await createDealership({ name: "Fuzz Reviewing Motors", state: "NSW", postcode: "2150", ...money });
  const instant = await createDealership({ name: "Fuzz Instant Motors", state: "VIC", postcode: "3000", tier: "enterprise", autoRespond: true, ...money });
  const noCredits = await createDealership({ name: "Fuzz Empty Motors", state: "QLD", postcode: "4000", credits: 0 });
  const unapproved = await createDealership({ name: "Fuzz Hidden Motors", state: "WA", postcode: "6000", approved: false, credits: 1000 });
  // The operator's requests change these two freely: names, tiers, margins, approval, stock, keys.
  const adminReviewing = await createDealership({ name: "Fuzz Operated Motors", state: "SA", postcode: "5000", ...money });
  const adminInstant = await createDealership({ name: "Fuzz Operated Instant", state: "TAS", postcode: "7000", tier: "enterprise", autoRespond: true, ...money });

  const token = `Fz${crypto.randomUUID().slice(0, 6)}`;
  const vehicles = [
    await createVehicle({ model: `${token} Hatch`, version: "GX 2.0 Auto" }),
    await createVehicle({ model: `${token} Ute`, version: "Cab Chassis 4x4", bodyClass: "commercial", bodyType: "cab-chassis", cab: "single", cylinders: 4, co2GramsPerKm: 230 }),
    await createVehicle({ model: `${token} Volt`, version: "Long Range AWD", powertrain: "bev", cylinders: null, co2GramsPerKm: 0 }),
    // No cylinder count: some states' duty cannot be priced, so the quote goes to the dealer.
    await createVehicle({ model: `${token} Mystery`, version: "Unknown engine", cylinders: null, co2GramsPerKm: null }),
    await createVehicle({ model: `${token} Hatch`, version: "Sold out" }),
  ];
  const [hatch, ute, volt, mystery, soldOut] = vehicles as [Vehicle, Vehicle, Vehicle, Vehicle, Vehicle];
  // Prices from one cent to ten million dollars: with 1,000 vehicles a quote comes to ten billion.
  const stockRows: [typeof reviewing, typeof hatch, number, boolean][] = [
    [reviewing, hatch, 4_000_000, true],
    [reviewing, ute, 1_000_000_000, true],
    [reviewing, volt, 7_990_000, true],
    [reviewing, mystery, 1, true],
    [reviewing, soldOut, 3_000_000, false],
    [instant, hatch, 4_150_000, true],
    [instant, ute, 1_000_000_000, true],
    [instant, volt, 8_120_000, true],
    [instant, mystery, 2_500_000, true],
    [noCredits, hatch, 4_000_000, true],
    [unapproved, hatch, 4_000_000, true],
    [adminReviewing, hatch, 4_000_000, true],
    [adminInstant, volt, 8_000_000, true],
  ];
  for (const [dealer, vehicle, price, available] of stockRows) await stock(dealer.id, vehicle.id, price, available);
  const accessories = new Map<string, string[]>();
  for (const [dealer, name, price] of [
    [reviewing, "Floor mats", 25_000],
    [reviewing, "<b>Bull bar</b> & \u202etow", 389_000],
    [instant, "Window tint 😀", 49_500],
    [adminReviewing, "Cargo barrier", 69_000],
    [adminInstant, "Charger", 219_000],
  ] as const) {
    accessories.set(dealer.id, [...(accessories.get(dealer.id) ?? []), (await createAccessory(dealer.id, name, price)).id]);
  }

  const dealerships = [reviewing, instant, noCredits, unapproved, adminReviewing, adminInstant];
  pools.set("dealership", dealerships.map((d) => ({ id: d.id })));
  pools.set("adminDealership", [adminReviewing, adminInstant].map((d) => ({ id: d.id })));
  pools.set(
    "stock",
    stockRows.map(([dealer, vehicle]) => ({ dealershipId: dealer.id, vehicleId: vehicle.id, model: vehicle.model, version: vehicle.version, accessoryIds: accessories.get(dealer.id) ?? [] })),
  );
  // The vehicles the reviewing dealer can quote (the one sold out is not among them).
  pools.set("dealerStock", stockRows.filter(([dealer, , , available]) => dealer === reviewing && available).map(([, vehicle]) => ({ vehicleId: vehicle.id })));

  // --- keys ------------------------------------------------------------------------------------
  const issueDealerKey = async (dealershipId: string) => (await call(`/admin/v1/dealerships/${dealershipId}/keys`, { method: "POST", key: ADMIN_TOKEN })).body as { id: string; dealerKey: string };

  async function askQuote(key: string, request: Record<string, unknown>): Promise<string> {
    return (await call("/api/v1/quotes", { method: "POST", key, json: { clientName: "Fuzz Fleet", clientEmail: "fuzz@fleet.example.com", ...request } })).body.quoteId;
  }

  /**
   * A new FMO with quotes of its own: one pending at the dealership that reviews by hand (for 1,000
   * vehicles), one priced at once from its model text, one completed whose webhook failed three
   * times; a tender still open, and one closed whose webhook failed three times.
   */
  async function newClient() {
    const { apiKey } = (await call("/api/v1/register", { method: "POST", json: { companyName: "Fuzz Fleet", contactEmail: "fuzz@fleet.example.com" } })).body;
    const clientId = (await env.DB.prepare("SELECT id FROM api_clients WHERE key_hash = ?").bind(await sha256Hex(apiKey)).first<string>("id"))!;
    await askQuote(apiKey, { dealershipId: reviewing.id, globalCarId: hatch.id, callbackUrl: "https://hooks.fleet.example.com/q", quantity: 1000 });
    await askQuote(apiKey, { dealershipId: instant.id, model: `${token} ute`, postcode: "3000" });
    const toComplete = await askQuote(apiKey, { dealershipId: reviewing.id, globalCarId: volt.id, callbackUrl: "https://hooks.fleet.example.com/fails" });
    await call(`/api/v1/dealer/quotes/${toComplete}/complete`, { method: "POST", key: await dealerKeys.current(), json: {} });
    // A tender of its own, so that reading one names a real tender from the start.
    await call("/api/v1/tenders", { method: "POST", key: apiKey, json: { globalCarId: hatch.id, dealershipIds: [reviewing.id, instant.id], clientName: "Fuzz Fleet", clientEmail: "fuzz@fleet.example.com" } });
    // And one the dealership that answers at once prices (the other has no credits): it closes as it
    // is asked, and its closing webhook goes to a receiver that fails.
    const closed = await call("/api/v1/tenders", {
      method: "POST",
      key: apiKey,
      json: { globalCarId: hatch.id, dealershipIds: [instant.id, noCredits.id], clientName: "Fuzz Fleet", clientEmail: "fuzz@fleet.example.com", callbackUrl: "https://hooks.fleet.example.com/fails" },
    });
    // Their receivers fail all three attempts: each delivery ends failed, which the FMO may redeliver.
    const failing = await Promise.all([
      env.DB.prepare("SELECT id FROM webhook_deliveries WHERE quote_id = ?").bind(toComplete).first<string>("id"),
      env.DB.prepare("SELECT id FROM webhook_deliveries WHERE tender_id = ?").bind(closed.body.tenderId).first<string>("id"),
    ]);
    for (const deliveryId of failing) for (let i = 0; i < 3; i++) await attempt(deliveryId!, () => new Response("down", { status: 500 }));
    // The completed quote accepted: an order of its own, which its requests may withdraw.
    await call(`/api/v1/quotes/${toComplete}/accept`, { method: "POST", key: apiKey, json: { orderReference: "PO-FUZZ" } });
    // Two people who may sign in to its console, whom the FMO's requests may remove.
    for (const name of ["sam", "jo"]) await call("/api/v1/console-users", { method: "POST", key: apiKey, json: { email: `${name}@fleet.example.com` } });
    return { key: apiKey, clientId };
  }

  const dealerKeys = keyRing(async () => {
    const issued = await issueDealerKey(reviewing.id);
    pools.set("dealerKey", [{ key: issued.dealerKey }]);
    return issued.dealerKey;
  });
  let client = { key: "", clientId: "" };
  const clientKeys = keyRing(async () => {
    client = await newClient();
    await refreshClient();
    return client.key;
  });

  // --- the portal's sessions ---------------------------------------------------------------------
  const sessions = new Set<string>();
  const sessionUses = new Map<string, number>();
  async function signIn() {
    const form = new URLSearchParams({ key: await dealerKeys.current(), next: "/dealer/quotes" });
    const { response } = await call("/dealer/sign-in", {
      method: "POST",
      body: form,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" },
    });
    sessions.add(cookiesOf(response).join("; "));
    pools.set("session", [...sessions].map((cookie) => ({ cookie })));
  }

  // --- keeping the pools current -------------------------------------------------------------------
  async function refreshClient() {
    pools.set("ownQuote", await rows("SELECT id FROM quotes WHERE client_id = ? ORDER BY rowid DESC LIMIT 30", client.clientId));
    pools.set("ownTender", await rows("SELECT id FROM tenders WHERE client_id = ? ORDER BY rowid DESC LIMIT 10", client.clientId));
    // The newest tender still open (its deadline to extend), and the newest priced, undecided quote of an unawarded tender with its tender (one each: an award names both).
    pools.set("openTender", await rows("SELECT id FROM tenders WHERE client_id = ? AND closed_at IS NULL ORDER BY rowid DESC LIMIT 1", client.clientId));
    const awardable = "FROM quotes WHERE client_id = ? AND tender_id IS NOT NULL AND status = 'sent' AND outcome IS NULL AND valid_until > strftime('%Y-%m-%dT%H:%M:%fZ', 'now') ORDER BY rowid DESC LIMIT 1";
    pools.set("awardableTender", await rows(`SELECT tender_id AS id ${awardable}`, client.clientId));
    pools.set("awardableQuote", await rows(`SELECT id ${awardable}`, client.clientId));
    // Failed deliveries first: those are the ones a redelivery can start again.
    pools.set("ownDelivery", await rows("SELECT quote_id AS quoteId, id FROM webhook_deliveries WHERE client_id = ? AND quote_id IS NOT NULL ORDER BY status = 'abandoned' DESC, rowid DESC LIMIT 20", client.clientId));
    pools.set("ownTenderDelivery", await rows("SELECT tender_id AS tenderId, id FROM webhook_deliveries WHERE client_id = ? AND tender_id IS NOT NULL ORDER BY status = 'abandoned' DESC, rowid DESC LIMIT 10", client.clientId));
    pools.set("ownConsoleUser", await rows("SELECT id FROM console_users WHERE client_id = ? ORDER BY rowid DESC LIMIT 20", client.clientId));
    // Placed orders first: those are the ones a withdrawal takes.
    pools.set("ownOrder", await rows("SELECT id FROM orders WHERE client_id = ? ORDER BY status = 'placed' DESC, rowid DESC LIMIT 10", client.clientId));
  }

  /**
   * The dealer's orders, one in each state a step starts from: placed (acknowledged or declined
   * by the requests), acknowledged (a new ETA, delivered), delivered (invoiced). New ones are
   * quotes of an upkeep FMO's, completed by the dealer and accepted, then moved on as the dealer would.
   */
  async function refreshOrders() {
    const inState = (status: string) => rows<{ id: string }>("SELECT id FROM orders WHERE dealership_id = ? AND status = ? ORDER BY rowid DESC LIMIT 10", reviewing.id, status);
    // One of each is enough for every step's stated minimum, and keeps the upkeep's requests few.
    const short = async () => ({ placed: 1 - (await inState("placed")).length, acknowledged: 1 - (await inState("acknowledged")).length, delivered: 1 - (await inState("delivered")).length });
    let need = await short();
    const making = Math.max(need.placed, 0) + Math.max(need.acknowledged, 0) + Math.max(need.delivered, 0);
    if (making > 0) {
      const key = (await call("/api/v1/register", { method: "POST", json: { companyName: "Fuzz Upkeep", contactEmail: "upkeep@fleet.example.com" } })).body.apiKey;
      for (let i = 0; i < making; i++) {
        const quoteId = await askQuote(key, { dealershipId: reviewing.id, globalCarId: hatch.id, quantity: 2, callbackUrl: "https://hooks.fleet.example.com/orders" });
        await call(`/api/v1/dealer/quotes/${quoteId}/complete`, { method: "POST", key: await dealerKeys.current(), json: {} });
        await call(`/api/v1/quotes/${quoteId}/accept`, { method: "POST", key, json: {} });
      }
    }
    need = await short();
    const today = () => new Date().toLocaleDateString("en-CA", { timeZone: "Australia/Sydney" });
    const eta = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const step = async (id: string, name: string, json: unknown) => call(`/api/v1/dealer/orders/${id}/${name}`, { method: "POST", key: await dealerKeys.current(), json });
    const placed = await inState("placed");
    for (let i = 0; i < need.acknowledged + need.delivered && placed.length > 0; i++) {
      const { id } = placed.shift()!;
      await step(id, "acknowledge", { etaDate: eta });
      if (i >= need.acknowledged) await step(id, "deliver", { deliveredOn: today(), vin: "JTMW43FV60D123456", registrationPlate: "FUZZ1", odometerKm: 5 });
    }
    pools.set("placedOrder", await inState("placed"));
    pools.set("acknowledgedOrder", await inState("acknowledged"));
    pools.set("deliveredOrder", await inState("delivered"));
    pools.set("dealerOrder", await rows("SELECT id FROM orders WHERE dealership_id = ? ORDER BY rowid DESC LIMIT 20", reviewing.id));
  }

  /**
   * The dealer's dealership as the dealer's requests need it: approved (which needs a contact
   * e-mail), reviewing by hand, its stock available. The operator's requests are aimed at dealerships of their own, but now and
   * then a request names another kind of id, this dealership's among them, and changes it.
   */
  async function restoreDealer() {
    const now = await env.DB.prepare(
      `SELECT (SELECT approved = 1 AND tier = 'standard' AND contact_email IS NOT NULL AND state = 'NSW' FROM dealerships WHERE id = ?1) AS reviews,
              (SELECT json_group_object(vehicle_id, json_array(price_cents, available)) FROM dealer_inventory WHERE dealership_id = ?1) AS stock`,
    )
      .bind(reviewing.id)
      .first<{ reviews: number; stock: string }>();
    if (!now?.reviews) await call(`/admin/v1/dealerships/${reviewing.id}`, { method: "PATCH", key: ADMIN_TOKEN, json: { approved: true, tier: "standard", contactEmail: "fleet@fuzz-reviewing.example.com", state: "NSW" } });
    const stocked = JSON.parse(now?.stock ?? "{}") as Record<string, [number, number]>;
    for (const [dealer, vehicle, price, available] of stockRows.filter(([dealer]) => dealer === reviewing)) {
      if (stocked[vehicle.id]?.[0] !== price || Boolean(stocked[vehicle.id]?.[1]) !== available) {
        await call(`/admin/v1/dealerships/${dealer.id}/inventory/${vehicle.id}`, { method: "PUT", key: ADMIN_TOKEN, json: { price: price / 100, available } });
      }
    }
  }

  async function refresh() {
    await restoreDealer();
    await refreshClient();
    await refreshOrders();
    const pending = await rows<{ id: string }>("SELECT id FROM quotes WHERE dealership_id = ? AND status = 'pending' ORDER BY rowid DESC LIMIT 30", reviewing.id);
    if (pending.length < 5) {
      const key = (await call("/api/v1/register", { method: "POST", json: { companyName: "Fuzz Upkeep", contactEmail: "upkeep@fleet.example.com" } })).body.apiKey;
      for (const [i, vehicle] of [hatch, ute, volt, mystery, hatch, ute].entries()) {
        await askQuote(key, { dealershipId: reviewing.id, globalCarId: vehicle.id, quantity: [1, 1000, 3][i % 3], callbackUrl: "https://hooks.fleet.example.com/dealer", clientName: `Upkeep ${i} <i>` });
      }
      // Asked for by model text: the dealer has to choose the vehicle.
      await askQuote(key, { dealershipId: reviewing.id, model: token, clientName: "Upkeep choose" });
      pending.push(...(await rows<{ id: string }>("SELECT id FROM quotes WHERE dealership_id = ? AND status = 'pending' ORDER BY rowid DESC LIMIT 30", reviewing.id)));
    }
    pools.set("pendingQuote", pending);
    // The FMOs registered for the dealer's quotes: the operator's requests may replace their keys.
    pools.set("upkeepClient", await rows("SELECT id FROM api_clients WHERE company_name = 'Fuzz Upkeep' ORDER BY rowid DESC LIMIT 10"));
    pools.set("dealerQuote", await rows("SELECT id FROM quotes WHERE dealership_id = ? ORDER BY rowid DESC LIMIT 30", reviewing.id));
    const now = new Date();
    // The links in the dealer's e-mails: each opens its quote's page.
    pools.set("link", await Promise.all(pending.slice(0, 5).map(async ({ id }) => ({ page: `/dealer/quotes/${id}?link=${(await signQuoteLink(env.PORTAL_LINK_SECRET!, id, reviewing.id, now)).token}` }))));
    pools.set("vehicle", await rows("SELECT id FROM vehicles ORDER BY rowid DESC LIMIT 20"));

    const operated = [adminReviewing.id, adminInstant.id];
    const accessoryRows = () => rows("SELECT dealership_id AS dealershipId, id FROM dealer_accessories WHERE dealership_id IN (?, ?) ORDER BY rowid DESC LIMIT 30", ...operated);
    if ((await accessoryRows()).length < 3) for (const id of operated) await call(`/admin/v1/dealerships/${id}/accessories`, { method: "POST", key: ADMIN_TOKEN, json: { name: "Spare mats", price: 99.5 } });
    pools.set("accessory", await accessoryRows());
    // The dealer's own accessories, apart from those the world's quotes name: the dealer's requests change and remove these.
    const named = accessories.get(reviewing.id) ?? [];
    const dealerAccessories = async () => (await rows<{ id: string }>("SELECT id FROM dealer_accessories WHERE dealership_id = ? ORDER BY rowid DESC LIMIT 30", reviewing.id)).filter((a) => !named.includes(a.id));
    if ((await dealerAccessories()).length < 3) for (let i = 0; i < 3; i++) await call(`/admin/v1/dealerships/${reviewing.id}/accessories`, { method: "POST", key: ADMIN_TOKEN, json: { name: "Dealer's spare", price: 120 } });
    pools.set("dealerAccessory", await dealerAccessories());
    const spareKeys = () => rows("SELECT dealership_id AS dealershipId, id FROM dealer_keys WHERE dealership_id IN (?, ?) AND revoked_at IS NULL ORDER BY rowid DESC LIMIT 30", ...operated);
    if ((await spareKeys()).length < 3) for (const id of [...operated, ...operated]) await issueDealerKey(id);
    pools.set("spareKey", await spareKeys());
    // Operators the operator's requests may revoke: the world's spares, never the bootstrap token.
    const spareOperators = () => rows("SELECT id FROM operators WHERE name = 'Fuzz spare operator' AND revoked_at IS NULL ORDER BY rowid DESC LIMIT 30");
    if ((await spareOperators()).length < 3) {
      for (let i = 0; i < 3; i++) await call("/admin/v1/operators", { method: "POST", key: ADMIN_TOKEN, json: { name: "Fuzz spare operator", email: "spare@quotes.example.com", scope: "read" } });
    }
    pools.set("spareOperator", await spareOperators());
  }

  let requests = 0;
  let bookmark = "";
  return {
    pools,
    /** The dealerships whose quotes the fuzzing makes: their jobs must all end. */
    dealershipIds: dealerships.map((d) => d.id),
    /** The dealership whose dealer key (and portal sessions) the dealer's requests use. */
    dealerDealershipId: reviewing.id,
    /** The quotes the fuzzed requests created or completed (not the world's own): their e-mails and webhooks are counted. */
    fuzzedQuotes: new Set<string>(),
    /** Before each generated request: pools read afresh now and then, and topped up. */
    async prepare() {
      if (requests++ % REFRESH_EVERY === 0) await refresh();
      // Signing out ends a session at once: keep a few signed in.
      while (sessions.size < 3) await signIn();
    },
    /** The credential of a kind, counted as one use of it. */
    async credential(auth: Auth): Promise<string | undefined> {
      if (auth === "client") return clientKeys.current();
      if (auth === "dealer") return dealerKeys.current();
      if (auth === "admin") return ADMIN_TOKEN;
      return undefined;
    },
    /** A rotated FMO key replaces the one in use: the one it replaced may already have ended. */
    adoptClientKey(key: string) {
      clientKeys.adopt(key);
    },
    /** What a request's credentials name: the FMO and dealership of the keys in use, the portal session of its cookie. */
    async owners(request: Request): Promise<string[]> {
      const session = /__Secure-dealer_session=([^;]*)/.exec(request.headers.get("Cookie") ?? "")?.[1];
      return [client.clientId, reviewing.id, ...(session ? [await sha256Hex(session)] : [])];
    },
    /** The D1 bookmark of the latest write a request made, for later requests to send back. */
    bookmark: () => bookmark,
    rememberBookmark(value: string | null) {
      if (value) bookmark = value;
    },
    /**
     * The cookie of session `pick` of those held, counted as one use of it; one used up is retired
     * (the next request's preparation signs in afresh), so the fuzzing does not just measure 429s.
     */
    sessionCookie(pick: number): string | undefined {
      const held = [...sessions];
      const cookie = held[pick % Math.max(held.length, 1)];
      if (cookie === undefined) return undefined;
      const uses = (sessionUses.get(cookie) ?? 0) + 1;
      sessionUses.set(cookie, uses);
      if (uses >= USES_PER_SESSION) {
        sessions.delete(cookie);
        pools.set("session", [...sessions].map((c) => ({ cookie: c })));
      }
      return cookie;
    },
    /** A portal session a response ended (signed out, or seen after its expiry) is used no more. */
    forgetSession(cookie: string) {
      sessions.delete(cookie);
      pools.set("session", [...sessions].map((c) => ({ cookie: c })));
    },
    /** Every session the world holds was ended at once (the dealership signed out everywhere). */
    forgetSessions() {
      sessions.clear();
      pools.set("session", []);
    },
  };
}

export type FuzzWorld = Awaited<ReturnType<typeof fuzzWorld>>;

/** A key per kind, replaced by a fresh one before it reaches the hourly limit, so the fuzzing does not just measure 429s. */
function keyRing(make: () => Promise<string>) {
  let key = "";
  let uses = 0;
  return {
    /** Uses `replacement` from now on, counting on from the uses of the key it replaced. */
    adopt(replacement: string) {
      key = replacement;
    },
    async current() {
      if (!key || uses >= USES_PER_KEY) {
        key = await make();
        uses = 0;
      }
      uses++;
      return key;
    },
  };
}

/** The cookies a response sets, as a browser sends them back (`name=value`); deletions left out. */
function cookiesOf(response: Response): string[] {
  return response.headers
    .getSetCookie()
    .filter((header) => !/Max-Age=0/i.test(header))
    .map((header) => header.split(";")[0]!);
}
