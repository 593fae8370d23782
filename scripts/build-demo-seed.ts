// Builds seed/demo.sql (and the same rows as seed/demo.json): deterministic Australian demo data
// for local development.
//
//   node scripts/build-demo-seed.ts      (npm run seed:build)
//
// The data is in scripts/demo-data/ (dealerships, vehicle catalogue); scripts/demo-seed/ turns it
// into rows (derive.ts, rows.ts), checks them (validate.ts) and writes SQL (sql.ts).
//
// Runs on Node 22 with native type stripping, so these files stick to erasable TypeScript (no
// enums, namespaces or parameter properties) and import node: built-ins only.
//
// The output is stable: ids are name-based UUIDs (SHA-256 of a stable name, version nibble 5),
// every statement is `INSERT OR IGNORE` with literal values (vehicles fill in only the facts an
// older database lacks), so applying the file twice changes nothing. Because `INSERT OR IGNORE`
// also silently skips rows that break a CHECK constraint, the data is validated against the
// schema's rules first, and no file is written that would lose rows.

import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { IMAGE_BASE, UNAPPROVED_ONLY_MODEL, UNAVAILABLE_ONLY_MODEL, unavailableRows, vehicleFamilies } from "./demo-data/catalogue.ts";
import { dealerSpecs } from "./demo-data/dealers.ts";
import { demoFacts } from "./demo-seed/facts.ts";
import { buildRows, type DemoData } from "./demo-seed/rows.ts";
import { seedFile, seedStatements } from "./demo-seed/sql.ts";
import { validateRows } from "./demo-seed/validate.ts";

const data: DemoData = {
  dealerSpecs,
  vehicleFamilies,
  unavailableRows,
  unapprovedOnlyModel: UNAPPROVED_ONLY_MODEL,
  unavailableOnlyModel: UNAVAILABLE_ONLY_MODEL,
};

const rows = buildRows(data);
validateRows(rows, data);
const statements = seedStatements(rows, IMAGE_BASE);

const seedDir = resolve(dirname(fileURLToPath(import.meta.url)), "..", "seed");
const outPath = resolve(seedDir, "demo.sql");
mkdirSync(seedDir, { recursive: true });
writeFileSync(outPath, seedFile(rows, statements), "utf8");
writeFileSync(resolve(seedDir, "demo.json"), `${JSON.stringify(demoFacts(rows, IMAGE_BASE), null, 1)}\n`, "utf8");
const { dealers, vehicles, inventory, accessories } = rows;
console.log(
  `Wrote ${outPath}: ${dealers.length} dealerships, ${vehicles.length} vehicles, ${inventory.length} inventory rows, ${accessories.length} accessories in ${statements.length} statements.`,
);
