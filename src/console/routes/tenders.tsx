import { Hono } from "hono";
import { database } from "../../db/client";
import { findDeliveries } from "../../db/queries/webhook-deliveries";
import { findTender, listClientTenders } from "../../db/queries/tenders";
import { uuidOrNull } from "../../domain/uuid";
import { webhookDeliveryView } from "../../views/jobs";
import { storedTenderFacts, tenderSummaryView, tenderView } from "../../views/tenders";
import type { ConsoleEnv } from "../console-env";
import { ConsoleError } from "../errors";
import { TenderListPage, TenderPage } from "../pages/tender-pages";
import { pageOf, renderPage } from "../render";
import { requireSession } from "../session";

const PAGE_SIZE = 20;

/** `/console/tenders`: the list and one tender's comparison, through the API's own queries and views. Another FMO's tender is 404. */
export const tenderRoutes = new Hono<ConsoleEnv>()
  .use(requireSession())
  .get("/", async (c) => {
    const page = pageOf(c.req.query("page"));
    const rows = await listClientTenders(database(c.var.d1), c.var.session.clientId, { limit: PAGE_SIZE + 1, offset: (page - 1) * PAGE_SIZE }, new Date());
    return renderPage(c, <TenderListPage session={c.var.session} tenders={rows.slice(0, PAGE_SIZE).map(tenderSummaryView)} page={page} hasNextPage={rows.length > PAGE_SIZE} />);
  })
  .get("/:id", async (c) => {
    const id = uuidOrNull(c.req.param("id"));
    if (!id) throw new ConsoleError("tender-not-found");
    const { clientId } = c.var.session;
    const [found, deliveries] = await Promise.all([
      findTender(database(c.var.d1), c.env.ARCHIVE, id, clientId),
      findDeliveries(c.var.d1, c.env.ARCHIVE, clientId, { kind: "tender", id }),
    ]);
    if (!found) throw new ConsoleError("tender-not-found");
    const views = deliveries?.deliveries.map((row) => webhookDeliveryView(row, deliveries.attempts)) ?? [];
    return renderPage(c, <TenderPage session={c.var.session} tender={tenderView(storedTenderFacts(found), new Date())} deliveries={views} />);
  });
