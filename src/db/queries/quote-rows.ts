import { sql, type SQL } from "drizzle-orm";
import type { QuoteStatus } from "../../domain/quote-status";
import type { QuoteOutcome } from "../../domain/quotes/outcome";
import type { RequestedAccessory } from "../../domain/quotes/plan-quote";
import type { StoredPricing } from "../../domain/quotes/price-quote";
import type { RegistrationUse } from "../../pricing";
import { readRecord, type ArchivedQuoteRecord } from "../archive";
import type { Database } from "../client";
import { isoSql, millisecondsSql, type StoredPricingValue } from "../schema";
import { provenanceBodiesSql, unpackPricing } from "../stored-pricing";
import type { Page } from "./page";

/*
 * Every read of quotes, live or archived. A live quote is a row of `quotes`; an archived one a thin
 * row of `archived_quotes` (what lists show) and an object in the ARCHIVE bucket (everything else).
 * Each read is one statement over both tables (UNION ALL, each side on its own index), so archiving
 * costs no D1 round trip: a list never reads R2, a detail reads one object per archived quote.
 */

/** What every list of quotes shows: held by live and archived quotes alike. */
export interface QuoteListRow {
  id: string;
  clientId: string;
  status: QuoteStatus;
  channel: "api";
  clientName: string;
  clientEmail: string | null;
  quantity: number;
  createdAt: string;
  sentAt: string | null;
  validUntil: string | null;
  tenderId: string | null;
  /** Its tender's deadline (null: not a tender's quote). */
  tenderClosesAt: string | null;
  outcome: QuoteOutcome | null;
  outcomeAt: string | null;
  totalCents: number | null;
  /** How many quotes the quote's tender made, this one included (null: not a tender's quote). */
  tenderQuotes: number | null;
  dealershipId: string;
  dealershipName: string;
  dealershipEmail: string | null;
  dealershipSuburb: string | null;
  dealershipState: string | null;
  vehicleId: string | null;
  requestedModel: string | null;
  requestedVersion: string | null;
  vehicleModel: string | null;
  vehicleVersion: string | null;
  vehicleImageUrl: string | null;
  /** Set when the quote is archived: its object in the ARCHIVE bucket. */
  objectKey: string | null;
}

/** A quote with everything its detail shows. */
export interface QuoteViewRow extends QuoteListRow {
  clientPhone: string | null;
  callbackUrl: string | null;
  postcode: string | null;
  notes: string | null;
  registrationUse: RegistrationUse;
  registrationDate: string | null;
  manufacturerFleetDiscount: boolean;
  requestedAccessories: RequestedAccessory[];
  pricing: StoredPricing | null;
  dealerNotes: string | null;
  orderReference: string | null;
}

/** Which quotes a read is about; every field given must match. */
export interface QuoteFilter {
  id?: string;
  clientId?: string;
  dealershipId?: string;
  tenderId?: string;
  status?: QuoteStatus;
}

const LIVE = "live";
const ARCHIVED = "archived";
type Side = typeof LIVE | typeof ARCHIVED;

/** An archived row's time as the ISO text the live row held; a live row's in milliseconds (what its list indexes hold). */
const iso = isoSql;
const millis = millisecondsSql;
const tenderCount = (tenderId: string) =>
  `case when ${tenderId} is null then null else (select count(*) from quotes as t where t.tender_id = ${tenderId}) + (select count(*) from archived_quotes as t where t.tender_id = ${tenderId}) end`;

/** [name, live column, archived column]: the columns both sides give, in one order. */
const LIST_COLUMNS: [keyof QuoteListRow | "seq" | "createdMs", string, string][] = [
  ["id", "q.id", "a.id"],
  ["seq", "q.rowid", "a.seq"],
  ["clientId", "q.client_id", "a.client_id"],
  ["status", "q.status", "a.status"],
  ["channel", "q.channel", "a.channel"],
  ["clientName", "q.client_name", "a.client_name"],
  ["clientEmail", "q.client_email", "a.client_email"],
  ["quantity", "q.quantity", "a.quantity"],
  ["createdAt", "q.created_at", iso("a.created_ms")],
  ["createdMs", millis("q.created_at"), "a.created_ms"],
  ["sentAt", "q.sent_at", iso("a.sent_ms")],
  ["validUntil", "q.valid_until", iso("a.valid_until_ms")],
  ["tenderId", "q.tender_id", "a.tender_id"],
  ["tenderClosesAt", "(select t.closes_at from tenders as t where t.id = q.tender_id)", "(select t.closes_at from tenders as t where t.id = a.tender_id)"],
  ["outcome", "q.outcome", "a.outcome"],
  ["outcomeAt", "q.outcome_at", iso("a.outcome_ms")],
  ["totalCents", "q.total_cents", "a.total_cents"],
  ["tenderQuotes", tenderCount("q.tender_id"), tenderCount("a.tender_id")],
  ["dealershipId", "d.id", "d.id"],
  ["dealershipName", "d.name", "d.name"],
  ["dealershipEmail", "d.contact_email", "d.contact_email"],
  ["dealershipSuburb", "d.suburb", "d.suburb"],
  ["dealershipState", "d.state", "d.state"],
  ["vehicleId", "q.vehicle_id", "a.vehicle_id"],
  ["requestedModel", "q.requested_model", "a.requested_model"],
  ["requestedVersion", "q.requested_version", "a.requested_version"],
  ["vehicleModel", "v.model", "v.model"],
  ["vehicleVersion", "v.version", "v.version"],
  ["vehicleImageUrl", "v.image_url", "v.image_url"],
  ["objectKey", "null", "a.object_key"],
];

