import type { QuoteListRow } from "../../db/queries/quote-rows";
import { awaitsDealer } from "../../domain/quotes/outcome";
import { localDateTime } from "../../notices/format";
import { age } from "../../web/format";
import type { PortalSession } from "../portal-env";
import { Pager } from "../../web/pages/form-parts";
import { Layout } from "./layout";
import { StatusBadge, vehicleText } from "./quote-parts";

export interface QuoteListPageProps {
  session: PortalSession;
  rows: QuoteListRow[];
  pendingCount: number;
  page: number;
  hasNextPage: boolean;
  pageSize: number;
  now: Date;
}

export function QuoteListPage(props: QuoteListPageProps) {
  const { rows, page, pendingCount, now } = props;
  const first = (page - 1) * props.pageSize + 1;
  return (
    <Layout title="Quotes" session={props.session} section="quotes">
      <div class="page-head">
        <h1 id="page-title">Quotes</h1>
        <p class="lead" role="status">
          {pendingCount === 0 ? "No quotes are waiting for you." : pendingCount === 1 ? "1 quote is waiting for you." : `${pendingCount} quotes are waiting for you.`}
        </p>
      </div>
      {rows.length === 0 ? (
        <p class="panel">{page === 1 ? "Your dealership has no quotes yet. New requests from fleet clients appear here." : "There are no more quotes."}</p>
      ) : (
        <div class="table-wrap">
          <table class="quote-table">
            <caption class="visually-hidden">{`Quotes ${first} to ${first + rows.length - 1}, waiting ones first, oldest first`}</caption>
            <thead>
              <tr>
                <th scope="col">Client</th>
                <th scope="col">Vehicle</th>
                <th scope="col" class="numeric">
                  Qty
                </th>
                <th scope="col">Age</th>
                <th scope="col">Tender closes</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr class={awaitsDealer(row) ? "is-pending" : undefined}>
                  <th scope="row" data-label="Client">
                    <a href={`/dealer/quotes/${row.id}`}>{row.clientName}</a>
                  </th>
                  <td data-label="Vehicle">{vehicleText(row)}</td>
                  <td data-label="Qty" class="numeric">
                    {row.quantity}
                  </td>
                  <td data-label="Age">
                    <time datetime={row.createdAt} title={localDateTime(row.createdAt, row.dealershipState)}>
                      {age(row.createdAt, now)}
                    </time>
                  </td>
                  <td data-label="Tender closes">
                    {row.tenderClosesAt ? <time datetime={row.tenderClosesAt}>{localDateTime(row.tenderClosesAt, row.dealershipState)}</time> : "Not a tender"}
                  </td>
                  <td data-label="Status">
                    <StatusBadge quote={row} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} hasNext={props.hasNextPage} href={(to) => (to === 1 ? "/dealer/quotes" : `/dealer/quotes?page=${to}`)} />
      <form method="post" action="/dealer/sign-out-everywhere" class="fine-print sign-out-everywhere">
        <p>Signed in on a computer you no longer use? Signing out everywhere ends every session of {props.session.dealershipName}, in every browser, this one too.</p>
        <button type="submit" class="button-link">
          Sign out everywhere
        </button>
      </form>
    </Layout>
  );
}
