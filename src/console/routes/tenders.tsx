import { Hono, type Context } from "hono";
import { database } from "../../db/client";
import { enqueueJobs } from "../../db/job-queue";
import { findDeliveries } from "../../db/queries/webhook-deliveries";
import { findTender, listClientTenders } from "../../db/queries/tenders";
import { uuidOrNull } from "../../domain/uuid";
import { ApiError } from "../../http/errors";
import { scheduleTenderClose } from "../../jobs/tender-deadline";
import { AwardTenderRequest, ExtendTenderRequest } from "../../schemas/tenders";
import { awardTender, extendTender, type AwardRequester } from "../../services/tender-decisions";
import { webhookDeliveryView } from "../../views/jobs";
import { storedTenderFacts, tenderSummaryView, tenderView } from "../../views/tenders";
import { bindingsWith } from "../../web/database";
import type { ConsoleEnv } from "../console-env";
import { ConsoleError } from "../errors";
import { EXTEND_DAYS, TenderListPage, TenderPage, type TenderFormState } from "../pages/tender-pages";
import { field, pageOf, readForm, renderPage } from "../render";
import { rememberWrite, requireSession, writingSession } from "../session";

const PAGE_SIZE = 20;

const NOTICES = {
  awarded: "Awarded: each order is placed, and every dealership has been told.",
  extended: "The deadline is moved, and every dealership still asked has been e-mailed it with your reason.",
} as const;

/** The tender page for one of the FMO's tenders (with its webhook deliveries), or the 404 page. */
async function tenderPage(c: Context<ConsoleEnv>, d1: D1DatabaseSession, status: 200 | 400 | 409 = 200, extra: { state?: TenderFormState; notice?: string } = {}) {
  const id = uuidOrNull(c.req.param("id") ?? "");
  if (!id) throw new ConsoleError("tender-not-found");
  const { clientId } = c.var.session;
  const [found, deliveries] = await Promise.all([findTender(database(d1), c.env.ARCHIVE, id, clientId), findDeliveries(d1, c.env.ARCHIVE, clientId, { kind: "tender", id })]);
  if (!found) throw new ConsoleError("tender-not-found");
  const views = deliveries?.deliveries.map((row) => webhookDeliveryView(row, deliveries.attempts)) ?? [];
  const tender = tenderView(storedTenderFacts(found), new Date());
  return { tender, page: () => renderPage(c, <TenderPage session={c.var.session} tender={tender} deliveries={views} {...extra} />, status) };
}

/** The console user as an award's or extension's requester (the audit record names them). */
function requesterOf(c: Context<ConsoleEnv>): AwardRequester {
  const { session } = c.var;
  return { clientId: session.clientId, requestId: c.var.requestId, console: { email: session.email, consoleSession: session.tokenHash.slice(0, 16) } };
}

/** A refused value or a lost race as the tender page again, saying what was wrong; anything else is thrown on. */
async function refused(c: Context<ConsoleEnv>, d1: D1DatabaseSession, error: unknown, form: TenderFormState["form"], values: Record<string, string>) {
  if (!(error instanceof ApiError)) throw error;
  if (error.code === "NOT_FOUND") throw new ConsoleError("tender-not-found");
  if (error.code !== "INVALID_REQUEST" && error.code !== "CONFLICT") throw error;
  const problem = error.message.replace(/^Field '(\w+)'/, (_, name: string) => `${name === "closesAt" ? "The new deadline" : name === "awards" ? "The award" : name}:`);
  const status = error.code === "CONFLICT" ? 409 : 400;
  return (await tenderPage(c, d1, status, { state: { form, problem, values: status === 409 ? {} : values } })).page();
}

/** A form's zod refusal in words: the field, then what is wrong with it. */
const firstProblem = (issues: readonly { path: PropertyKey[]; message: string }[]) => {
  const issue = issues[0]!;
  const name = String(issue.path[0] ?? "");
  return `${name === "reason" ? "Reason" : name === "awards" ? "The award" : name}: ${issue.message}`;
};

/**
 * `/console/tenders`: the list, one tender's comparison, and acting on it: awarding it (whole or
 * split, or the vehicles of an order since withdrawn or declined) and moving its deadline, through
 * the API's own services (their e-mails, webhooks, audit entries and the tender's clock). Another
 * FMO's tender is 404.
 */
