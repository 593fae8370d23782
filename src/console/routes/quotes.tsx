import { Hono } from "hono";
import { database } from "../../db/client";
import { listQuotes } from "../../db/queries/quote-rows";
import { findClientQuote } from "../../db/queries/quotes";
import { findDeliveries } from "../../db/queries/webhook-deliveries";
import { uuidOrNull } from "../../domain/uuid";
import { webhookDeliveryView } from "../../views/jobs";
import { quoteDetailView, quoteListItemView } from "../../views/quotes";
import type { ConsoleEnv } from "../console-env";
import { ConsoleError } from "../errors";
import { QuoteListPage, QuotePage } from "../pages/quote-pages";
import { pageOf, renderPage } from "../render";
import { requireSession } from "../session";

const PAGE_SIZE = 20;

/** `/console/quotes`: the list (all, with the dealer, priced) and one quote, through the API's own queries and views. Another FMO's quote is 404. */
export const quoteRoutes = new Hono<ConsoleEnv>()
  .use(requireSession())
  .get("/", async (c) => {
    const asked = c.req.query("status");
    const status = asked === "pending" || asked === "sent" ? asked : "";
    const page = pageOf(c.req.query("page"));
    const now = new Date();
    const rows = await listQuotes(database(c.var.d1), { clientId: c.var.session.clientId }, status || undefined, { limit: PAGE_SIZE + 1, offset: (page - 1) * PAGE_SIZE });
    const quotes = rows.slice(0, PAGE_SIZE).map((row) => quoteListItemView(row, now));
    return renderPage(c, <QuoteListPage session={c.var.session} quotes={quotes} status={status} page={page} hasNextPage={rows.length > PAGE_SIZE} />);
  })
  .get("/:id", async (c) => {
    const id = uuidOrNull(c.req.param("id"));
    if (!id) throw new ConsoleError("quote-not-found");
    const { clientId } = c.var.session;
    const [row, deliveries] = await Promise.all([
      findClientQuote(database(c.var.d1), c.env.ARCHIVE, clientId, id),
      findDeliveries(c.var.d1, c.env.ARCHIVE, clientId, { kind: "quote", id }),
    ]);
    if (!row) throw new ConsoleError("quote-not-found");
    const views = deliveries?.deliveries.map((delivery) => webhookDeliveryView(delivery, deliveries.attempts)) ?? [];
    return renderPage(c, <QuotePage session={c.var.session} quote={quoteDetailView(row, new Date())} pricing={row.pricing} deliveries={views} />);
  });