/** The columns only a live row holds; an archived quote's come from its object. */
const DETAIL_COLUMNS: [string, string][] = [
  ["clientPhone", "q.client_phone"],
  ["callbackUrl", "q.callback_url"],
  ["postcode", "q.postcode"],
  ["notes", "q.notes"],
  ["registrationUse", "q.registration_use"],
  ["registrationDate", "q.registration_date"],
  ["manufacturerFleetDiscount", "q.manufacturer_fleet_discount"],
  ["requestedAccessories", "q.requested_accessories"],
  ["pricing", "q.pricing"],
  ["provenanceIds", "q.provenance_ids"],
  ["pricingProvenance", provenanceBodiesSql("q.provenance_ids")],
  ["dealerNotes", "q.dealer_notes"],
  ["orderReference", "q.order_reference"],
];

const FROM: Record<Side, string> = {
  live: "quotes as q inner join dealerships as d on d.id = q.dealership_id left join vehicles as v on v.id = q.vehicle_id",
  archived: "archived_quotes as a inner join dealerships as d on d.id = a.dealership_id left join vehicles as v on v.id = a.vehicle_id",
};

function where(side: Side, filter: QuoteFilter): SQL {
  const t = side === LIVE ? "q" : "a";
  const terms: SQL[] = [];
  // archived_quotes indexes its ids by their first 8 characters (schema.ts): the prefix finds the row.
  if (filter.id !== undefined) terms.push(side === LIVE ? sql`q.id = ${filter.id}` : sql`substr(a.id, 1, 8) = substr(${filter.id}, 1, 8) and a.id = ${filter.id}`);
  if (filter.clientId !== undefined) terms.push(sql`${sql.raw(t)}.client_id = ${filter.clientId}`);
  if (filter.dealershipId !== undefined) terms.push(sql`${sql.raw(t)}.dealership_id = ${filter.dealershipId}`);
  if (filter.tenderId !== undefined) terms.push(sql`${sql.raw(t)}.tender_id = ${filter.tenderId}`);
  if (filter.status !== undefined) terms.push(sql`${sql.raw(t)}.status = ${filter.status}`);
  return terms.length ? sql`where ${sql.join(terms, sql` and `)}` : sql``;
}

function select(side: Side, filter: QuoteFilter, options: { detail: boolean; extra?: [string, string, string][] }): SQL {
  const columns = [...LIST_COLUMNS, ...(options.extra ?? [])].map(([name, live, archived]) => `${side === LIVE ? live : archived} as "${name}"`);
  if (options.detail) columns.push(...DETAIL_COLUMNS.map(([name, live]) => `${side === LIVE ? live : "null"} as "${name}"`));
  return sql`select ${sql.raw(columns.join(", "))} from ${sql.raw(FROM[side])} ${where(side, filter)}`;
}

/** Both sides of a read, one statement. */
function bothSides(filter: QuoteFilter, options: { detail: boolean; extra?: [string, string, string][] }): SQL {
  return sql`${select(LIVE, filter, options)} union all ${select(ARCHIVED, filter, options)}`;
}

type RawRow = Record<string, unknown>;

function listRow(raw: RawRow): QuoteListRow {
  const { seq: _seq, createdMs: _createdMs, waiting: _waiting, waitingMs: _waitingMs, waitingSeq: _waitingSeq, ...row } = raw;
  return {
    ...(row as unknown as QuoteListRow),
    quantity: Number(raw["quantity"]),
    totalCents: raw["totalCents"] === null ? null : Number(raw["totalCents"]),
    tenderQuotes: raw["tenderQuotes"] === null ? null : Number(raw["tenderQuotes"]),
  };
}

