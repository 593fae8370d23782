import { sql } from "drizzle-orm";
import { quoteStatuses } from "../domain/quote-status";
import type { RequestedAccessory } from "../domain/quotes/plan-quote";
import { EMAIL_KINDS } from "../domain/quotes/email-kinds";
import { QUOTE_OUTCOMES } from "../domain/quotes/outcome";
import type { InvoiceLineKind, KindTotals } from "../domain/orders/invoice";
import { ORDER_STATUSES } from "../domain/orders/order-status";
import { CREDIT_REASONS } from "../domain/credits";
import { AUDIT_ACTIONS, AUDIT_ACTOR_TYPES, AUDIT_ACTORS, AUDIT_TARGETS } from "../domain/audit";
import { OPERATOR_SCOPES } from "../domain/operators";
import type { Award } from "../domain/tenders/awards";
import { TENDER_CLOSE_REASONS, type TenderExtension } from "../domain/tenders/closing";
import type { TenderDeclineReason } from "../domain/tenders/decline";
import { QUOTE_COMPLETED, WEBHOOK_EVENT_NAMES } from "../schemas/webhook-events";
import { BODY_CLASSES, BODY_TYPES, CABS, DRIVE_TYPES, POWERTRAINS, REGISTRATION_USES } from "../pricing/vehicle";
import { check, customType, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex, type AnySQLiteColumn } from "drizzle-orm/sqlite-core";

// Timestamps are ISO-8601 UTC strings: they sort correctly as text and are what the API returns.
const createdAt = () =>
  text("created_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

/**
 * SQL for an ISO-8601 timestamp as milliseconds since 1970, and back: both exact (SQLite keeps
 * instants in whole milliseconds). Lists order live and archived quotes by milliseconds together:
 * archived rows keep their times so (6 bytes, not 24), and the live table's list indexes are on it.
 */
export const millisecondsSql = (isoColumn: string) => `cast(round((julianday(${isoColumn}) - 2440587.5) * 86400000) as integer)`;
export const isoSql = (millisecondsColumn: string) => `strftime('%Y-%m-%dT%H:%M:%fZ', ${millisecondsColumn} / 1000.0, 'unixepoch')`;
const millisecondsOf = (column: AnySQLiteColumn) => sql.raw(millisecondsSql(`"${column.name}"`));

/**
 * A priced breakdown as D1 keeps it: packed (src/db/stored-pricing.ts: compressed, its charges'
 * dates, sources and notes held once in charge_provenance), or, for a quote priced before packing,
 * JSON text. Declared text, as it always was; a packed value is a blob in it. Read raw, unpacked by
 * the queries that need it.
 */
const storedPricing = customType<{ data: StoredPricingValue; driverData: StoredPricingValue }>({ dataType: () => "text" });
export type StoredPricingValue = string | ArrayBuffer | Uint8Array | number[];

/**
 * Who last changed a dealer-kept row (stock, an accessory, a dealership's prices): the operator,
 * or the dealership itself through one of its dealer keys. Null on rows written before this was
 * recorded. The log line of each change says the same.
 */
const CHANGED_BY = ["operator", "dealer"] as const;

/** The operator changes without a key; a dealer always through one. */
function changedByRule(by: AnySQLiteColumn, keyId: AnySQLiteColumn) {
  return sql`${by} is null or (${by} = 'operator' and ${keyId} is null) or (${by} = 'dealer' and ${keyId} is not null)`;
}

export const apiClients = sqliteTable(
  "api_clients",
  {
    id: text("id").primaryKey(),
    companyName: text("company_name").notNull(),
    contactEmail: text("contact_email").notNull(),
    contactPhone: text("contact_phone"),
    companyAbn: text("company_abn"),
    // SHA-256 of the plaintext key, hex; the plaintext is never stored.
    keyHash: text("key_hash").notNull(),
    // First characters of the key ("svc_1a2b3c4d"), safe to show in support tools.
    keyPrefix: text("key_prefix").notNull(),
    // The key a rotation replaced, accepted beside the new one until it expires (null: none).
    previousKeyHash: text("previous_key_hash"),
    previousKeyPrefix: text("previous_key_prefix"),
    previousKeyExpiresAt: text("previous_key_expires_at"),
    // The webhook secret is derived, never stored: from WEBHOOK_SIGNING_KEY, the client id and this
    // generation. A rotation moves to the next one; the one before still signs until it expires.
    webhookSecretGeneration: integer("webhook_secret_generation").notNull().default(1),
    previousWebhookSecretExpiresAt: text("previous_webhook_secret_expires_at"),
    // When the client last rotated its webhook secret: after WEBHOOK_SIGNING_KEY changes, who has a secret derived from the new one.
    webhookSecretRotatedAt: text("webhook_secret_rotated_at"),
    // When one of its keys last made a request that succeeded. Written after the response, at most
    // once a minute per key and isolate (src/middleware/key-use.ts): it may lag by up to a minute.
    lastUsedAt: text("last_used_at"),
    createdAt: createdAt(),
    // When its current key was revoked (the FMO console, or the operator's off-boarding): the key is
    // refused from then on; a previous key still in its grace period is not. Null: the key lives.
    keyRevokedAt: text("key_revoked_at"),
  },
  (t) => [
    uniqueIndex("api_clients_key_hash_idx").on(t.keyHash),
    uniqueIndex("api_clients_previous_key_hash_idx").on(t.previousKeyHash),
    // Support finds a client by its contact address, in any case.
    index("api_clients_contact_email_idx").on(sql`lower(${t.contactEmail})`),
    check("api_clients_webhook_secret_generation_check", sql`${t.webhookSecretGeneration} >= 1`),
    check("api_clients_previous_key_complete", sql`(${t.previousKeyHash} is null) = (${t.previousKeyExpiresAt} is null)`),
  ],
);

export const dealerships = sqliteTable(
  "dealerships",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    contactEmail: text("contact_email"),
    suburb: text("suburb"),
    state: text("state"),
    postcode: text("postcode"),
    approved: integer("approved", { mode: "boolean" }).notNull().default(false),
    tier: text("tier", { enum: ["standard", "enterprise"] }).notNull().default("standard"),
    autoRespond: integer("auto_respond", { mode: "boolean" }).notNull().default(false),
    deliveryFeeCents: integer("delivery_fee_cents").notNull().default(0),
    standardMarginCents: integer("standard_margin_cents").notNull().default(0),
    // Null means "use the standard margin for API quotes too".
    apiMarginCents: integer("api_margin_cents"),
    credits: integer("credits").notNull().default(0),
    // How long a priced quote of this dealership holds, in days from when it was sent.
    quoteValidityDays: integer("quote_validity_days").notNull().default(14),
    // Signed into every portal link of the dealership; a link of an earlier generation is refused.
    // Moved on when the operator ends the dealership's links and sessions, or unapproves it.
    linkGeneration: integer("link_generation").notNull().default(1),
    // Every portal session records the generation it started in; an earlier one has been ended
    // (by the operator, an unapproval, or "Sign out everywhere").
    sessionGeneration: integer("session_generation").notNull().default(1),
    // The last change of the prices the dealership keeps itself (delivery fee and margins).
    settingsUpdatedAt: text("settings_updated_at"),
    settingsUpdatedBy: text("settings_updated_by", { enum: CHANGED_BY }),
    settingsUpdatedByKeyId: text("settings_updated_by_key_id").references((): AnySQLiteColumn => dealerKeys.id),
    createdAt: createdAt(),
  },
  (t) => [
    check("dealerships_link_generation_check", sql`${t.linkGeneration} >= 1`),
    check("dealerships_session_generation_check", sql`${t.sessionGeneration} >= 1`),
    check("dealerships_tier_check", sql`${t.tier} in ('standard', 'enterprise')`),
    check("dealerships_quote_validity_days_check", sql`${t.quoteValidityDays} between 1 and 90`),
    check("dealerships_auto_respond_enterprise_only", sql`${t.autoRespond} = 0 or ${t.tier} = 'enterprise'`),
    check("dealerships_credits_non_negative", sql`${t.credits} >= 0`),
    check(
      "dealerships_money_non_negative",
      sql`${t.deliveryFeeCents} >= 0 and ${t.standardMarginCents} >= 0 and (${t.apiMarginCents} is null or ${t.apiMarginCents} >= 0)`,
    ),
    index("dealerships_approved_name_idx").on(t.approved, t.name, t.id),
    // The operator's list, newest first.
    index("dealerships_created_idx").on(t.createdAt),
    check("dealerships_settings_updated_by_check", changedByRule(t.settingsUpdatedBy, t.settingsUpdatedByKeyId)),
  ],
);


