import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { database } from "../../db/client";
import { allStock, findCatalogueVehicle, findStockItem, listStock, sameStock, upsertStockItem } from "../../db/queries/stock";
import { listCatalogue } from "../../db/queries/vehicles";
import { decodeCsvBytes } from "../../domain/csv";
import { modelFilterKey } from "../../domain/model-search";
import { parseTypedDollars } from "../../domain/money";
import { changeCounts, MAX_STOCK_FILE_BYTES, MAX_STOCK_FILE_ROWS, MAX_STOCK_FILE_SIZE, thousands, type CheckedStockFile } from "../../domain/stock-file";
import { logChange } from "../../http/change-log";
import { stockCsv, stockCsvHeaders } from "../../views/stock";
import { money } from "../../notices/format";
import { uuidOrNull } from "../../domain/uuid";
import { applyStockFile, checkStockFile } from "../../services/stock-import";
import { rememberWrite, writingSession } from "../database";
import { changedByKeyOf, changeMadeIn, requireDealerKey } from "../dealer-key";
import { PortalError } from "../errors";
import { AddVehiclePage, StockCheckPage } from "../pages/stock-check-page";
import { StockPage, stockHref, type RowEdit } from "../pages/stock-page";
import type { PortalEnv } from "../portal-env";
import { readForm, renderPage } from "../render";
import { requireSession } from "../session";

const STOCK_PAGE_SIZE = 50;
const CATALOGUE_PAGE_SIZE = 20;
const MAX_PAGE = 2_000;
/** A form with a stock file: the file, at most 1 MiB, and the multipart wrapping around it. */
const MAX_FILE_FORM_BYTES = MAX_STOCK_FILE_BYTES + 64 * 1024;
const TOO_LARGE = `The file is larger than ${MAX_STOCK_FILE_SIZE}. Split it into files of up to ${thousands(MAX_STOCK_FILE_ROWS)} vehicles, each starting with the header line, and check each one.`;

const pageOf = (value: unknown) => (typeof value === "string" && /^\d{1,4}$/.test(value) ? Math.min(Math.max(Number(value), 1), MAX_PAGE) : 1);
const modelOf = (value: unknown) => (typeof value === "string" ? value.trim().slice(0, 200) : "");

async function renderStock(c: Context<PortalEnv>, options: { model: string; page: number; notice?: string; edit?: RowEdit; fileError?: string; savedId?: string; unchanged?: boolean }, status: 200 | 400 | 413 = 200) {
  const { session } = c.var;
  const rows = await listStock(database(c.var.d1), session.dealershipId, modelFilterKey(options.model || undefined), { limit: STOCK_PAGE_SIZE + 1, offset: (options.page - 1) * STOCK_PAGE_SIZE });
  const saved = options.savedId ? rows.find((row) => row.vehicleId === options.savedId) : undefined;
  const savedAs = saved && `${money(saved.priceCents)}, ${saved.available ? "available" : "not available"} to fleet clients`;
  const notice = saved ? (options.unchanged ? `Nothing to change: ${saved.model} ${saved.version} is already ${savedAs}.` : `Saved ${saved.model} ${saved.version}: ${savedAs}.`) : options.notice;
  return renderPage(
    c,
    <StockPage session={session} rows={rows.slice(0, STOCK_PAGE_SIZE)} model={options.model} page={options.page} hasNextPage={rows.length > STOCK_PAGE_SIZE} notice={notice} edit={options.edit} fileError={options.fileError} />,
    status,
  );
}

async function renderAddVehicle(c: Context<PortalEnv>, model: string, page: number, edit?: RowEdit) {
  const vehicles = await listCatalogue(database(c.var.d1), modelFilterKey(model || undefined), { limit: CATALOGUE_PAGE_SIZE + 1, offset: (page - 1) * CATALOGUE_PAGE_SIZE }, c.var.session.dealershipId);
  return renderPage(
    c,
    <AddVehiclePage session={c.var.session} model={model} vehicles={vehicles.slice(0, CATALOGUE_PAGE_SIZE)} page={page} hasNextPage={vehicles.length > CATALOGUE_PAGE_SIZE} edit={edit} />,
    edit ? 400 : 200,
  );
}

function renderCheck(c: Context<PortalEnv>, checked: CheckedStockFile, fileText: string, fileName: string) {
  return renderPage(c, <StockCheckPage session={c.var.session} checked={checked} fileText={fileText} fileName={fileName} />, checked.problems.length > 0 ? 400 : 200);
}

const fileLimit = bodyLimit({ maxSize: MAX_FILE_FORM_BYTES, onError: (c) => renderStock(c as Context<PortalEnv>, { model: "", page: 1, fileError: TOO_LARGE }, 413) });

/**
 * `/dealer/stock`: the dealership's stock page, saving a row, adding a catalogue vehicle, the CSV
 * download, and a stock file checked (nothing changes) then applied (all or nothing), through the
 * same queries and checks as the dealer API. Reads go through the browser's D1 session; writes to
 * the primary, whose bookmark the browser keeps, so the page after a change shows it.
 */
