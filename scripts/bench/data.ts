// The benchmark's data set for `npm run bench` (scripts/bench.ts): SQL that generates it inside
// SQLite with recursive CTEs, so the files stay a few KiB however many rows they make.
//
//   dealerships  500 (d = 1..500): approved except d % 100 = 50 (5); d % 10 = 1 is enterprise with
//                auto_respond (50); every one has 1,000,000 credits, a capital-city address in one of
//                the eight states and territories, a delivery fee and margins.
//   vehicles     phase A: v = 1..1,000; phase B adds v = 1,001..100,000. Model by a multiplicative
//                hash of v: ~10% "Toyota HiLux" (the common term), exactly five "Zenvo Quarry" (the
//                rare term, all in phase A), the rest from a list of common fleet models. 4-cylinder
//                petrol/diesel (180 g/km) but for the BEV and hybrid models (~7%): every state can
//                price every vehicle. Make, cab (of a ute), drive and a list price of $25,000 to
//                $94,900 for the vehicle search.
//   inventory    every vehicle at 10 distinct dealerships: d(v, k) = (263 v + 97 floor(v / 500) + 50 k)
//                mod 500 + 1, k = 0..9. 263 is prime to 500, so each full block of 500 vehicles
//                gives each dealership exactly 10 rows: ~20 per dealership in phase A (10,000 rows),
//                2,000 in phase B (1,000,000 rows). ~5% of rows with k > 0 are unavailable; at most
//                5 of a vehicle's 10 dealerships are unapproved, so each vehicle is available at
//                an approved one.
//                Vehicle 2 (the tender vehicle) is also stocked at dealerships 1..20 (all approved),
//                so a tender names 20 dealerships that each have it.
//   api_clients  100, with known keys `svc_` + 60 hex; key_hash is SHA-256 hex of the key.
//
// Ids are canonical lower-case UUID strings with a per-table prefix ("d..." dealerships, "a..."
// vehicles, "c..." clients), the number in the last group.

import { createHash } from "node:crypto";

export const DEALERSHIPS = 500;
export const CLIENTS = 100;
export const VEHICLES_A = 1_000;
export const VEHICLES_B = 100_000;
export const STOCKISTS_PER_VEHICLE = 10;

export const COMMON_MODEL = "Toyota HiLux";
export const RARE_MODEL = "Zenvo Quarry";
/** The vehicle numbers that carry the rare model (all below VEHICLES_A, so both phases have 5). */
export const RARE_VEHICLES = [137, 389, 521, 743, 911] as const;

const STATES = [
  { state: "NSW", postcode: "2000", suburb: "Sydney" },
  { state: "VIC", postcode: "3000", suburb: "Melbourne" },
  { state: "QLD", postcode: "4000", suburb: "Brisbane" },
  { state: "WA", postcode: "6000", suburb: "Perth" },
  { state: "SA", postcode: "5000", suburb: "Adelaide" },
  { state: "TAS", postcode: "7000", suburb: "Hobart" },
  { state: "ACT", postcode: "2600", suburb: "Canberra" },
  { state: "NT", postcode: "0800", suburb: "Darwin" },
] as const;

/** A valid postcode for each state, for quote requests. */
export const STATE_POSTCODES: readonly string[] = STATES.map((s) => s.postcode);

const DEALER_BRANDS = ["Toyota", "Ford", "Isuzu UTE", "Mazda", "Hyundai", "Kia", "Mitsubishi", "Nissan", "Volkswagen", "Subaru", "BYD", "GWM"];

