import { Layout } from "./layout";

export interface ErrorPageProps {
  title: string;
  message: string;
  /** Said after the message, such as when to try again. */
  detail?: string | undefined;
  /** Shown for server errors, so a dealer can quote it to support. */
  reference?: string | undefined;
}

/** A page for what went wrong: what happened in plain words, and the way back in. */
export function ErrorPage(props: ErrorPageProps) {
  return (
    <Layout title={props.title}>
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
          <a class="button" href="/dealer">
            Go to sign-in
          </a>
        </p>
      </section>
    </Layout>
  );
}