export const vehicles = sqliteTable(
  "vehicles",
  {
    id: text("id").primaryKey(),
    // The manufacturer ("Toyota"); when the operator does not name it, the model's first word(s) (src/domain/vehicle-make.ts).
    make: text("make").notNull().default(""),
    model: text("model").notNull(),
    version: text("version").notNull(),
    // Lower-case model with all whitespace removed: what search matches against.
    modelSearchKey: text("model_search_key").notNull(),
    // The old single class, kept as the facts imply it (pricing/body-class.ts: bodyClassOf), which the
    // API answers for this version: every write sets it from the facts.
    bodyClass: text("body_class", { enum: BODY_CLASSES }).notNull(),
    // The vehicle's physical facts (pricing/vehicle.ts: VehicleFacts); each state's rules decide its
    // class from them. Null = not known. Free text before migration 0013, which turned it into these.
    bodyType: text("body_type", { enum: BODY_TYPES }).notNull(),
    cab: text("cab", { enum: CABS }),
    seats: integer("seats"),
    driveType: text("drive_type", { enum: DRIVE_TYPES }),
    powertrain: text("powertrain", { enum: POWERTRAINS }).notNull(),
    engine: text("engine"),
    cylinders: integer("cylinders"),
    co2GramsPerKm: integer("co2_g_per_km"),
    fuelLitresPer100Km: real("fuel_l_per_100km"),
    // Unladen mass: NSW motor vehicle tax and the WA licence fee are set by it. Null = not known.
    tareKg: integer("tare_kg"),
    // Gross vehicle mass, from the compliance plate: above 4.5 t the vehicle is heavy.
    gvmKg: integer("gvm_kg"),
    // The manufacturer's list price, GST and LCT included: QLD, WA and SA charge duty on at least it.
    listPriceCents: integer("list_price_cents"),
    imageUrl: text("image_url"),
    createdAt: createdAt(),
  },
  (t) => [
    check("vehicles_powertrain_check", sql`${t.powertrain} in ('ice', 'hybrid', 'phev', 'bev', 'fcev')`),
    check("vehicles_body_class_check", sql`${t.bodyClass} in ('passenger', 'commercial', 'motorcycle', 'heavy')`),
    check("vehicles_tare_kg_check", sql`${t.tareKg} is null or ${t.tareKg} between 300 and 10000`),
    check("vehicles_list_price_check", sql`${t.listPriceCents} is null or ${t.listPriceCents} >= 0`),
    index("vehicles_model_search_key_idx").on(t.modelSearchKey),
    // The vehicle search (db/queries/vehicle-search.ts): its default order, walked without a sort, and its
    // commonest narrowing (body, drive, price), counted from the index alone; makes compared in any case.
    index("vehicles_list_price_idx").on(sql`${t.listPriceCents} is null`, t.listPriceCents, t.model, t.id),
    index("vehicles_list_price_desc_idx").on(sql`${t.listPriceCents} is null`, sql`${t.listPriceCents} desc`, t.model, t.id),
    index("vehicles_model_idx").on(t.model, t.id),
    index("vehicles_body_drive_price_idx").on(t.bodyType, t.driveType, t.listPriceCents),
    index("vehicles_make_idx").on(sql`${t.make} collate nocase`),
  ],
);