// ASCII, no hyphens (so lower(replace(model, ' ', '')) is exactly the app's search key), and none
// contains "hilux", "zenvo" or "quarry".
const OTHER_MODELS = [
  "Ford Ranger", "Ford Everest", "Ford Transit Custom", "Isuzu DMax", "Isuzu MUX", "Mazda BT50", "Mazda CX5",
  "Mazda CX30", "Mazda3", "Mitsubishi Triton", "Mitsubishi Outlander", "Nissan Navara", "Nissan XTrail",
  "Toyota RAV4 Hybrid", "Toyota LandCruiser 300", "Toyota LandCruiser 70", "Toyota Corolla", "Toyota Camry",
  "Toyota Prado", "Toyota HiAce", "Hyundai Tucson", "Hyundai i30", "Hyundai Staria", "Kia Sportage", "Kia Cerato",
  "Kia Carnival", "Subaru Forester", "Subaru Outback", "Volkswagen Amarok", "GWM Cannon", "Tesla Model Y",
  "BYD Atto 3", "BYD Shark 6", "MG ZS", "Skoda Octavia", "LDV T60", "Suzuki Swift", "Renault Trafic",
] as const;
const BEV_MODELS = ["Tesla Model Y", "BYD Atto 3"];
const HYBRID_MODELS = ["Toyota RAV4 Hybrid"];
const TRIMS = ["GX", "GXL", "SR", "SR5", "XL", "XLT", "Wildtrak", "Sport", "Active", "Elite", "Premium", "Limited", "LS", "Ultimate"];
const DRIVES = ["2WD", "4x4", "AWD", "FWD"];
/** Each of DRIVES as the catalogue keeps it. */
const DRIVE_TYPES = ["2wd", "4x4", "awd", "2wd"];
// Body types as the catalogue keeps them (src/schemas/vehicles.ts); a ute or van is commercial.
const BODY_TYPES = ["ute", "suv", "hatch", "sedan", "van", "wagon"];
const RARE_VERSIONS = ["Coupe", "Roadster", "TS1 GT", "TSR S", "Aurora Agile"];

const uuid = (prefix: string, sqlNumber: string) => `printf('${prefix}-0000-4000-8000-%012x', ${sqlNumber})`;
export const dealershipIdSql = (n: string) => uuid("d0000000", n);
export const vehicleIdSql = (n: string) => uuid("a0000000", n);

function uuidOf(prefix: string, n: number): string {
  return `${prefix}-0000-4000-8000-${n.toString(16).padStart(12, "0")}`;
}
export const dealershipId = (d: number) => uuidOf("d0000000", d);
export const vehicleId = (v: number) => uuidOf("a0000000", v);
export const clientId = (c: number) => uuidOf("c0000000", c);

export const isEnterprise = (d: number) => d % 10 === 1;
export const isApproved = (d: number) => d % 100 !== 50;

const jsonList = (items: readonly string[]) => `'${JSON.stringify(items).replaceAll("'", "''")}'`;
/** `items[index]` in SQL, index an SQL integer expression already in range. */
const pick = (items: readonly string[], index: string) => `json_extract(${jsonList(items)}, '$[' || (${index}) || ']')`;

/** The API keys the benchmark authenticates with, one per client. */
export function benchKeys(): string[] {
  return Array.from({ length: CLIENTS }, (_, i) => `svc_${createHash("sha256").update(`fleet-quote-bench-key-${i + 1}`).digest("hex").slice(0, 60)}`);
}

const sha256Hex = (text: string) => createHash("sha256").update(text).digest("hex");

export function clientsSql(keys: readonly string[]): string {
  const rows = keys.map((key, i) => {
    const n = i + 1;
    const tag = String(n).padStart(3, "0");
    return `('${clientId(n)}', 'Bench Fleet ${tag} Pty Ltd', 'fleet${tag}@bench-fleet.example.com', '${sha256Hex(key)}', '${key.slice(0, 12)}')`;
  });
  return `INSERT INTO api_clients (id, company_name, contact_email, key_hash, key_prefix) VALUES\n${rows.join(",\n")};`;
}

export function dealershipsSql(): string {
  const place = (field: "state" | "postcode" | "suburb") => pick(STATES.map((s) => s[field]), "d % 8");
  return `WITH RECURSIVE seq(d) AS (SELECT 1 UNION ALL SELECT d + 1 FROM seq WHERE d < ${DEALERSHIPS})
INSERT INTO dealerships (id, name, contact_email, suburb, state, postcode, approved, tier, auto_respond, delivery_fee_cents, standard_margin_cents, api_margin_cents, credits)
SELECT ${dealershipIdSql("d")},
  ${place("suburb")} || ' ' || ${pick(DEALER_BRANDS, `d % ${DEALER_BRANDS.length}`)} || printf(' %03d', d),
  printf('fleet@dealer%03d.example.com.au', d),
  ${place("suburb")}, ${place("state")}, ${place("postcode")},
  CASE WHEN d % 100 = 50 THEN 0 ELSE 1 END,
  CASE WHEN d % 10 = 1 THEN 'enterprise' ELSE 'standard' END,
  CASE WHEN d % 10 = 1 THEN 1 ELSE 0 END,
  99000 + (d % 10) * 10000, 80000 + (d % 7) * 10000, CASE WHEN d % 2 = 0 THEN 60000 ELSE NULL END,
  1000000
FROM seq;`;
}

