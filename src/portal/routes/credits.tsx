import { Hono, type Context } from "hono";
import { database } from "../../db/client";
import { creditStatementPage, creditStatementRows } from "../../db/queries/credits";
import { EARLIEST_YEAR, inServiceYears, LATEST_YEAR } from "../../domain/date-bounds";
import { isIsoDay } from "../../pricing/pricing-day";
import { creditStatementCsv, creditStatementCsvHeaders } from "../../http/operator-views";
import { requireDealerKey } from "../dealer-key";
import { PortalError } from "../errors";
import { CreditsPage, type CreditsPeriod } from "../pages/credits-page";
import type { PortalEnv } from "../portal-env";
import { renderPage } from "../render";
import { requireSession } from "../session";

const PAGE_SIZE = 50;
const MAX_PAGE = 2_000;
/** The most entries one CSV file holds: a longer statement is downloaded a period at a time. */
const CSV_MAX_ENTRIES = 10_000;

const pageOf = (value: unknown) => (typeof value === "string" && /^\d{1,4}$/.test(value) ? Math.min(Math.max(Number(value), 1), MAX_PAGE) : 1);

/** A day of the period as the API takes it: YYYY-MM-DD, in the years the service takes. */
const isPeriodDay = (day: string) => isIsoDay(day) && inServiceYears(day);

/** The period in the query string, checked: days as YYYY-MM-DD in the years the service takes, `to` not before `from`. */
function periodOf(c: Context<PortalEnv>): CreditsPeriod {
  const from = (c.req.query("from") ?? "").trim();
  const to = (c.req.query("to") ?? "").trim();
  if ((from && !isPeriodDay(from)) || (to && !isPeriodDay(to))) return { from: "", to: "", error: `Enter each day as a date from ${EARLIEST_YEAR} to ${LATEST_YEAR}, such as 2026-11-01.` };
  if (from && to && from > to) return { from, to, error: "The second day must not be before the first." };
  return { from, to };
}

const daysOf = (period: CreditsPeriod) => ({ ...(period.from ? { from: period.from } : {}), ...(period.to ? { to: period.to } : {}) });

/**
 * `/dealer/credits`: the balance and the statement (the dealer API's GET /api/v1/dealer/credits),
 * and the statement as a CSV file. Reads through the browser's D1 session.
 */
export const creditRoutes = new Hono<PortalEnv>()
  .use(requireSession(), requireDealerKey())
  .get("/", async (c) => {
    const period = periodOf(c);
    const page = pageOf(c.req.query("page"));
    const statement = (await creditStatementPage(database(c.var.d1), c.var.session.dealershipId, period.error ? {} : daysOf(period), { limit: PAGE_SIZE + 1, offset: (page - 1) * PAGE_SIZE }))!;
    const entries = statement.entries.slice(0, PAGE_SIZE);
    return renderPage(
      c,
      <CreditsPage session={c.var.session} balance={statement.balance} entries={entries} page={page} hasNextPage={statement.entries.length > PAGE_SIZE} period={period} />,
      period.error ? 400 : 200,
    );
  })
  .get("/export", async (c) => {
    const period = periodOf(c);
    if (period.error) throw new PortalError("bad-period");
    const { entries, more } = await creditStatementRows(database(c.var.d1), c.var.session.dealershipId, daysOf(period), CSV_MAX_ENTRIES);
    if (more) throw new PortalError("statement-too-long");
    return c.body(creditStatementCsv(entries, c.var.session.dealershipState), 200, creditStatementCsvHeaders(new Date()));
  });