/**
 * How many approved dealerships have each vehicle available, by state ('' for a dealership without
 * one): the vehicle search's stockists and its state filter, counted without reading the stock.
 * Kept by triggers on dealer_inventory and dealerships (migration 0020), whoever writes them.
 */
export const vehicleStockists = sqliteTable(
  "vehicle_stockists",
  {
    vehicleId: text("vehicle_id").notNull(),
    state: text("state").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.vehicleId, t.state] }), index("vehicle_stockists_state_idx").on(t.state, t.vehicleId)],
);

export const dealerInventory = sqliteTable(
  "dealer_inventory",
  {
    dealershipId: text("dealership_id")
      .notNull()
      .references(() => dealerships.id),
    vehicleId: text("vehicle_id")
      .notNull()
      .references(() => vehicles.id),
    priceCents: integer("price_cents").notNull(),
    available: integer("available", { mode: "boolean" }).notNull().default(true),
    updatedAt: text("updated_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    updatedBy: text("updated_by", { enum: CHANGED_BY }),
    updatedByKeyId: text("updated_by_key_id").references(() => dealerKeys.id),
  },
  (t) => [
    primaryKey({ columns: [t.dealershipId, t.vehicleId] }),
    check("dealer_inventory_price_non_negative", sql`${t.priceCents} >= 0`),
    check("dealer_inventory_updated_by_check", changedByRule(t.updatedBy, t.updatedByKeyId)),
    // Search asks "is this vehicle available anywhere?"; this index answers it without touching other dealers' rows.
    index("dealer_inventory_vehicle_available_idx").on(t.vehicleId, t.available, t.dealershipId),
  ],
);

export const dealerAccessories = sqliteTable(
  "dealer_accessories",
  {
    id: text("id").primaryKey(),
    dealershipId: text("dealership_id")
      .notNull()
      .references(() => dealerships.id),
    name: text("name").notNull(),
    priceCents: integer("price_cents").notNull(),
    createdAt: createdAt(),
    // Null on rows not changed since the audit columns came (migration 0010).
    updatedAt: text("updated_at"),
    updatedBy: text("updated_by", { enum: CHANGED_BY }),
    updatedByKeyId: text("updated_by_key_id").references(() => dealerKeys.id),
  },
  (t) => [
    check("dealer_accessories_price_non_negative", sql`${t.priceCents} >= 0`),
    check("dealer_accessories_updated_by_check", changedByRule(t.updatedBy, t.updatedByKeyId)),
    index("dealer_accessories_dealership_idx").on(t.dealershipId),
  ],
);

/**
 * One request to several dealerships for the same vehicle. Its quotes are ordinary quotes that carry
 * its id; the tender keeps what was asked and, in request order, the dealerships it went to, each
 * with why it was declined when it was (a dealership without a reason and without a quote lost its
 * last credit to a concurrent request while the tender was written: it was declined for credits).
 */
export const tenders = sqliteTable(
  "tenders",
  {
    id: text("id").primaryKey(),
    clientId: text("client_id")
      .notNull()
      .references(() => apiClients.id),
    // What was asked for: a catalogue vehicle, or a model (and version) text.
    vehicleId: text("vehicle_id").references(() => vehicles.id),
    requestedModel: text("requested_model"),
    requestedVersion: text("requested_version"),
    // Set when the dealerships were every approved one of a state that stocks the vehicle.
    state: text("state"),
    dealerships: text("dealerships", { mode: "json" }).$type<{ id: string; declined: TenderDeclineReason | null }[]>().notNull(),
    // Where the tender's webhooks go (its quotes carry the same URL for their own).
    callbackUrl: text("callback_url"),
    createdAt: createdAt(),
    // When it stops taking answers if nothing closes it first (src/domain/tenders/closing.ts).
    closesAt: text("closes_at").notNull(),
    // Set once, by whichever close comes first; its reason with it.
    closedAt: text("closed_at"),
    closeReason: text("close_reason", { enum: TENDER_CLOSE_REASONS }),
    // The quote the client accepted. No foreign key: an archived quote leaves the quotes table.
    awardedQuoteId: text("awarded_quote_id"),
    // A random id written by the write that closed or awarded the tender. The rest of that write's
    // batch (lapses, credits given back, e-mails, the webhook) acts only where it finds its own id,
    // so each happens exactly once however many closes race (two at the same millisecond included).
    closeToken: text("close_token"),
    // Each move of its deadline, oldest first: when, from, to and the client's reason (migration 0020).
    extensions: text("extensions", { mode: "json" }).$type<TenderExtension[]>().notNull().default([]),
    // The award, once made: each awarded quote with its dealership, quantity and order reference, in
    // the order the client gave them; and the client's reason, told to the dealerships not chosen.
    awards: text("awards", { mode: "json" }).$type<Award[]>(),
    awardReason: text("award_reason"),
  },
  (t) => [
    index("tenders_client_created_idx").on(t.clientId, t.createdAt, t.id),
    // Usage: the tenders of a period, every client's.
    index("tenders_created_idx").on(t.createdAt, t.clientId),
    // The minute cron's question: which open tenders are due to close?
    index("tenders_open_closes_idx").on(t.closesAt).where(sql`${t.closedAt} is null`),
    check("tenders_closed_with_reason", sql`(${t.closedAt} is null) = (${t.closeReason} is null)`),
    check("tenders_awarded_closed", sql`${t.awardedQuoteId} is null or ${t.closedAt} is not null`),
  ],
);

export const quotes = sqliteTable(
  "quotes",
  {
    id: text("id").primaryKey(),
    clientId: text("client_id")
      .notNull()
      .references(() => apiClients.id),
    dealershipId: text("dealership_id")
      .notNull()
      .references(() => dealerships.id),
    // Null while the dealer has still to choose the vehicle: the request named a model text that
    // matched several vehicles in stock, or none.
    vehicleId: text("vehicle_id").references(() => vehicles.id),
    // The model and version text of the request, as written (null when it named a globalCarId).
    requestedModel: text("requested_model"),
    requestedVersion: text("requested_version"),
    status: text("status", { enum: quoteStatuses }).notNull(),
    channel: text("channel", { enum: ["api"] }).notNull(),
    clientName: text("client_name").notNull(),
    clientEmail: text("client_email"),
    clientPhone: text("client_phone"),
    postcode: text("postcode"),
    quantity: integer("quantity").notNull().default(1),
    // Fleet cars are registered for business use unless the client says otherwise.
    registrationUse: text("registration_use", { enum: REGISTRATION_USES }).notNull().default("business"),
    // The day the client expects the vehicle registered ("YYYY-MM-DD"), whose rates price it; null = the day it is priced.
    registrationDate: text("registration_date"),
    // Bought with a manufacturer's fleet discount (TAS charges duty on such a purchase at its own rate).
    manufacturerFleetDiscount: integer("manufacturer_fleet_discount", { mode: "boolean" }).notNull().default(false),
    // JSON array of canonical accessory ids requested. Still written, no longer read: the snapshot
    // below replaces it (expand, then contract: dropped once no deployed version reads it).
    accessoryIds: text("accessory_ids", { mode: "json" }).$type<string[]>().notNull(),
    // The accessories asked for, as they were when asked (id, name, price in cents), in the order
    // asked: what the dealer sees and what completion prices by default, whatever the dealership
    // later does to its list (migration 0014; a trigger there fills it for rows an older version writes).
    requestedAccessories: text("requested_accessories", { mode: "json" }).$type<RequestedAccessory[]>().notNull().default([]),
    notes: text("notes"),
    callbackUrl: text("callback_url"),
    // The priced breakdown (integer cents) once the quote is sent, packed (see storedPricing above);
    // the charge_provenance ids it names; its drive-away total, for SQL to rank a tender's quotes.
    pricing: storedPricing("pricing"),
    provenanceIds: text("provenance_ids", { mode: "json" }).$type<number[]>(),
    totalCents: integer("total_cents"),
    dealerNotes: text("dealer_notes"),
    // Set by the one completion that moved the quote from pending to sent; the rows written with
    // that completion (e-mail, webhook delivery) are inserted only where it matches.
    completionId: text("completion_id"),
    // The tender the quote is part of, if any.
    tenderId: text("tender_id").references(() => tenders.id),
    createdAt: createdAt(),
    sentAt: text("sent_at"),
    // Until when the price holds: sent_at plus the dealership's validity, or earlier where the dealer said so.
    validUntil: text("valid_until"),
    // What the client decided (src/domain/quotes/outcome.ts), when, and the client's order
    // reference of an accepted quote. Null while undecided.
    outcome: text("outcome", { enum: QUOTE_OUTCOMES }),
    outcomeAt: text("outcome_at"),
    orderReference: text("order_reference"),
  },
  (t) => [
    check("quotes_status_check", sql`${t.status} in ('pending', 'sent', 'draft')`),
    check("quotes_quantity_check", sql`${t.quantity} between 1 and 1000`),
    check("quotes_registration_use_check", sql`${t.registrationUse} in ('business', 'private')`),
    // Lists walk these newest first (rowid breaks ties), merged with archived_quotes' own.
    index("quotes_client_created_idx").on(t.clientId, millisecondsOf(t.createdAt)),
    index("quotes_dealership_created_idx").on(t.dealershipId, millisecondsOf(t.createdAt)),
    index("quotes_tender_idx")
      .on(t.tenderId)
      .where(sql`${t.tenderId} is not null`),
  ],
);

/**
 * What D1 keeps of an archived quote (src/jobs/archive.ts): the quote itself, with its breakdown,
 * deliveries and e-mails, is one object in the ARCHIVE bucket under `object_key`. This row holds what
 * lists, tenders and ownership checks read without that object (at most 500 bytes with its indexes,
 * docs/jobs-and-retention.md): times as milliseconds, the id indexed by its first 8 characters (the
 * 32 random bits a full unique index would spend 50 bytes a quote on; quote ids are unique already).
 */
export const archivedQuotes = sqliteTable(
  "archived_quotes",
  {
    id: text("id").notNull(),
    // The quote's rowid in quotes: it orders quotes of the same millisecond as before.
    seq: integer("seq").notNull(),
    clientId: text("client_id")
      .notNull()
      .references(() => apiClients.id),
    dealershipId: text("dealership_id")
      .notNull()
      .references(() => dealerships.id),
    tenderId: text("tender_id").references(() => tenders.id),
    vehicleId: text("vehicle_id").references(() => vehicles.id),
    requestedModel: text("requested_model"),
    requestedVersion: text("requested_version"),
    status: text("status", { enum: quoteStatuses }).notNull(),
    channel: text("channel", { enum: ["api"] }).notNull(),
    clientName: text("client_name").notNull(),
    clientEmail: text("client_email"),
    quantity: integer("quantity").notNull(),
    createdMs: integer("created_ms").notNull(),
    sentMs: integer("sent_ms"),
    validUntilMs: integer("valid_until_ms"),
    outcome: text("outcome", { enum: QUOTE_OUTCOMES }),
    outcomeMs: integer("outcome_ms"),
    totalCents: integer("total_cents"),
    objectKey: text("object_key").notNull(),
  },
  (t) => [
    index("archived_quotes_id_idx").on(sql`substr(${t.id}, 1, 8)`),
    index("archived_quotes_client_created_idx").on(t.clientId, t.createdMs, t.seq),
    index("archived_quotes_dealership_created_idx").on(t.dealershipId, t.createdMs, t.seq),
    index("archived_quotes_tender_idx")
      .on(t.tenderId)
      .where(sql`${t.tenderId} is not null`),
  ],
);

/**
 * An order: what an accepted (awarded) quote becomes, from the client's purchase order to the
 * dealership's invoice (src/domain/orders/order-status.ts). One per awarded quote, written in the
 * batch that accepts it. It holds what its reads need without its quote (which the archive may move
 * to R2): the quote's lines by kind for the order's quantity (`quoted_totals`, cents), the client's
 * name, the vehicle. Its webhooks are deliveries of its quote (to the quote's callbackUrl).
 */
export const orders = sqliteTable(
  "orders",
  {
    id: text("id").primaryKey(),
    // No foreign key: an archived quote leaves the quotes table (the order stays readable).
    quoteId: text("quote_id").notNull(),
    clientId: text("client_id")
      .notNull()
      .references(() => apiClients.id),
    dealershipId: text("dealership_id")
      .notNull()
      .references(() => dealerships.id),
    tenderId: text("tender_id").references(() => tenders.id),
    vehicleId: text("vehicle_id").references(() => vehicles.id),
    clientName: text("client_name").notNull(),
    quantity: integer("quantity").notNull(),
    orderReference: text("order_reference"),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("placed"),
    placedAt: text("placed_at").notNull(),
    // The day ("YYYY-MM-DD", in the dealership's state) it should be acknowledged by: two business days on.
    acknowledgeBy: text("acknowledge_by").notNull(),
    acknowledgedAt: text("acknowledged_at"),
    etaDate: text("eta_date"),
    // Every ETA given, oldest first: [{ at, etaDate, reason }] (the acknowledgement's reason is null).
    etaHistory: text("eta_history", { mode: "json" }).$type<{ at: string; etaDate: string; reason: string | null }[]>().notNull().default(sql`'[]'`),
    declinedAt: text("declined_at"),
    declineReason: text("decline_reason"),
    withdrawnAt: text("withdrawn_at"),
    withdrawReason: text("withdraw_reason"),
    deliveredAt: text("delivered_at"),
    deliveredOn: text("delivered_on"),
    vin: text("vin"),
    registrationPlate: text("registration_plate"),
    odometerKm: integer("odometer_km"),
    invoicedAt: text("invoiced_at"),
    invoiceNumber: text("invoice_number"),
    // [{ kind, description, amountCents }], as the dealer gave them.
    invoiceLines: text("invoice_lines", { mode: "json" }).$type<{ kind: InvoiceLineKind; description: string; amountCents: number }[]>(),
    varianceReason: text("variance_reason"),
    // The accepted quote's lines by kind, in cents, for the order's quantity: what the invoice is matched to.
    quotedTotals: text("quoted_totals", { mode: "json" }).$type<KindTotals>().notNull(),
    // When it reached a final state (declined, withdrawn, invoiced): the archive counts its 90 days from it.
    finishedAt: text("finished_at"),
    updatedAt: text("updated_at").notNull(),
    // A random id written by the last step's update: the rest of its batch (webhook, audit entry)
    // acts only where it finds it, so a step that lost a race writes nothing.
    stepToken: text("step_token"),
  },
  (t) => [
    uniqueIndex("orders_quote_idx").on(t.quoteId),
    index("orders_client_placed_idx").on(t.clientId, t.placedAt),
    index("orders_dealership_placed_idx").on(t.dealershipId, t.placedAt),
    index("orders_tender_idx")
      .on(t.tenderId)
      .where(sql`${t.tenderId} is not null`),
    check("orders_status_check", sql`${t.status} in ('placed', 'acknowledged', 'declined', 'withdrawn', 'delivered', 'invoiced')`),
    check("orders_quantity_check", sql`${t.quantity} between 1 and 1000`),
    check("orders_odometer_check", sql`${t.odometerKm} is null or ${t.odometerKm} between 0 and 100000`),
  ],
);

/**
 * The dates, confidence, sources, notes and labels of priced charges, each held once however many
 * quotes were priced with it: `ref` is a hash of `body`, so a body never changes under it and old
 * quotes keep what they were sent; a quote names them by `id` (a few bytes, not a hash's 16).
 */
export const chargeProvenance = sqliteTable(
  "charge_provenance",
  {
    id: integer("id").primaryKey(),
    ref: text("ref").notNull(),
    body: text("body").notNull(),
  },
  (t) => [uniqueIndex("charge_provenance_ref_idx").on(t.ref)],
);

export const idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    clientId: text("client_id")
      .notNull()
      .references(() => apiClients.id),
    key: text("key").notNull(),
    // SHA-256 of the request body, so a reused key with another body can be refused.
    requestHash: text("request_hash").notNull(),
    quoteId: text("quote_id"),
    // For a tender, its id: a replay answers the tender as it stands (no body is kept).
    tenderId: text("tender_id"),
    responseStatus: integer("response_status"),
    responseBody: text("response_body"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.key] })],
);

