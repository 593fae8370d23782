import type { PortalSession } from "../portal-env";
import { Layout } from "./layout";

export interface ErrorPageProps {
  title: string;
  message: string;
  /** Said after the message, such as when to try again. */
  detail?: string | undefined;
  /** Shown for server errors, so a dealer can quote it to support. */
  reference?: string | undefined;
  /** The signed-in session the request had, if any: the way back is then to the dealer's quotes, not the sign-in. */
  session?: PortalSession | undefined;
}

/** Where a dealer goes from an error page: back to their quotes (or their one quote) when signed in, else to the sign-in. */
function wayBack(session: PortalSession | undefined): { href: string; label: string } {
  if (!session) return { href: "/dealer", label: "Go to sign-in" };
  if (session.quoteId) return { href: `/dealer/quotes/${session.quoteId}`, label: "Back to the quote" };
  return { href: "/dealer/quotes", label: "Back to your quotes" };
}

/** A page for what went wrong: what happened in plain words, and the way back in. */
export function ErrorPage(props: ErrorPageProps) {
  const back = wayBack(props.session);
  return (
    <Layout title={props.title} session={props.session}>
      <section class="panel panel--narrow" aria-labelledby="page-title">
        <h1 id="page-title">{props.title}</h1>
        <p class="alert" role="alert">
          {props.message}
        </p>
        {props.detail && <p>{props.detail}</p>}
        {props.reference && (
          <p class="fine-print">
            Reference: <code>{props.reference}</code>
          </p>
        )}
        <p>
          <a class="button" href={back.href}>
            {back.label}
          </a>
        </p>
      </section>
    </Layout>
  );
}
