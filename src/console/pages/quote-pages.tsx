import type { Child } from "hono/jsx";
import { OUTCOME_LABELS } from "../../domain/quotes/outcome";
import type { StoredPricing } from "../../domain/quotes/price-quote";
import type { QuoteStatus } from "../../domain/quote-status";
import { money } from "../../notices/format";
import { PRICE_BASIS, priceLines, registrationTerms } from "../../notices/price-lines";
import type { QuoteDetail, QuoteListItem } from "../../schemas/quotes";
import type { WebhookDelivery } from "../../schemas/webhook-deliveries";
import { Pager } from "../../web/pages/form-parts";
import type { ConsoleSession } from "../console-env";
import { Layout } from "./layout";
import { Badge, DeliveryBadge, Facts, When, WhenShort, vehicleName } from "./parts";

/** Where a quote stands: the client's decision once made, else priced or with the dealer. */
export function QuoteBadge(props: { quote: { status: QuoteStatus; outcome: QuoteListItem["outcome"]; expired: boolean } }) {
  const { status, outcome, expired } = props.quote;
  if (outcome) return <Badge tone={outcome === "accepted" ? "accepted" : "lapsed"}>{OUTCOME_LABELS[outcome]}</Badge>;
  if (status === "pending") return <Badge tone="pending">With the dealer</Badge>;
  if (expired) return <Badge tone="lapsed">Price expired</Badge>;
  return <Badge tone="sent">Priced</Badge>;
}

const FILTERS = [
  { value: "", label: "All" },
  { value: "pending", label: "With the dealer" },
  { value: "sent", label: "Priced" },
] as const;

