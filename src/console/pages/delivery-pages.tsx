import type { WebhookDelivery } from "../../schemas/webhook-deliveries";
import { Pager, SavedNotice } from "../../web/pages/form-parts";
import type { ConsoleSession } from "../console-env";
import { Layout } from "./layout";
import { DeliveryBadge, Facts, When, WhenShort } from "./parts";

/** A delivery in the list: the API's view of it, what it is about, and its last attempt's HTTP status. */
export interface ListedDelivery {
  delivery: WebhookDelivery;
  about: { kind: "quote" | "tender"; id: string };
  attempts: number;
  lastStatusCode: number | null;
}

const aboutHref = (about: ListedDelivery["about"]) => (about.kind === "quote" ? `/console/quotes/${about.id}` : `/console/tenders/${about.id}`);

/** The organisation's webhook deliveries, newest first; `failed` narrows them to those that failed. */
export function DeliveryListPage(props: { session: ConsoleSession; deliveries: ListedDelivery[]; failed: boolean; page: number; hasNextPage: boolean }) {
  const base = props.failed ? "/console/deliveries?failed" : "/console/deliveries";
  return (
    <Layout title="Webhook deliveries" session={props.session} section="deliveries">
      <div class="page-head">
        <h1 id="page-title">Webhook deliveries</h1>
        <p class="lead">Every webhook sent to your receiver, with each attempt's answer. A failed one can be sent again.</p>
      </div>
      <nav class="filter-links" aria-label="Show">
        <a href="/console/deliveries" aria-current={props.failed ? undefined : "page"}>
          All
        </a>
        <a href="/console/deliveries?failed" aria-current={props.failed ? "page" : undefined}>
          Failed
        </a>
      </nav>
      {props.deliveries.length === 0 ? (
        <p class="panel">{props.page > 1 ? "There are no more deliveries." : props.failed ? "No delivery has failed." : "No webhook has been sent yet. They are sent to a quote's or a tender's callbackUrl."}</p>
      ) : (
        <div class="table-wrap">
          <table class="quote-table">
            <caption class="visually-hidden">Webhook deliveries, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">About</th>
                <th scope="col">Status</th>
                <th scope="col">Attempts</th>
                <th scope="col">Sent</th>
              </tr>
            </thead>
            <tbody>
              {props.deliveries.map(({ delivery, about, attempts, lastStatusCode }) => (
                <tr>
                  <th scope="row" data-label="Event">
                    <a href={`/console/deliveries/${delivery.id}`}>{delivery.event}</a>
                  </th>
                  <td data-label="About">
                    <a href={aboutHref(about)}>{about.kind === "quote" ? "The quote" : "The tender"}</a>
                  </td>
                  <td data-label="Status">
                    <DeliveryBadge status={delivery.status} />
                  </td>
                  <td data-label="Attempts">{`${attempts}${lastStatusCode === null ? "" : `, last HTTP ${lastStatusCode}`}`}</td>
                  <td data-label="Sent">
                    <WhenShort at={delivery.createdAt} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={props.page} hasNext={props.hasNextPage} href={(page) => (page === 1 ? base : `${base}${props.failed ? "&" : "?"}page=${page}`)} />
    </Layout>
  );
}

/** One delivery: where it went, every attempt with its HTTP status, and the button that sends a failed one again. */
export function DeliveryPage(props: { session: ConsoleSession; delivery: WebhookDelivery; about: ListedDelivery["about"]; notice?: string | undefined; refusal?: string | undefined }) {
  const { delivery } = props;
  const canRedeliver = delivery.status === "failed" && delivery.redeliveriesLeft > 0;
  return (
    <Layout title={`Webhook ${delivery.event}`} session={props.session} section="deliveries">
      <p class="back-link">
        <a href="/console/deliveries">← All deliveries</a>
      </p>
      <div class="page-head">
        <h1 id="page-title">{delivery.event}</h1>
        <p>
          <DeliveryBadge status={delivery.status} />
        </p>
      </div>
      {props.notice && <SavedNotice>{props.notice}</SavedNotice>}
      {props.refusal && (
        <p class="alert" role="alert">
          {props.refusal}
        </p>
      )}
      <section class="panel" aria-label="The delivery">
        <Facts
          items={[
            ["About", <a href={aboutHref(props.about)}>{props.about.kind === "quote" ? "The quote" : "The tender"}</a>],
            ["Sent to", <code>{delivery.url}</code>],
            ["First sent", <When at={delivery.createdAt} />],
            ["Finished", <When at={delivery.finishedAt} />],
            ["Last error", delivery.lastError ?? "—"],
            ["Sent again", `${delivery.redeliveries} ${delivery.redeliveries === 1 ? "time" : "times"} (${delivery.redeliveriesLeft} more allowed)`],
            ["Webhook id", <code>{delivery.id}</code>],
          ]}
        />
        {canRedeliver && (
          <form method="post" action={`/console/deliveries/${delivery.id}/redeliver`} class="stack redeliver-form">
            <p>Sending it again makes up to three more attempts, about 1 and 5 seconds apart, with the same webhook id and a new signature.</p>
            <button type="submit" class="button button--primary">
              Send it again
            </button>
          </form>
        )}
      </section>
      <h2 id="attempts-title">Attempts</h2>
      {delivery.attempts.length === 0 ? (
        <p class="panel">No attempt yet: it is on its way.</p>
      ) : (
        <div class="table-wrap">
          <table class="quote-table" aria-labelledby="attempts-title">
            <thead>
              <tr>
                <th scope="col">Attempt</th>
                <th scope="col">When</th>
                <th scope="col">HTTP status</th>
                <th scope="col" class="numeric">
                  Took
                </th>
                <th scope="col">Error</th>
              </tr>
            </thead>
            <tbody>
              {delivery.attempts.map((attempt) => (
                <tr>
                  <th scope="row" data-label="Attempt">{attempt.series > 1 ? `Again ${attempt.series - 1}, attempt ${attempt.attempt}` : `Attempt ${attempt.attempt}`}</th>
                  <td data-label="When">
                    <WhenShort at={attempt.attemptedAt} seconds />
                  </td>
                  <td data-label="HTTP status">{attempt.statusCode === null ? "No answer" : String(attempt.statusCode)}</td>
                  <td data-label="Took" class="numeric">{`${attempt.durationMs} ms`}</td>
                  <td data-label="Error">{attempt.error ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Layout>
  );
}
