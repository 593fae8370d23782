import { sql, type SQL } from "drizzle-orm";
import { shortWords, trigramQuery } from "../../domain/vehicle-search";
import { statement } from "../statement";
import type { Page } from "./page";

// GET /api/v1/vehicles as SQL: the filters as one WHERE, each answered by an index where one helps
// (migration 0019: the trigram index of the vehicle's words, the order indexes, body and drive with
// price, the make in any case, the stockists by vehicle and state), the number of matches and the
// page in one statement, each vehicle of the page with its stockists by state and, when asked, who they are.

export interface VehicleSearchFilters {
  words: string[];
  makes?: string[];
  bodyTypes?: string[];
  cabs?: string[];
  driveTypes?: string[];
  powertrains?: string[];
  seatsMin?: number;
  gvmMaxKg?: number;
  fuelMaxLitresPer100Km?: number;
  listPriceMinCents?: number;
  listPriceMaxCents?: number;
  /** Only vehicles an approved dealership of this state has available. */
  state?: string;
  /** Only vehicles some approved dealership has available. */
  stocked: boolean;
  sort: "listPrice" | "-listPrice" | "model";
  /** Name the dealerships that have each vehicle available (of `state`, when given), at most this many. */
  dealershipsPerVehicle: number | null;
}

export interface VehicleSearchRow {
  id: string;
  make: string;
  model: string;
  version: string;
  bodyType: string;
  bodyClass: string;
  cab: string | null;
  seats: number | null;
  driveType: string | null;
  powertrain: string;
  engine: string | null;
  cylinders: number | null;
  co2GramsPerKm: number | null;
  fuelLitresPer100Km: number | null;
  tareKg: number | null;
  gvmKg: number | null;
  listPriceCents: number | null;
  imageUrl: string | null;
  /** JSON: [{ "state": "NSW" ('' for a dealership without one), "count": 2 }, ...]. */
  stockists: string;
  /** JSON: [{ "id", "name", "state", "postcode" }, ...], or null when not asked for. */
  dealerships: string | null;
}

const list = (values: readonly (string | number)[]) => sql.join(values.map((value) => sql`${value}`), sql`, `);

/** The filters on the vehicle's own row: the facts and the list price (the words are joined: `source`). */
function vehicleConditions(f: VehicleSearchFilters): SQL[] {
  const where: SQL[] = [];
  for (const word of shortWords(f.words)) where.push(sql`v.rowid in (select rowid from vehicle_search where instr(lower(words), ${word}) > 0)`);
  if (f.makes) where.push(sql`v.make collate nocase in (${list(f.makes)})`);
  if (f.bodyTypes) where.push(sql`v.body_type in (${list(f.bodyTypes)})`);
  if (f.cabs) where.push(sql`v.cab in (${list(f.cabs)})`);
  if (f.driveTypes) where.push(sql`v.drive_type in (${list(f.driveTypes)})`);
  if (f.powertrains) where.push(sql`v.powertrain in (${list(f.powertrains)})`);
  if (f.seatsMin !== undefined) where.push(sql`v.seats >= ${f.seatsMin}`);
  if (f.gvmMaxKg !== undefined) where.push(sql`v.gvm_kg <= ${f.gvmMaxKg}`);
  // An electric or fuel-cell vehicle burns no fuel: its unknown consumption is none.
  if (f.fuelMaxLitresPer100Km !== undefined) where.push(sql`coalesce(v.fuel_l_per_100km, case when v.powertrain in ('bev', 'fcev') then 0 end) <= ${f.fuelMaxLitresPer100Km}`);
  if (f.listPriceMinCents !== undefined) where.push(sql`v.list_price_cents >= ${f.listPriceMinCents}`);
  if (f.listPriceMaxCents !== undefined) where.push(sql`v.list_price_cents <= ${f.listPriceMaxCents}`);
  return where;
}

