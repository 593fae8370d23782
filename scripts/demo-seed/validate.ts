// Checks the demo rows before they are written. `INSERT OR IGNORE` silently skips a row that
// breaks a CHECK constraint, so the schema's rules are checked here, together with the
// properties the demo data promises (README, test/seed/demo-data.test.ts).

import type { DemoData, DemoRows } from "./rows.ts";

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(`Seed data check failed: ${message}`);
}

/** `GET /api/v1/dealers` answers this many dealerships when no limit is given. */
const FIRST_PAGE = 20;
/** Enough quote credits for a day of trying the API. */
const MIN_CREDITS = 1000;

/** SQLite's default (BINARY) collation: compares the UTF-8 bytes. */
const binary = (a: string, b: string) => Buffer.compare(Buffer.from(a, "utf8"), Buffer.from(b, "utf8"));

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Throws on the first broken rule. */
export function validateRows(rows: DemoRows, data: DemoData): void {
  const { dealers, vehicles, inventory, accessories } = rows;
  const { unapprovedOnlyModel, unavailableOnlyModel } = data;

  const allIds = [...dealers.map((d) => d.id), ...vehicles.map((v) => v.id), ...accessories.map((a) => a.id)];
  check(new Set(allIds).size === allIds.length, "ids are unique");
  check(allIds.every((id) => UUID_RE.test(id)), "ids are canonical v5-style UUIDs");
  check(new Set(vehicles.map((v) => v.key)).size === vehicles.length, "model+version pairs are unique");
  check(new Set(dealers.map((d) => d.name)).size === dealers.length, "dealer names are unique");
  for (const row of data.unavailableRows) {
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
  const withoutCredits = approved.filter((d) => d.credits === 0);
  check(withoutCredits.length === 1, "exactly one approved dealership with 0 credits");
  // The order of GET /api/v1/dealers: approved only, by name, then id.
  const listed = [...approved].sort((a, b) => binary(a.name, b.name) || binary(a.id, b.id));
  const position = listed.findIndex((d) => d === withoutCredits[0]) + 1;
  check(position > FIRST_PAGE, `the dealership with 0 credits is after position ${FIRST_PAGE} of GET /dealers (it is at ${position})`);
  for (const d of dealers) {
    if (d !== withoutCredits[0]) check(d.credits >= MIN_CREDITS, `${d.name}: >= ${MIN_CREDITS} credits`);
  }
  check(dealers.filter((d) => !d.approved).length === 1, "exactly one unapproved dealership");
  check(approved.some((d) => d.apiMargin === null) && approved.some((d) => d.apiMargin !== null), "api margin both null and set");

  check(vehicles.length >= 60, ">= 60 vehicles");
  for (const v of vehicles) {
    check(v.powertrain !== "bev" || (v.cylinders === null && v.co2 === 0), `${v.key}: BEV has no cylinders and 0 g/km`);
    check(Number.isInteger(v.tareKg) && v.tareKg >= 300 && v.tareKg <= 10_000, `${v.key}: tare 300 to 10,000 kg`);
    const stocked = inventory.filter((i) => i.vehicle === v);
    check(stocked.length > 0, `${v.key}: stocked somewhere`);
    const searchable = stocked.some((i) => i.available && i.dealer.approved);
    const expectSearchable = v.model !== unapprovedOnlyModel && v.model !== unavailableOnlyModel;
    check(searchable === expectSearchable, `${v.key}: available at an approved dealer = ${expectSearchable}`);
  }
  check(
    inventory.filter((i) => i.vehicle.model === unapprovedOnlyModel).every((i) => !i.dealer.approved && i.available),
    `${unapprovedOnlyModel}: stocked (available) only by the unapproved dealer`,
  );
  check(
    inventory.filter((i) => i.vehicle.model === unavailableOnlyModel).every((i) => i.dealer.approved && !i.available),
    `${unavailableOnlyModel}: stocked only as unavailable at approved dealers`,
  );
  check(inventory.filter((i) => !i.available).length >= 3, "a few unavailable inventory rows");
}
