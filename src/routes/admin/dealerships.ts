import { Hono } from "hono";
import { database } from "../../db/client";
import { deleteAccessory, insertAccessory, upsertAccessory } from "../../db/queries/accessories";
import { findDealership, insertDealership, updateDealership, type DealershipRow } from "../../db/queries/admin";
import { changeCredits } from "../../db/queries/credits";
import { settingsChange } from "../../db/queries/changes";
import { insertDealerKey, revokeDealerKey } from "../../db/queries/dealer-keys";
import { findCatalogueVehicle, listStock, upsertStockItem } from "../../db/queries/stock";
import { operatorBy, operatorChange } from "../../http/change-made";
import { modelFilterKey } from "../../domain/model-search";
import { generateKey, keyDisplayPrefix, sha256Hex } from "../../domain/api-keys";
import { centsToDollars, dollarsToCents } from "../../domain/money";
import type { AppEnv } from "../../env";
import { logChange } from "../../http/change-log";
import { ApiError } from "../../http/errors";
import { pagination } from "../../http/pagination";
import { stockItemView } from "../../http/stock-views";
import { validate } from "../../http/validate";
import { enqueueJobs } from "../../jobs/enqueue";
import { setKeysEnd, syncDealershipAccess } from "../../services/credentials";
import { lapsePendingQuotes } from "../../services/quote-lapses";
import { IdParam } from "../../schemas/common";
import { StockListQuery, StockListResponse } from "../../schemas/dealer-stock";
import { AccessoryBody, AccessoryPath, AddCredits, AdminAccessory, AdminDealership, AdminInventoryItem, CreateDealership, DealerKeyIssued, DealerKeyPath, InventoryItemPath, UpdateDealership, type UpdateDealership as DealershipInput, UpsertInventoryItem } from "../../schemas/admin";
import type { OperationDoc } from "../../schemas/described";
import { apiExamples } from "../../examples/api";

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

