import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { dealerInventory, dealerships, isoSql, quotes, tenders, vehicles } from "../schema";
import { tenderChargeEntries } from "./credits";
import type { Page } from "./page";
import { hex, packPricing, provenanceIdsSql } from "../stored-pricing";
import { statement } from "../statement";
import { provenanceInsert } from "./provenance";
import { findQuotes } from "./quote-rows";
import { IdempotencyConflictError, idempotencyExpiredBefore, idempotentRequest, modelKeyFilter, type NewQuote } from "./quotes";
import { TENDER_MAX_DEALERSHIPS } from "../../schemas/tenders";
import { tenderDecisionStatements, type TenderDecision } from "./tender-decisions";
import { stockVehicleColumns } from "./vehicle-specs";
import { auditEntryStatement } from "./audit";
import type { ByFmo, ChangeMade } from "../../domain/changed-by";
import type { TenderExtension } from "../../domain/tenders/closing";
import { TENDER_EXTENDED_EMAIL } from "../../domain/quotes/email-kinds";

/** A model text names few vehicles at one dealership; this bounds what a pathological one loads. */
const CANDIDATES_PER_DEALERSHIP = 200;

export interface TenderContextRequest {
  clientId: string;
  /** The dealerships named, or (exactly one of the two) the state whose stocking dealerships are asked. */
  dealershipIds?: string[];
  state?: string;
  globalCarId?: string;
  modelKey?: string;
  idempotencyKey?: string;
  now: Date;
}

/**
 * Everything a tender needs to decide, in one round trip (one batch): the approved dealerships (the
 * ones named, or the first 20 by name of the state's that have the vehicle available), their available
 * stock of the vehicle (up to 200 candidates each for a model text), and a previous request with the
 * same idempotency key.
 */
export async function loadTenderContext(db: Database, request: TenderContextRequest) {
  const vehicleFilter = request.globalCarId ? eq(dealerInventory.vehicleId, request.globalCarId) : modelKeyFilter(request.modelKey ?? "");
  const approved = eq(dealerships.approved, true);
  const chosen: SQL = request.dealershipIds
    ? inArray(dealerships.id, request.dealershipIds)
    : sql`${dealerships.id} in (${stockingDealerships(db, request.state ?? "", vehicleFilter)})`;

  // Each dealership's candidates, numbered in model order, so that a broad text stops at 200 a dealership.
  const ranked = db
    .select({
      dealershipId: dealerInventory.dealershipId,
      ...stockVehicleColumns,
      rank: sql<number>`row_number() over (partition by ${dealerInventory.dealershipId} order by ${vehicles.model}, ${vehicles.version})`.as("rank"),
    })
    .from(dealerInventory)
    .innerJoin(vehicles, eq(vehicles.id, dealerInventory.vehicleId))
    .innerJoin(dealerships, eq(dealerships.id, dealerInventory.dealershipId))
    .where(and(eq(dealerInventory.available, true), approved, chosen, vehicleFilter))
    .as("ranked");

  const [dealers, stock, previous] = await db.batch([
    db.select().from(dealerships).where(and(approved, chosen)).orderBy(asc(dealerships.name), asc(dealerships.id)),
    db.select().from(ranked).where(sql`${ranked.rank} <= ${CANDIDATES_PER_DEALERSHIP}`).orderBy(asc(ranked.dealershipId), asc(ranked.model), asc(ranked.version)),
    idempotentRequest(db, request.clientId, request.idempotencyKey, request.now),
  ]);
  return { dealers, stock, previous: previous[0] ?? null };
}

/** The ids of the first 20 approved dealerships of the state, by name, with the vehicle available. */
function stockingDealerships(db: Database, state: string, vehicleFilter: SQL) {
  return db
    .select({ id: dealerships.id })
    .from(dealerships)
    .where(
      and(
        eq(dealerships.approved, true),
        eq(dealerships.state, state),
        sql`exists (select 1 from ${dealerInventory} inner join ${vehicles} on ${vehicles.id} = ${dealerInventory.vehicleId}
          where ${dealerInventory.dealershipId} = ${dealerships.id} and ${dealerInventory.available} = 1 and ${vehicleFilter})`,
      ),
    )
    .orderBy(asc(dealerships.name), asc(dealerships.id))
    .limit(TENDER_MAX_DEALERSHIPS);
}

