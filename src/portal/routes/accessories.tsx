import { Hono, type Context } from "hono";
import { database } from "../../db/client";
import { deleteAccessory, insertAccessory, listAccessories, updateAccessory } from "../../db/queries/accessories";
import { parseTypedDollars } from "../../domain/money";
import { logChange } from "../../http/change-log";
import { AccessoryBody } from "../../schemas/dealer-accessories";
import { uuidOrNull } from "../../domain/uuid";
import { rememberWrite, writingSession } from "../database";
import { changedByKeyOf, changeMadeIn, requireDealerKey } from "../dealer-key";
import { PortalError } from "../errors";
import { AccessoriesPage, type AccessoryEdit } from "../pages/accessories-page";
import type { PortalEnv } from "../portal-env";
import { readForm, renderPage } from "../render";
import { requireSession } from "../session";

/** More than any dealership offers: the page shows them all. */
const MAX_LISTED = 500;

const notices: Record<string, string> = {
  added: "Accessory added. Fleet clients can ask for it from now on.",
  saved: "Accessory saved. Quotes asked for from now on use it as it is now.",
  removed: "Accessory removed.",
};

async function render(c: Context<PortalEnv>, notice?: string, edit?: AccessoryEdit) {
  const rows = await listAccessories(database(c.var.d1), c.var.session.dealershipId, { limit: MAX_LISTED, offset: 0 });
  return renderPage(c, <AccessoriesPage session={c.var.session} rows={rows} notice={notice} edit={edit} />, edit ? 400 : 200);
}

/** The name and price of a posted accessory form, checked by the API's own rules; or what is wrong with them. */
function readAccessory(form: FormData, id: string): { ok: true; name: string; priceCents: number } | { ok: false; edit: AccessoryEdit } {
  const name = String(form.get("name") ?? "");
  const price = String(form.get("price") ?? "");
  const parsedName = AccessoryBody.shape.name.safeParse(name);
  const priceCents = parseTypedDollars(price);
  const errors: AccessoryEdit["errors"] = {};
  if (!parsedName.success) errors.name = name.trim() === "" ? "Enter the accessory's name." : `Accessory name ${parsedName.error.issues[0]?.message ?? "is not valid"}.`;
  if (priceCents === null) errors.price = price.trim() === "" ? "Enter its price, such as 690." : "Enter an amount in dollars, such as 690 or 689.50 (at most 10,000,000).";
  if (!parsedName.success || priceCents === null) return { ok: false, edit: { id, name, price, errors } };
  return { ok: true, name: parsedName.data, priceCents };
}

/** `/dealer/accessories`: the dealership's accessories, changed through the same queries as the dealer API. Another dealership's accessory is 404. */
export const accessoryRoutes = new Hono<PortalEnv>()
  .use(requireSession(), requireDealerKey())
  .get("/", (c) => render(c, notices[c.req.query("done") ?? ""]))
  .post("/", async (c) => {
    const read = readAccessory(await readForm(c), "new");
    if (!read.ok) return render(c, undefined, read.edit);
    const { session } = c.var;
    const d1 = await writingSession(c);
    const changedBy = changedByKeyOf(session);
    const id = crypto.randomUUID();
    await insertAccessory(database(d1), { id, dealershipId: session.dealershipId, name: read.name, priceCents: read.priceCents }, changeMadeIn(c));
    logChange(c.var.requestId, session.dealershipId, changedBy, "accessory added", { accessoryId: id, name: read.name, price: read.priceCents / 100 });
    rememberWrite(c, d1);
    return c.redirect("/dealer/accessories?done=added", 303);
  })
  .post("/:id", async (c) => {
    const id = uuidOrNull(c.req.param("id"));
    if (!id) throw new PortalError("accessory-not-found");
    const form = await readForm(c);
    const { session } = c.var;
    const d1 = await writingSession(c);
    const changedBy = changedByKeyOf(session);
    if (form.get("intent") === "remove") {
      const [removed] = await deleteAccessory(database(d1), session.dealershipId, id, changeMadeIn(c));
      if (!removed) throw new PortalError("accessory-not-found");
      logChange(c.var.requestId, session.dealershipId, changedBy, "accessory removed", { accessoryId: id, name: removed.name });
      rememberWrite(c, d1);
      return c.redirect("/dealer/accessories?done=removed", 303);
    }
    const read = readAccessory(form, id);
    if (!read.ok) return render(c, undefined, read.edit);
    const row = await updateAccessory(database(d1), session.dealershipId, id, { name: read.name, priceCents: read.priceCents }, changeMadeIn(c));
    if (!row) throw new PortalError("accessory-not-found");
    logChange(c.var.requestId, session.dealershipId, changedBy, "accessory changed", { accessoryId: id, name: read.name, price: read.priceCents / 100 });
    rememberWrite(c, d1);
    return c.redirect("/dealer/accessories?done=saved", 303);
  });
