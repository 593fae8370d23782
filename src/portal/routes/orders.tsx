import { Hono, type Context } from "hono";
import type * as z from "zod/mini";
import { enqueueJobs } from "../../db/job-queue";
import { countWaitingOrders, findOrder, listOrders } from "../../db/queries/orders";
import { ORDER_STATUSES, type DealerStep, type OrderStatus } from "../../domain/orders/order-status";
import { INVOICE_LINE_KINDS, type InvoiceLineKind } from "../../domain/orders/invoice";
import { parseTypedDollars } from "../../domain/money";
import { ApiError } from "../../http/errors";
import { AcknowledgeOrderRequest, ChangeOrderEtaRequest, DeclineOrderRequest, DeliverOrderRequest, InvoiceOrderRequest } from "../../schemas/orders";
import { takeOrderStep, type DealerStepInput } from "../../services/orders";
import { uuidOrNull } from "../../domain/uuid";
import { bindingsWith, primarySession, readingSession, rememberWrite } from "../database";
import { changeMadeIn, requireDealerKey } from "../dealer-key";
import { PortalError } from "../errors";
import { OrderListPage } from "../pages/order-list-page";
import { INVOICE_ROWS, OrderPage, type OrderFormState } from "../pages/order-page";
import type { PortalEnv } from "../portal-env";
import { readForm, renderPage } from "../render";
import { requireSession } from "../session";

const PAGE_SIZE = 20;
/** The most pages the list goes to (the API's offset bound). */
const LAST_PAGE = 5_000;

/** How the forms' fields are named to a person, for a refused value. */
const FIELD_LABELS: Record<string, string> = {
  etaDate: "Expected delivery day",
  reason: "Reason",
  deliveredOn: "Delivered on",
  vin: "VIN",
  registrationPlate: "Registration plate",
  odometerKm: "Odometer",
  invoiceNumber: "Invoice number",
  lines: "Invoice lines",
  varianceReason: "Why the invoice is above the quote",
  kind: "Kind",
  description: "Description",
  amount: "Amount",
};

/** A form's values as the step takes them, or what is wrong with them, in words. */
function stepFrom(step: DealerStep, form: FormData): { input: DealerStepInput } | { problem: string } {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const checked = <S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> | string => {
    const result = schema.safeParse(value);
    if (result.success) return result.data as z.output<S>;
    const issue = result.error.issues[0]!;
    const [field, row, part] = issue.path.map(String);
    const where = field === "lines" && row !== undefined ? `Line ${Number(row) + 1}, ${FIELD_LABELS[part ?? ""]?.toLowerCase() ?? part}` : (FIELD_LABELS[field ?? ""] ?? field);
    return `${where}: ${issue.message}`;
  };
  const done = (value: unknown, make: (v: any) => DealerStepInput) => (typeof value === "string" ? { problem: value } : { input: make(value) });
  switch (step) {
    case "acknowledge":
      return done(checked(AcknowledgeOrderRequest, { etaDate: text("etaDate") }), (v) => ({ step, ...v }));
    case "decline":
      return done(checked(DeclineOrderRequest, { reason: text("reason") }), (v) => ({ step, ...v }));
    case "eta":
      return done(checked(ChangeOrderEtaRequest, { etaDate: text("etaDate"), reason: text("reason") }), (v) => ({ step, ...v }));
    case "deliver": {
      const odometer = text("odometerKm").replace(/[ ,]/g, "");
      return done(
        checked(DeliverOrderRequest, { deliveredOn: text("deliveredOn"), vin: text("vin").toUpperCase(), registrationPlate: text("registrationPlate").toUpperCase(), odometerKm: /^\d{1,7}$/.test(odometer) ? Number(odometer) : odometer }),
        (v) => ({ step, ...v }),
      );
    }
    case "invoice": {
      const lines: { kind: InvoiceLineKind; description: string; amount: number | string }[] = [];
      for (let i = 0; i < INVOICE_ROWS; i++) {
        const [description, typed] = [text(`description${i}`), text(`amount${i}`)];
        if (description === "" && typed === "") continue;
        const kind = text(`kind${i}`) as InvoiceLineKind;
        if (!INVOICE_LINE_KINDS.includes(kind)) return { problem: `Line ${i + 1}: choose what the line is for` };
        const negative = typed.startsWith("-") || typed.startsWith("−");
        const cents = parseTypedDollars(negative ? typed.slice(1) : typed);
        if (cents === null) return { problem: `Line ${i + 1}, amount: enter an amount in dollars, such as 41860 or 1490.50 (a discount as -500)` };
        if (description === "") return { problem: `Line ${i + 1}, description: enter what the line charges for` };
        lines.push({ kind, description, amount: (negative ? -cents : cents) / 100 });
      }
      if (lines.length === 0) return { problem: "Invoice lines: enter at least one line" };
      const reason = text("varianceReason");
      return done(checked(InvoiceOrderRequest, { invoiceNumber: text("invoiceNumber"), lines, ...(reason && { varianceReason: reason }) }), (v) => ({ step, ...v }));
    }
  }
}

