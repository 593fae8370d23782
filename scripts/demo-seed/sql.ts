// Writes the demo rows as SQL: every statement `INSERT OR IGNORE` with literal values (applying
// the file twice changes nothing), each on one line, at most 50 rows per statement, and no line
// that is only a comment: D1's `exec()` splits its input on newlines and runs each line as a query.
// Vehicles alone fill in the facts a database seeded before they existed lacks (tare, list price),
// never overwriting a value already there.

import { OPENING_NOTE } from "../../src/domain/credits.ts";
import { makeOf } from "../../src/domain/vehicle-make.ts";
import { bodyClassOf, dollars, modelSearchKey, vehicleImageUrl } from "./derive.ts";
import type { DemoRows } from "./rows.ts";

type SqlValue = string | number | null;

const MAX_ROWS_PER_STATEMENT = 50;

function sqlLiteral(value: SqlValue): string {
  if (value === null) return "NULL";
  if (typeof value === "number") {
    // Whole numbers (ids, cents, kilograms) exactly; a decimal (litres per 100 km, a REAL column) as its shortest form.
    if (Number.isInteger(value) ? !Number.isSafeInteger(value) : !Number.isFinite(value)) throw new Error(`Unwritable SQL number: ${value}`);
    return String(value);
  }
  if (value.includes("\n") || value.includes("\r")) throw new Error(`Newline in SQL string: ${value}`);
  return `'${value.replaceAll("'", "''")}'`;
}

/** Columns an existing row takes from the seed only where it has none. */
type FillMissing = readonly string[];

function insertStatements(table: string, columns: readonly string[], rows: readonly SqlValue[][], fillMissing: FillMissing = []): string[] {
  const statements: string[] = [];
  for (let start = 0; start < rows.length; start += MAX_ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + MAX_ROWS_PER_STATEMENT);
    const values = chunk.map((row) => {
      if (row.length !== columns.length) throw new Error(`${table}: row has ${row.length} values, expected ${columns.length}`);
      return `(${row.map(sqlLiteral).join(", ")})`;
    });
    const into = `INTO ${table} (${columns.join(", ")}) VALUES ${values.join(", ")}`;
    const fill = fillMissing.map((column) => `${column} = coalesce(${table}.${column}, excluded.${column})`).join(", ");
    statements.push(fillMissing.length === 0 ? `INSERT OR IGNORE ${into};` : `INSERT ${into} ON CONFLICT (id) DO UPDATE SET ${fill};`);
  }
  return statements;
}

/**
 * Each demo dealership's credit statement starts with an opening entry of the balance it holds (an
 * `adjustment` with the opening note, dated when the dealership was seeded), so that its balance is
 * the sum of its entries from the start. Read from the rows as they are: a dealership the seed
 * found already there keeps its own balance, and one that has a statement already is left alone.
 */
function openingEntries(ids: readonly string[]): string {
  return (
    "INSERT OR IGNORE INTO credit_entries (dealership_id, seq, at, change, balance, reason, quote_id, tender_id, note) " +
    `SELECT id, 1, created_at, credits, credits, 'adjustment', NULL, NULL, ${sqlLiteral(OPENING_NOTE)} FROM dealerships ` +
    `WHERE id IN (${ids.map(sqlLiteral).join(", ")}) AND NOT EXISTS (SELECT 1 FROM credit_entries e WHERE e.dealership_id = dealerships.id);`
  );
}

/** The statements, table by table, in the order foreign keys need. */
export function seedStatements(rows: DemoRows, imageBase: string): string[] {
  const { dealers, vehicles, inventory, accessories } = rows;
  return [
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
    openingEntries(dealers.map((d) => d.id)),
    ...insertStatements(
      "vehicles",
      [
        "id",
        "make",
        "model",
        "version",
        "model_search_key",
        "body_class",
        "body_type",
        "cab",
        "seats",
        "drive_type",
        "fuel_l_per_100km",
        "gvm_kg",
        "powertrain",
        "engine",
        "cylinders",
        "co2_g_per_km",
        "tare_kg",
        "list_price_cents",
        "image_url",
      ],
      vehicles.map((v) => [
        v.id,
        makeOf(v.model),
        v.model,
        v.version,
        modelSearchKey(v.model),
        bodyClassOf(v),
        v.bodyType,
        v.cab,
        v.seats,
        v.driveType,
        v.fuelLitresPer100Km,
        v.gvmKg,
        v.powertrain,
        v.engine,
        v.cylinders,
        v.co2,
        v.tareKg,
        dollars(v.rrp),
        vehicleImageUrl(v, imageBase),
      ]),
      ["tare_kg", "list_price_cents", "cab", "seats", "drive_type", "fuel_l_per_100km", "gvm_kg"],
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
}

/**
 * The file's text. The header is a block comment on the same line as the first statement: D1's
 * `exec()` sends each line as its own query and rejects a line holding only a comment.
 */
export function seedFile(rows: DemoRows, statements: readonly string[]): string {
  const { dealers, vehicles, inventory, accessories } = rows;
  const approved = dealers.filter((d) => d.approved);
  const header =
    "/* GENERATED by scripts/build-demo-seed.ts, do not edit by hand; regenerate with: node scripts/build-demo-seed.ts. " +
    "Demo seed data for local development (Australian dealerships with the opening entry of their credit statements, vehicles, inventory, accessories). " +
    "Idempotent: fixed ids, INSERT OR IGNORE (vehicles: only missing tare and list price filled in), so applying it twice changes nothing. " +
    `${dealers.length} dealerships (${approved.length} approved), ${vehicles.length} vehicles, ` +
    `${inventory.length} inventory rows, ${accessories.length} accessories. */ `;
  return `${header}${statements.join("\n")}\n`;
}