/** The organisation's quotes, newest first (the API's GET /api/v1/quotes), optionally only pending or priced. */
export function QuoteListPage(props: { session: ConsoleSession; quotes: QuoteListItem[]; status: "" | "pending" | "sent"; page: number; hasNextPage: boolean }) {
  const href = (page: number) => {
    const query = [props.status ? `status=${props.status}` : "", page > 1 ? `page=${page}` : ""].filter(Boolean).join("&");
    return `/console/quotes${query ? `?${query}` : ""}`;
  };
  return (
    <Layout title="Quotes" session={props.session} section="quotes">
      <div class="page-head">
        <h1 id="page-title">Quotes</h1>
        <p class="lead">Every quote your organisation asked for, alone or in a tender.</p>
      </div>
      <nav class="filter-links" aria-label="Show">
        {FILTERS.map((filter) => (
          <a href={filter.value ? `/console/quotes?status=${filter.value}` : "/console/quotes"} aria-current={props.status === filter.value ? "page" : undefined}>
            {filter.label}
          </a>
        ))}
      </nav>
      {props.quotes.length === 0 ? (
        <p class="panel">{props.page === 1 ? "No quotes to show." : "There are no more quotes."}</p>
      ) : (
        <div class="table-wrap">
          <table class="quote-table">
            <caption class="visually-hidden">Quotes, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Client</th>
                <th scope="col">Dealership</th>
                <th scope="col">Vehicle</th>
                <th scope="col">Status</th>
                <th scope="col">Asked</th>
              </tr>
            </thead>
            <tbody>
              {props.quotes.map((quote) => (
                <tr>
                  <th scope="row" data-label="Client">
                    <a href={`/console/quotes/${quote.id}`}>{quote.clientName}</a>
                  </th>
                  <td data-label="Dealership">{quote.dealership.name}</td>
                  <td data-label="Vehicle">{quote.vehicle ? vehicleName(quote.vehicle) : "To be chosen by the dealer"}</td>
                  <td data-label="Status">
                    <QuoteBadge quote={quote} />
                  </td>
                  <td data-label="Asked">
                    <WhenShort at={quote.createdAt} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={props.page} hasNext={props.hasNextPage} href={href} />
    </Layout>
  );
}

/** A priced quote's lines, as every notice and page names them, with the totals. */
function PriceTable(props: { pricing: StoredPricing }) {
  const { pricing } = props;
  const terms = registrationTerms(pricing);
  return (
    <>
      <table class="price-table">
        <caption class="visually-hidden">The drive-away price, line by line</caption>
        <tbody>
          {priceLines(pricing).map((line) => (
            <>
              <tr>
                <th scope="row">
                  {line.label}
                  {line.confidence && <span class="price-table__confidence">{line.confidence}</span>}
                  {line.note && <span class="price-table__confidence">{line.note}</span>}
                </th>
                <td class="numeric">{money(line.cents)}</td>
              </tr>
              {line.parts.map((part) => (
                <tr class="price-table__sub">
                  <th scope="row">
                    {part.label}
                    {part.confidence && <span class="price-table__confidence">{part.confidence}</span>}
                  </th>
                  <td class="numeric">{money(part.cents)}</td>
                </tr>
              ))}
            </>
          ))}
          <tr class="price-table__total">
            <th scope="row">Drive-away price</th>
            <td class="numeric">{money(pricing.totalDriveAwayCents)}</td>
          </tr>
          {pricing.quantity > 1 && (
            <tr>
              <th scope="row">{`Total for ${pricing.quantity} vehicles`}</th>
              <td class="numeric">{money(pricing.totalForQuantityCents)}</td>
            </tr>
          )}
        </tbody>
      </table>
      {terms && <p class="fine-print">{terms}</p>}
      <p class="fine-print">{PRICE_BASIS}</p>
    </>
  );
}

/** The webhook deliveries of a quote or tender, each linking to its attempts. */
export function DeliveryList(props: { deliveries: WebhookDelivery[] }) {
  if (props.deliveries.length === 0) return <p>No webhook was sent for it: none is sent without a callbackUrl, nor before there is something to tell.</p>;
  return (
    <ul class="plain-list">
      {props.deliveries.map((delivery) => (
        <li>
          <a href={`/console/deliveries/${delivery.id}`}>{delivery.event}</a> <DeliveryBadge status={delivery.status} />{" "}
          <span class="fine-print">
            <When at={delivery.createdAt} />, {delivery.attempts.length} {delivery.attempts.length === 1 ? "attempt" : "attempts"}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** One quote: what was asked, the dealership's price line by line, and its webhook deliveries. */
export function QuotePage(props: { session: ConsoleSession; quote: QuoteDetail; pricing: StoredPricing | null; deliveries: WebhookDelivery[] }) {
  const { quote } = props;
  return (
    <Layout title={`Quote for ${quote.clientName}`} session={props.session} section="quotes">
      <p class="back-link">
        <a href={quote.tenderId ? `/console/tenders/${quote.tenderId}` : "/console/quotes"}>{quote.tenderId ? "← Its tender" : "← All quotes"}</a>
      </p>
      <div class="page-head">
        <h1 id="page-title">{quote.vehicle ? vehicleName(quote.vehicle) : "Vehicle to be chosen by the dealer"}</h1>
        <p>
          <QuoteBadge quote={quote} /> from {quote.dealership.name}
        </p>
      </div>
      <div class="quote-layout">
        <section class="panel" aria-label="The request">
          <Facts
            items={[
              ["Client", quote.clientName],
              ["Client e-mail", quote.clientEmail ?? "—"],
              ["Dealership", `${quote.dealership.name}${quote.dealership.suburb ? `, ${quote.dealership.suburb}` : ""}`],
              ["Registration", `${quote.registrationUse} use${quote.registrationDate ? `, from ${quote.registrationDate}` : ""}`],
              ["Asked", <When at={quote.createdAt} />],
              ["Priced", <When at={quote.sentAt} />],
              ["Valid until", quote.validUntil ? <><When at={quote.validUntil} />{quote.expired && " (expired)"}</> : "—"],
              ...(quote.dealerNotes ? [["The dealer's notes", <span class="prewrap">{quote.dealerNotes}</span>] as [string, Child]] : []),
              ["Quote id", <code>{quote.id}</code>],
            ]}
          />
        </section>
        <section class="panel" aria-labelledby="price-title">
          <h2 id="price-title">Drive-away price</h2>
          {props.pricing ? <PriceTable pricing={props.pricing} /> : <p>The dealership has not priced it yet.</p>}
        </section>
      </div>
      <section class="panel" aria-labelledby="deliveries-title">
        <h2 id="deliveries-title">Webhook deliveries</h2>
        <DeliveryList deliveries={props.deliveries} />
      </section>
    </Layout>
  );
}