export const dealerKeys = sqliteTable(
  "dealer_keys",
  {
    id: text("id").primaryKey(),
    dealershipId: text("dealership_id")
      .notNull()
      .references(() => dealerships.id),
    keyHash: text("key_hash").notNull(),
    keyPrefix: text("key_prefix").notNull(),
    createdAt: createdAt(),
    revokedAt: text("revoked_at"),
    // When the key last made a request that succeeded: written after the response, at most once a
    // minute per key and isolate (src/middleware/key-use.ts), so it may lag by up to a minute.
    lastUsedAt: text("last_used_at"),
  },
  (t) => [uniqueIndex("dealer_keys_key_hash_idx").on(t.keyHash), index("dealer_keys_dealership_idx").on(t.dealershipId)],
);

/*
 * Outbox rows (webhook deliveries and e-mails) share one life cycle, so that none is ever lost or
 * stuck (docs/jobs-and-retention.md): `pending` until it ends `delivered`/`sent` or `abandoned` (shown as
 * `failed`) with `last_error`. A worker holds a row only while `locked_until` is in the future;
 * `next_attempt_at` says when the queue should bring it back. A pending row nobody holds whose
 * time is long past lost its queue message: the cron sweep re-drives it (`redrives`, bounded) or
 * ends it.
 */
