import { Hono } from "hono";
import { database } from "../../db/client";
import { deleteAccessory, upsertAccessory } from "../../db/queries/accessories";
import { addCredits, findDealership, insertDealership, updateDealership, type DealershipRow } from "../../db/queries/admin";
import { settingsChange } from "../../db/queries/changes";
import { insertDealerKey, revokeDealerKey } from "../../db/queries/dealer-keys";
import { findCatalogueVehicle, listStock, upsertStockItem } from "../../db/queries/stock";
import { OPERATOR } from "../../domain/changed-by";
import { modelFilterKey } from "../../domain/model-search";
import { generateKey, keyDisplayPrefix, sha256Hex } from "../../domain/api-keys";
import { centsToDollars, dollarsToCents } from "../../domain/money";
import type { AppEnv } from "../../env";
import { logChange } from "../../http/change-log";
import { ApiError } from "../../http/errors";
import { pagination } from "../../http/pagination";
import { stockItemView } from "../../http/stock-views";
import { validate } from "../../http/validate";
import { setKeysEnd, syncDealershipAccess } from "../../services/credentials";
import { IdParam } from "../../schemas/common";
import { StockListQuery, type StockListResponse } from "../../schemas/dealer-stock";
import {
  AccessoryBody,
  AccessoryPath,
  AddCredits,
  CreateDealership,
  DealerKeyPath,
  InventoryItemPath,
  UpdateDealership,
  UpsertInventoryItem,
  type AdminDealership,
  type UpdateDealership as DealershipInput,
} from "../../schemas/admin";

/** The columns an admin request sets: money in dollars becomes cents; fields left out stay out. */
function dealershipColumns(input: DealershipInput) {
  const columns = {
    name: input.name,
    contactEmail: input.contactEmail,
    suburb: input.suburb,
    state: input.state,
    postcode: input.postcode,
    approved: input.approved,
    tier: input.tier,
    autoRespond: input.autoRespond,
    deliveryFeeCents: input.deliveryFee === undefined ? undefined : dollarsToCents(input.deliveryFee),
    standardMarginCents: input.standardMargin === undefined ? undefined : dollarsToCents(input.standardMargin),
    apiMarginCents: input.apiMargin === undefined ? undefined : input.apiMargin === null ? null : dollarsToCents(input.apiMargin),
    quoteValidityDays: input.quoteValidityDays,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) as Partial<DealershipRow>;
}

function dealershipView(row: DealershipRow): AdminDealership {
  return {
    id: row.id,
    name: row.name,
    contactEmail: row.contactEmail,
    suburb: row.suburb,
    state: row.state as AdminDealership["state"],
    postcode: row.postcode,
    approved: row.approved,
    tier: row.tier,
    autoRespond: row.autoRespond,
    deliveryFee: centsToDollars(row.deliveryFeeCents),
    standardMargin: centsToDollars(row.standardMarginCents),
    apiMargin: row.apiMarginCents === null ? null : centsToDollars(row.apiMarginCents),
    quoteValidityDays: row.quoteValidityDays,
    credits: row.credits,
    createdAt: row.createdAt,
  };
}

function checkAutoRespond(tier: string, autoRespond: boolean) {
  if (autoRespond && tier !== "enterprise") throw new ApiError("INVALID_REQUEST", "Field 'autoRespond' can only be on for an enterprise-tier dealership");
}

/**
 * An approved dealership is reachable: its quote notices go to its contactEmail, and the FMO's
 * webhook names it (the contract's `dealership.email` is a string).
 */
function checkReachable(approved: boolean, contactEmail: string | null, status: "INVALID_REQUEST" | "CONFLICT" = "INVALID_REQUEST") {
  if (approved && !contactEmail) throw new ApiError(status, "An approved dealership needs a contactEmail: its quote notices go there");
}

async function existingDealership(db: ReturnType<typeof database>, id: string) {
  const row = await findDealership(db, id);
  if (!row) throw new ApiError("NOT_FOUND", `Dealership ${id} not found`);
  return row;
}