export const tenderRoutes = new Hono<ConsoleEnv>()
  .use(requireSession())
  .get("/", async (c) => {
    const page = pageOf(c.req.query("page"));
    const rows = await listClientTenders(database(c.var.d1), c.var.session.clientId, { limit: PAGE_SIZE + 1, offset: (page - 1) * PAGE_SIZE }, new Date());
    return renderPage(c, <TenderListPage session={c.var.session} tenders={rows.slice(0, PAGE_SIZE).map(tenderSummaryView)} page={page} hasNextPage={rows.length > PAGE_SIZE} />);
  })
  .get("/:id", async (c) => {
    const done = c.req.query("done");
    return (await tenderPage(c, c.var.d1, 200, done === "awarded" || done === "extended" ? { notice: NOTICES[done] } : {})).page();
  })
  .post("/:id/award", async (c) => {
    const tenderId = uuidOrNull(c.req.param("id"));
    if (!tenderId) throw new ConsoleError("tender-not-found");
    const form = await readForm(c);
    const d1 = await writingSession(c);
    const values = Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value).slice(0, 600)]));
    // One pair of fields per quote the form offered (quantity-<quoteId>, reference-<quoteId>); the
    // award's service checks each quote is the tender's and may be awarded.
    const awards = [...form.keys()].flatMap((name) => {
      const quoteId = /^quantity-(.+)$/.exec(name)?.[1];
      const typed = field(form, name).trim();
      if (!quoteId || typed === "" || typed === "0") return [];
      const reference = field(form, `reference-${quoteId}`).trim();
      return [{ quoteId, quantity: /^\d{1,4}$/.test(typed) ? Number(typed) : typed, ...(reference && { orderReference: reference }) }];
    });
    const reason = field(form, "reason").trim();
    const parsed = AwardTenderRequest.safeParse({ awards, ...(reason && { reason }) });
    if (!parsed.success) {
      const problem = awards.length === 0 ? "The award: give at least one dealership 1 vehicle or more" : firstProblem(parsed.error.issues);
      return (await tenderPage(c, d1, 400, { state: { form: "award", problem, values } })).page();
    }
    const now = new Date();
    try {
      const awarded = await awardTender(bindingsWith(c.env, d1), { ...requesterOf(c), tenderId, awards: parsed.data.awards, reason: parsed.data.reason ?? null }, now);
      c.executionCtx.waitUntil(enqueueJobs(c.env, awarded.jobs, now));
    } catch (error) {
      return refused(c, d1, error, "award", values);
    }
    rememberWrite(c, d1);
    return c.redirect(`/console/tenders/${tenderId}?done=awarded`, 303);
  })
  .post("/:id/extend", async (c) => {
    const form = await readForm(c);
    const d1 = await writingSession(c);
    const { tender } = await tenderPage(c, d1);
    const days = EXTEND_DAYS.find((choice) => String(choice) === field(form, "days")) ?? EXTEND_DAYS[0];
    const reason = field(form, "reason").trim();
    const values = { days: String(days), reason: reason.slice(0, 600) };
    const closesAt = new Date(Date.parse(tender.closesAt) + days * 86_400_000);
    const parsed = ExtendTenderRequest.safeParse({ closesAt: closesAt.toISOString(), reason });
    if (!parsed.success) return (await tenderPage(c, d1, 400, { state: { form: "extend", problem: firstProblem(parsed.error.issues), values } })).page();
    const now = new Date();
    try {
      const extended = await extendTender(bindingsWith(c.env, d1), { ...requesterOf(c), tenderId: tender.tenderId, closesAt, reason: parsed.data.reason }, now);
      // The tender's clock moves with its deadline; should that fail, the minute cron closes it at the new one.
      const clock = scheduleTenderClose(c.env, { tenderId: tender.tenderId, closesAt: extended.tender.closesAt }, now).catch((error) =>
        console.warn(JSON.stringify({ message: "tender clock not moved; the minute cron will close the tender", tenderId: tender.tenderId, error: String(error) })),
      );
      c.executionCtx.waitUntil(Promise.all([enqueueJobs(c.env, extended.jobs, now), clock]));
    } catch (error) {
      return refused(c, d1, error, "extend", values);
    }
    rememberWrite(c, d1);
    return c.redirect(`/console/tenders/${tender.tenderId}?done=extended`, 303);
  });