export const webhookDeliveries = sqliteTable(
  "webhook_deliveries",
  {
    id: text("id").primaryKey(),
    // What the event is about: a quote, or a tender (exactly one). No foreign key to quotes: a
    // redelivered archived quote's delivery comes back to D1 without its quote (src/jobs/archive.ts).
    quoteId: text("quote_id"),
    tenderId: text("tender_id").references(() => tenders.id),
    clientId: text("client_id")
      .notNull()
      .references(() => apiClients.id),
    url: text("url").notNull(),
    // Which event this is (src/schemas/webhook-events.ts): its X-Service-Event header and the
    // delivery log's `event`. Every insert names it; the default only dates the rows written before
    // it was recorded, which were all quote completions.
    event: text("event", { enum: WEBHOOK_EVENT_NAMES }).notNull().default(QUOTE_COMPLETED),
    // The event as first sent, frozen. Null for a quote's completion event: composed from the quote when sent
    // (a sent quote never changes), which keeps a live quote's rows small.
    payload: text("payload"),
    status: text("status", { enum: ["pending", "delivered", "abandoned"] }).notNull().default("pending"),
    // Attempts of the current series (at most three); the FMO may start up to five more series.
    attempts: integer("attempts").notNull().default(0),
    redeliveries: integer("redeliveries").notNull().default(0),
    redrives: integer("redrives").notNull().default(0),
    // Set once the job is on the queue; the cron sweep re-enqueues rows left without it.
    enqueuedAt: text("enqueued_at"),
    nextAttemptAt: text("next_attempt_at"),
    lockedUntil: text("locked_until"),
    lastError: text("last_error"),
    finishedAt: text("finished_at"),
    createdAt: createdAt(),
    updatedAt: text("updated_at"),
  },
  (t) => [
    check("webhook_deliveries_status_check", sql`${t.status} in ('pending', 'delivered', 'abandoned')`),
    check("webhook_deliveries_attempts_check", sql`${t.attempts} between 0 and 3`),
    check("webhook_deliveries_one_subject", sql`(${t.quoteId} is null) <> (${t.tenderId} is null)`),
    // The sweep's: only pending rows are in it, so a finished row costs nothing here.
    index("webhook_deliveries_status_next_idx")
      .on(t.status, t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index("webhook_deliveries_quote_idx").on(t.quoteId),
    index("webhook_deliveries_tender_idx").on(t.tenderId),
    // The FMO console's list of a client's deliveries, newest first.
    index("webhook_deliveries_client_created_idx").on(t.clientId, t.createdAt),
  ],
);

export const webhookAttempts = sqliteTable(
  "webhook_attempts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    deliveryId: text("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id),
    // 1 for the first series, 2 for the first redelivery, ...
    series: integer("series").notNull().default(1),
    attempt: integer("attempt").notNull(),
    attemptedAt: text("attempted_at").notNull(),
    statusCode: integer("status_code"),
    durationMs: integer("duration_ms").notNull(),
    error: text("error"),
  },
  (t) => [
    uniqueIndex("webhook_attempts_delivery_series_attempt_idx").on(t.deliveryId, t.series, t.attempt),
    index("webhook_attempts_attempted_idx").on(t.attemptedAt),
  ],
);