export interface NewTender {
  tender: typeof tenders.$inferInsert & { id: string; clientId: string; createdAt: string; closesAt: string };
  /** The quotes planned, each with its e-mail; a quote is written only while its dealership still has a credit. */
  quotes: { quote: NewQuote["quote"]; email: NewQuote["email"] }[];
  idempotency: { key: string; requestHash: string } | null;
  /**
   * When every planned quote is priced at once: the tender's close, planned as if every one is
   * written. Guarded on that, it closes the tender in the same transaction, or does nothing.
   */
  close: TenderDecision | null;
}

/**
 * Writes a tender in one batch (one transaction), however many dealerships it has: the tender, every
 * planned quote whose dealership still has a credit (one INSERT ... SELECT over a JSON array, so a
 * tender of 20 binds a handful of parameters), one credit off each dealership that got a quote, the
 * quotes' e-mails, and the idempotency key. A dealership that spent its last credit between the read
 * and this write simply gets no quote; a tender left with none is removed again, key and all, so a
 * refused tender leaves nothing behind. Resolves the ids of the quotes written, and whether the
 * planned close took effect.
 */
/** Where insertTender's batch writes the quotes (after the provenance and the tender): its RETURNING says which were. */
const QUOTES_STATEMENT = 2;

export async function insertTender(d1: Pick<D1Database, "prepare" | "batch">, input: NewTender, now: Date): Promise<{ written: Set<string>; closed: boolean }> {
  const { tender } = input;
  const packed = await Promise.all(input.quotes.map(({ quote }) => (quote.pricing ? packPricing(quote.pricing) : null)));
  // A packed breakdown travels in the JSON array as hex, unhexed by the INSERT ... SELECT.
  const planned = JSON.stringify(
    input.quotes.map(({ quote }, i) => ({
      ...quote,
      pricing: packed[i] ? hex(packed[i].bytes) : null,
      refs: packed[i]?.refs ?? [],
      totalCents: quote.pricing?.totalDriveAwayCents ?? null,
    })),
  );
  const emails = JSON.stringify(input.quotes.flatMap(({ quote, email }) => (email ? [{ ...email, quoteId: quote.id }] : [])));
  const statements = [
    // Before the quotes, whose provenance ids it gives.
    provenanceInsert(
      d1,
      packed.flatMap((p) => p?.provenance ?? []),
    ),
    statement(
      d1,
      sql`insert into tenders (id, client_id, vehicle_id, requested_model, requested_version, state, dealerships, callback_url, created_at, closes_at)
         values (${tender.id}, ${tender.clientId}, ${tender.vehicleId ?? null}, ${tender.requestedModel ?? null}, ${tender.requestedVersion ?? null}, ${tender.state ?? null},
           ${JSON.stringify(tender.dealerships)}, ${tender.callbackUrl ?? null}, ${tender.createdAt}, ${tender.closesAt})`,
    ),
    statement(
      d1,
      sql`insert into quotes (id, client_id, dealership_id, tender_id, vehicle_id, requested_model, requested_version, status, channel,
           client_name, client_email, client_phone, postcode, quantity, registration_use, registration_date, manufacturer_fleet_discount, accessory_ids, notes,
           callback_url, pricing, provenance_ids, total_cents, created_at, sent_at, valid_until)
         select q.value ->> 'id', q.value ->> 'clientId', q.value ->> 'dealershipId', ${tender.id}, q.value ->> 'vehicleId', q.value ->> 'requestedModel',
           q.value ->> 'requestedVersion', q.value ->> 'status', 'api', q.value ->> 'clientName', q.value ->> 'clientEmail',
           q.value ->> 'clientPhone', q.value ->> 'postcode', q.value ->> 'quantity', q.value ->> 'registrationUse',
           q.value ->> 'registrationDate', q.value ->> 'manufacturerFleetDiscount', '[]', q.value ->> 'notes', q.value ->> 'callbackUrl', unhex(q.value ->> 'pricing'),
           case when q.value ->> 'pricing' is null then null else ${provenanceIdsSql(sql.raw("q.value -> 'refs'"))} end, q.value ->> 'totalCents',
           q.value ->> 'createdAt', q.value ->> 'sentAt', q.value ->> 'validUntil'
         from json_each(${planned}) as q inner join dealerships d on d.id = q.value ->> 'dealershipId'
         where d.credits >= 1
         returning id`,
    ),
    statement(d1, sql`update dealerships set credits = credits - 1 where id in (select dealership_id from quotes where tender_id = ${tender.id})`),
    // Each charge's entry in its dealership's credit statement, with the balance it left.
    tenderChargeEntries(d1, tender.id, tender.createdAt),
    statement(
      d1,
      sql`insert into email_outbox (id, quote_id, kind, recipient, created_at, next_attempt_at)
         select e.value ->> 'id', e.value ->> 'quoteId', e.value ->> 'kind', e.value ->> 'recipient', ${tender.createdAt}, ${tender.createdAt}
         from json_each(${emails}) as e where exists (select 1 from quotes where id = e.value ->> 'quoteId')`,
    ),
    statement(d1, sql`delete from tenders where id = ${tender.id} and not exists (select 1 from quotes where tender_id = ${tender.id})`),
  ];
  if (input.idempotency) {
    const { key, requestHash } = input.idempotency;
    statements.push(
      // A key older than the window may be reused: its old row gives way.
      statement(d1, sql`delete from idempotency_keys where client_id = ${tender.clientId} and key = ${key} and created_at <= ${idempotencyExpiredBefore(now)}`),
      statement(
        d1,
        sql`insert into idempotency_keys (client_id, key, request_hash, tender_id, response_status, created_at)
           select ${tender.clientId}, ${key}, ${requestHash}, ${tender.id}, 201, ${tender.createdAt} where exists (select 1 from tenders where id = ${tender.id})`,
      ),
    );
  }
  const closeAt = statements.length;
  if (input.close) statements.push(...tenderDecisionStatements(d1, input.close));
  try {
    const results = await d1.batch<{ id: string }>(statements);
    return { written: new Set((results[QUOTES_STATEMENT]?.results ?? []).map((row) => row.id)), closed: input.close !== null && results[closeAt]!.meta.changes === 1 };
  } catch (error) {
    // A concurrent request with the same Idempotency-Key stored its tender first.
    if (String((error as Error)?.message ?? error).includes("UNIQUE constraint failed: idempotency_keys")) throw new IdempotencyConflictError();
    throw error;
  }
}