export function dealershipView(row: DealershipRow): AdminDealership {
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
    const row = await insertDealership(database(c.env.DB), { ...dealershipColumns(input), id: crypto.randomUUID(), name: input.name, credits: 0 }, operatorChange(c));
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
    const made = operatorChange(c);
    const updated = (await updateDealership(db, id, pricesChanged ? { ...changes, ...settingsChange(made.by, made.at) } : changes, { made, action: "dealership.update", targetType: "dealership" }))!;
    if (pricesChanged) logChange(c.var.requestId, id, made.by, "settings", prices);
    // Unapproving ends every way in at once: portal sessions and links in the write itself, keys here.
    // Told after every write of `approved`, so the keys follow the approval as finally stored, whatever
    // order concurrent requests land in, and approving again mends a key left ended.
    if (input.approved !== undefined) await syncDealershipAccess(c.env, id);
    // Off-boarding leaves nothing waiting: its pending quotes lapse, and their FMOs are told.
    if (input.approved === false) {
      const now = new Date();
      c.executionCtx.waitUntil(enqueueJobs(c.env, await lapsePendingQuotes(c.env, id, now), now));
    }
    return c.json(dealershipView(updated));
  })
  .post("/:id/approve", validate("param", IdParam), async (c) => {
    const db = database(c.env.DB);
    const { id } = c.req.valid("param");
    const current = await existingDealership(db, id);
    checkReachable(true, current.contactEmail, "CONFLICT");
    const updated = (await updateDealership(db, id, { approved: true }, { made: operatorChange(c), action: "dealership.approve", targetType: "dealership" }))!;
    await syncDealershipAccess(c.env, id);
    return c.json(dealershipView(updated));
  })
  .post("/:id/credits", validate("param", IdParam), validate("json", AddCredits), async (c) => {
    const { id } = c.req.valid("param");
    // The credits, their statement entry and the audit entry, in one batch.
    const { amount, note } = c.req.valid("json");
    const added = await changeCredits(database(c.env.DB), { dealershipId: id, change: amount, reason: "purchase", note: note ?? null }, operatorChange(c));
    if (!added) throw new ApiError("NOT_FOUND", "Dealership not found");
    return c.json(dealershipView(added.dealership));
  })
  .put("/:id/inventory/:vehicleId", validate("param", InventoryItemPath), validate("json", UpsertInventoryItem), async (c) => {
    const db = database(c.env.DB);
    const { id, vehicleId } = c.req.valid("param");
    const { price, available } = c.req.valid("json");
    await existingDealership(db, id);
    if (!(await findCatalogueVehicle(db, vehicleId))) throw new ApiError("NOT_FOUND", `Vehicle ${vehicleId} is not in the catalogue`);
    const row = await upsertStockItem(db, { dealershipId: id, vehicleId, priceCents: dollarsToCents(price), available }, operatorChange(c));
    logChange(c.var.requestId, id, operatorBy(c), "stock item", { globalCarId: vehicleId, price, available });
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
    const row = await insertAccessory(db, { id: crypto.randomUUID(), dealershipId: id, name, priceCents: dollarsToCents(price) }, operatorChange(c));
    logChange(c.var.requestId, id, operatorBy(c), "accessory added", { accessoryId: row.id, name, price });
    return c.json({ id: row.id, dealershipId: id, name: row.name, price: centsToDollars(row.priceCents) }, 201);
  })
  .put("/:id/accessories/:accessoryId", validate("param", AccessoryPath), validate("json", AccessoryBody), async (c) => {
    const db = database(c.env.DB);
    const { id, accessoryId } = c.req.valid("param");
    await existingDealership(db, id);
    const { name, price } = c.req.valid("json");
    const row = await upsertAccessory(db, { id: accessoryId, dealershipId: id, name, priceCents: dollarsToCents(price) }, operatorChange(c));
    if (!row) throw new ApiError("NOT_FOUND", `Accessory ${accessoryId} belongs to another dealership`);
    logChange(c.var.requestId, id, operatorBy(c), "accessory changed", { accessoryId, name, price });
    return c.json({ id: row.id, dealershipId: id, name: row.name, price: centsToDollars(row.priceCents) });
  })
  .delete("/:id/accessories/:accessoryId", validate("param", AccessoryPath), async (c) => {
    const { id, accessoryId } = c.req.valid("param");
    const [deleted] = await deleteAccessory(database(c.env.DB), id, accessoryId, operatorChange(c));
    if (!deleted) throw new ApiError("NOT_FOUND", `Accessory ${accessoryId} not found`);
    logChange(c.var.requestId, id, operatorBy(c), "accessory removed", { accessoryId, name: deleted.name });
    return c.body(null, 204);
  })
  .post("/:id/keys", validate("param", IdParam), async (c) => {
    const db = database(c.env.DB);
    const { id } = c.req.valid("param");
    await existingDealership(db, id);
    const dealerKey = generateKey("dlr");
    const keyId = crypto.randomUUID();
    await insertDealerKey(db, { id: keyId, dealershipId: id, keyHash: await sha256Hex(dealerKey), keyPrefix: keyDisplayPrefix(dealerKey) }, operatorChange(c));
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
    const keyHash = await revokeDealerKey(database(c.env.DB), id, keyId, operatorChange(c));
    if (!keyHash) throw new ApiError("NOT_FOUND", `No live key ${keyId} for this dealership`);
    await setKeysEnd(c.env, { kind: "dlr", ownerId: id, keyHashes: [keyHash] }, Date.now());
    return c.body(null, 204);
  });