const STEPS: readonly DealerStep[] = ["acknowledge", "decline", "eta", "deliver", "invoice"];

async function orderPage(c: Context<PortalEnv>, orderId: string, d1: D1DatabaseSession, status: 200 | 400 | 409, form?: OrderFormState, done?: string) {
  const order = await findOrder(d1, { dealershipId: c.var.session.dealershipId }, orderId);
  if (!order) throw new PortalError("not-found");
  return renderPage(c, <OrderPage session={c.var.session} order={order} now={new Date()} form={form} done={done} />, status);
}

/**
 * `/dealer/orders`: the dealership's orders and each order's page, with the next step's form. Each
 * step goes through the same service as the dealer API's (src/services/orders.ts), its webhook and
 * audit entry included; a refused value is the page again, saying what was wrong.
 */
export const orderRoutes = new Hono<PortalEnv>()
  .use(requireSession(), requireDealerKey())
  .get("/", async (c) => {
    const asked = c.req.query("status");
    const status = ORDER_STATUSES.includes(asked as OrderStatus) ? (asked as OrderStatus) : null;
    const pageNumber = Number(c.req.query("page") ?? "1");
    const page = Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= LAST_PAGE ? pageNumber : 1;
    const d1 = readingSession(c);
    const { dealershipId } = c.var.session;
    const [{ rows, total }, waiting] = await Promise.all([
      listOrders(d1, { dealershipId }, status ? { status } : {}, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
      countWaitingOrders(d1, dealershipId),
    ]);
    return renderPage(c, <OrderListPage session={c.var.session} rows={rows} status={status} waiting={waiting} page={page} hasNextPage={page * PAGE_SIZE < total} now={new Date()} />);
  })
  .get("/:id", async (c) => {
    const id = uuidOrNull(c.req.param("id"));
    if (!id) throw new PortalError("not-found");
    const done = c.req.query("done");
    return orderPage(c, id, readingSession(c), 200, undefined, done && STEPS.includes(done as DealerStep) ? done : undefined);
  })
  .post("/:id/:step", async (c) => {
    const id = uuidOrNull(c.req.param("id"));
    const step = c.req.param("step") as DealerStep;
    if (!id || !STEPS.includes(step)) throw new PortalError("not-found");
    const form = await readForm(c);
    const values = Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value).slice(0, 2_000)]));
    const parsed = stepFrom(step, form);
    const d1 = primarySession(c.env);
    if ("problem" in parsed) return orderPage(c, id, d1, 400, { step, problem: parsed.problem, values });
    const now = new Date();
    try {
      const { jobs } = await takeOrderStep(bindingsWith(c.env, d1), c.var.session.dealershipId, id, parsed.input, changeMadeIn(c, now), now, c.var.withinLimit);
      c.executionCtx.waitUntil(enqueueJobs(c.env, jobs, now));
      rememberWrite(c, d1);
      return c.redirect(`/dealer/orders/${id}?done=${step}`, 303);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.code === "NOT_FOUND") throw new PortalError("not-found");
      const problem = error.message.replace(/^Field '(\w+)'/, (_, field: string) => `${FIELD_LABELS[field] ?? field}:`);
      if (error.code === "CONFLICT") return orderPage(c, id, d1, 409, { step, problem: `${problem}. The page now shows the order as it stands.`, values: {} });
      if (error.code === "INVALID_REQUEST") return orderPage(c, id, d1, 400, { step, problem, values });
      throw error;
    }
  });