/**
 * A tender with its quotes (as every quote view shows them) and the dealerships it went to, for the
 * declined ones' names: one round trip (the quote view reads beside the batch, whose joined ids would
 * collide in a batch's by-name results). With a client, only that client's: null when it is not.
 */
export async function findTender(db: Database, archive: R2Bucket, tenderId: string, clientId: string | null) {
  const tenderOfClient = and(eq(tenders.id, tenderId), clientId === null ? undefined : eq(tenders.clientId, clientId));
  const [tenderQuotes, [tender, asked]] = await Promise.all([
    findQuotes(db, archive, { tenderId, ...(clientId === null ? {} : { clientId }) }),
    db.batch([
      db
        .select({ ...tenderColumns, vehicleModel: vehicles.model, vehicleVersion: vehicles.version })
        .from(tenders)
        .leftJoin(vehicles, eq(vehicles.id, tenders.vehicleId))
        .where(tenderOfClient),
      db
        .select({ id: dealerships.id, name: dealerships.name, suburb: dealerships.suburb, state: dealerships.state, approved: dealerships.approved })
        .from(dealerships)
        .where(sql`${dealerships.id} in (select value ->> 'id' from json_each((select ${tenders.dealerships} from ${tenders} where ${tenderOfClient})))`),
    ]),
  ]);
  const found = tender[0];
  return found ? { tender: found, quotes: tenderQuotes, dealerships: asked } : null;
}

export type StoredTender = NonNullable<Awaited<ReturnType<typeof findTender>>>;

const tenderColumns = {
  id: tenders.id,
  clientId: tenders.clientId,
  vehicleId: tenders.vehicleId,
  requestedModel: tenders.requestedModel,
  requestedVersion: tenders.requestedVersion,
  state: tenders.state,
  dealerships: tenders.dealerships,
  callbackUrl: tenders.callbackUrl,
  createdAt: tenders.createdAt,
  closesAt: tenders.closesAt,
  closedAt: tenders.closedAt,
  closeReason: tenders.closeReason,
  awardedQuoteId: tenders.awardedQuoteId,
  extensions: tenders.extensions,
  awards: tenders.awards,
  awardReason: tenders.awardReason,
};

/** A move of a tender's deadline as planned from the tender read: written only if it still closes at `from` and is open at `at`. */
export interface ExtensionWrite {
  tenderId: string;
  clientId: string;
  extension: TenderExtension;
  /** One e-mail per quote still asked (undecided), each to its dealership's contact address. */
  emails: { id: string; quoteId: string }[];
  made: ChangeMade<ByFmo>;
}

/**
 * Moves a tender's deadline in one batch (one transaction): the guarded change (still open, still
 * closing at the deadline read, which has not come), then the dealerships' e-mails and the audit
 * entry, written only where the tender now carries this extension. Resolves whether it took effect.
 */
