import type { PortalSession } from "../portal-env";
import { Layout } from "./layout";

/**
 * An e-mailed link to another dealership's quote, opened while signed in as one dealership: the
 * page says whose quote it is and asks, rather than quietly replacing the session.
 */
export function LinkChoicePage(props: { session: PortalSession; quoteId: string; token: string; linkDealershipName: string }) {
  const { session } = props;
  return (
    <Layout title="Whose quote is this?" session={session}>
      <section class="panel panel--narrow" aria-labelledby="page-title" data-link-in-address>
        <h1 id="page-title">This quote is for {props.linkDealershipName}</h1>
        <p>
          You are signed in as <strong>{session.dealershipName}</strong>. The link you opened is for a quote asked of{" "}
          <strong>{props.linkDealershipName}</strong>.
        </p>
        <p>Opening it signs you out of {session.dealershipName} in this browser.</p>
        <form method="post" action={`/dealer/quotes/${props.quoteId}/open-link`} class="stack">
          <input type="hidden" name="link" value={props.token} />
          <p>
            <button type="submit" class="button button--primary">
              Open it as {props.linkDealershipName}
            </button>
          </p>
        </form>
        <p>
          <a class="button" href={session.quoteId ? `/dealer/quotes/${session.quoteId}` : "/dealer/quotes"}>
            Stay signed in as {session.dealershipName}
          </a>
        </p>
      </section>
    </Layout>
  );
}
