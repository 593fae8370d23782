import type { OrderRow } from "../../db/queries/orders";
import { isOverdue } from "../../domain/orders/business-days";
import { INVOICE_LINE_KINDS, invoicedTotals, totalOf, variances } from "../../domain/orders/invoice";
import { ORDER_STATUS_LABELS, ORDER_TEXT_MAX } from "../../domain/orders/order-status";
import { calendarDate, localDateTime, money } from "../../notices/format";
import { clockState } from "../../pricing/au-state";
import { pricingDay } from "../../pricing/pricing-day";
import type { PortalSession } from "../portal-env";
import { Layout } from "./layout";
import { KIND_LABELS, OrderBadge, orderVehicleText } from "../../web/pages/order-parts";

/** Invoice rows the form offers: the quote's lines first, then blank ones. */
export const INVOICE_ROWS = 10;

/** What a refused step's form held, to show it again with what was wrong. */
export interface OrderFormState {
  step: string;
  problem: string;
  values: Record<string, string>;
}

const STEP_DONE: Record<string, string> = {
  acknowledge: "Acknowledged: the fleet client has been told your expected delivery day.",
  decline: "Declined: the fleet client has been told why.",
  eta: "The new delivery day is saved and the fleet client has been told why it moved.",
  deliver: "Delivery recorded: the fleet client has been told.",
  invoice: "Invoiced: the fleet client has the invoice, matched to your quote.",
};

