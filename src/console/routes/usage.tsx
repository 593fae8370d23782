import { Hono } from "hono";
import { clientUsageByDay } from "../../db/queries/client-usage";
import { usageDay, usagePeriod, type UsagePeriod } from "../../domain/usage-period";
import { addDays } from "../../pricing/pricing-day";
import type { ConsoleEnv } from "../console-env";
import { UsagePage } from "../pages/usage-page";
import { renderPage } from "../render";
import { requireSession } from "../session";

/** Days the page shows, today included. */
const DAYS = 30;

/** `/console/usage`: the FMO's use over the last 30 Sydney days, counted as the operator's usage report counts it. */
export const usageRoutes = new Hono<ConsoleEnv>().get("/", requireSession(), async (c) => {
  const today = usageDay(new Date());
  const days = Array.from({ length: DAYS }, (_, i) => {
    const day = addDays(today, -i);
    const period = usagePeriod(day, day) as UsagePeriod;
    return { day, start: period.start, end: period.end };
  });
  return renderPage(c, <UsagePage session={c.var.session} days={await clientUsageByDay(c.var.d1, c.var.session.clientId, days)} />);
});