export async function extendTenderDeadline(d1: Pick<D1Database, "prepare" | "batch">, write: ExtensionWrite): Promise<boolean> {
  const { tenderId, extension } = write;
  const { at, from, to } = extension;
  const ours = sql`exists (select 1 from tenders where id = ${tenderId} and closes_at = ${to} and extensions ->> '$[#-1].at' = ${at} and extensions ->> '$[#-1].from' = ${from})`;
  const [extended] = await d1.batch([
    statement(
      d1,
      sql`update tenders set closes_at = ${to}, extensions = json_insert(extensions, '$[#]', json(${JSON.stringify(extension)}))
         where id = ${tenderId} and client_id = ${write.clientId} and closed_at is null and closes_at = ${from} and closes_at > ${at}`,
    ),
    statement(
      d1,
      sql`insert into email_outbox (id, quote_id, kind, recipient, created_at, next_attempt_at)
         select e.value ->> 'id', q.id, ${TENDER_EXTENDED_EMAIL}, d.contact_email, ${at}, ${at}
         from json_each(${JSON.stringify(write.emails)}) as e
         inner join quotes q on q.id = e.value ->> 'quoteId' and q.tender_id = ${tenderId}
         inner join dealerships d on d.id = q.dealership_id
         where q.outcome is null and d.contact_email is not null and ${ours}`,
    ),
    auditEntryStatement(
      d1,
      { action: "tender.extend", targetType: "tender", targetId: tenderId, dealershipId: null, made: write.made },
      { after: sql`${JSON.stringify(extension)}`, when: ours },
    ),
  ]);
  return extended!.meta.changes === 1;
}

/**
 * A page of the client's tenders, newest first, each with its counts and its best priced quote whose
 * price still holds at `now` (the list's one query: the counts and the best are correlated
 * subqueries over the quotes' tender index). The best is ordered as comparePricedQuotes orders it
 * for the tender itself: total, then sent first, then the dealership's place in the request.
 */
export function listClientTenders(db: Database, clientId: string, page: Page, now: Date) {
  // The tender's quotes, live and archived (archived times are milliseconds: as ISO text here, exactly).
  const tenderQuotes = sql.raw(`(select status, total_cents, sent_at, valid_until, dealership_id, id from quotes where tender_id = tenders.id
      union all select status, total_cents, ${isoSql("sent_ms")}, ${isoSql("valid_until_ms")}, dealership_id, id from archived_quotes where tender_id = tenders.id)`);
  const holds = sql`status = 'sent' and valid_until > ${now.toISOString()}`;
  return db
    .select({
      ...tenderColumns,
      vehicleModel: vehicles.model,
      vehicleVersion: vehicles.version,
      priced: sql<number>`(select count(*) from ${tenderQuotes} where status = 'sent')`,
      pending: sql<number>`(select count(*) from ${tenderQuotes} where status = 'pending')`,
      bestQuote: sql<string | null>`(select id from ${tenderQuotes} where ${holds}
        order by total_cents, sent_at,
          (select min(asked.key) from json_each(${tenders.dealerships}) as asked where asked.value ->> 'id' = dealership_id)
        limit 1)`,
      bestTotalCents: sql<number | null>`(select min(total_cents) from ${tenderQuotes} where ${holds})`,
    })
    .from(tenders)
    .leftJoin(vehicles, eq(vehicles.id, tenders.vehicleId))
    .where(eq(tenders.clientId, clientId))
    .orderBy(desc(tenders.createdAt), desc(sql`${tenders}.rowid`))
    .limit(page.limit)
    .offset(page.offset);
}

export type TenderListRow = Awaited<ReturnType<typeof listClientTenders>>[number];

/**
 * The client's tenders still open (not closed), the soonest to close first, at most `limit`: the FMO
 * console's overview. Through tenders_client_created_idx (a client's tenders); closed ones are skipped.
 */
export function listOpenClientTenders(db: Database, clientId: string, limit: number) {
  return db
    .select({ id: tenders.id, closesAt: tenders.closesAt, createdAt: tenders.createdAt, vehicleId: tenders.vehicleId, requestedModel: tenders.requestedModel, requestedVersion: tenders.requestedVersion, vehicleModel: vehicles.model, vehicleVersion: vehicles.version })
    .from(tenders)
    .leftJoin(vehicles, eq(vehicles.id, tenders.vehicleId))
    .where(and(eq(tenders.clientId, clientId), sql`${tenders.closedAt} is null`))
    .orderBy(asc(tenders.closesAt))
    .limit(limit);
}