export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: text("id").primaryKey(),
    quoteId: text("quote_id")
      .notNull()
      .references(() => quotes.id),
    kind: text("kind", { enum: EMAIL_KINDS }).notNull(),
    recipient: text("recipient").notNull(),
    // The body is never stored: it is composed from the quote when the e-mail is sent.
    status: text("status", { enum: ["pending", "sent", "abandoned"] }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    redrives: integer("redrives").notNull().default(0),
    // Set once the job is on the queue; the cron sweep re-enqueues rows left without it.
    enqueuedAt: text("enqueued_at"),
    nextAttemptAt: text("next_attempt_at"),
    lockedUntil: text("locked_until"),
    lastError: text("last_error"),
    finishedAt: text("finished_at"),
    createdAt: createdAt(),
    updatedAt: text("updated_at"),
  },
  (t) => [
    index("email_outbox_status_next_idx")
      .on(t.status, t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    // The archive finds a quote's e-mails by their ids, derived from the quote (src/domain/quotes/
    // email-ids.ts); only e-mails written before that (UUID ids, 36 characters) need this index.
    index("email_outbox_quote_idx")
      .on(t.quoteId)
      .where(sql`length(${t.id}) = 36`),
  ],
);

/**
 * Signed-in sessions of the dealer portal. The browser holds an opaque random id in a cookie;
 * only its SHA-256 is stored, so a copy of this table opens nothing. A session is either a dealer
 * key's (every quote of the dealership; revoking the key ends it) or an e-mail link's (one quote).
 */
