import { Hono, type Context } from "hono";
import { enqueueJobs } from "../../db/job-queue";
import { findOrder, listOrders } from "../../db/queries/orders";
import { ORDER_STATUSES, type OrderStatus } from "../../domain/orders/order-status";
import { uuidOrNull } from "../../domain/uuid";
import { ApiError } from "../../http/errors";
import { WithdrawOrderRequest } from "../../schemas/orders";
import { withdrawOrder } from "../../services/orders";
import { orderView } from "../../views/orders";
import { bindingsWith } from "../../web/database";
import type { ConsoleEnv } from "../console-env";
import { ConsoleError } from "../errors";
import { OrderListPage, OrderPage } from "../pages/order-pages";
import { field, pageOf, readForm, renderPage } from "../render";
import { consoleChange, rememberWrite, requireSession, writingSession } from "../session";

const PAGE_SIZE = 20;

/** One of the FMO's orders as the API shows it, or the 404 page (another FMO's, or none). */
async function orderOf(c: Context<ConsoleEnv>, d1: D1DatabaseSession) {
  const id = uuidOrNull(c.req.param("id") ?? "");
  const row = id ? await findOrder(d1, { clientId: c.var.session.clientId }, id) : null;
  if (!row) throw new ConsoleError("order-not-found");
  return orderView(row, new Date());
}

/**
 * `/console/orders`: the FMO's orders (all, or of one state), one order with its steps, ETA history
 * and invoice variances, and withdrawing one not yet acknowledged through the API's own service
 * (its e-mail and audit entry included). Another FMO's order is 404.
 */
export const orderRoutes = new Hono<ConsoleEnv>()
  .use(requireSession())
  .get("/", async (c) => {
    const asked = c.req.query("status");
    const status = ORDER_STATUSES.includes(asked as OrderStatus) ? (asked as OrderStatus) : null;
    const page = pageOf(c.req.query("page"));
    const { rows, total } = await listOrders(c.var.d1, { clientId: c.var.session.clientId }, status ? { status } : {}, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
    const now = new Date();
    return renderPage(
      c,
      <OrderListPage session={c.var.session} orders={rows.map((row) => orderView(row, now))} status={status} page={page} hasNextPage={page * PAGE_SIZE < total} total={total} />,
    );
  })
  .get("/:id", async (c) => renderPage(c, <OrderPage session={c.var.session} order={await orderOf(c, c.var.d1)} withdrawn={c.req.query("withdrawn") !== undefined} />))
  .post("/:id/withdraw", async (c) => {
    const id = uuidOrNull(c.req.param("id"));
    if (!id) throw new ConsoleError("order-not-found");
    const reason = field(await readForm(c), "reason").trim();
    const d1 = await writingSession(c);
    const parsed = WithdrawOrderRequest.safeParse({ reason });
    if (!parsed.success) {
      const problem = `Reason: ${parsed.error.issues[0]!.message}`;
      return renderPage(c, <OrderPage session={c.var.session} order={await orderOf(c, d1)} problem={problem} reason={reason.slice(0, 2_000)} />, 400);
    }
    const now = new Date();
    try {
      // The service reads the order (404 for another FMO's) and writes the withdrawal.
      const { jobs } = await withdrawOrder(bindingsWith(c.env, d1), c.var.session.clientId, id, parsed.data.reason, consoleChange(c, now), now);
      c.executionCtx.waitUntil(enqueueJobs(c.env, jobs, now));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.code === "NOT_FOUND") throw new ConsoleError("order-not-found");
      if (error.code !== "CONFLICT") throw error;
      // The dealership acknowledged or declined it meanwhile: the page shows the order as it now stands.
      return renderPage(c, <OrderPage session={c.var.session} order={await orderOf(c, d1)} problem={`${error.message}. Agree any change with the dealership.`} />, 409);
    }
    rememberWrite(c, d1);
    return c.redirect(`/console/orders/${id}?withdrawn`, 303);
  });