/** One order: what was ordered, the quote's lines it is invoiced against, each step so far, and the next step's form. */
export function OrderPage(props: { session: PortalSession; order: OrderRow; now: Date; done?: string | undefined; form?: OrderFormState | undefined }) {
  const { order, now, form } = props;
  const state = clockState(order.dealershipState);
  const overdue = isOverdue(order, state, now);
  const today = pricingDay(state, now);
  const value = (step: string, name: string, fallback = "") => (form?.step === step ? (form.values[name] ?? "") : fallback);
  const invoiced = order.invoiceLines ? invoicedTotals(order.invoiceLines) : null;
  return (
    <Layout title={`Order: ${order.clientCompany}`} session={props.session} section="orders">
      <div class="page-head">
        <p class="back-link">
          <a href="/dealer/orders">← All orders</a>
        </p>
        <h1 id="page-title">
          {order.quantity} × {orderVehicleText(order)} for {order.clientCompany}
        </h1>
        <p class="lead">
          <OrderBadge order={order} overdue={overdue} />
          {order.orderReference && ` Their order reference: ${order.orderReference}.`}
        </p>
      </div>
      {form && (
        <div class="alert" role="alert">
          <h2>That was not saved</h2>
          <p>{form.problem}</p>
        </div>
      )}
      {props.done && STEP_DONE[props.done] && (
        <p class="notice notice--success" role="status">
          {STEP_DONE[props.done]}
        </p>
      )}
      <section class="panel" aria-labelledby="order-title">
        <h2 id="order-title">The order</h2>
        <dl class="facts">
          <dt>Fleet client</dt>
          <dd>{order.clientCompany}</dd>
          <dt>For</dt>
          <dd>{order.clientName}</dd>
          <dt>Status</dt>
          <dd>{ORDER_STATUS_LABELS[order.status]}</dd>
          <dt>Ordered</dt>
          <dd>{localDateTime(order.placedAt, order.dealershipState)}</dd>
          <dt>Acknowledge by</dt>
          <dd>
            {calendarDate(order.acknowledgeBy)} (two business days, {state} public holidays not counted){overdue && <strong> — overdue</strong>}
          </dd>
          {order.acknowledgedAt && (
            <>
              <dt>Acknowledged</dt>
              <dd>{localDateTime(order.acknowledgedAt, order.dealershipState)}</dd>
            </>
          )}
          {order.etaDate && (
            <>
              <dt>Expected delivery</dt>
              <dd>{calendarDate(order.etaDate)}</dd>
            </>
          )}
          {order.declineReason && (
            <>
              <dt>Declined</dt>
              <dd class="prewrap">{order.declineReason}</dd>
            </>
          )}
          {order.withdrawReason && (
            <>
              <dt>Withdrawn by the client</dt>
              <dd class="prewrap">{order.withdrawReason}</dd>
            </>
          )}
          {order.deliveredOn && (
            <>
              <dt>Delivered</dt>
              <dd>
                {calendarDate(order.deliveredOn)}: VIN {order.vin}, plate {order.registrationPlate}, {order.odometerKm?.toLocaleString("en-AU")} km
              </dd>
            </>
          )}
        </dl>
        {order.etaHistory.length > 1 && (
          <>
            <h3>Delivery day changes</h3>
            <ol class="plain-list">
              {order.etaHistory.map((change) => (
                <li>
                  {localDateTime(change.at, order.dealershipState)}: {calendarDate(change.etaDate)}
                  {change.reason ? ` (${change.reason})` : " (when acknowledged)"}
                </li>
              ))}
            </ol>
          </>
        )}
      </section>
      <section class="panel" aria-labelledby="quoted-title">
        <h2 id="quoted-title">Your quote, for {order.quantity} vehicles</h2>
        <table class="quote-table">
          <caption class="visually-hidden">The accepted quote's amounts by kind, for the whole order</caption>
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col" class="numeric">
                Quoted
              </th>
              {invoiced && (
                <th scope="col" class="numeric">
                  Invoiced
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {INVOICE_LINE_KINDS.filter((kind) => order.quotedTotals[kind] !== undefined || invoiced?.[kind] !== undefined).map((kind) => (
              <tr>
                <th scope="row">{KIND_LABELS[kind]}</th>
                <td class="numeric">{money(order.quotedTotals[kind] ?? 0)}</td>
                {invoiced && <td class="numeric">{money(invoiced[kind] ?? 0)}</td>}
              </tr>
            ))}
            <tr>
              <th scope="row">Total</th>
              <td class="numeric">{money(totalOf(order.quotedTotals))}</td>
              {invoiced && <td class="numeric">{money(totalOf(invoiced))}</td>}
            </tr>
          </tbody>
        </table>
        {invoiced && (
          <>
            <p>
              Invoice {order.invoiceNumber}, {localDateTime(order.invoicedAt!, order.dealershipState)}.{" "}
              {variances(order.quotedTotals, invoiced).length === 0
                ? "It matches the quote line by line."
                : `Differences from the quote: ${variances(order.quotedTotals, invoiced)
                    .map((v) => `${KIND_LABELS[v.kind]} ${v.differenceCents > 0 ? "+" : "−"}${money(Math.abs(v.differenceCents))}`)
                    .join(", ")}.`}
            </p>
            {order.varianceReason && <p class="prewrap">Why: {order.varianceReason}</p>}
          </>
        )}
      </section>
      {order.status === "placed" && (
        <>
          <section class="panel panel--form" aria-labelledby="acknowledge-title">
            <h2 id="acknowledge-title">Acknowledge the order</h2>
            <form method="post" action={`/dealer/orders/${order.id}/acknowledge`} class="stack" novalidate>
              <DayField id="eta-date" name="etaDate" label="Expected delivery day" hint="The day you expect to deliver the vehicles: today or later." value={value("acknowledge", "etaDate")} min={today} />
              <button type="submit" class="button button--primary">
                Acknowledge
              </button>
            </form>
          </section>
          <section class="panel panel--form" aria-labelledby="decline-title">
            <h2 id="decline-title">Decline the order</h2>
            <form method="post" action={`/dealer/orders/${order.id}/decline`} class="stack" novalidate>
              <ReasonField id="decline-reason" label="Why you cannot supply it" value={value("decline", "reason")} />
              <button type="submit" class="button">
                Decline
              </button>
            </form>
          </section>
        </>
      )}
      {order.status === "acknowledged" && (
        <>
          <section class="panel panel--form" aria-labelledby="eta-title">
            <h2 id="eta-title">Change the delivery day</h2>
            <form method="post" action={`/dealer/orders/${order.id}/eta`} class="stack" novalidate>
              <DayField id="new-eta-date" name="etaDate" label="New expected delivery day" value={value("eta", "etaDate", order.etaDate ?? "")} min={today} />
              <ReasonField id="eta-reason" label="Why it moved" value={value("eta", "reason")} />
              <button type="submit" class="button">
                Save the new day
              </button>
            </form>
          </section>
          <section class="panel panel--form" aria-labelledby="deliver-title">
            <h2 id="deliver-title">Record the delivery</h2>
            <form method="post" action={`/dealer/orders/${order.id}/deliver`} class="stack" novalidate>
              <DayField id="delivered-on" name="deliveredOn" label="Delivered on" value={value("deliver", "deliveredOn", today)} max={today} />
              <TextField id="vin" name="vin" label="VIN" hint="17 characters: digits and capital letters (never I, O or Q)." maxlength={17} value={value("deliver", "vin")} />
              <TextField id="plate" name="registrationPlate" label="Registration plate" maxlength={ORDER_TEXT_MAX.registrationPlate} value={value("deliver", "registrationPlate")} />
              <TextField id="odometer" name="odometerKm" label="Odometer (km)" maxlength={7} inputmode="numeric" value={value("deliver", "odometerKm")} />
              <button type="submit" class="button button--primary">
                Record delivery
              </button>
            </form>
          </section>
        </>
      )}
      {order.status === "delivered" && (
        <section class="panel panel--form" aria-labelledby="invoice-title">
          <h2 id="invoice-title">Invoice the order</h2>
          <form method="post" action={`/dealer/orders/${order.id}/invoice`} class="stack" novalidate>
            <TextField id="invoice-number" name="invoiceNumber" label="Invoice number" maxlength={ORDER_TEXT_MAX.invoiceNumber} value={value("invoice", "invoiceNumber")} />
            <p class="hint">Amounts for all {order.quantity} vehicles, GST included. The lines start as quoted: change what your invoice charges. Rows left blank are ignored; a discount is a negative amount.</p>
            <InvoiceRows order={order} value={(name, fallback) => value("invoice", name, fallback)} />
            <ReasonField
              id="variance-reason"
              name="varianceReason"
              label="Why the invoice is above the quote (if it is)"
              hint="Required when the invoice's total is above the quote's, even by a cent."
              value={value("invoice", "varianceReason")}
            />
            <button type="submit" class="button button--primary">
              Send invoice
            </button>
          </form>
        </section>
      )}
    </Layout>
  );
}

function InvoiceRows(props: { order: OrderRow; value: (name: string, fallback: string) => string }) {
  const quoted = INVOICE_LINE_KINDS.filter((kind) => props.order.quotedTotals[kind] !== undefined);
  return (
    <table class="quote-table">
      <caption class="visually-hidden">Invoice lines</caption>
      <thead>
        <tr>
          <th scope="col">Kind</th>
          <th scope="col">Description</th>
          <th scope="col">Amount ($)</th>
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: INVOICE_ROWS }, (_, i) => {
          const kind = quoted[i];
          const cents = kind ? props.order.quotedTotals[kind] : undefined;
          return (
            <tr>
              <td>
                <label class="visually-hidden" for={`line-kind-${i}`}>
                  Kind of line {i + 1}
                </label>
                <select id={`line-kind-${i}`} name={`kind${i}`}>
                  {INVOICE_LINE_KINDS.map((k) => (
                    <option value={k} selected={props.value(`kind${i}`, kind ?? "other") === k}>
                      {KIND_LABELS[k]}
                    </option>
                  ))}
                </select>
              </td>
              <td>
                <label class="visually-hidden" for={`line-description-${i}`}>
                  Description of line {i + 1}
                </label>
                <input id={`line-description-${i}`} name={`description${i}`} type="text" maxlength={ORDER_TEXT_MAX.lineDescription} value={props.value(`description${i}`, kind ? KIND_LABELS[kind] : "")} />
              </td>
              <td>
                <label class="visually-hidden" for={`line-amount-${i}`}>
                  Amount of line {i + 1}
                </label>
                <input id={`line-amount-${i}`} name={`amount${i}`} type="text" inputmode="decimal" value={props.value(`amount${i}`, cents === undefined ? "" : (cents / 100).toFixed(2))} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function Hint(props: { id: string; hint?: string | undefined }) {
  return props.hint ? (
    <p class="hint" id={`${props.id}-hint`}>
      {props.hint}
    </p>
  ) : null;
}

function DayField(props: { id: string; name: string; label: string; hint?: string; value: string; min?: string; max?: string }) {
  return (
    <div class="field">
      <label for={props.id}>{props.label}</label>
      <Hint id={props.id} hint={props.hint} />
      <input id={props.id} name={props.name} type="date" value={props.value} min={props.min} max={props.max} aria-describedby={props.hint ? `${props.id}-hint` : undefined} />
    </div>
  );
}

function TextField(props: { id: string; name: string; label: string; hint?: string; value: string; maxlength: number; inputmode?: "numeric" }) {
  return (
    <div class="field">
      <label for={props.id}>{props.label}</label>
      <Hint id={props.id} hint={props.hint} />
      <input id={props.id} name={props.name} type="text" autocomplete="off" maxlength={props.maxlength} inputmode={props.inputmode} value={props.value} aria-describedby={props.hint ? `${props.id}-hint` : undefined} />
    </div>
  );
}

function ReasonField(props: { id: string; name?: string; label: string; hint?: string; value: string }) {
  return (
    <div class="field">
      <label for={props.id}>{props.label}</label>
      <Hint id={props.id} hint={props.hint} />
      <textarea id={props.id} name={props.name ?? "reason"} maxlength={ORDER_TEXT_MAX.reason} rows={3} aria-describedby={props.hint ? `${props.id}-hint` : undefined}>
        {props.value}
      </textarea>
    </div>
  );
}