/** Vehicles `from..to` (inclusive) in one statement. */
export function vehiclesSql(from: number, to: number): string {
  // A multiplicative hash of v in 0..99, spread evenly across every residue class the stock
  // formula uses, so each dealership sees the same model mix as the catalogue.
  const bucket = "(((v * 2654435761) % 4294967296) * 100 / 4294967296)";
  const rare = RARE_VEHICLES.join(", ");
  const list = (models: readonly string[]) => models.map((m) => `'${m}'`).join(", ");
  return `WITH RECURSIVE seq(v) AS (SELECT ${from} UNION ALL SELECT v + 1 FROM seq WHERE v < ${to}),
named AS (
  SELECT v,
    CASE WHEN v IN (${rare}) THEN '${RARE_MODEL}'
         WHEN ${bucket} < 10 THEN '${COMMON_MODEL}'
         ELSE ${pick(OTHER_MODELS, `(${bucket} * 7 + v) % ${OTHER_MODELS.length}`)} END AS model
  FROM seq
),
typed AS (
  SELECT v, model,
    CASE WHEN model IN (${list(BEV_MODELS)}) THEN 'bev' WHEN model IN (${list(HYBRID_MODELS)}) THEN 'hybrid' ELSE 'ice' END AS powertrain
  FROM named
)
INSERT INTO vehicles (id, make, model, version, model_search_key, body_class, body_type, cab, drive_type, powertrain, engine, cylinders, co2_g_per_km, list_price_cents, image_url)
SELECT ${vehicleIdSql("v")}, substr(model, 1, instr(model || ' ', ' ') - 1), model,
  CASE WHEN model = '${RARE_MODEL}' THEN ${pick(RARE_VERSIONS, `(v * 3) % ${RARE_VERSIONS.length}`)}
       ELSE ${pick(TRIMS, `v % ${TRIMS.length}`)} || ' ' || ${pick(DRIVES, `(v / 7) % ${DRIVES.length}`)} || ' MY' || (20 + v % 6) END,
  lower(replace(model, ' ', '')),
  CASE WHEN (v / 3) % ${BODY_TYPES.length} IN (0, 4) THEN 'commercial' ELSE 'passenger' END,
  ${pick(BODY_TYPES, `(v / 3) % ${BODY_TYPES.length}`)},
  CASE WHEN (v / 3) % ${BODY_TYPES.length} = 0 THEN CASE WHEN v % 4 = 0 THEN 'single' ELSE 'dual' END END,
  ${pick(DRIVE_TYPES, `(v / 7) % ${DRIVES.length}`)},
  powertrain,
  CASE powertrain WHEN 'bev' THEN 'electric' WHEN 'hybrid' THEN '2.5 petrol hybrid' ELSE CASE WHEN v % 3 = 0 THEN '2.8 turbo diesel' ELSE '2.0 petrol' END END,
  CASE powertrain WHEN 'bev' THEN NULL WHEN 'ice' THEN CASE WHEN model = '${RARE_MODEL}' THEN 8 ELSE 4 END ELSE 4 END,
  CASE powertrain WHEN 'bev' THEN 0 WHEN 'hybrid' THEN 105 ELSE CASE WHEN model = '${RARE_MODEL}' THEN 380 ELSE 180 END END,
  2500000 + ((v * 7919) % 700) * 10000,
  printf('https://images.fleetquote.example/bench/%d.jpg', v)
FROM typed;`;
}

/** Stock rows of vehicles `from..to` (inclusive): 10 per vehicle, in one statement. */
export function inventorySql(from: number, to: number): string {
  const ks = Array.from({ length: STOCKISTS_PER_VEHICLE }, (_, k) => `(${k})`).join(", ");
  return `WITH RECURSIVE seq(v) AS (SELECT ${from} UNION ALL SELECT v + 1 FROM seq WHERE v < ${to}),
ks(k) AS (VALUES ${ks})
INSERT INTO dealer_inventory (dealership_id, vehicle_id, price_cents, available)
SELECT ${dealershipIdSql(`((v * 263 + (v / 500) * 97 + k * 50) % ${DEALERSHIPS}) + 1`)},
  ${vehicleIdSql("v")},
  2200000 + ((v * 7919 + k * 131) % 6000) * 1000,
  CASE WHEN k > 0 AND (v * 31 + k) % 20 = 0 THEN 0 ELSE 1 END
FROM seq CROSS JOIN ks;`;
}