/** A live row's detail, its breakdown unpacked. */
async function liveDetail(raw: RawRow): Promise<QuoteViewRow> {
  const row = listRow(raw) as unknown as RawRow;
  const { pricingProvenance, provenanceIds, ...rest } = row as RawRow & { pricingProvenance: string | null; provenanceIds: string | null };
  return {
    ...(rest as unknown as QuoteViewRow),
    manufacturerFleetDiscount: Boolean(raw["manufacturerFleetDiscount"]),
    requestedAccessories: JSON.parse((raw["requestedAccessories"] as string | null) ?? "[]") as RequestedAccessory[],
    pricing: await unpackPricing(raw["pricing"] as StoredPricingValue | null, JSON.parse(provenanceIds ?? "null") as number[] | null, pricingProvenance),
  };
}

/** An archived quote's detail: what lists show from its thin row, the rest from its object. */
function archivedDetail(row: QuoteListRow, record: ArchivedQuoteRecord): QuoteViewRow {
  const q = record.quote;
  return {
    ...row,
    clientPhone: q["client_phone"] as string | null,
    callbackUrl: q["callback_url"] as string | null,
    postcode: q["postcode"] as string | null,
    notes: q["notes"] as string | null,
    registrationUse: q["registration_use"] as RegistrationUse,
    registrationDate: q["registration_date"] as string | null,
    manufacturerFleetDiscount: Boolean(q["manufacturer_fleet_discount"]),
    requestedAccessories: JSON.parse((q["requested_accessories"] as string | null) ?? "[]") as RequestedAccessory[],
    pricing: q.pricing,
    dealerNotes: q["dealer_notes"] as string | null,
    orderReference: q["order_reference"] as string | null,
  };
}

/** The details of the quotes a read found: live ones as read, archived ones from their objects (read in parallel). */
async function details(archive: R2Bucket, raws: RawRow[]): Promise<QuoteViewRow[]> {
  return Promise.all(raws.map(async (raw) => (raw["objectKey"] === null ? liveDetail(raw) : archivedDetail(listRow(raw), await readRecord(archive, raw["objectKey"] as string)))));
}

/** The one quote matching the filter (by id, and whatever owner the filter names), with its detail. */
export async function findQuote(db: Database, archive: R2Bucket, filter: QuoteFilter & { id: string }): Promise<QuoteViewRow | null> {
  const raws = await db.all<RawRow>(bothSides(filter, { detail: true }));
  return raws.length ? (await details(archive, raws.slice(0, 1)))[0]! : null;
}

/**
 * The same, for a write that only a live quote can take (a completion): a live quote with its
 * detail, an archived one as its thin row, which says why it cannot (no R2 read).
 */
export async function findQuoteForChange(db: Database, filter: QuoteFilter & { id: string }): Promise<QuoteViewRow | QuoteListRow | null> {
  const [raw] = await db.all<RawRow>(bothSides(filter, { detail: true }));
  if (!raw) return null;
  return raw["objectKey"] === null ? liveDetail(raw) : listRow(raw);
}

/** Whether a quote read has its detail: every live quote does. */
export function hasDetail(row: QuoteViewRow | QuoteListRow): row is QuoteViewRow {
  return row.objectKey === null;
}

/** Every quote matching the filter (a tender's, say), with its detail. */
export async function findQuotes(db: Database, archive: R2Bucket, filter: QuoteFilter): Promise<QuoteViewRow[]> {
  return details(archive, await db.all<RawRow>(sql`${bothSides(filter, { detail: true })} order by "createdMs", "seq"`));
}

/**
 * One owner's quotes (a client's, or a dealership's), newest first; quotes of the same millisecond
 * in the order they were written, so pages never overlap. Live and archived quotes are merged as
 * each side's index gives them: no sort, no R2 read.
 */
export async function listQuotes(db: Database, owner: { clientId: string } | { dealershipId: string }, status: QuoteStatus | undefined, page: Page): Promise<QuoteListRow[]> {
  const raws = await db.all<RawRow>(sql`${bothSides({ ...owner, status }, { detail: false })} order by "createdMs" desc, "seq" desc limit ${page.limit} offset ${page.offset}`);
  return raws.map(listRow);
}

/**
 * A page of the dealership's quotes as the portal lists them: those waiting for the dealer first
 * (pending, not lapsed: always live), the oldest of those at the top (the longest-waiting client
 * first), then the rest newest first.
 */
export async function listPortalQuoteRows(db: Database, dealershipId: string, page: Page): Promise<QuoteListRow[]> {
  const waiting = "(q.status = 'pending' and q.outcome is null)";
  const extra: [string, string, string][] = [
    ["waiting", `case when ${waiting} then 1 else 0 end`, "0"],
    ["waitingMs", `case when ${waiting} then ${millis("q.created_at")} end`, "null"],
    ["waitingSeq", `case when ${waiting} then q.rowid end`, "null"],
  ];
  const raws = await db.all<RawRow>(
    sql`${bothSides({ dealershipId }, { detail: false, extra })}
        order by "waiting" desc, "waitingMs", "waitingSeq", "createdMs" desc, "seq" desc limit ${page.limit} offset ${page.offset}`,
  );
  return raws.map(listRow);
}
