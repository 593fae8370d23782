import type { CreditEntryRow } from "../../db/queries/credits";
import { localDateTime } from "../../notices/format";
import type { PortalSession } from "../portal-env";
import { ErrorSummary, Pager } from "../../web/pages/form-parts";
import { Layout } from "./layout";

/** The period the statement is narrowed to, as typed (YYYY-MM-DD, or empty for no bound). */
export interface CreditsPeriod {
  from: string;
  to: string;
  error?: string | undefined;
}

/** What each reason reads as on the statement. */
const REASONS: Record<CreditEntryRow["reason"], string> = {
  purchase: "Credits bought",
  quote: "Quote asked of you",
  returned: "Credit returned",
  adjustment: "Adjustment",
};

/** The query string of a period and a page: what the pager, the filter and the download keep. */
export function creditsQuery(period: { from: string; to: string }, page?: number): string {
  const params = new URLSearchParams({ ...(period.from ? { from: period.from } : {}), ...(period.to ? { to: period.to } : {}), ...(page && page > 1 ? { page: String(page) } : {}) });
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * The dealership's credits: the balance, then its statement, newest first, a page at a time,
 * optionally between two days, and the same statement as a CSV file.
 */
export function CreditsPage(props: { session: PortalSession; balance: number; entries: CreditEntryRow[]; page: number; hasNextPage: boolean; period: CreditsPeriod }) {
  const { entries, period } = props;
  const state = props.session.dealershipState;
  const narrowed = period.from !== "" || period.to !== "";
  // Reached from Settings, where the operator's figures are (the header's links keep to one line on a phone).
  return (
    <Layout title="Credits" session={props.session} section="settings">
      <div class="page-head">
        <p class="fine-print">
          <a href="/dealer/settings">Settings</a> › Credits
        </p>
        <h1 id="page-title">Credits</h1>
        <p class="lead">Each quote a fleet client asks of you uses one credit; a credit comes back when a tender closes before you answered its quote.</p>
      </div>
      <ErrorSummary problems={period.error ? [{ field: "credits-from", text: period.error }] : []} />
      <section class="panel" aria-labelledby="balance-title">
        <h2 id="balance-title">Your balance</h2>
        <p class="credit-balance">
          <strong>{props.balance.toLocaleString("en-AU")}</strong> {props.balance === 1 ? "credit" : "credits"}
        </p>
      </section>
      <div class="toolbar">
        <form method="get" action="/dealer/credits" class="search-form">
          <fieldset class="period-fields">
            <legend>Show the statement between two days</legend>
            <div class="search-form__row">
              <label for="credits-from">From</label>
              <input id="credits-from" name="from" type="date" value={period.from} aria-invalid={period.error ? "true" : undefined} />
              <label for="credits-to">To</label>
              <input id="credits-to" name="to" type="date" value={period.to} />
              <button type="submit" class="button">
                Show
              </button>
            </div>
          </fieldset>
        </form>
        <p class="toolbar__actions">
          <a class="button" href={`/dealer/credits/export${creditsQuery(period)}`} download>
            Download statement (CSV)
          </a>
        </p>
      </div>
      {entries.length === 0 ? (
        <p class="panel">{narrowed ? "Your statement has no entries between those days." : props.page > 1 ? "There are no more entries." : "Your statement has no entries yet."}</p>
      ) : (
        <div class="table-wrap">
          <table class="data-table credit-table">
            <caption class="visually-hidden">Your credit statement, newest first</caption>
            <thead>
              <tr>
                <th scope="col" class="numeric">
                  Entry
                </th>
                <th scope="col">When</th>
                <th scope="col">What</th>
                <th scope="col" class="numeric">
                  Change
                </th>
                <th scope="col" class="numeric">
                  Balance
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr>
                  <td data-label="Entry" class="numeric">
                    {entry.seq}
                  </td>
                  <td data-label="When">
                    <time datetime={entry.at}>{localDateTime(entry.at, state)}</time>
                  </td>
                  <td data-label="What">
                    {REASONS[entry.reason]}
                    {entry.quoteId && (
                      <>
                        {" "}
                        (<a href={`/dealer/quotes/${entry.quoteId}`}>the quote</a>
                        {entry.tenderId ? ", part of a tender" : ""})
                      </>
                    )}
                    {entry.note && <>: {entry.note}</>}
                  </td>
                  <td data-label="Change" class="numeric">
                    {entry.change > 0 ? `+${entry.change}` : String(entry.change)}
                  </td>
                  <td data-label="Balance" class="numeric">
                    {entry.balance.toLocaleString("en-AU")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={props.page} hasNext={props.hasNextPage} href={(page) => `/dealer/credits${creditsQuery(period, page)}`} />
    </Layout>
  );
}
