import { ORDER_REFERENCE_MAX, OUTCOME_LABELS } from "../../domain/quotes/outcome";
import { AWARD_REASON_MAX } from "../../domain/tenders/awards";
import { EXTENSION_REASON_MAX } from "../../domain/tenders/closing";
import type { Tender, TenderQuote, TenderSummary } from "../../schemas/tenders";
import { Pager } from "../../web/pages/form-parts";
import type { ConsoleSession } from "../console-env";
import { Layout } from "./layout";
import { Badge, Dollars, Facts, When, WhenShort, vehicleName } from "./parts";

const STATUS_WORDS = { open: "Open", closed: "Closed", awarded: "Awarded" } as const;
const STATUS_TONES = { open: "pending", closed: "draft", awarded: "accepted" } as const;
const CLOSE_REASONS = { "all-answered": "every dealership asked has answered", deadline: "its deadline came", awarded: "you accepted a quote" } as const;
const DECLINED = {
  NOT_FOUND: "not a dealership that can be asked",
  NOT_STOCKED: "does not have it available",
  NO_CREDITS: "no quote credits left",
} as Record<string, string>;

export function TenderStatusBadge(props: { status: Tender["status"] }) {
  return <Badge tone={STATUS_TONES[props.status]}>{STATUS_WORDS[props.status]}</Badge>;
}