/** Available at an approved dealership (of `state`, when given): one probe of the stockists' key per vehicle. */
function availability(f: VehicleSearchFilters): SQL | null {
  if (f.state !== undefined) return sql`exists (select 1 from vehicle_stockists s where s.vehicle_id = v.id and s.state = ${f.state})`;
  return f.stocked ? sql`exists (select 1 from vehicle_stockists s where s.vehicle_id = v.id)` : null;
}

const and = (conditions: SQL[]) => (conditions.length === 0 ? sql`1` : sql.join(conditions, sql` and `));

/** The order asked for, as the vehicles' order indexes hold it: without a list price last, ties by model and id. */
const ORDER: Record<VehicleSearchFilters["sort"], SQL> = {
  listPrice: sql`v.list_price_cents is null, v.list_price_cents, v.model, v.id`,
  "-listPrice": sql`v.list_price_cents is null, v.list_price_cents desc, v.model, v.id`,
  model: sql`v.model, v.id`,
};

/**
 * The page and the number of matches in one statement. The words' trigram lookup is the costly part
 * at scale, so it runs once (`words`), and the vehicles are read from its matches rather than
 * probed in price order. Filtered by availability alone, the number is read from the stockists (one
 * row per vehicle and state) rather than by probing every vehicle. One row with a null id when the
 * page is past the last match: the number still comes back.
 */
function searchStatement(f: VehicleSearchFilters, page: Page): SQL {
  const indexed = trigramQuery(f.words);
  const source = indexed === null ? sql`vehicles v` : sql`words cross join vehicles v on v.rowid = words.rowid`;
  const own = vehicleConditions(f);
  const available = availability(f);
  const where = and(available ? [...own, available] : own);
  const counted =
    indexed === null && own.length === 0 && f.state !== undefined
      ? sql`select count(*) as total from vehicle_stockists where state = ${f.state}`
      : indexed === null && own.length === 0 && f.stocked
        ? sql`select count(distinct vehicle_id) as total from vehicle_stockists`
        : sql`select count(*) as total from ${source} where ${where}`;
  const dealerships =
    f.dealershipsPerVehicle === null
      ? sql`null`
      : sql`(select json_group_array(json_object('id', id, 'name', name, 'state', state, 'postcode', postcode)) from (
          select d.id, d.name, d.state, d.postcode from dealer_inventory di join dealerships d on d.id = di.dealership_id
          where di.vehicle_id = v.id and di.available = 1 and d.approved = 1 ${f.state === undefined ? sql`` : sql`and d.state = ${f.state}`}
          order by d.name, d.id limit ${f.dealershipsPerVehicle}))`;
  return sql`with ${indexed === null ? sql`` : sql`words as materialized (select rowid from vehicle_search where vehicle_search match ${indexed}),`}
    matched as (${counted}),
    page as (select v.rowid as r from ${source} where ${where} order by ${ORDER[f.sort]} limit ${page.limit} offset ${page.offset})
    select matched.total, v.id, v.make, v.model, v.version, v.body_type as bodyType, v.body_class as bodyClass, v.cab, v.seats, v.drive_type as driveType,
      v.powertrain, v.engine, v.cylinders, v.co2_g_per_km as co2GramsPerKm, v.fuel_l_per_100km as fuelLitresPer100Km, v.tare_kg as tareKg,
      v.gvm_kg as gvmKg, v.list_price_cents as listPriceCents, v.image_url as imageUrl,
      (select json_group_array(json_object('state', state, 'count', count)) from vehicle_stockists s where s.vehicle_id = v.id) as stockists,
      ${dealerships} as dealerships
    from matched left join page on 1 left join vehicles v on v.rowid = page.r
    order by ${ORDER[f.sort]}`;
}

/** A page of the catalogue's matches and their number: one statement, one round trip. */
export async function searchVehicles(d1: D1Database | D1DatabaseSession, filters: VehicleSearchFilters, page: Page): Promise<{ rows: VehicleSearchRow[]; total: number }> {
  const { results } = await statement(d1, searchStatement(filters, page)).all<VehicleSearchRow & { total: number }>();
  return { rows: results.filter((row) => row.id !== null), total: results[0]?.total ?? 0 };
}
