import { Hono } from "hono";
import { database } from "../../db/client";
import { listClientDeliveries } from "../../db/queries/client-deliveries";
import { listOpenClientTenders } from "../../db/queries/tenders";
import { tenderVehicle } from "../../views/tenders";
import { checkRateLimit } from "../../rate-limiter/client";
import { apiKeyHourly, keyBucket } from "../../rate-limiter/policies";
import type { ConsoleEnv } from "../console-env";
import { OverviewPage } from "../pages/overview-page";
import { renderPage } from "../render";
import { requireSession } from "../session";

/**
 * `/console/overview`: this hour's requests (the FMO's count in the RateLimiter, asked without
 * counting), its open tenders by deadline and its failed deliveries; the reads run together.
 */
export const overviewRoutes = new Hono<ConsoleEnv>().get("/", requireSession(), async (c) => {
  const { clientId } = c.var.session;
  const now = new Date();
  const [hourly, open, failed] = await Promise.all([
    // An FMO's keys share one count, named by the FMO (keyBucket): the key itself does not matter.
    checkRateLimit(c.env.RATE_LIMITER, keyBucket("svc", clientId, ""), apiKeyHourly, now.getTime()),
    listOpenClientTenders(database(c.var.d1), clientId, 10),
    listClientDeliveries(c.var.d1, clientId, { limit: 5, offset: 0 }, true),
  ]);
  return renderPage(
    c,
    <OverviewPage
      session={c.var.session}
      hourly={hourly && { used: hourly.limit - hourly.remaining, limit: hourly.limit, resetSeconds: hourly.resetSeconds }}
      openTenders={open.map((tender) => ({ id: tender.id, closesAt: tender.closesAt, vehicle: tenderVehicle(tender) }))}
      failedDeliveries={failed.map((row) => ({ id: row.id, event: row.event, createdAt: row.created_at, lastStatusCode: row.last_status_code }))}
    />,
  );
});