export const portalSessions = sqliteTable(
  "portal_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    dealershipId: text("dealership_id")
      .notNull()
      .references(() => dealerships.id),
    dealerKeyId: text("dealer_key_id").references(() => dealerKeys.id),
    // An e-mail link's quote. No foreign key: the quote may be archived, and its link still opens it.
    quoteId: text("quote_id"),
    // The dealership's session generation when the session started: it ends when that moves on.
    generation: integer("generation").notNull().default(1),
    createdAt: createdAt(),
    expiresAt: text("expires_at").notNull(),
  },
  (t) => [
    check("portal_sessions_key_or_link", sql`(${t.dealerKeyId} is null) <> (${t.quoteId} is null)`),
    // The cron's purge of expired sessions walks this index.
    index("portal_sessions_expires_idx").on(t.expiresAt),
  ],
);


/**
 * The addresses an FMO has added, besides its contact address, that may sign in to the FMO console.
 * Removing one ends its sessions and its unused sign-in links at once (ON DELETE CASCADE).
 */
export const consoleUsers = sqliteTable(
  "console_users",
  {
    id: text("id").primaryKey(),
    clientId: text("client_id")
      .notNull()
      .references(() => apiClients.id),
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // One row per address and FMO, in any case; sign-in finds an address's FMOs by it.
    uniqueIndex("console_users_client_email_idx").on(t.clientId, sql`lower(${t.email})`),
    index("console_users_email_idx").on(sql`lower(${t.email})`),
  ],
);

/**
 * The FMO console's sign-in links, each one e-mailed: an outbox row (the same life cycle as
 * email_outbox, src/jobs/outbox.ts) that is also the link. Only the token's SHA-256 is stored; the
 * token itself is derived from the row's id with PORTAL_LINK_SECRET when the e-mail is composed
 * (src/notices/console-link.ts), so a copy of this table signs nobody in. Valid 15 minutes, once.
 */