/** The vehicle a tender of 20 asks for, and the dealerships asked (1..20: every one approved, 2 auto-respond). */
export const TENDER_VEHICLE = 2;
export const TENDER_DEALERSHIPS = Array.from({ length: 20 }, (_, i) => i + 1);

/** Stocks the tender vehicle at each tender dealership (where the formula has not already). */
export function tenderStockSql(): string {
  const rows = TENDER_DEALERSHIPS.map((d) => `('${dealershipId(d)}', '${vehicleId(TENDER_VEHICLE)}', 4500000, 1)`);
  return `INSERT OR IGNORE INTO dealer_inventory (dealership_id, vehicle_id, price_cents, available) VALUES\n${rows.join(",\n")};`;
}

/** One query reading back the sizes and the invariants the benchmark relies on. */
export function countsSql(): string {
  return `SELECT
  (SELECT count(*) FROM vehicles) AS vehicles,
  (SELECT count(*) FROM dealerships) AS dealerships,
  (SELECT count(*) FROM dealerships WHERE approved = 1) AS approved_dealerships,
  (SELECT count(*) FROM dealerships WHERE approved = 1 AND tier = 'enterprise' AND auto_respond = 1) AS auto_respond_dealerships,
  (SELECT count(*) FROM dealer_inventory) AS inventory,
  (SELECT count(*) FROM dealer_inventory WHERE available = 1) AS inventory_available,
  (SELECT count(*) FROM api_clients) AS api_clients,
  (SELECT count(*) FROM quotes) AS quotes,
  (SELECT count(*) FROM quotes WHERE status = 'sent') AS quotes_sent,
  (SELECT count(*) FROM email_outbox) AS emails,
  (SELECT count(*) FROM email_outbox WHERE status = 'sent') AS emails_sent,
  (SELECT count(*) FROM vehicles WHERE model_search_key <> lower(replace(model, ' ', ''))) AS bad_search_keys,
  (SELECT count(*) FROM vehicle_model_search WHERE vehicle_model_search MATCH '"toyotahilux"') AS fts_common,
  (SELECT count(*) FROM vehicle_model_search WHERE vehicle_model_search MATCH '"zenvoquarry"') AS fts_rare,
  (SELECT count(*) FROM vehicles v WHERE NOT EXISTS (
     SELECT 1 FROM dealer_inventory i JOIN dealerships d ON d.id = i.dealership_id
     WHERE i.vehicle_id = v.id AND i.available = 1 AND d.approved = 1)) AS unavailable_vehicles`;
}

// The usage phase ("C"): 100,000 quotes over the calendar year 2026 in Sydney, with the statement
// entries they spent and got back, 5,000 tenders and a year of estimates, for GET /admin/v1/usage.
//
//   quotes       q = 1..100,000, one every 315 s from 2025-12-31T13:00Z (midnight, 1 January in
//                Sydney) to late December; at dealership (7919 q mod 500) + 1, for client
//                (31 q mod 100) + 1. By q mod 20: 0..7 priced at once (sent_at = created_at), 8..15
//                completed by the dealer 1 min to 24 h later (completion_id set), 16..18 pending,
//                19 lapsed; 0 and 8 accepted. Ids "b0000000-...".
//   entries      one `quote` entry per quote (-1), numbered per dealership in time order, then one
//                `returned` entry (+1) per lapsed quote.
//   tenders      5,000, one every 6,307 s of the year, for client (t mod 100) + 1.
//   estimates    every client every day of 2026: (c * day) mod 5 estimates, added to those the
//                estimate endpoint's measurement counted today.

export const USAGE_QUOTES = 100_000;
export const USAGE_YEAR = { from: "2026-01-01", to: "2026-12-31" } as const;
const YEAR_START = "2025-12-31T13:00:00.000Z";
const quoteIdSql = (n: string) => uuid("b0000000", n);
const clientIdSql = (n: string) => uuid("c0000000", n);