/** The organisation's tenders, newest first (the API's GET /api/v1/tenders). */
export function TenderListPage(props: { session: ConsoleSession; tenders: TenderSummary[]; page: number; hasNextPage: boolean }) {
  return (
    <Layout title="Tenders" session={props.session} section="tenders">
      <div class="page-head">
        <h1 id="page-title">Tenders</h1>
        <p class="lead">One vehicle asked of several dealerships at once. Open one to compare the dealerships' prices.</p>
      </div>
      {props.tenders.length === 0 ? (
        <p class="panel">{props.page === 1 ? "Your organisation has no tenders yet. Tenders your systems start appear here." : "There are no more tenders."}</p>
      ) : (
        <div class="table-wrap">
          <table class="quote-table">
            <caption class="visually-hidden">Tenders, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Vehicle</th>
                <th scope="col">Status</th>
                <th scope="col">Priced, waiting, declined</th>
                <th scope="col" class="numeric">
                  Best drive-away
                </th>
                <th scope="col">Closes or closed</th>
              </tr>
            </thead>
            <tbody>
              {props.tenders.map((tender) => (
                <tr>
                  <th scope="row" data-label="Vehicle">
                    <a href={`/console/tenders/${tender.tenderId}`}>{vehicleName(tender.vehicle)}</a>
                  </th>
                  <td data-label="Status">
                    <TenderStatusBadge status={tender.status} />
                  </td>
                  <td data-label="Priced, waiting, declined">{`${tender.counts.priced}, ${tender.counts.pending}, ${tender.counts.declined}`}</td>
                  <td data-label="Best drive-away" class="numeric">
                    <Dollars amount={tender.bestTotalDriveAway} />
                  </td>
                  <td data-label="Closes or closed">
                    <WhenShort at={tender.closedAt ?? tender.closesAt} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={props.page} hasNext={props.hasNextPage} href={(page) => (page === 1 ? "/console/tenders" : `/console/tenders?page=${page}`)} />
    </Layout>
  );
}

/** A line's status in words: priced, with the dealer, or declined and why; with the client's decision. */
function LineStatus(props: { line: TenderQuote }) {
  const { line } = props;
  if (line.outcome) return <Badge tone={line.outcome === "accepted" ? "accepted" : "lapsed"}>{OUTCOME_LABELS[line.outcome]}</Badge>;
  if (line.status === "declined") return <span>Declined: {DECLINED[line.reason ?? ""] ?? line.reason}</span>;
  if (line.status === "pending") return <Badge tone="pending">With the dealer</Badge>;
  return <Badge tone="sent">Priced</Badge>;
}

/** The moves of the deadline the extend form offers, in days after the current one. */
export const EXTEND_DAYS = [1, 2, 3, 7, 14] as const;

/** What a refused award or extension's form held, to show it again with what was wrong. */
export interface TenderFormState {
  form: "award" | "extend";
  problem: string;
  values: Record<string, string>;
}

/** The priced quotes an award may still name: undecided (or not chosen), their price still holding. */
function awardableLines(tender: Tender): TenderQuote[] {
  return tender.quotes.filter((line) => line.quoteId !== null && line.status === "sent" && !line.expired && (line.outcome === null || line.outcome === "not-chosen"));
}

/** The vehicles still to award: the tender's quantity less what its standing awards hold. */
const quantityToAward = (tender: Tender) => tender.quantity - tender.awards.reduce((sum, award) => sum + award.quantity, 0);

/** What was wrong with a refused award or extension, above the comparison (the form may be gone: a tender closed or awarded meanwhile). */
function FormProblem(props: { state: TenderFormState | undefined }) {
  if (!props.state) return null;
  return (
    <div class="alert" role="alert">
      <h2>{props.state.form === "award" ? "The tender was not awarded" : "The deadline was not moved"}</h2>
      <p>{props.state.problem}</p>
    </div>
  );
}

/** Awarding the tender, whole or split by quantity, with an order reference for each and a reason told to the others. */
function AwardForm(props: { tender: Tender; state: TenderFormState | undefined }) {
  const { tender } = props;
  const lines = awardableLines(tender);
  const open = quantityToAward(tender);
  if (open <= 0 || lines.length === 0) return null;
  const value = (name: string) => (props.state?.form === "award" ? (props.state.values[name] ?? "") : "");
  return (
    <section class="panel panel--form" aria-labelledby="award-title">
      <h2 id="award-title">{tender.awards.length > 0 ? "Award the vehicles still to award" : "Award the tender"}</h2>
      <p class="hint">
        {`Give each dealership you choose how many of the ${open} vehicle${open === 1 ? "" : "s"} it supplies (leave 0 for the others). Each award places an order. `}
        The others are told their rank and your reason, never another dealership's name or price.
      </p>
      <form method="post" action={`/console/tenders/${tender.tenderId}/award`} class="stack">
        {lines.map((line) => (
          <fieldset class="award-line">
            <legend>{line.dealership.name ?? "A dealership"}</legend>
            <div class="field">
              <label for={`quantity-${line.quoteId}`}>Vehicles from {line.dealership.name ?? "this dealership"}</label>
              <input id={`quantity-${line.quoteId}`} name={`quantity-${line.quoteId}`} type="number" inputmode="numeric" min={0} max={open} value={value(`quantity-${line.quoteId}`) || "0"} />
            </div>
            <div class="field">
              <label for={`reference-${line.quoteId}`}>Order reference for {line.dealership.name ?? "this dealership"} (optional)</label>
              <input id={`reference-${line.quoteId}`} name={`reference-${line.quoteId}`} maxlength={ORDER_REFERENCE_MAX} value={value(`reference-${line.quoteId}`)} />
            </div>
          </fieldset>
        ))}
        <div class="field">
          <label for="award-reason">Reason, told to the dealerships not chosen (optional)</label>
          <textarea id="award-reason" name="reason" maxlength={AWARD_REASON_MAX} rows={2}>
            {value("reason")}
          </textarea>
        </div>
        <button type="submit" class="button button--primary">
          Award
        </button>
      </form>
    </section>
  );
}

/** Moving an open tender's deadline later, with the reason every dealership still asked is e-mailed. */
function ExtendForm(props: { tender: Tender; state: TenderFormState | undefined }) {
  if (props.tender.status !== "open") return null;
  const value = (name: string) => (props.state?.form === "extend" ? (props.state.values[name] ?? "") : "");
  return (
    <section class="panel panel--form" aria-labelledby="extend-title">
      <h2 id="extend-title">Extend the deadline</h2>
      <p class="hint">
        It closes <When at={props.tender.closesAt} />. Every dealership still asked is e-mailed the new deadline and your reason. At most 30 days after the tender was asked.
      </p>
      <form method="post" action={`/console/tenders/${props.tender.tenderId}/extend`} class="stack">
        <div class="field">
          <label for="extend-days">Move the deadline by</label>
          <select id="extend-days" name="days">
            {EXTEND_DAYS.map((days) => (
              <option value={String(days)} selected={value("days") === String(days)}>
                {days === 1 ? "1 day" : `${days} days`}
              </option>
            ))}
          </select>
        </div>
        <div class="field">
          <label for="extend-reason">Reason</label>
          <textarea id="extend-reason" name="reason" required maxlength={EXTENSION_REASON_MAX} rows={2}>
            {value("reason")}
          </textarea>
        </div>
        <button type="submit" class="button">
          Extend the deadline
        </button>
      </form>
    </section>
  );
}

/**
 * A tender and its comparison: one row per dealership asked, in the API's order (priced first,
 * cheapest first), each with its drive-away price, the lines it is made of, and until when it holds.
 * A table on a wide screen, a card per dealership on a phone.
 */
export function TenderPage(props: {
  session: ConsoleSession;
  tender: Tender;
  deliveries: { id: string; event: string; status: "pending" | "delivered" | "failed"; createdAt: string }[];
  state?: TenderFormState | undefined;
  notice?: string | undefined;
}) {
  const { tender } = props;
  return (
    <Layout title={`Tender: ${vehicleName(tender.vehicle)}`} session={props.session} section="tenders">
      <p class="back-link">
        <a href="/console/tenders">← All tenders</a>
      </p>
      <div class="page-head">
        <h1 id="page-title">{vehicleName(tender.vehicle)}</h1>
        <p>
          <TenderStatusBadge status={tender.status} />
        </p>
      </div>
      <section class="panel" aria-label="The tender">
        <Facts
          items={[
            ["Asked", <When at={tender.createdAt} />],
            ["Dealerships asked", String(tender.quotes.length) + (tender.state ? ` in ${tender.state}` : "")],
            tender.closedAt ? ["Closed", <><When at={tender.closedAt} />{tender.closeReason && `: ${CLOSE_REASONS[tender.closeReason]}`}</>] : ["Closes", <When at={tender.closesAt} />],
            ["Vehicles", String(tender.quantity)],
            ...(tender.awards.length > 0
              ? [["Awarded", tender.awards.map((award) => `${award.quantity} to ${tender.quotes.find((line) => line.quoteId === award.quoteId)?.dealership.name ?? "a dealership"}`).join(", ")] as [string, string]]
              : []),
            ...(tender.extensions.length > 0 ? [["Deadline moved", `${tender.extensions.length} time${tender.extensions.length === 1 ? "" : "s"}: ${tender.extensions.at(-1)!.reason}`] as [string, string]] : []),
            ["Tender id", <code>{tender.tenderId}</code>],
          ]}
        />
      </section>
      <FormProblem state={props.state} />
      {props.notice && (
        <p class="notice notice--success" role="status">
          {props.notice}
        </p>
      )}
      <h2 id="comparison-title">Compare the dealerships</h2>
      <p class="fine-print">Drive-away prices per vehicle, GST included, cheapest first. A price past its “valid until” no longer holds and is never the best offer.</p>
      <div class="table-wrap table-wrap--wide">
        <table class="quote-table comparison-table" aria-labelledby="comparison-title">
          <thead>
            <tr>
              <th scope="col">Dealership</th>
              <th scope="col">Status</th>
              <th scope="col" class="numeric">
                Drive-away
              </th>
              <th scope="col" class="numeric">
                Vehicle
              </th>
              <th scope="col" class="numeric">
                Delivery
              </th>
              <th scope="col" class="numeric">
                Accessories
              </th>
              <th scope="col" class="numeric">
                Stamp duty
              </th>
              <th scope="col" class="numeric">
                Registration
              </th>
              <th scope="col">Valid until</th>
            </tr>
          </thead>
          <tbody>
            {tender.quotes.map((line) => {
              const items = line.pricing?.lineItems;
              const accessories = items ? items.accessories.reduce((sum, a) => sum + a.price, 0) : null;
              const name = line.dealership.name ?? "A dealership no longer listed";
              return (
                <tr class={line.quoteId !== null && line.quoteId === tender.best ? "is-best" : undefined}>
                  <th scope="row" data-label="Dealership">
                    {line.quoteId ? <a href={`/console/quotes/${line.quoteId}`}>{name}</a> : name}
                    {line.dealership.suburb && <span class="row-changed">{`${line.dealership.suburb}, ${line.dealership.state ?? ""}`}</span>}
                    {line.quoteId !== null && line.quoteId === tender.best && <span class="row-changed">Best offer</span>}
                  </th>
                  <td data-label="Status">
                    <LineStatus line={line} />
                  </td>
                  <td data-label="Drive-away" class="numeric">
                    <strong>
                      <Dollars amount={line.pricing?.totalDriveAway} />
                    </strong>
                  </td>
                  <td data-label="Vehicle" class="numeric">
                    <Dollars amount={items?.vehiclePrice} />
                  </td>
                  <td data-label="Delivery" class="numeric">
                    <Dollars amount={items?.dealerDelivery} />
                  </td>
                  <td data-label="Accessories" class="numeric">
                    <Dollars amount={accessories} />
                  </td>
                  <td data-label="Stamp duty" class="numeric">
                    <Dollars amount={items?.stampDuty.amount} />
                  </td>
                  <td data-label="Registration" class="numeric">
                    <Dollars amount={items?.registration.amount} />
                  </td>
                  <td data-label="Valid until">
                    {line.validUntil ? (
                      <>
                        <WhenShort at={line.validUntil} />
                        {line.expired && " (expired)"}
                      </>
                    ) : (
                      "—"
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <AwardForm tender={tender} state={props.state} />
      <ExtendForm tender={tender} state={props.state} />
      {props.deliveries.length > 0 && (
        <section class="panel deliveries-panel" aria-labelledby="tender-deliveries-title">
          <h2 id="tender-deliveries-title">Webhook deliveries of this tender</h2>
          <ul class="plain-list">
            {props.deliveries.map((delivery) => (
              <li>
                <a href={`/console/deliveries/${delivery.id}`}>{delivery.event}</a>, <When at={delivery.createdAt} />: {delivery.status}
              </li>
            ))}
          </ul>
        </section>
      )}
    </Layout>
  );
}