export const consoleSignInLinks = sqliteTable(
  "console_sign_in_links",
  {
    id: text("id").primaryKey(),
    clientId: text("client_id")
      .notNull()
      .references(() => apiClients.id),
    // The console user the link is for; null: the FMO's contact address.
    consoleUserId: text("console_user_id").references(() => consoleUsers.id, { onDelete: "cascade" }),
    recipient: text("recipient").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
    status: text("status", { enum: ["pending", "sent", "abandoned"] }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    redrives: integer("redrives").notNull().default(0),
    enqueuedAt: text("enqueued_at"),
    nextAttemptAt: text("next_attempt_at"),
    lockedUntil: text("locked_until"),
    lastError: text("last_error"),
    finishedAt: text("finished_at"),
    createdAt: createdAt(),
    updatedAt: text("updated_at"),
  },
  (t) => [
    uniqueIndex("console_sign_in_links_token_idx").on(t.tokenHash),
    index("console_sign_in_links_status_next_idx")
      .on(t.status, t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    // The retention's purge of expired links.
    index("console_sign_in_links_expires_idx").on(t.expiresAt),
  ],
);

/**
 * Signed-in sessions of the FMO console: the browser holds an opaque random id in a cookie; only its
 * SHA-256 is stored. At most 12 hours; it ends at once when its console user is removed (ON DELETE
 * CASCADE) or the FMO has no live key left (checked on every request: src/db/queries/console-sessions.ts).
 */
export const consoleSessions = sqliteTable(
  "console_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    clientId: text("client_id")
      .notNull()
      .references(() => apiClients.id),
    consoleUserId: text("console_user_id").references(() => consoleUsers.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    createdAt: createdAt(),
    expiresAt: text("expires_at").notNull(),
  },
  (t) => [index("console_sessions_expires_idx").on(t.expiresAt), index("console_sessions_client_idx").on(t.clientId)],
);

/**
 * A dealership's credit statement: every change of `dealerships.credits` is an entry, written in
 * the same batch (one transaction) as the change itself, so the balance is always the sum of the
 * entries (src/db/queries/credits.ts). `seq` numbers a dealership's entries 1, 2, 3, ... with no
 * gap; `balance` is the credits right after the entry; `at` never goes back within a dealership.
 * One entry per quote, kept for good: migration 0016 creates the table WITHOUT ROWID (drizzle
 * cannot say so), which a future rebuild of it must keep.
 */
export const creditEntries = sqliteTable(
  "credit_entries",
  {
    dealershipId: text("dealership_id")
      .notNull()
      .references(() => dealerships.id),
    seq: integer("seq").notNull(),
    at: text("at").notNull(),
    change: integer("change").notNull(),
    balance: integer("balance").notNull(),
    reason: text("reason", { enum: CREDIT_REASONS }).notNull(),
    // The quote a credit was spent on or returned for, and its tender. No foreign key: an archived
    // quote leaves the quotes table, its entries stay.
    quoteId: text("quote_id"),
    tenderId: text("tender_id"),
    // The operator's words for an adjustment (required there).
    note: text("note"),
  },
  (t) => [
    // The statement's own order: newest first, between two dates, and usage's credits spent and
    // returned in a period, dealership by dealership, are ranges of it. The table is WITHOUT ROWID
    // (migration 0016), so an entry is stored once, in this order, with no index beside it. `seq`
    // is unique within a dealership because each entry takes the last one's plus one in a batch
    // that D1 runs alone.
    primaryKey({ columns: [t.dealershipId, t.at, t.seq] }),
    check("credit_entries_seq_check", sql`${t.seq} >= 1`),
    check("credit_entries_balance_check", sql`${t.balance} >= 0`),
    check("credit_entries_reason_check", sql`${t.reason} in ('purchase', 'quote', 'returned', 'adjustment')`),
    check("credit_entries_adjustment_note", sql`${t.reason} <> 'adjustment' or coalesce(length(trim(${t.note})), 0) > 0`),
    check("credit_entries_quote_named", sql`${t.reason} not in ('quote', 'returned') or ${t.quoteId} is not null`),
    // A quote's credit is given back at most once, however often the return is attempted.
    uniqueIndex("credit_entries_one_return_idx").on(t.quoteId).where(sql`${t.reason} = 'returned'`),
  ],
);

/**
 * The audit record: one entry per change the operator or a dealership made (src/domain/audit.ts),
 * written in the same batch as the change: when, who (`actor`: the operator, or the dealership
 * with the dealer key and, in the portal, the session), what (`action`), its target, and the
 * fields it changed before and after (never a secret). Kept for seven years.
 */
export const auditEntries = sqliteTable(
  "audit_entries",
  {
    id: text("id").primaryKey(),
    at: text("at").notNull(),
    actor: text("actor", { enum: AUDIT_ACTORS }).notNull(),
    // The dealership a change concerns (the target's, or the target itself); the actor's, when a dealer made it.
    dealershipId: text("dealership_id"),
    actorKeyId: text("actor_key_id"),
    // The first 16 hex digits of the portal session's hash (its row's key), when made in the portal.
    portalSession: text("portal_session"),
    requestId: text("request_id").notNull(),
    action: text("action", { enum: AUDIT_ACTIONS }).notNull(),
    targetType: text("target_type", { enum: AUDIT_TARGETS }).notNull(),
    targetId: text("target_id").notNull(),
    before: text("before", { mode: "json" }),
    after: text("after", { mode: "json" }),
    // Who, by name (migration 0017): `operator` (a named operator: actor_id its id), `bootstrap` (the
    // ADMIN_TOKEN), `system` (the cron) on the operator's side, `dealer`, or `fmo`; the operator's name,
    // the dealership's or the FMO's as it was; the display prefix of the key used (an operator's or a dealer's).
    // Null on entries written before by a version that did not know them: read as `bootstrap` or `dealer`.
    actorType: text("actor_type", { enum: AUDIT_ACTOR_TYPES }),
    actorId: text("actor_id"),
    actorName: text("actor_name"),
    actorKeyPrefix: text("actor_key_prefix"),
    // An FMO's change (its console, or its API key; migration 0018): the FMO, the console user's
    // address (null: made with the API key) and the console session (the first 16 hex digits of its hash).
    clientId: text("client_id"),
    actorEmail: text("actor_email"),
    consoleSession: text("console_session"),
  },
  (t) => [
    check(
      "audit_entries_actor_check",
      sql`(${t.actor} = 'operator' and ${t.actorKeyId} is null) or (${t.actor} = 'dealer' and ${t.actorKeyId} is not null and ${t.dealershipId} is not null) or (${t.actor} = 'fmo' and ${t.clientId} is not null and ${t.actorKeyId} is null)`,
    ),
    check("audit_entries_actor_type_check", sql`${t.actorType} is null or ((${t.actorType} = 'dealer') = (${t.actor} = 'dealer') and (${t.actorType} = 'operator') = (${t.actorId} is not null))`),
    // Newest first, and the retention's purge; each filter has its own.
    index("audit_entries_at_idx").on(t.at),
    index("audit_entries_target_idx").on(t.targetId, t.at),
    index("audit_entries_dealership_idx").on(t.dealershipId, t.at),
    index("audit_entries_actor_idx").on(t.actor, t.at),
    index("audit_entries_actor_key_idx").on(t.actorKeyId, t.at),
    // A named operator's changes (actor=<operator id>); holds only theirs.
    index("audit_entries_actor_id_idx")
      .on(t.actorId, t.at)
      .where(sql`${t.actorId} is not null`),
    // An FMO's changes (actor=<client id>): its console's and its key's.
    index("audit_entries_client_idx").on(t.clientId, t.at),
  ],
);

/**
 * The people who run the service, each with a key of their own (src/domain/operators.ts): stored
 * as its SHA-256 and a display prefix, never the key. A revoked operator's key is refused from its
 * next request; the row stays, as the audit record names it.
 */
export const operators = sqliteTable(
  "operators",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    scope: text("scope", { enum: OPERATOR_SCOPES }).notNull(),
    keyHash: text("key_hash").notNull(),
    keyPrefix: text("key_prefix").notNull(),
    createdAt: text("created_at").notNull(),
    revokedAt: text("revoked_at"),
  },
  (t) => [
    check("operators_scope_check", sql`${t.scope} in ('read', 'write')`),
    uniqueIndex("operators_key_hash_idx").on(t.keyHash),
    index("operators_created_idx").on(t.createdAt),
  ],
);

/**
 * Drive-away estimates asked per client and calendar day in Australia/Sydney: an estimate stores
 * no quote, so usage counts them here (src/db/queries/usage.ts, estimateCounted).
 */
export const estimateCounts = sqliteTable(
  "estimate_counts",
  {
    clientId: text("client_id")
      .notNull()
      .references(() => apiClients.id),
    day: text("day").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.day] }), index("estimate_counts_day_idx").on(t.day, t.clientId, t.count), check("estimate_counts_count_check", sql`${t.count} >= 0`)],
);