export function usageQuotesSql(): string {
  const at = (seconds: string) => `strftime('%Y-%m-%dT%H:%M:%fZ', '${YEAR_START}', '+' || (${seconds}) || ' seconds')`;
  return `WITH RECURSIVE seq(q) AS (SELECT 1 UNION ALL SELECT q + 1 FROM seq WHERE q < ${USAGE_QUOTES}),
planned AS (SELECT q, q % 20 AS kind, q * 315 AS s FROM seq)
INSERT INTO quotes (id, client_id, dealership_id, vehicle_id, status, channel, client_name, accessory_ids, created_at, sent_at, completion_id, outcome, outcome_at)
SELECT ${quoteIdSql("q")}, ${clientIdSql("(q * 31) % 100 + 1")}, ${dealershipIdSql(`(q * 7919) % ${DEALERSHIPS} + 1`)}, ${vehicleIdSql("(q * 13) % 1000 + 1")},
  CASE WHEN kind < 16 THEN 'sent' ELSE 'pending' END, 'api', 'Bench Driver', '[]', ${at("s")},
  CASE WHEN kind < 8 THEN ${at("s")} WHEN kind < 16 THEN ${at("s + 60 + (q * 37) % 86400")} END,
  CASE WHEN kind BETWEEN 8 AND 15 THEN ${quoteIdSql("q")} END,
  CASE WHEN kind = 19 THEN 'lapsed' WHEN kind IN (0, 8) THEN 'accepted' END,
  CASE WHEN kind = 19 THEN ${at("s + 259200")} WHEN kind IN (0, 8) THEN ${at("s + 90000")} END
FROM planned;`;
}

export function usageEntriesSql(): string[] {
  return [
    `INSERT INTO credit_entries (dealership_id, seq, at, change, balance, reason, quote_id, tender_id, note)
SELECT dealership_id, row_number() OVER (PARTITION BY dealership_id ORDER BY created_at, id), created_at, -1,
  1000000 - row_number() OVER (PARTITION BY dealership_id ORDER BY created_at, id), 'quote', id, NULL, NULL
FROM quotes WHERE id LIKE 'b0000000-%';`,
    `INSERT INTO credit_entries (dealership_id, seq, at, change, balance, reason, quote_id, tender_id, note)
SELECT q.dealership_id, (SELECT max(e.seq) FROM credit_entries e WHERE e.dealership_id = q.dealership_id) + row_number() OVER (PARTITION BY q.dealership_id ORDER BY q.outcome_at, q.id),
  q.outcome_at, 1, 900000, 'returned', q.id, NULL, NULL
FROM quotes q WHERE q.id LIKE 'b0000000-%' AND q.outcome = 'lapsed';`,
  ];
}

export function usageTendersSql(): string {
  return `WITH RECURSIVE seq(t) AS (SELECT 1 UNION ALL SELECT t + 1 FROM seq WHERE t < 5000)
INSERT INTO tenders (id, client_id, dealerships, created_at, closes_at)
SELECT ${uuid("e0000000", "t")}, ${clientIdSql("t % 100 + 1")}, '[]',
  strftime('%Y-%m-%dT%H:%M:%fZ', '${YEAR_START}', '+' || (t * 6307) || ' seconds'),
  strftime('%Y-%m-%dT%H:%M:%fZ', '${YEAR_START}', '+' || (t * 6307 + 259200) || ' seconds')
FROM seq;`;
}

export function usageEstimatesSql(): string {
  return `WITH RECURSIVE c(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM c WHERE n < ${CLIENTS}),
d(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM d WHERE n < 364)
INSERT INTO estimate_counts (client_id, day, count)
SELECT ${clientIdSql("c.n")}, date('2026-01-01', '+' || d.n || ' days'), (c.n * d.n) % 5 FROM c CROSS JOIN d WHERE (c.n * d.n) % 5 > 0
ON CONFLICT (client_id, day) DO UPDATE SET count = count + excluded.count;`;
}

/** Reads back what the usage phase relies on. */
export function usageCountsSql(): string {
  return `SELECT
  (SELECT count(*) FROM quotes WHERE id LIKE 'b0000000-%') AS usage_quotes,
  (SELECT count(*) FROM credit_entries) AS credit_entries,
  (SELECT count(*) FROM tenders) AS tenders,
  (SELECT sum(count) FROM estimate_counts) AS estimates`;
}
