import { Layout } from "./layout";

/**
 * Opens an e-mailed link a second time from the portal's own origin. A click in webmail is a
 * cross-site navigation, on which the browser sends no SameSite=Strict cookie, not even after a
 * redirect: the portal could neither see a dealer's own session nor have the link's new one sent
 * on. A refresh from this page is a same-site navigation, and replaces this page in the history.
 */
export function LinkBouncePage(props: { url: string }) {
  return (
    <Layout title="Opening the quote" refreshTo={props.url}>
      <section class="panel panel--narrow" aria-labelledby="page-title">
        <h1 id="page-title">Opening the quote…</h1>
        <p>
          <a class="button button--primary" href={props.url}>
            Open the quote
          </a>
        </p>
      </section>
    </Layout>
  );
}
