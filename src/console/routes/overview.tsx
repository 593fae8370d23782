import { Hono } from "hono";
import { database } from "../../db/client";
import { listClientDeliveries } from "../../db/queries/client-deliveries";
import { listOrdersForAttention } from "../../db/queries/orders";
import { listOpenClientTenders } from "../../db/queries/tenders";
import { ATTENTION_DAYS, attentionOf } from "../../domain/orders/attention";
import { orderView } from "../../views/orders";
import { tenderVehicle } from "../../views/tenders";
import { checkRateLimit } from "../../rate-limiter/client";
import { apiKeyHourly, keyBucket } from "../../rate-limiter/policies";
import type { ConsoleEnv } from "../console-env";
import { OverviewPage } from "../pages/overview-page";
import { renderPage } from "../render";
import { requireSession } from "../session";

/**
 * `/console/overview`: this hour's requests (the FMO's count in the RateLimiter, asked without
 * counting), its open tenders by deadline, the orders that need its attention and its failed
 * deliveries; the reads run together.
 */
export const overviewRoutes = new Hono<ConsoleEnv>().get("/", requireSession(), async (c) => {
  const { clientId } = c.var.session;
  const now = new Date();
  // Any Australian state's today is at most the UTC day after: the query's bound takes them all, attentionOf picks.
  const tomorrowUtc = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
  const since = new Date(now.getTime() - ATTENTION_DAYS * 86_400_000).toISOString();
  const [hourly, open, attention, failed] = await Promise.all([
    // An FMO's keys share one count, named by the FMO (keyBucket): the key itself does not matter.
    checkRateLimit(c.env.RATE_LIMITER, keyBucket("svc", clientId, ""), apiKeyHourly, now.getTime()),
    listOpenClientTenders(database(c.var.d1), clientId, 10),
    listOrdersForAttention(c.var.d1, clientId, tomorrowUtc, since, 50),
    listClientDeliveries(c.var.d1, clientId, { limit: 5, offset: 0 }, true),
  ]);
  return renderPage(
    c,
    <OverviewPage
      session={c.var.session}
      hourly={hourly && { used: hourly.limit - hourly.remaining, limit: hourly.limit, resetSeconds: hourly.resetSeconds }}
      openTenders={open.map((tender) => ({ id: tender.id, closesAt: tender.closesAt, vehicle: tenderVehicle(tender) }))}
      ordersForAttention={attention.flatMap((row) => {
        const order = orderView(row, now);
        const reason = attentionOf({ ...row, varianceCount: order.variances.length }, now);
        return reason ? [{ order, reason }] : [];
      }).slice(0, 10)}
      failedDeliveries={failed.map((row) => ({ id: row.id, event: row.event, createdAt: row.created_at, lastStatusCode: row.last_status_code }))}
    />,
  );
});
