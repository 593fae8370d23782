// Builds seed/demo.sql: deterministic Australian demo data for local development.
//
//   node scripts/build-demo-seed.ts
//
// Runs on Node 22 with native type stripping, so this file sticks to erasable TypeScript
// (no enums, namespaces or parameter properties) and imports node: built-ins only.
//
// The output is stable: ids are name-based UUIDs (SHA-256 of a stable name, version nibble 5),
// every statement is `INSERT OR IGNORE` with literal values, so applying the file twice
// changes nothing. Each statement sits on one line, at most 50 rows per statement, and no line
// is only a comment: D1's `exec()` splits its input on newlines and runs each line as a query.
//
// Because `INSERT OR IGNORE` also silently skips rows that break a CHECK constraint, the
// script validates the data against the schema's rules itself and refuses to write a file
// that would lose rows.

import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

type Powertrain = "ice" | "hybrid" | "phev" | "bev" | "fcev";
type BodyClass = "passenger" | "commercial" | "motorcycle" | "heavy";
type Tier = "standard" | "enterprise";
type SqlValue = string | number | null;

const MAX_ROWS_PER_STATEMENT = 50;
const IMAGE_BASE = "https://images.fleetquote.example/vehicles";

// ---------------------------------------------------------------------------------------------
// Helpers

/** Name-based UUID: SHA-256 of `name`, first 16 bytes, version 5 nibble, RFC 4122 variant. */
export function stableUuid(name: string): string {
  const bytes = createHash("sha256").update(name, "utf8").digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** Exactly the normalisation search uses for `vehicles.model_search_key`. */
export function modelSearchKey(model: string): string {
  return model.normalize("NFKC").toLowerCase().replace(/[\s\-]+/gu, "");
}

/** Small deterministic integer in [0, modulo) derived from a stable name. */
function stableInt(name: string, modulo: number): number {
  return createHash("sha256").update(name, "utf8").digest().readUInt32BE(0) % modulo;
}

function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function sqlLiteral(value: SqlValue): string {
  if (value === null) return "NULL";
  if (typeof value === "number") {
    if (!Number.isSafeInteger(value)) throw new Error(`Non-integer SQL number: ${value}`);
    return String(value);
  }
  if (value.includes("\n") || value.includes("\r")) throw new Error(`Newline in SQL string: ${value}`);
  return `'${value.replaceAll("'", "''")}'`;
}

function insertStatements(table: string, columns: readonly string[], rows: readonly SqlValue[][]): string[] {
  const statements: string[] = [];
  for (let start = 0; start < rows.length; start += MAX_ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + MAX_ROWS_PER_STATEMENT);
    const values = chunk.map((row) => {
      if (row.length !== columns.length) throw new Error(`${table}: row has ${row.length} values, expected ${columns.length}`);
      return `(${row.map(sqlLiteral).join(", ")})`;
    });
    statements.push(`INSERT OR IGNORE INTO ${table} (${columns.join(", ")}) VALUES ${values.join(", ")};`);
  }
  return statements;
}

const dollars = (amount: number): number => Math.round(amount * 100);

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(`Seed data check failed: ${message}`);
}

// ---------------------------------------------------------------------------------------------
// Dealerships

interface DealerSpec {
  name: string;
  emailDomain: string;
  suburb: string;
  state: string;
  postcode: string;
  approved: boolean;
  tier: Tier;
  autoRespond: boolean;
  deliveryFee: number; // dollars
  standardMargin: number; // dollars
  apiMargin: number | null; // dollars; null = use the standard margin
  credits: number;
  /** Which catalogue models this dealer sells. */
  models: readonly string[];
  /** Stock every listed version (franchise flagship) or a deterministic ~80% subset. */
  fullRange: boolean;
  /** Price factor applied on top of the per-row variation (remote freight, undercutting...). */
  priceFactor: number;
  accessories: readonly (readonly [string, number])[]; // [name, dollars]
}

const TOYOTA_MODELS = [
  "Toyota HiLux",
  "Toyota RAV4 Hybrid",
  "Toyota LandCruiser 70",
  "Toyota Camry Hybrid",
  "Toyota Corolla Hybrid",
  "Toyota HiAce",
] as const;

const UTE_ACCESSORIES = [
  ["Heavy-duty towbar with 50 mm tongue", 1290],
  ["Steel bull bar", 3490],
  ["Hard tonneau cover", 2150],
  ["Rubber floor mats", 189],
  ["Window tinting", 495],
  ["Tub liner", 450],
] as const;

