// What each operation's success is: a read's, an answer below 400; a write's, what it leaves stored,
// checked in D1 right after its answer (a quote created, a completion sent, a stock file applied, a
// key rotated), never its status alone. Every read and write states the least share of its requests
// that must succeed so; the shares are set well below the rates measured (docs/testing.md), low
// enough for the few dozen requests of each that `npm test` sends, and high enough that a change
// refusing every such request (a read that always answers 404, say) fails the run.

import { env } from "cloudflare:test";
import { sha256Hex } from "../../src/domain/api-keys";
import type { Answer, Effect } from "./runner";
import type { FuzzWorld } from "./world";

type Row = Record<string, unknown>;
const first = (sql: string, ...values: unknown[]) => env.DB.prepare(sql).bind(...values).first<Row>();
const answered = (answer: Answer) => JSON.parse(answer.text) as Record<string, any>;
const sentJson = (answer: Answer) => JSON.parse(answer.sent) as Record<string, any>;
const cents = (dollars: number) => Math.round(dollars * 100);
/** An id as the service stores it (canonical, lower case), however it was spelled in the request. */
function canonical(id: string): string {
  const hex = id.trim().replaceAll("-", "").toLowerCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
/** The id in the path after `after`. */
function pathId(answer: Answer, after: string): string {
  const parts = new URL(answer.request.url).pathname.split("/");
  return canonical(decodeURIComponent(parts[parts.indexOf(after) + 1] ?? ""));
}
const bearerKey = (answer: Answer) => (answer.request.headers.get("Authorization") ?? "").replace(/^Bearer /, "");
const replayed = (answer: Answer) => answer.response.headers.get("Idempotent-Replayed") === "true";

function effect(what: string, atLeast: number, status: number, seen: (answer: Answer, world: FuzzWorld) => Promise<boolean>): Effect {
  return { what, atLeast, seen: async (answer, world) => answer.response.status === status && (await seen(answer, world)) };
}

// --- reads, and requests that must be refused ----------------------------------------------------

/** A read's success: an answer below 400 (a page, a list, a redirect to the docs). */
export const fetched = (what: string, atLeast: number): Effect => ({ what, atLeast, seen: async (answer) => answer.response.status < 400 });

/** A request no client should make (a method a path does not have, a path the API does not have): never a success, and none asked of it. */
export const refused = (what: string): Effect => ({ what, atLeast: 0, seen: async () => false });

// --- the FMO's API ---------------------------------------------------------------------------

export const registered = (atLeast: number) =>
  effect("an FMO registered", atLeast, 201, async (answer) => (await first("SELECT 1 FROM api_clients WHERE key_hash = ?", await sha256Hex(answered(answer).apiKey))) !== null);

/** A new quote (not an idempotent replay), stored as the answer says: sent when completed at once, else pending. */
export const quoteCreated = (atLeast: number) =>
  effect("a quote created", atLeast, 201, async (answer, world) => {
    const { quoteId, status } = answered(answer);
    if (replayed(answer) || world.fuzzedQuotes.has(quoteId)) return false;
    const row = await first("SELECT status FROM quotes WHERE id = ?", quoteId);
    if (row?.status !== (status === "completed" ? "sent" : "pending")) return false;
    world.fuzzedQuotes.add(quoteId);
    return true;
  });

/** A new tender, stored, with a stored quote at each dealership the answer says took it. */
export const tenderCreated = (atLeast: number) =>
  effect("a tender created", atLeast, 201, async (answer, world) => {
    const { tenderId, quotes } = answered(answer) as { tenderId: string; quotes: { dealership: { id: string }; quoteId: string | null }[] };
    if (replayed(answer) || (await first("SELECT 1 FROM tenders WHERE id = ?", tenderId)) === null) return false;
    const made = quotes.filter((q) => q.quoteId !== null);
    for (const quote of made) {
      if ((await first("SELECT 1 FROM quotes WHERE id = ? AND tender_id = ? AND dealership_id = ?", quote.quoteId, tenderId, quote.dealership.id)) === null) return false;
    }
    for (const quote of made) world.fuzzedQuotes.add(quote.quoteId!);
    return made.length > 0;
  });

export const deliveryRestarted = (atLeast: number) =>
  effect("a failed delivery started again", atLeast, 202, async (answer) => (await first("SELECT status FROM webhook_deliveries WHERE id = ?", answered(answer).id))?.status === "pending");

/** The quote stored as accepted, with the order reference the answer gives. */
export const quoteAccepted = (atLeast: number) =>
  effect("a quote accepted", atLeast, 200, async (answer) => {
    const { id, orderReference } = answered(answer);
    const row = await first("SELECT outcome, order_reference AS orderReference FROM quotes WHERE id = ?", id);
    return row?.outcome === "accepted" && row.orderReference === orderReference;
  });

/** A tender's deadline moved: stored as answered, with the move listed last. */
export const tenderExtended = (atLeast: number) =>
  effect("a tender's deadline moved", atLeast, 200, async (answer) => {
    const { tenderId, closesAt, extensions } = answered(answer) as { tenderId: string; closesAt: string; extensions: { to: string }[] };
    const row = await first("SELECT closes_at AS closesAt FROM tenders WHERE id = ?", tenderId);
    return row?.closesAt === closesAt && extensions.at(-1)?.to === closesAt;
  });

/** A tender awarded: stored awarded, each awarded quote accepted. */
export const tenderAwarded = (atLeast: number) =>
  effect("a tender awarded", atLeast, 200, async (answer) => {
    const { tenderId, status, awards } = answered(answer) as { tenderId: string; status: string; awards: { quoteId: string }[] };
    if (status !== "awarded" || awards.length === 0) return false;
    for (const award of awards) {
      if ((await first("SELECT 1 FROM quotes WHERE id = ? AND tender_id = ? AND outcome = 'accepted'", award.quoteId, tenderId)) === null) return false;
    }
    return (await first("SELECT 1 FROM tenders WHERE id = ? AND awards IS NOT NULL", tenderId)) !== null;
  });

/** The order in the path, stored in the state the step leaves it in. */
export const orderStepped = (what: string, status: string, atLeast: number) =>
  effect(what, atLeast, 200, async (answer) => answered(answer).status === status && (await first("SELECT status FROM orders WHERE id = ?", pathId(answer, "orders")))?.status === status);

/** An estimate answered with its total, and counted for the FMO's usage (estimates store nothing else). */
export const estimateAnswered = (atLeast: number) =>
  effect("an estimate answered and counted", atLeast, 200, async (answer) => {
    const counted = await first("SELECT sum(count) AS n FROM estimate_counts WHERE client_id = (SELECT id FROM api_clients WHERE key_hash = ?)", await sha256Hex(bearerKey(answer)));
    return typeof answered(answer).totalDriveAway === "number" && Number(counted?.n ?? 0) > 0;
  });

/** The new key is the client's current one: its hash stored. */
export const keyRotated = (atLeast: number) =>
  effect("an FMO key rotated", atLeast, 200, async (answer) => (await first("SELECT 1 FROM api_clients WHERE key_hash = ?", await sha256Hex(answered(answer).apiKey))) !== null);

/** A secret not answered before, and the previous one's end stored as the answer gives it. */
export const webhookSecretRotated = (atLeast: number) => {
  const secrets = new Set<string>();
  return effect("a webhook secret rotated", atLeast, 200, async (answer) => {
    const { webhookSecret, previousSecretExpiresAt } = answered(answer);
    const row = await first("SELECT previous_webhook_secret_expires_at AS ends FROM api_clients WHERE key_hash = ?", await sha256Hex(bearerKey(answer)));
    const fresh = !secrets.has(webhookSecret);
    secrets.add(webhookSecret);
    return fresh && row?.ends === previousSecretExpiresAt;
  });
};

// --- the dealer's API and the operator's ---------------------------------------------------------

/** The quote sent, with its completion and pricing stored. */
export const quoteCompleted = (atLeast: number) =>
  effect("a quote completed", atLeast, 200, async (answer, world) => {
    const id = pathId(answer, "quotes");
    const row = await first("SELECT status, completion_id, pricing FROM quotes WHERE id = ?", id);
    if (row?.status !== "sent" || row.completion_id === null || row.pricing === null) return false;
    world.fuzzedQuotes.add(id);
    return true;
  });

/** The stock row as the answer gives it, at the price and availability sent. */
export const stockSaved = (atLeast: number) =>
  effect("a stock row saved", atLeast, 200, async (answer, world) => {
    const body = answered(answer);
    const sent = sentJson(answer);
    // The dealer's answer names the vehicle only (its own dealership); the operator's names both.
    const [dealershipId, vehicleId] = [body.dealershipId ?? world.dealerDealershipId, body.globalCarId ?? body.vehicleId];
    const row = await first(
      "SELECT 1 FROM dealer_inventory WHERE dealership_id = ? AND vehicle_id = ? AND price_cents = ? AND available = ?",
      dealershipId,
      vehicleId,
      cents(sent.price),
      (sent.available ?? true) ? 1 : 0,
    );
    return row !== null && body.price === sent.price;
  });

/** A stock file applied (not only checked): every change it lists stored for the dealer's dealership. */
export const stockFileApplied = (atLeast: number) =>
  effect("a stock file applied", atLeast, 200, async (answer, world) => {
    const body = answered(answer) as { dryRun: boolean; rows: number; changes: { globalCarId: string; price: number; available: boolean }[] };
    if (body.dryRun || body.rows === 0) return false;
    for (const change of body.changes) {
      const row = await first("SELECT 1 FROM dealer_inventory WHERE dealership_id = ? AND vehicle_id = ? AND price_cents = ? AND available = ?", world.dealerDealershipId, change.globalCarId, cents(change.price), change.available ? 1 : 0);
      if (row === null) return false;
    }
    return true;
  });

/** An accessory stored with the name and price sent. */
export const accessorySaved = (what: string, atLeast: number, status: number) =>
  effect(what, atLeast, status, async (answer) => {
    const body = answered(answer);
    const sent = sentJson(answer);
    const row = await first("SELECT name, price_cents FROM dealer_accessories WHERE id = ?", body.id);
    return row !== null && row.name === sent.name.trim() && row.price_cents === cents(sent.price);
  });

export const accessoryRemoved = (atLeast: number) =>
  effect("an accessory removed", atLeast, 204, async (answer) => (await first("SELECT 1 FROM dealer_accessories WHERE id = ?", pathId(answer, "accessories"))) === null);

/** The dealer's prices stored as sent (what was left out kept). */
export const dealerSettingsSaved = (atLeast: number) =>
  effect("the dealer's prices saved", atLeast, 200, async (answer, world) => {
    const sent = sentJson(answer);
    const row = await first("SELECT delivery_fee_cents AS deliveryFee, standard_margin_cents AS standardMargin, api_margin_cents AS apiMargin FROM dealerships WHERE id = ?", world.dealerDealershipId);
    return ["deliveryFee", "standardMargin", "apiMargin"].every((field) => !(field in sent) || row?.[field] === (sent[field] === null ? null : cents(sent[field])));
  });

/** A dealership stored as the operator's answer gives it. */
export const dealershipStored = (what: string, atLeast: number, status: number, also: (body: Record<string, any>, answer: Answer) => boolean = () => true) =>
  effect(what, atLeast, status, async (answer) => {
    const body = answered(answer);
    const row = await first("SELECT name, approved, tier, auto_respond AS autoRespond, credits FROM dealerships WHERE id = ?", body.id);
    return row !== null && row.name === body.name && Boolean(row.approved) === body.approved && row.tier === body.tier && Boolean(row.autoRespond) === body.autoRespond && row.credits === body.credits && also(body, answer);
  });

export const dealerKeyIssued = (atLeast: number) =>
  effect("a dealer key issued", atLeast, 201, async (answer) => (await first("SELECT 1 FROM dealer_keys WHERE key_hash = ? AND revoked_at IS NULL", await sha256Hex(answered(answer).dealerKey))) !== null);

export const dealerKeyRevoked = (atLeast: number) =>
  effect("a dealer key revoked", atLeast, 204, async (answer) => (await first("SELECT revoked_at FROM dealer_keys WHERE id = ?", pathId(answer, "keys")))?.revoked_at != null);

export const sessionsEnded = (atLeast: number) =>
  effect("a dealership's sessions ended", atLeast, 200, async (answer) => {
    const id = answered(answer).dealershipId;
    const live = await first("SELECT count(*) AS n FROM portal_sessions s JOIN dealerships d ON d.id = s.dealership_id WHERE s.dealership_id = ? AND s.generation = d.session_generation", id);
    return live?.n === 0;
  });

/** The adjustment's entry stored in the dealership's statement, with the balance the answer gives. */
export const creditsAdjusted = (atLeast: number) =>
  effect("credits adjusted", atLeast, 201, async (answer) => {
    const { dealershipId, balance, entry } = answered(answer);
    const row = await first("SELECT change, balance FROM credit_entries WHERE dealership_id = ? AND seq = ? AND reason = 'adjustment'", dealershipId, entry.id);
    return row !== null && row.change === sentJson(answer).change && row.balance === balance;
  });

/** An archive run answered: each quote it names archived under the object it names (the world's quotes are fresh: mostly none). */
export const archiveRan = (atLeast: number) =>
  effect("an archive run", atLeast, 200, async (answer) => {
    const { archived, more } = answered(answer) as { archived: { quoteId: string; objectKey: string }[]; more: boolean };
    for (const { quoteId, objectKey } of archived) {
      if ((await first("SELECT 1 FROM archived_quotes WHERE id = ? AND object_key = ?", quoteId, objectKey)) === null) return false;
    }
    return typeof more === "boolean";
  });

export const clientKeyReplaced = (atLeast: number) =>
  effect("an FMO's key replaced by the operator", atLeast, 201, async (answer) => (await first("SELECT 1 FROM api_clients WHERE id = ? AND key_hash = ?", pathId(answer, "clients"), await sha256Hex(answered(answer).apiKey))) !== null);

export const clientOffboarded = (atLeast: number) =>
  effect("an FMO off-boarded: its key revoked, no console session left", atLeast, 200, async (answer) => {
    const id = pathId(answer, "clients");
    const row = await first("SELECT key_revoked_at AS revokedAt, previous_key_hash AS previousKeyHash, (SELECT count(*) FROM console_sessions WHERE client_id = ?1) AS sessions FROM api_clients WHERE id = ?1", id);
    return row !== null && row.revokedAt !== null && row.previousKeyHash === null && row.sessions === 0;
  });

export const consoleUserAdded = (atLeast: number) =>
  effect("a console user added, as answered", atLeast, 201, async (answer) => {
    const body = answered(answer);
    const row = await first("SELECT email, created_at AS createdAt FROM console_users WHERE id = ?", body.id);
    return row !== null && row.email === body.email && row.createdAt === body.createdAt && answer.response.headers.get("Location") === `/api/v1/console-users/${body.id}`;
  });

export const consoleUserRemoved = (atLeast: number) =>
  effect("a console user removed", atLeast, 204, async (answer) => (await first("SELECT 1 FROM console_users WHERE id = ?", pathId(answer, "console-users"))) === null);

export const operatorCreated = (atLeast: number) =>
  effect("an operator created, with its key's hash", atLeast, 201, async (answer) => {
    const body = answered(answer);
    const row = await first("SELECT name, scope, key_prefix AS keyPrefix FROM operators WHERE key_hash = ? AND revoked_at IS NULL", await sha256Hex(body.operatorKey));
    return row !== null && row.name === body.name && row.scope === body.scope && row.keyPrefix === body.keyPrefix;
  });

export const operatorRevoked = (atLeast: number) =>
  effect("an operator revoked", atLeast, 200, async (answer) => (await first("SELECT revoked_at FROM operators WHERE id = ?", pathId(answer, "operators")))?.revoked_at != null);

/** A catalogue vehicle stored as the answer gives it. */
export const vehicleStored = (what: string, atLeast: number, status: number) =>
  effect(what, atLeast, status, async (answer) => {
    const body = answered(answer);
    const row = await first("SELECT model, version, list_price_cents AS listPrice, tare_kg AS tareKg FROM vehicles WHERE id = ?", body.id);
    return row !== null && row.model === body.model && row.version === body.version && row.listPrice === (body.listPrice === null ? null : cents(body.listPrice)) && row.tareKg === body.tareKg;
  });

// --- the dealer portal -------------------------------------------------------------------------

/** Dollars as the portal reads what a dealer typed ("$41,990.50", "41 990"), in cents. */
const typedCents = (typed: string) => cents(Number(typed.replace(/[$,\s]/g, "")));
const formOf = (answer: Answer) => new URLSearchParams(answer.sent);
const redirected = 303;

/** A session started: the cookie set is one the database holds. */
export const signedIn = (atLeast: number) =>
  effect("a portal session started", atLeast, redirected, async (answer) => {
    const cookie = answer.response.headers.getSetCookie().find((header) => header.startsWith("__Secure-dealer_session="));
    const token = cookie?.split(";")[0]!.split("=")[1];
    return Boolean(token) && (await first("SELECT 1 FROM portal_sessions WHERE token_hash = ?", await sha256Hex(token!))) !== null;
  });

/** Signed out: the session of the request's cookie is gone. */
export const signedOut = (atLeast: number) =>
  effect("a portal session ended", atLeast, redirected, async (answer) => {
    const token = /__Secure-dealer_session=([^;]*)/.exec(answer.request.headers.get("Cookie") ?? "")?.[1];
    return Boolean(token) && (await first("SELECT 1 FROM portal_sessions WHERE token_hash = ?", await sha256Hex(token!))) === null;
  });

/** Signed out everywhere: no session of the dealer's dealership is of its current generation any more. */
export const signedOutEverywhere = (atLeast: number) =>
  effect("every portal session of the dealership ended", atLeast, redirected, async (_answer, world) => {
    const live = await first("SELECT count(*) AS n FROM portal_sessions s JOIN dealerships d ON d.id = s.dealership_id WHERE s.dealership_id = ? AND s.generation = d.session_generation", world.dealerDealershipId);
    return live?.n === 0;
  });

/** The completion form sent (not re-rendered): the quote is sent, with its completion stored. */
export const portalCompleted = (atLeast: number) =>
  effect("a quote completed in the portal", atLeast, redirected, async (answer, world) => {
    const id = pathId(answer, "quotes");
    const row = await first("SELECT status, completion_id FROM quotes WHERE id = ?", id);
    if (row?.status !== "sent" || row.completion_id === null) return false;
    world.fuzzedQuotes.add(id);
    return true;
  });

export const stockRowSubmitted = (atLeast: number) =>
  effect("a stock row saved in the portal", atLeast, redirected, async (answer, world) => {
    const form = formOf(answer);
    const row = await first("SELECT price_cents FROM dealer_inventory WHERE dealership_id = ? AND vehicle_id = ?", world.dealerDealershipId, pathId(answer, "stock"));
    return row?.price_cents === typedCents(form.get("price") ?? "");
  });

/** A checked stock file applied from the portal: each of its lines' vehicles at its price. */
export const stockFileSubmitted = (atLeast: number) =>
  effect("a stock file applied in the portal", atLeast, redirected, async (answer, world) => {
    const [header, ...lines] = parseCsv(formOf(answer).get("file") ?? "");
    const column = (name: string) => header!.findIndex((title) => title.trim().toLowerCase() === name);
    const [vehicle, price] = [column("globalcarid"), column("price")];
    for (const line of lines) {
      const row = await first("SELECT 1 FROM dealer_inventory WHERE dealership_id = ? AND vehicle_id = ? AND price_cents = ?", world.dealerDealershipId, canonical(line[vehicle]!), typedCents(line[price]!));
      if (row === null) return false;
    }
    return lines.length > 0;
  });

/** An accessory form saved: a row of that name and price for the dealer, or (Remove) the row gone. */
export const accessorySubmitted = (atLeast: number) =>
  effect("an accessory saved in the portal", atLeast, redirected, async (answer, world) => {
    const form = formOf(answer);
    if (form.get("intent") === "remove") return (await first("SELECT 1 FROM dealer_accessories WHERE id = ?", pathId(answer, "accessories"))) === null;
    const row = await first("SELECT 1 FROM dealer_accessories WHERE dealership_id = ? AND name = ? AND price_cents = ?", world.dealerDealershipId, form.get("name")!.trim(), typedCents(form.get("price")!));
    return row !== null;
  });

export const settingsSubmitted = (atLeast: number) =>
  effect("the dealer's prices saved in the portal", atLeast, redirected, async (answer, world) => {
    const form = formOf(answer);
    const row = await first("SELECT delivery_fee_cents AS deliveryFee, standard_margin_cents AS standardMargin, api_margin_cents AS apiMargin FROM dealerships WHERE id = ?", world.dealerDealershipId);
    const apiMargin = form.get("apiMargin");
    return row?.deliveryFee === typedCents(form.get("deliveryFee")!) && row.standardMargin === typedCents(form.get("standardMargin")!) && (apiMargin === null || row.apiMargin === (apiMargin.trim() === "" ? null : typedCents(apiMargin)));
  });

/** Requests that read (a preview, a stock file checked) though they are POSTs: a success is an answer below 300. */
export const read = (what: string, atLeast: number): Effect => ({ what, atLeast, seen: async (answer) => answer.response.status < 300 });

/** RFC 4180 text to rows of cells, as a spreadsheet writes it (quoted cells, doubled quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [[]];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") rows.at(-1)!.push(cell), (cell = "");
    else if (char === "\n" || (char === "\r" && text[i + 1] === "\n")) {
      if (char === "\r") i++;
      rows.at(-1)!.push(cell);
      cell = "";
      rows.push([]);
    } else cell += char;
  }
  rows.at(-1)!.push(cell);
  return rows.filter((row) => row.some((value) => value !== ""));
}