/** Build time only: these routes as the API description shows them (see src/schemas/described.ts). */
export function adminDealershipOperations(): OperationDoc[] {
  const ex = apiExamples();
  const dealershipPath = { id: "The dealership's id." };
  const modelFilter = { model: "Only the vehicles whose model name holds this text: 1 to 200 characters, matched as search matches (partial, any case, spaces and hyphens ignored)." };
  return [
    {
      method: "post",
      path: "/admin/v1/dealerships",
      operationId: "adminCreateDealership",
      summary: "Create a dealership",
      description: "Not approved unless `approved` is true, which needs a `contactEmail` (its quote notices go there); no credits until some are added. `autoRespond` needs the enterprise tier.",
      tag: "Admin",
      auth: "adminToken",
      body: CreateDealership,
      requestExample: ex.createDealership,
      responses: { 201: { description: "Created", schema: AdminDealership, example: ex.adminDealership } },
      errors: [400, 401, 413, 429, 500, 503],
    },
    {
      method: "get",
      path: "/admin/v1/dealerships/{id}",
      operationId: "adminGetDealership",
      summary: "Read a dealership",
      description: "Everything the operator sets, and the credits left.",
      tag: "Admin",
      auth: "adminToken",
      params: IdParam,
      parameterDescriptions: dealershipPath,
      errorDescriptions: { 404: "No dealership has this id" },
      responses: { 200: { description: "The dealership", schema: AdminDealership, example: ex.adminDealership } },
      errors: [400, 401, 404, 429, 500, 503],
    },
    {
      method: "patch",
      path: "/admin/v1/dealerships/{id}",
      operationId: "adminUpdateDealership",
      summary: "Update a dealership",
      description:
        "Changes the fields given; `null` clears a nullable one. An approved dealership keeps a `contactEmail` (400 otherwise). `autoRespond` needs the enterprise tier; moving to the standard tier switches it off. `approved: false` ends every way in at once: the dealership is unknown to FMOs, its dealer keys are refused (401) by the dealer API, every portal session ends and every portal link sent so far is refused; approving it again brings its unrevoked keys back, not its old links or sessions. It also resolves what is pending: every quote still waiting for it lapses at once (`outcome: lapsed`, its credit back on the statement), each with a callbackUrl sends its `quote.lapsed` webhook, and a tender counts those quotes answered (closing if all are). A change that changes nothing (a field set to what it is) is answered as any other and leaves no audit entry.",
      tag: "Admin",
      auth: "adminToken",
      errors: [400, 401, 404, 413, 429, 500, 503],
      params: IdParam,
      parameterDescriptions: dealershipPath,
      errorDescriptions: { 404: "No dealership has this id" },
      body: UpdateDealership,
      requestExample: ex.updateDealership,
      responses: { 200: { description: "Updated", schema: AdminDealership, example: ex.adminDealership } },
    },
    {
      method: "post",
      path: "/admin/v1/dealerships/{id}/approve",
      operationId: "adminApproveDealership",
      summary: "Approve a dealership",
      description: "From now on it is listed to FMOs and can be asked for quotes; its unrevoked dealer keys work again. It needs a `contactEmail` first: its quote notices go there.",
      tag: "Admin",
      auth: "adminToken",
      params: IdParam,
      parameterDescriptions: dealershipPath,
      responses: { 200: { description: "Approved", schema: AdminDealership, example: ex.adminDealership } },
      errors: [400, 401, 404, 409, 429, 500, 503],
      errorDescriptions: { 409: "The dealership has no contactEmail: set one first (PATCH)" },
    },
    {
      method: "post",
      path: "/admin/v1/dealerships/{id}/credits",
      operationId: "adminAddCredits",
      summary: "Add quote credits",
      description:
        "Credits the dealership bought, with a `note` if you like (the invoice, say). Each quote asked of the dealership uses one credit. Recorded, in the same transaction, as a `purchase` entry of its credit statement (`adminGetCreditStatement`, the note kept) and in the audit record (its note too); to correct a balance, use `adminAdjustCredits`.",
      tag: "Admin",
      auth: "adminToken",
      errors: [400, 401, 404, 413, 429, 500, 503],
      params: IdParam,
      parameterDescriptions: dealershipPath,
      errorDescriptions: { 404: "No dealership has this id" },
      body: AddCredits,
      requestExample: { amount: 50, note: "Invoice 2026-118" },
      responses: { 200: { description: "The dealership with its new balance", schema: AdminDealership, example: ex.adminDealership } },
    },
    {
      method: "put",
      path: "/admin/v1/dealerships/{id}/inventory/{vehicleId}",
      operationId: "adminUpsertInventory",
      summary: "Set a vehicle's price and availability at a dealership",
      description: "Creates or replaces the stock row of a catalogue vehicle at the dealership (recorded as the operator's change, and logged). Find the vehicle's id with the catalogue operation.",
      tag: "Admin",
      auth: "adminToken",
      errors: [400, 401, 404, 413, 429, 500, 503],
      params: InventoryItemPath,
      parameterDescriptions: { ...dealershipPath, vehicleId: "The vehicle's catalogue id." },
      body: UpsertInventoryItem,
      requestExample: { price: 31990, available: true },
      responses: { 200: { description: "The stock row", schema: AdminInventoryItem, example: ex.adminInventoryItem } },
      errorDescriptions: { 404: "No dealership has this id, or the vehicle is not in the catalogue" },
    },
    {
      method: "get",
      path: "/admin/v1/dealerships/{id}/inventory",
      operationId: "adminListDealershipStock",
      summary: "List a dealership's stock, available or not",
      description: "Every vehicle the dealership stocks, with its price, the catalogue's list price and who changed it last (`operator`, or the dealer key's prefix), in model and version order, a page at a time; optionally only the models that hold `model`.",
      tag: "Admin",
      auth: "adminToken",
      params: IdParam,
      query: StockListQuery,
      parameterDescriptions: { ...dealershipPath, ...modelFilter },
      responses: { 200: { description: "A page of the dealership's stock", schema: StockListResponse, example: ex.adminStockList } },
      errors: [400, 401, 404, 429, 500, 503],
      errorDescriptions: { 404: "No dealership has this id" },
    },
    {
      method: "post",
      path: "/admin/v1/dealerships/{id}/accessories",
      operationId: "adminCreateAccessory",
      summary: "Add an accessory",
      description: "An accessory the dealership offers; FMOs include it in a quote by its id.",
      tag: "Admin",
      auth: "adminToken",
      errors: [400, 401, 404, 413, 429, 500, 503],
      params: IdParam,
      parameterDescriptions: dealershipPath,
      errorDescriptions: { 404: "No dealership has this id" },
      body: AccessoryBody,
      requestExample: { name: "Cargo barrier", price: 690 },
      responses: { 201: { description: "Created", schema: AdminAccessory, example: ex.accessory } },
    },
    {
      method: "put",
      path: "/admin/v1/dealerships/{id}/accessories/{accessoryId}",
      operationId: "adminUpsertAccessory",
      summary: "Create or replace an accessory",
      description: "With an id of your choosing; 404 if the id belongs to another dealership's accessory.",
      tag: "Admin",
      auth: "adminToken",
      errors: [400, 401, 404, 413, 429, 500, 503],
      params: AccessoryPath,
      parameterDescriptions: { ...dealershipPath, accessoryId: "The accessory's id." },
      body: AccessoryBody,
      requestExample: { name: "Cargo barrier", price: 690 },
      responses: { 200: { description: "The accessory", schema: AdminAccessory, example: ex.accessory } },
      errorDescriptions: { 404: "No dealership has this id, or the accessory belongs to another dealership" },
    },
    {
      method: "delete",
      path: "/admin/v1/dealerships/{id}/accessories/{accessoryId}",
      operationId: "adminDeleteAccessory",
      summary: "Remove an accessory",
      description: "Sent quotes keep their priced lines; a pending quote that asked for it no longer includes it when completed.",
      tag: "Admin",
      auth: "adminToken",
      params: AccessoryPath,
      parameterDescriptions: { ...dealershipPath, accessoryId: "The accessory's id." },
      responses: { 204: { description: "Removed" } },
      errors: [400, 401, 404, 429, 500, 503],
      errorDescriptions: { 404: "The dealership has no accessory with this id" },
    },
    {
      method: "post",
      path: "/admin/v1/dealerships/{id}/keys",
      operationId: "adminIssueDealerKey",
      summary: "Issue a dealer key",
      description: "The key is shown this once: hand it to the dealership safely. A dealership may hold several keys.",
      tag: "Admin",
      auth: "adminToken",
      params: IdParam,
      parameterDescriptions: dealershipPath,
      errorDescriptions: { 404: "No dealership has this id" },
      responses: { 201: { description: "Issued: the key, shown once", schema: DealerKeyIssued, example: ex.dealerKeyIssued, headers: ["Cache-Control"] } },
      errors: [400, 401, 404, 429, 500, 503],
    },
    {
      method: "delete",
      path: "/admin/v1/dealerships/{id}/keys/{keyId}",
      operationId: "adminRevokeDealerKey",
      summary: "Revoke a dealer key",
      description:
        "Refused (401) from the next request on, everywhere, and every portal session opened with it ends. Only if the rate limiter cannot be reached (requests are then let through unlimited) may an isolate that looked the key up in the last minute accept it for up to a minute more.",
      tag: "Admin",
      auth: "adminToken",
      params: DealerKeyPath,
      parameterDescriptions: { ...dealershipPath, keyId: "The key's id (from its issue)." },
      responses: { 204: { description: "Revoked" } },
      errors: [400, 401, 404, 429, 500, 503],
      errorDescriptions: { 404: "The dealership has no live key with this id" },
    },
  ];
}
