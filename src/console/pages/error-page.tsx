import type { ConsoleSession } from "../console-env";
import { Layout } from "./layout";

/** A page for what went wrong: what happened in plain words, and the way back in. */
export function ErrorPage(props: { title: string; message: string; detail?: string | undefined; reference?: string | undefined; session?: ConsoleSession | undefined }) {
  const back = props.session ? { href: "/console/overview", label: "Back to the overview" } : { href: "/console", label: "Go to sign-in" };
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