const dealerSpecs: readonly DealerSpec[] = [
  {
    name: "Parramatta Toyota",
    emailDomain: "parramatta-toyota.example.com.au",
    suburb: "Parramatta",
    state: "NSW",
    postcode: "2150",
    approved: true,
    tier: "enterprise",
    autoRespond: true,
    deliveryFee: 1490,
    standardMargin: 1200,
    apiMargin: 900,
    credits: 500,
    models: TOYOTA_MODELS,
    fullRange: true,
    priceFactor: 1,
    accessories: [
      ["Genuine towbar", 1290],
      ["Window tinting", 495],
      ["Rubber floor mats", 189],
      ["Cargo barrier", 690],
      ["Paint protection", 990],
      ["Genuine alloy bull bar", 3890],
    ],
  },
  {
    name: "Brisbane City Toyota",
    emailDomain: "brisbanecitytoyota.example.com.au",
    suburb: "Fortitude Valley",
    state: "QLD",
    postcode: "4006",
    approved: true,
    tier: "enterprise",
    autoRespond: true,
    deliveryFee: 1290,
    standardMargin: 1500,
    apiMargin: null,
    credits: 250,
    models: TOYOTA_MODELS,
    fullRange: false,
    priceFactor: 1,
    accessories: [
      ["Genuine towbar", 1350],
      ["Window tinting (ceramic)", 650],
      ["Carpet floor mats", 229],
      ["Roof racks", 890],
      ["Paint protection", 1100],
    ],
  },
  {
    name: "Dandenong Ford",
    emailDomain: "dandenong-ford.example.com.au",
    suburb: "Dandenong",
    state: "VIC",
    postcode: "3175",
    approved: true,
    tier: "enterprise",
    autoRespond: true,
    deliveryFee: 1190,
    standardMargin: 1000,
    apiMargin: 750,
    credits: 100,
    models: ["Ford Ranger", "Ford Transit Custom"],
    fullRange: true,
    priceFactor: 1,
    accessories: [
      ["Towbar with 3.5 t rating", 1450],
      ["Ford Genuine bull bar", 4200],
      ["Roller shutter", 3290],
      ["Rubber floor mats", 199],
      ["Cargo barrier (van)", 790],
    ],
  },
  {
    name: "Osborne Park Isuzu UTE",
    emailDomain: "opisuzu.example.com.au",
    suburb: "Osborne Park",
    state: "WA",
    postcode: "6017",
    approved: true,
    tier: "standard",
    autoRespond: false,
    deliveryFee: 1650,
    standardMargin: 900,
    apiMargin: null,
    credits: 25,
    models: ["Isuzu D-Max"],
    fullRange: true,
    priceFactor: 1.01,
    accessories: UTE_ACCESSORIES.slice(0, 5),
  },
  {
    name: "Adelaide City Hyundai",
    emailDomain: "adelaidecityhyundai.example.com.au",
    suburb: "Adelaide",
    state: "SA",
    postcode: "5000",
    approved: true,
    tier: "standard",
    autoRespond: false,
    deliveryFee: 1090,
    standardMargin: 800,
    apiMargin: 600,
    credits: 5,
    models: ["Hyundai i30", "Hyundai Ioniq 5"],
    fullRange: true,
    priceFactor: 1,
    accessories: [
      ["Window tinting", 450],
      ["Carpet floor mats", 199],
      ["Paint protection", 890],
      ["7 kW wall charger (installed)", 2190],
    ],
  },
  {
    name: "Hobart Toyota",
    emailDomain: "hobarttoyota.example.com.au",
    suburb: "Hobart",
    state: "TAS",
    postcode: "7000",
    approved: true,
    tier: "standard",
    autoRespond: false,
    deliveryFee: 1890,
    standardMargin: 1100,
    apiMargin: null,
    credits: 40,
    models: ["Toyota HiLux", "Toyota RAV4 Hybrid", "Toyota Corolla Hybrid", "Toyota HiAce"],
    fullRange: false,
    priceFactor: 1.01,
    accessories: [
      ["Genuine towbar", 1390],
      ["Rubber floor mats", 189],
      ["Window tinting", 520],
    ],
  },
  {
    name: "Fyshwick Toyota",
    emailDomain: "fyshwicktoyota.example.com.au",
    suburb: "Fyshwick",
    state: "ACT",
    postcode: "2609",
    approved: true,
    tier: "enterprise",
    autoRespond: false,
    deliveryFee: 990,
    standardMargin: 1300,
    apiMargin: 1000,
    credits: 60,
    models: ["Toyota RAV4 Hybrid", "Toyota Camry Hybrid", "Toyota Corolla Hybrid", "Toyota HiLux", "Toyota Mirai"],
    fullRange: false,
    priceFactor: 1,
    accessories: [
      ["Genuine towbar", 1290],
      ["Window tinting", 495],
      ["Paint protection", 990],
      ["Cargo liner", 149],
    ],
  },
  {
    name: "Darwin Motor Group",
    emailDomain: "darwinmotorgroup.example.com.au",
    suburb: "Darwin",
    state: "NT",
    postcode: "0800",
    approved: true,
    tier: "standard",
    autoRespond: false,
    deliveryFee: 2500,
    standardMargin: 2000,
    apiMargin: null,
    credits: 0,
    models: ["Toyota HiLux", "Toyota LandCruiser 70", "Isuzu D-Max", "Ford Ranger", "Mitsubishi Triton", "GWM Cannon Alpha"],
    fullRange: false,
    priceFactor: 1.02,
    accessories: [
      ["Steel bull bar", 3690],
      ["Snorkel", 690],
      ["Long-range fuel tank", 2450],
      ["Window tinting", 550],
      ["Roof racks", 950],
    ],
  },
  {
    name: "Penrith Mitsubishi",
    emailDomain: "penrithmitsubishi.example.com.au",
    suburb: "Penrith",
    state: "NSW",
    postcode: "2750",
    approved: true,
    tier: "standard",
    autoRespond: false,
    deliveryFee: 1390,
    standardMargin: 950,
    apiMargin: 700,
    credits: 100,
    models: ["Mitsubishi Triton", "Mitsubishi Outlander PHEV"],
    fullRange: true,
    priceFactor: 1,
    accessories: [
      ["Towbar", 1190],
      ["Nudge bar", 1490],
      ["Rubber floor mats", 179],
      ["Paint protection", 790],
      ["Mode 3 charging cable", 690],
    ],
  },
  {
    name: "Ringwood Kia",
    emailDomain: "ringwoodkia.example.com.au",
    suburb: "Ringwood",
    state: "VIC",
    postcode: "3134",
    approved: true,
    tier: "standard",
    autoRespond: false,
    deliveryFee: 1190,
    standardMargin: 700,
    apiMargin: null,
    credits: 15,
    models: ["Kia Sportage"],
    fullRange: true,
    priceFactor: 1,
    accessories: [
      ["Towbar", 1090],
      ["Window tinting", 440],
      ["Cargo barrier", 650],
    ],
  },
  {
    name: "Springwood Mazda",
    emailDomain: "springwoodmazda.example.com.au",
    suburb: "Springwood",
    state: "QLD",
    postcode: "4127",
    approved: true,
    tier: "standard",
    autoRespond: false,
    deliveryFee: 1290,
    standardMargin: 850,
    apiMargin: 650,
    credits: 30,
    models: ["Mazda CX-5"],
    fullRange: true,
    priceFactor: 1,
    accessories: [
      ["Towbar", 1150],
      ["Roof racks", 720],
      ["All-weather floor mats", 199],
      ["Paint protection", 850],
    ],
  },
  {
    name: "Alexandria EV Centre",
    emailDomain: "alexandria-ev.example.com.au",
    suburb: "Alexandria",
    state: "NSW",
    postcode: "2015",
    approved: true,
    tier: "enterprise",
    autoRespond: false,
    deliveryFee: 1490,
    standardMargin: 1500,
    apiMargin: 1200,
    credits: 300,
    models: ["Tesla Model Y", "BYD Atto 3", "Hyundai Ioniq 5", "Mitsubishi Outlander PHEV"],
    fullRange: true,
    priceFactor: 1,
    accessories: [
      ["7 kW wall charger (installed)", 2290],
      ["All-weather floor mats", 249],
      ["Window tinting", 595],
      ["Ceramic paint protection", 1490],
      ["Tow bar (EV-rated)", 1650],
    ],
  },
  {
    name: "Geelong BYD",
    emailDomain: "geelongbyd.example.com.au",
    suburb: "Geelong",
    state: "VIC",
    postcode: "3220",
    approved: true,
    tier: "standard",
    autoRespond: false,
    deliveryFee: 1090,
    standardMargin: 600,
    apiMargin: null,
    credits: 50,
    models: ["BYD Atto 3", "Tesla Model Y"],
    fullRange: true,
    priceFactor: 1,
    accessories: [
      ["7 kW wall charger (installed)", 1990],
      ["Floor mats", 169],
      ["Window tinting", 450],
    ],
  },
  {
    name: "Cannington Hyundai",
    emailDomain: "canningtonhyundai.example.com.au",
    suburb: "Cannington",
    state: "WA",
    postcode: "6107",
    approved: true,
    tier: "standard",
    autoRespond: false,
    deliveryFee: 1790,
    standardMargin: 900,
    apiMargin: 800,
    credits: 10,
    models: ["Hyundai i30", "Hyundai Ioniq 5"],
    fullRange: false,
    priceFactor: 1.01,
    accessories: [
      ["Window tinting", 480],
      ["Carpet floor mats", 199],
      ["Boot liner", 129],
      ["Paint protection", 920],
    ],
  },
  {
    name: "Gepps Cross Ford",
    emailDomain: "geppscrossford.example.com.au",
    suburb: "Gepps Cross",
    state: "SA",
    postcode: "5094",
    approved: true,
    tier: "standard",
    autoRespond: false,
    deliveryFee: 1190,
    standardMargin: 1000,
    apiMargin: null,
    credits: 75,
    models: ["Ford Ranger", "Ford Transit Custom"],
    fullRange: false,
    priceFactor: 1,
    accessories: [
      ["Towbar with 3.5 t rating", 1490],
      ["Canopy (aluminium, lockable)", 4590],
      ["Tub liner", 450],
      ["Van shelving (steel)", 2890],
      ["Rubber floor mats", 199],
    ],
  },
  // Never approved: it must not show up anywhere a client can see. It undercuts everyone on
  // price so a leak would be obvious in "cheapest dealer" style results.
  {
    name: "Pending Approval Motors",
    emailDomain: "pending-approval-motors.example.com.au",
    suburb: "Campbellfield",
    state: "VIC",
    postcode: "3061",
    approved: false,
    tier: "standard",
    autoRespond: false,
    deliveryFee: 990,
    standardMargin: 500,
    apiMargin: null,
    credits: 50,
    models: ["LDV T60 Max", "Toyota HiLux", "Ford Ranger", "Tesla Model Y"],
    fullRange: false,
    priceFactor: 0.93,
    accessories: [
      ["Towbar", 990],
      ["Window tinting", 390],
      ["Floor mats", 149],
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Vehicles

interface VehicleSpec {
  model: string;
  version: string;
  bodyClass: BodyClass;
  bodyType: string;
  powertrain: Powertrain;
  engine: string;
  cylinders: number | null;
  co2: number | null; // g/km combined; null = not rated (e.g. GVM over 3.5 t)
  rrp: number; // dollars
  noImage?: boolean;
}

type VersionSpec = Partial<Omit<VehicleSpec, "model" | "version" | "rrp">> & { version: string; rrp: number };

function family(model: string, base: Omit<VehicleSpec, "model" | "version" | "rrp">, versions: VersionSpec[]): VehicleSpec[] {
  return versions.map((v) => ({ ...base, ...v, model }));
}

const DIESEL_24 = { engine: "2.4L 4cyl turbo diesel", cylinders: 4 };
const DIESEL_28 = { engine: "2.8L 4cyl turbo diesel", cylinders: 4 };
const DUAL_CAB = { bodyClass: "passenger", bodyType: "Dual Cab Ute" } as const;
const CAB_CHASSIS = { bodyClass: "commercial", bodyType: "Cab Chassis" } as const;
const SUV = { bodyClass: "passenger", bodyType: "SUV" } as const;

const vehicleSpecs: VehicleSpec[] = [
  ...family(
    "Toyota HiLux",
    { ...DUAL_CAB, powertrain: "ice", ...DIESEL_28, co2: 236 },
    [
      { version: "Workmate 4x2 Single Cab Chassis Auto", ...CAB_CHASSIS, ...DIESEL_24, co2: 207, rrp: 38990 },
      { version: "Workmate 4x4 Single Cab Chassis Auto", ...CAB_CHASSIS, ...DIESEL_24, co2: 224, rrp: 50490 },
      { version: "Workmate 4x4 Double Cab Pick-Up Auto", ...DIESEL_24, co2: 228, rrp: 53690 },
      { version: "SR 4x4 Double Cab Chassis Auto", ...CAB_CHASSIS, rrp: 56990 },
      { version: "SR 4x4 Double Cab Pick-Up Auto", rrp: 58790 },
      { version: "SR5 4x2 Hi-Rider Double Cab Pick-Up Auto", co2: 219, rrp: 52190 },
      { version: "SR5 4x4 Double Cab Pick-Up Auto", rrp: 62290 },
      { version: "Rogue 4x4 Double Cab Pick-Up Auto", co2: 241, rrp: 73190 },
    ],
  ),
  ...family(
    "Ford Ranger",
    { ...DUAL_CAB, powertrain: "ice", engine: "2.0L 4cyl bi-turbo diesel", cylinders: 4, co2: 203 },
    [
      { version: "XL 4x2 Single Cab Chassis 2.0L Auto", ...CAB_CHASSIS, engine: "2.0L 4cyl turbo diesel", co2: 195, rrp: 38690 },
      { version: "XL 4x4 Double Cab Chassis 2.0L Bi-Turbo Auto", ...CAB_CHASSIS, co2: 207, rrp: 55290 },
      { version: "XLS 4x4 Double Cab Pick-Up 2.0L Auto", engine: "2.0L 4cyl turbo diesel", co2: 205, rrp: 56690 },
      { version: "XLT 4x4 Double Cab Pick-Up 2.0L Bi-Turbo Auto", rrp: 63590 },
      { version: "XLT 4x4 Double Cab Pick-Up 3.0L V6 Auto", engine: "3.0L V6 turbo diesel", cylinders: 6, co2: 222, rrp: 67090 },
      { version: "Wildtrak 4x4 Double Cab Pick-Up 3.0L V6 Auto", engine: "3.0L V6 turbo diesel", cylinders: 6, co2: 222, rrp: 73590 },
      { version: "Wildtrak PHEV 4x4 Double Cab Pick-Up", powertrain: "phev", engine: "2.3L 4cyl turbo petrol plug-in hybrid", co2: 69, rrp: 77990 },
      { version: "Raptor 4x4 Double Cab Pick-Up 3.0L V6 Petrol", engine: "3.0L V6 twin-turbo petrol", cylinders: 6, co2: 284, rrp: 89190 },
    ],
  ),
  ...family(
    "Ford Transit Custom",
    { bodyClass: "commercial", bodyType: "Van", powertrain: "ice", engine: "2.0L 4cyl turbo diesel", cylinders: 4, co2: 189 },
    [
      { version: "Trend SWB Van Auto", rrp: 54990 },
      { version: "Trend LWB Van Auto", co2: 193, rrp: 56990 },
      { version: "PHEV LWB Van", powertrain: "phev", engine: "2.5L 4cyl petrol plug-in hybrid", co2: 48, rrp: 78990 },
    ],
  ),
  ...family(
    "Isuzu D-Max",
    { ...DUAL_CAB, bodyType: "Crew Cab Ute", powertrain: "ice", engine: "3.0L 4cyl turbo diesel", cylinders: 4, co2: 213 },
    [
      { version: "SX 4x2 Single Cab Chassis 1.9L Manual", ...CAB_CHASSIS, engine: "1.9L 4cyl turbo diesel", co2: 178, rrp: 34990 },
      { version: "SX 4x4 Crew Cab Chassis 3.0L Auto", ...CAB_CHASSIS, rrp: 52990 },
      { version: "LS-M 4x4 Crew Cab Ute Auto", rrp: 56900 },
      { version: "LS-U 4x4 Crew Cab Ute Auto", rrp: 61900 },
      { version: "X-Terrain 4x4 Crew Cab Ute Auto", co2: 218, rrp: 69900 },
    ],
  ),
  ...family(
    "Mitsubishi Triton",
    { ...DUAL_CAB, powertrain: "ice", engine: "2.4L 4cyl bi-turbo diesel", cylinders: 4, co2: 205 },
    [
      { version: "GLX 4x2 Single Cab Chassis Manual", ...CAB_CHASSIS, engine: "2.4L 4cyl turbo diesel", co2: 195, rrp: 35990 },
      { version: "GLX 4x4 Club Cab Chassis Auto", ...CAB_CHASSIS, rrp: 50490 },
      { version: "GLX+ 4x4 Double Cab Pick-Up Auto", rrp: 55490 },
      { version: "GLS 4x4 Double Cab Pick-Up Auto", rrp: 61490 },
      { version: "GSR 4x4 Double Cab Pick-Up Auto", co2: 208, rrp: 66490 },
    ],
  ),
  ...family(
    "Toyota RAV4 Hybrid",
    { ...SUV, powertrain: "hybrid", engine: "2.5L 4cyl petrol hybrid", cylinders: 4, co2: 105 },
    [
      { version: "GX 2WD", rrp: 41490 },
      { version: "GXL 2WD", rrp: 45490 },
      { version: "GXL AWD", co2: 107, rrp: 48490 },
      { version: "XSE AWD", co2: 107, rrp: 52490 },
      { version: "Cruiser AWD", co2: 107, rrp: 55490 },
    ],
  ),
  ...family(
    "Tesla Model Y",
    { ...SUV, powertrain: "bev", engine: "Single motor electric", cylinders: null, co2: 0 },
    [
      { version: "RWD", rrp: 58900 },
      { version: "Long Range AWD", engine: "Dual motor electric", rrp: 68900 },
      { version: "Performance AWD", engine: "Dual motor electric", rrp: 85900 },
    ],
  ),
  ...family(
    "BYD Atto 3",
    { ...SUV, powertrain: "bev", engine: "Single motor electric", cylinders: null, co2: 0 },
    [
      { version: "Essential (49.9 kWh)", rrp: 44499 },
      { version: "Premium (60.5 kWh)", rrp: 47999 },
    ],
  ),
  ...family(
    "Hyundai i30",
    { bodyClass: "passenger", bodyType: "Hatch", powertrain: "ice", engine: "2.0L 4cyl petrol", cylinders: 4, co2: 157 },
    [
      { version: "Hatch 2.0 Auto", rrp: 26990 },
      { version: "N Line Hatch 1.6T DCT", engine: "1.6L 4cyl turbo petrol", co2: 161, rrp: 33490 },
      { version: "Sedan 2.0 Auto", bodyType: "Sedan", co2: 145, rrp: 29490 },
      { version: "Sedan Hybrid 1.6 DCT", bodyType: "Sedan", powertrain: "hybrid", engine: "1.6L 4cyl petrol hybrid", co2: 92, rrp: 33990, noImage: true },
    ],
  ),
  ...family(
    "Kia Sportage",
    { ...SUV, powertrain: "ice", engine: "2.0L 4cyl petrol", cylinders: 4, co2: 170 },
    [
      { version: "S 2.0 Petrol FWD Auto", rrp: 35990 },
      { version: "SX 2.0 Petrol FWD Auto", rrp: 39490 },
      { version: "SX Hybrid 1.6T FWD", powertrain: "hybrid", engine: "1.6L 4cyl turbo petrol hybrid", co2: 114, rrp: 45490 },
      { version: "GT-Line 2.0 Diesel AWD", engine: "2.0L 4cyl turbo diesel", co2: 165, rrp: 52490 },
      { version: "GT-Line Hybrid 1.6T AWD", powertrain: "hybrid", engine: "1.6L 4cyl turbo petrol hybrid", co2: 128, rrp: 54490 },
    ],
  ),
  ...family(
    "Mitsubishi Outlander PHEV",
    { ...SUV, powertrain: "phev", engine: "2.4L 4cyl petrol plug-in hybrid", cylinders: 4, co2: 22 },
    [
      { version: "ES AWD", rrp: 55990 },
      { version: "Aspire AWD", rrp: 61990 },
      { version: "Exceed AWD", rrp: 65990 },
    ],
  ),
  ...family(
    "Toyota LandCruiser 70",
    { ...CAB_CHASSIS, powertrain: "ice", engine: "4.5L V8 twin-turbo diesel", cylinders: 8, co2: 281 },
    [
      // GVM above 3.5 t: exempt from the fuel-consumption label, so no rated CO2.
      { version: "LC79 Workmate Single Cab Chassis Manual", co2: null, rrp: 80590 },
      { version: "LC79 GXL Double Cab Chassis Manual", co2: null, rrp: 89590 },
      { version: "LC76 GXL Wagon Manual", bodyClass: "passenger", bodyType: "Wagon", rrp: 86590 },
      { version: "LC78 GXL Troop Carrier Manual", bodyClass: "commercial", bodyType: "Troop Carrier", co2: 286, rrp: 87790, noImage: true },
    ],
  ),
  ...family(
    "Toyota Camry Hybrid",
    { bodyClass: "passenger", bodyType: "Sedan", powertrain: "hybrid", engine: "2.5L 4cyl petrol hybrid", cylinders: 4, co2: 96 },
    [
      { version: "Ascent", rrp: 39990 },
      { version: "SX", co2: 98, rrp: 45990 },
      { version: "SL", co2: 98, rrp: 51490 },
    ],
  ),
  ...family(
    "Toyota Corolla Hybrid",
    { bodyClass: "passenger", bodyType: "Hatch", powertrain: "hybrid", engine: "1.8L 4cyl petrol hybrid", cylinders: 4, co2: 92 },
    [
      { version: "Ascent Sport Hatch", rrp: 34190 },
      { version: "SX Sedan", bodyType: "Sedan", co2: 88, rrp: 37390 },
      { version: "ZR Hatch", co2: 93, rrp: 40390 },
    ],
  ),
  ...family(
    "Mazda CX-5",
    { ...SUV, powertrain: "ice", engine: "2.0L 4cyl petrol", cylinders: 4, co2: 161 },
    [
      { version: "Maxx 2.0 FWD Auto", rrp: 36990 },
      { version: "Maxx Sport 2.5 AWD Auto", engine: "2.5L 4cyl petrol", co2: 180, rrp: 44290 },
      { version: "Akera 2.5T AWD Auto", engine: "2.5L 4cyl turbo petrol", co2: 190, rrp: 55190 },
    ],
  ),
  ...family(
    "Toyota HiAce",
    { bodyClass: "commercial", bodyType: "Van", powertrain: "ice", ...DIESEL_28, co2: 216 },
    [
      { version: "LWB Van Auto", rrp: 53190 },
      { version: "LWB Crew Van Auto", co2: 218, rrp: 56190 },
      { version: "SLWB Van Auto", co2: 220, rrp: 57690 },
    ],
  ),
  ...family(
    "Hyundai Ioniq 5",
    { ...SUV, powertrain: "bev", engine: "Single motor electric", cylinders: null, co2: 0 },
    [
      { version: "Dynamiq RWD Standard Range (63 kWh)", rrp: 66900 },
      { version: "Dynamiq AWD Long Range (84 kWh)", engine: "Dual motor electric", rrp: 74900 },
      { version: "Epiq AWD Long Range (84 kWh)", engine: "Dual motor electric", rrp: 81900 },
    ],
  ),
  ...family(
    "Toyota Mirai",
    { bodyClass: "passenger", bodyType: "Sedan", powertrain: "fcev", engine: "Hydrogen fuel cell electric", cylinders: null, co2: 0 },
    [{ version: "Fuel Cell Sedan", rrp: 69990, noImage: true }],
  ),
  // Stocked only by the unapproved dealer (Pending Approval Motors): must never be searchable.
  ...family(
    "LDV T60 Max",
    { ...DUAL_CAB, powertrain: "ice", engine: "2.0L 4cyl bi-turbo diesel", cylinders: 4, co2: 230 },
    [{ version: "Pro 4x4 Double Cab Pick-Up Auto", rrp: 47990 }],
  ),
  // Stocked only with available = 0 (Darwin Motor Group): must never be searchable.
  ...family(
    "GWM Cannon Alpha",
    { ...DUAL_CAB, powertrain: "hybrid", engine: "2.4L 4cyl turbo petrol hybrid", cylinders: 4, co2: 190 },
    [{ version: "Ultra Hybrid 4x4 Double Cab Pick-Up Auto", rrp: 64490, noImage: true }],
  ),
];

const UNAPPROVED_ONLY_MODEL = "LDV T60 Max";
const UNAVAILABLE_ONLY_MODEL = "GWM Cannon Alpha";

/** [dealer name, model, version]: stocked but not currently available. */
const unavailableRows: readonly (readonly [string, string, string])[] = [
  ["Parramatta Toyota", "Toyota HiLux", "Rogue 4x4 Double Cab Pick-Up Auto"],
  ["Dandenong Ford", "Ford Ranger", "Raptor 4x4 Double Cab Pick-Up 3.0L V6 Petrol"],
  ["Alexandria EV Centre", "Hyundai Ioniq 5", "Epiq AWD Long Range (84 kWh)"],
  ["Brisbane City Toyota", "Toyota LandCruiser 70", "LC78 GXL Troop Carrier Manual"],
  ["Darwin Motor Group", "GWM Cannon Alpha", "Ultra Hybrid 4x4 Double Cab Pick-Up Auto"],
];

// ---------------------------------------------------------------------------------------------
// Build rows

interface Dealer extends DealerSpec {
  id: string;
  contactEmail: string;
}

interface Vehicle extends VehicleSpec {
  id: string;
  key: string;
}

const dealers: Dealer[] = dealerSpecs.map((d) => ({
  ...d,
  id: stableUuid(`dealer:${d.name}`),
  contactEmail: `fleet@${d.emailDomain}`,
}));

const vehicles: Vehicle[] = vehicleSpecs.map((v) => ({
  ...v,
  id: stableUuid(`vehicle:${v.model}|${v.version}`),
  key: `${v.model}|${v.version}`,
}));

const unavailableKeys = new Set(unavailableRows.map(([dealer, model, version]) => `${dealer}|${model}|${version}`));

interface InventoryRow {
  dealer: Dealer;
  vehicle: Vehicle;
  priceCents: number;
  available: boolean;
}

const inventory: InventoryRow[] = [];
for (const dealer of dealers) {
  for (const vehicle of vehicles) {
    if (!dealer.models.includes(vehicle.model)) continue;
    const rowKey = `${dealer.name}|${vehicle.key}`;
    // Partial-range dealers skip roughly one version in five (always keeping single-version models).
    const singleVersion = vehicles.filter((v) => v.model === vehicle.model).length === 1;
    if (!dealer.fullRange && !singleVersion && stableInt(`skip:${rowKey}`, 5) === 0) continue;
    // -2.0% .. +3.0% per row, then the dealer's own factor, rounded to whole $10.
    const variation = 1 + (stableInt(`price:${rowKey}`, 501) - 200) / 10000;
    const price = Math.round((vehicle.rrp * variation * dealer.priceFactor) / 10) * 10;
    inventory.push({ dealer, vehicle, priceCents: dollars(price), available: !unavailableKeys.has(rowKey) });
  }
}

const accessories = dealers.flatMap((dealer) =>
  dealer.accessories.map(([name, price]) => ({
    id: stableUuid(`accessory:${dealer.name}|${name}`),
    dealer,
    name,
    priceCents: dollars(price),
  })),
);

// ---------------------------------------------------------------------------------------------
// Validate: schema CHECK rules (INSERT OR IGNORE would silently drop violating rows) and the
// properties the demo data promises.

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const allIds = [...dealers.map((d) => d.id), ...vehicles.map((v) => v.id), ...accessories.map((a) => a.id)];
check(new Set(allIds).size === allIds.length, "ids are unique");
check(allIds.every((id) => UUID_RE.test(id)), "ids are canonical v5-style UUIDs");
check(new Set(vehicles.map((v) => v.key)).size === vehicles.length, "model+version pairs are unique");
check(new Set(dealers.map((d) => d.name)).size === dealers.length, "dealer names are unique");
for (const row of unavailableRows) {
  check(
    inventory.some((i) => `${i.dealer.name}|${i.vehicle.key}` === row.join("|")),
    `unavailable row is stocked: ${row.join(" / ")}`,
  );
}

for (const d of dealers) {
  check(!d.autoRespond || d.tier === "enterprise", `${d.name}: auto_respond only for enterprise`);
  check(d.credits >= 0 && d.deliveryFee >= 0 && d.standardMargin >= 0 && (d.apiMargin ?? 0) >= 0, `${d.name}: money/credits >= 0`);
  check(d.deliveryFee >= 990 && d.deliveryFee <= 2500, `${d.name}: delivery fee $990-$2,500`);
  check(d.standardMargin >= 500 && d.standardMargin <= 2000, `${d.name}: standard margin $500-$2,000`);
  check(/^\d{4}$/.test(d.postcode), `${d.name}: 4-digit postcode`);
  check(d.accessories.length >= 3 && d.accessories.length <= 6, `${d.name}: 3-6 accessories`);
  check(
    d.models.every((m) => vehicles.some((v) => v.model === m)),
    `${d.name}: every model it sells exists in the catalogue`,
  );
}
const approved = dealers.filter((d) => d.approved);
check(approved.length >= 12, ">= 12 approved dealerships");
check(new Set(approved.map((d) => d.state)).size >= 5, "approved dealerships in >= 5 states");
check(approved.filter((d) => d.tier === "enterprise" && d.autoRespond).length >= 3, ">= 3 enterprise auto-responders");
check(approved.filter((d) => d.credits === 0).length === 1, "exactly one approved dealership with 0 credits");
check(dealers.filter((d) => !d.approved).length === 1, "exactly one unapproved dealership");
check(approved.some((d) => d.apiMargin === null) && approved.some((d) => d.apiMargin !== null), "api margin both null and set");

check(vehicles.length >= 60, ">= 60 vehicles");
for (const v of vehicles) {
  check(v.powertrain !== "bev" || (v.cylinders === null && v.co2 === 0), `${v.key}: BEV has no cylinders and 0 g/km`);
  const stocked = inventory.filter((i) => i.vehicle === v);
  check(stocked.length > 0, `${v.key}: stocked somewhere`);
  const searchable = stocked.some((i) => i.available && i.dealer.approved);
  const expectSearchable = v.model !== UNAPPROVED_ONLY_MODEL && v.model !== UNAVAILABLE_ONLY_MODEL;
  check(searchable === expectSearchable, `${v.key}: available at an approved dealer = ${expectSearchable}`);
}
check(
  inventory.filter((i) => i.vehicle.model === UNAPPROVED_ONLY_MODEL).every((i) => !i.dealer.approved && i.available),
  `${UNAPPROVED_ONLY_MODEL}: stocked (available) only by the unapproved dealer`,
);
check(
  inventory.filter((i) => i.vehicle.model === UNAVAILABLE_ONLY_MODEL).every((i) => i.dealer.approved && !i.available),
  `${UNAVAILABLE_ONLY_MODEL}: stocked only as unavailable at approved dealers`,
);
check(inventory.filter((i) => !i.available).length >= 3, "a few unavailable inventory rows");

// ---------------------------------------------------------------------------------------------
// Write SQL

const statements: string[] = [
  ...insertStatements(
    "dealerships",
    [
      "id",
      "name",
      "contact_email",
      "suburb",
      "state",
      "postcode",
      "approved",
      "tier",
      "auto_respond",
      "delivery_fee_cents",
      "standard_margin_cents",
      "api_margin_cents",
      "credits",
    ],
    dealers.map((d) => [
      d.id,
      d.name,
      d.contactEmail,
      d.suburb,
      d.state,
      d.postcode,
      d.approved ? 1 : 0,
      d.tier,
      d.autoRespond ? 1 : 0,
      dollars(d.deliveryFee),
      dollars(d.standardMargin),
      d.apiMargin === null ? null : dollars(d.apiMargin),
      d.credits,
    ]),
  ),
  ...insertStatements(
    "vehicles",
    [
      "id",
      "model",
      "version",
      "model_search_key",
      "body_class",
      "body_type",
      "powertrain",
      "engine",
      "cylinders",
      "co2_g_per_km",
      "image_url",
    ],
    vehicles.map((v) => [
      v.id,
      v.model,
      v.version,
      modelSearchKey(v.model),
      v.bodyClass,
      v.bodyType,
      v.powertrain,
      v.engine,
      v.cylinders,
      v.co2,
      v.noImage ? null : `${IMAGE_BASE}/${slugify(`${v.model} ${v.version}`)}.jpg`,
    ]),
  ),
  ...insertStatements(
    "dealer_inventory",
    ["dealership_id", "vehicle_id", "price_cents", "available"],
    inventory.map((i) => [i.dealer.id, i.vehicle.id, i.priceCents, i.available ? 1 : 0]),
  ),
  ...insertStatements(
    "dealer_accessories",
    ["id", "dealership_id", "name", "price_cents"],
    accessories.map((a) => [a.id, a.dealer.id, a.name, a.priceCents]),
  ),
];

// The header is a block comment on the same line as the first statement: D1's `exec()` sends
// each line as its own query and rejects a line holding only a comment.
const header =
  "/* GENERATED by scripts/build-demo-seed.ts, do not edit by hand; regenerate with: node scripts/build-demo-seed.ts. " +
  "Demo seed data for local development (Australian dealerships, vehicles, inventory, accessories). " +
  "Idempotent: fixed ids and INSERT OR IGNORE only, so applying it twice changes nothing. " +
  `${dealers.length} dealerships (${approved.length} approved), ${vehicles.length} vehicles, ` +
  `${inventory.length} inventory rows, ${accessories.length} accessories. */ `;

const outPath = resolve(dirname(fileURLToPath(import.meta.url)), "..", "seed", "demo.sql");
mkdirSync(dirname(outPath), { recursive: true });
writeFileSync(outPath, `${header}${statements.join("\n")}\n`, "utf8");
console.log(
  `Wrote ${outPath}: ${dealers.length} dealerships, ${vehicles.length} vehicles, ${inventory.length} inventory rows, ${accessories.length} accessories in ${statements.length} statements.`,
);