export const stockRoutes = new Hono<PortalEnv>()
  .use(requireSession(), requireDealerKey())
  .get("/", (c) => {
    const imported = /^(\d+)\.(\d+)\.(\d+)$/.exec(c.req.query("imported") ?? "");
    const notice = imported ? `Stock updated from the file: ${imported[1]} added, ${imported[2]} changed, ${imported[3]} unchanged.` : undefined;
    return renderStock(c, { model: modelOf(c.req.query("model")), page: pageOf(c.req.query("page")), notice, savedId: c.req.query("saved"), unchanged: c.req.query("unchanged") !== undefined });
  })
  .get("/export", async (c) => {
    const rows = await allStock(database(c.var.d1), c.var.session.dealershipId);
    return c.body(stockCsv(rows), 200, stockCsvHeaders(new Date()));
  })
  .get("/add", (c) => renderAddVehicle(c, modelOf(c.req.query("model")), pageOf(c.req.query("page"))))
  // The addresses forms post to, opened as pages (a refresh or Enter in the address bar after a
  // refused form, a bookmark): the Stock page, where those forms are, rather than a 405.
  .get("/check", (c) => c.redirect("/dealer/stock", 303))
  .get("/apply", (c) => c.redirect("/dealer/stock", 303))
  .get("/:globalCarId{[0-9a-fA-F-]{32,36}}", (c) => c.redirect("/dealer/stock", 303))
  .post("/check", fileLimit, async (c) => {
    const file = (await readForm(c)).get("file");
    if (!(file instanceof File) || file.size === 0) return renderStock(c, { model: "", page: 1, fileError: "Choose a CSV file to check." }, 400);
    if (file.size > MAX_STOCK_FILE_BYTES) return renderStock(c, { model: "", page: 1, fileError: TOO_LARGE }, 413);
    const decoded = decodeCsvBytes(new Uint8Array(await file.arrayBuffer()));
    if (!decoded.ok) return renderCheck(c, { records: 0, problems: [{ line: 1, column: null, message: decoded.message }], changes: [], unchanged: 0, notInFile: 0 }, "", file.name);
    const checked = await checkStockFile(database(c.var.d1), c.var.session.dealershipId, decoded.text);
    return renderCheck(c, checked, decoded.text, file.name);
  })
  .post("/apply", fileLimit, async (c) => {
    const text = (await readForm(c)).get("file");
    if (typeof text !== "string") throw new PortalError("bad-form");
    // Sent back in a form, the file's line ends arrive as CRLF: measured as the file it came from.
    if (new TextEncoder().encode(text.replaceAll("\r\n", "\n")).length > MAX_STOCK_FILE_BYTES) return renderStock(c, { model: "", page: 1, fileError: TOO_LARGE }, 413);
    const { session } = c.var;
    const d1 = await writingSession(c);
    const db = database(d1);
    // Checked again against the stock as it is now: the plan applied is never one made earlier.
    const checked = await checkStockFile(db, session.dealershipId, text);
    if (checked.problems.length > 0) return renderCheck(c, checked, text, "");
    const changedBy = changedByKeyOf(session);
    await applyStockFile(db, session.dealershipId, checked, changeMadeIn(c));
    const { created, updated } = changeCounts(checked);
    if (checked.changes.length > 0) logChange(c.var.requestId, session.dealershipId, changedBy, "stock import", { created, updated, unchanged: checked.unchanged });
    rememberWrite(c, d1);
    return c.redirect(stockHref("", 1, { imported: `${created}.${updated}.${checked.unchanged}` }), 303);
  })
  .post("/:globalCarId", async (c) => {
    const vehicleId = uuidOrNull(c.req.param("globalCarId"));
    if (!vehicleId) throw new PortalError("vehicle-not-found");
    const form = await readForm(c);
    const price = String(form.get("price") ?? "");
    const available = form.get("available") === "true";
    const model = modelOf(form.get("model"));
    const fromAdd = form.get("from") === "add";
    const priceCents = parseTypedDollars(price);
    if (priceCents === null || priceCents === 0) {
      const error =
        price.trim() === "" ? "Enter your price, such as 31990." : priceCents === 0 ? "Enter a price above $0." : "Enter an amount in dollars, such as 31990 or 31990.50 (at most 10,000,000).";
      const edit = { vehicleId, price, available, error };
      // The page the form was sent from, again: the row shows what was typed and why it was refused.
      return fromAdd ? renderAddVehicle(c, model, pageOf(form.get("page")), edit) : renderStock(c, { model, page: pageOf(form.get("page")), edit }, 400);
    }
    const { session } = c.var;
    const d1 = await writingSession(c);
    const db = database(d1);
    const item = { dealershipId: session.dealershipId, vehicleId, priceCents, available };
    const [vehicle, current] = await Promise.all([findCatalogueVehicle(db, vehicleId), findStockItem(db, session.dealershipId, vehicleId)]);
    if (!vehicle) throw new PortalError("vehicle-not-found");
    const next = (extra: Record<string, string>) => c.redirect(stockHref(fromAdd ? vehicle.model : model, fromAdd ? 1 : pageOf(form.get("page")), { saved: vehicleId, ...extra }), 303);
    // Saved as it was: nothing is written, so who changed the row last and when stay as they were.
    if (sameStock(current, item)) return next({ unchanged: "1" });
    const changedBy = changedByKeyOf(session);
    await upsertStockItem(db, item, changeMadeIn(c));
    logChange(c.var.requestId, session.dealershipId, changedBy, "stock item", { globalCarId: vehicleId, price: priceCents / 100, available });
    rememberWrite(c, d1);
    return next({});
  });
