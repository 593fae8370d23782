import { Hono, type Context } from "hono";
import { findClientDelivery, listClientDeliveries, type ClientDeliveryRow } from "../../db/queries/client-deliveries";
import { findDeliveries } from "../../db/queries/webhook-deliveries";
import { uuidOrNull } from "../../domain/uuid";
import { webhookDeliveryView } from "../../views/jobs";
import { redeliverWebhook, redeliveryRefusals } from "../../services/webhook-redelivery";
import { bindingsWith } from "../../web/database";
import type { ConsoleEnv } from "../console-env";
import { ConsoleError } from "../errors";
import { DeliveryListPage, DeliveryPage, type ListedDelivery } from "../pages/delivery-pages";
import { pageOf, renderPage } from "../render";
import { consoleChange, rememberWrite, requireSession, writingSession } from "../session";

const PAGE_SIZE = 25;

const aboutOf = (row: ClientDeliveryRow): ListedDelivery["about"] => (row.quote_id ? { kind: "quote", id: row.quote_id } : { kind: "tender", id: row.tender_id! });

/** One of the FMO's deliveries with every attempt (the API's findDeliveries of its quote or tender), or the 404 page. */
async function deliveryOf(c: Context<ConsoleEnv>, d1: D1DatabaseSession) {
  const id = uuidOrNull(c.req.param("id") ?? "");
  const { clientId } = c.var.session;
  const row = id ? await findClientDelivery(d1, clientId, id) : null;
  if (!row) throw new ConsoleError("delivery-not-found");
  const about = aboutOf(row);
  const found = await findDeliveries(d1, c.env.ARCHIVE, clientId, about);
  const delivery = found?.deliveries.find((d) => d.id === row.id);
  if (!found || !delivery) throw new ConsoleError("delivery-not-found");
  return { about, delivery: webhookDeliveryView(delivery, found.attempts) };
}

/**
 * `/console/deliveries`: the FMO's webhook deliveries (all, or the failed), one delivery with its
 * attempts, and sending a failed one again through the API's own redelivery (recorded in the audit
 * record). Another FMO's delivery is 404.
 */
export const deliveryRoutes = new Hono<ConsoleEnv>()
  .use(requireSession())
  .get("/", async (c) => {
    const failed = c.req.query("failed") !== undefined;
    const page = pageOf(c.req.query("page"));
    const rows = await listClientDeliveries(c.var.d1, c.var.session.clientId, { limit: PAGE_SIZE + 1, offset: (page - 1) * PAGE_SIZE }, failed);
    const deliveries = rows.slice(0, PAGE_SIZE).map((row) => ({ delivery: webhookDeliveryView(row, []), about: aboutOf(row), attempts: row.attempts, lastStatusCode: row.last_status_code }));
    return renderPage(c, <DeliveryListPage session={c.var.session} deliveries={deliveries} failed={failed} page={page} hasNextPage={rows.length > PAGE_SIZE} />);
  })
  .get("/:id", async (c) => {
    const { about, delivery } = await deliveryOf(c, c.var.d1);
    const notice = c.req.query("sent") !== undefined ? "Sent again: the new attempts are listed below as they are made. Reload the page to see them." : undefined;
    return renderPage(c, <DeliveryPage session={c.var.session} delivery={delivery} about={about} notice={notice} />);
  })
  .post("/:id/redeliver", async (c) => {
    const d1 = await writingSession(c);
    const { about, delivery } = await deliveryOf(c, d1);
    const now = new Date();
    const result = await redeliverWebhook({ env: bindingsWith(c.env, d1), waitUntil: (p) => c.executionCtx.waitUntil(p) }, c.var.session.clientId, about, delivery.id, now, consoleChange(c, now));
    if ("refused" in result) {
      if (result.refused === "not-found") throw new ConsoleError("delivery-not-found");
      return renderPage(c, <DeliveryPage session={c.var.session} delivery={delivery} about={about} refusal={`${redeliveryRefusals[result.refused]}.`} />, 409);
    }
    rememberWrite(c, d1);
    return c.redirect(`/console/deliveries/${delivery.id}?sent`, 303);
  });