export const adminDealershipRoutes = new Hono<AppEnv>()
  .post("/", validate("json", CreateDealership), async (c) => {
    const input = c.req.valid("json");
    checkAutoRespond(input.tier, input.autoRespond);
    checkReachable(input.approved, input.contactEmail);
    const row = await insertDealership(database(c.env.DB), { ...dealershipColumns(input), id: crypto.randomUUID(), name: input.name, credits: 0 });
    return c.json(dealershipView(row), 201);
  })
  .get("/:id", validate("param", IdParam), async (c) => {
    return c.json(dealershipView(await existingDealership(database(c.env.DB), c.req.valid("param").id)));
  })
  .patch("/:id", validate("param", IdParam), validate("json", UpdateDealership), async (c) => {
    const db = database(c.env.DB);
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const current = await existingDealership(db, id);
    checkAutoRespond(input.tier ?? current.tier, input.autoRespond ?? (input.tier === "standard" ? false : current.autoRespond));
    checkReachable(input.approved ?? current.approved, input.contactEmail === undefined ? current.contactEmail : input.contactEmail);
    // Moving a dealership to the standard tier switches auto-respond off with it.
    const changes = dealershipColumns({ ...input, autoRespond: input.autoRespond ?? (input.tier === "standard" ? false : undefined) });
    if (Object.keys(changes).length === 0) return c.json(dealershipView(current));
    // The delivery fee and margins are also the dealership's to change: who changed them last is recorded.
    const prices = { deliveryFee: input.deliveryFee, standardMargin: input.standardMargin, apiMargin: input.apiMargin };
    const pricesChanged = Object.values(prices).some((value) => value !== undefined);
    const updated = (await updateDealership(db, id, pricesChanged ? { ...changes, ...settingsChange(OPERATOR, new Date().toISOString()) } : changes))!;
    if (pricesChanged) logChange(c.var.requestId, id, OPERATOR, "settings", prices);
    // Unapproving ends every way in at once: portal sessions and links in the write itself, keys here.
    // Told after every write of `approved`, so the keys follow the approval as finally stored, whatever
    // order concurrent requests land in, and approving again mends a key left ended.
    if (input.approved !== undefined) await syncDealershipAccess(c.env, id);
    return c.json(dealershipView(updated));
  })
  .post("/:id/approve", validate("param", IdParam), async (c) => {
    const db = database(c.env.DB);
    const { id } = c.req.valid("param");
    const current = await existingDealership(db, id);
    checkReachable(true, current.contactEmail, "CONFLICT");
    const updated = (await updateDealership(db, id, { approved: true }))!;
    await syncDealershipAccess(c.env, id);
    return c.json(dealershipView(updated));
  })
  .post("/:id/credits", validate("param", IdParam), validate("json", AddCredits), async (c) => {
    const row = await addCredits(database(c.env.DB), c.req.valid("param").id, c.req.valid("json").amount);
    if (!row) throw new ApiError("NOT_FOUND", "Dealership not found");
    return c.json(dealershipView(row));
  })
  .put("/:id/inventory/:vehicleId", validate("param", InventoryItemPath), validate("json", UpsertInventoryItem), async (c) => {
    const db = database(c.env.DB);
    const { id, vehicleId } = c.req.valid("param");
    const { price, available } = c.req.valid("json");
    await existingDealership(db, id);
    if (!(await findCatalogueVehicle(db, vehicleId))) throw new ApiError("NOT_FOUND", `Vehicle ${vehicleId} is not in the catalogue`);
    const row = await upsertStockItem(db, { dealershipId: id, vehicleId, priceCents: dollarsToCents(price), available }, OPERATOR, new Date().toISOString());
    logChange(c.var.requestId, id, OPERATOR, "stock item", { globalCarId: vehicleId, price, available });
    return c.json({ dealershipId: row.dealershipId, vehicleId: row.vehicleId, price: centsToDollars(row.priceCents), available: row.available });
  })
  .get("/:id/inventory", validate("param", IdParam), validate("query", StockListQuery), async (c) => {
    const db = database(c.env.DB);
    const { id } = c.req.valid("param");
    const { model, ...page } = c.req.valid("query");
    const [rows] = await Promise.all([listStock(db, id, modelFilterKey(model), page), existingDealership(db, id)]);
    const body: StockListResponse = { dealershipId: id, inventory: rows.map(stockItemView), pagination: pagination(page, rows.length) };
    return c.json(body);
  })
  .post("/:id/accessories", validate("param", IdParam), validate("json", AccessoryBody), async (c) => {
    const db = database(c.env.DB);
    const { id } = c.req.valid("param");
    await existingDealership(db, id);
    const { name, price } = c.req.valid("json");
    const row = (await upsertAccessory(db, { id: crypto.randomUUID(), dealershipId: id, name, priceCents: dollarsToCents(price) }, OPERATOR, new Date().toISOString()))!;
    logChange(c.var.requestId, id, OPERATOR, "accessory added", { accessoryId: row.id, name, price });
    return c.json({ id: row.id, dealershipId: id, name: row.name, price: centsToDollars(row.priceCents) }, 201);
  })
  .put("/:id/accessories/:accessoryId", validate("param", AccessoryPath), validate("json", AccessoryBody), async (c) => {
    const db = database(c.env.DB);
    const { id, accessoryId } = c.req.valid("param");
    await existingDealership(db, id);
    const { name, price } = c.req.valid("json");
    const row = await upsertAccessory(db, { id: accessoryId, dealershipId: id, name, priceCents: dollarsToCents(price) }, OPERATOR, new Date().toISOString());
    if (!row) throw new ApiError("NOT_FOUND", `Accessory ${accessoryId} belongs to another dealership`);
    logChange(c.var.requestId, id, OPERATOR, "accessory changed", { accessoryId, name, price });
    return c.json({ id: row.id, dealershipId: id, name: row.name, price: centsToDollars(row.priceCents) });
  })
  .delete("/:id/accessories/:accessoryId", validate("param", AccessoryPath), async (c) => {
    const { id, accessoryId } = c.req.valid("param");
    const [deleted] = await deleteAccessory(database(c.env.DB), id, accessoryId);
    if (!deleted) throw new ApiError("NOT_FOUND", `Accessory ${accessoryId} not found`);
    logChange(c.var.requestId, id, OPERATOR, "accessory removed", { accessoryId, name: deleted.name });
    return c.body(null, 204);
  })
  .post("/:id/keys", validate("param", IdParam), async (c) => {
    const db = database(c.env.DB);
    const { id } = c.req.valid("param");
    await existingDealership(db, id);
    const dealerKey = generateKey("dlr");
    const keyId = crypto.randomUUID();
    await insertDealerKey(db, { id: keyId, dealershipId: id, keyHash: await sha256Hex(dealerKey), keyPrefix: keyDisplayPrefix(dealerKey) });
    return c.json(
      {
        id: keyId,
        dealershipId: id,
        dealerKey,
        keyPrefix: keyDisplayPrefix(dealerKey),
        message: "Give this key to the dealership: it is shown only once and cannot be retrieved again.",
      },
      201,
      { "Cache-Control": "no-store" },
    );
  })
  .delete("/:id/keys/:keyId", validate("param", DealerKeyPath), async (c) => {
    const { id, keyId } = c.req.valid("param");
    const keyHash = await revokeDealerKey(database(c.env.DB), id, keyId, new Date().toISOString());
    if (!keyHash) throw new ApiError("NOT_FOUND", `No live key ${keyId} for this dealership`);
    await setKeysEnd(c.env, { kind: "dlr", ownerId: id, keyHashes: [keyHash] }, Date.now());
    return c.body(null, 204);
  });
