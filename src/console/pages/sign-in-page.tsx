import { Layout } from "./layout";

export interface SignInPageProps {
  /** Why the person is asked to sign in, when it is not the plain start. */
  problem?: { title: string; message: string } | undefined;
  /** The address typed, kept when the form is refused. */
  email?: string;
  /** What is wrong with the address typed. */
  emailError?: string | undefined;
  /** A quiet confirmation, such as after signing out. */
  notice?: string | undefined;
}

/** The console's front door: an e-mail address in, a sign-in link out. */
export function SignInPage(props: SignInPageProps) {
  const { problem, emailError } = props;
  return (
    <Layout title={problem?.title ?? "Sign in"}>
      <section class="panel panel--narrow" aria-labelledby="page-title">
        <h1 id="page-title">{problem?.title ?? "Sign in to the FMO console"}</h1>
        {problem ? (
          <p class="alert" role="alert">
            {problem.message}
          </p>
        ) : (
          <p class="lead">Your organisation's tenders, quotes, webhook deliveries and API keys, for its fleet staff.</p>
        )}
        {props.notice && (
          <p class="notice" role="status">
            {props.notice}
          </p>
        )}
        <form method="post" action="/console/sign-in" class="stack" novalidate>
          <div class={emailError ? "field field--invalid" : "field"}>
            <label for="email">Work e-mail address</label>
            <p class="hint" id="email-hint">
              The address your organisation registered with Fleet Quote, or one it added as a console user. We e-mail you a link that signs you in; no password.
            </p>
            {emailError && (
              <p class="field-error" id="email-error">
                {emailError}
              </p>
            )}
            <input
              id="email"
              name="email"
              type="email"
              autocomplete="email"
              autocapitalize="off"
              spellcheck={false}
              required
              autofocus
              value={props.email ?? ""}
              aria-describedby={emailError ? "email-hint email-error" : "email-hint"}
              aria-invalid={emailError ? "true" : undefined}
            />
          </div>
          <button type="submit" class="button button--primary">
            E-mail me a sign-in link
          </button>
        </form>
        <p class="fine-print">The link works once, for 15 minutes. You then stay signed in on this device for 12 hours, or until you sign out.</p>
      </section>
    </Layout>
  );
}

/** The answer to every sign-in request, whether the address may sign in or not. */
export function LinkSentPage() {
  return (
    <Layout title="Check your e-mail">
      <section class="panel panel--narrow" aria-labelledby="page-title">
        <h1 id="page-title">Check your e-mail</h1>
        <p class="notice" role="status">
          If this address may sign in, a link is on its way.
        </p>
        <p>Open the link within 15 minutes, on this device or another. It signs you in once. Nothing arrived? Check the spam folder, or ask the person who manages your organisation's Fleet Quote account to add your address.</p>
        <p>
          <a href="/console">Ask for another link</a>
        </p>
      </section>
    </Layout>
  );
}

/**
 * Opening an e-mailed link shows this, and only the button signs in: a mail scanner that opens
 * every link it sees uses up nothing. The form posts from the console's own page, so the session's
 * SameSite=Strict cookie is set on a same-site request, also when the link was clicked in webmail.
 */
export function ConfirmLinkPage(props: { token: string; companyName: string; email: string }) {
  return (
    <Layout title="Sign in">
      <section class="panel panel--narrow" aria-labelledby="page-title">
        <h1 id="page-title">Sign in to the FMO console</h1>
        <p>
          Sign in to <strong>{props.companyName}</strong>'s console as <strong>{props.email}</strong>.
        </p>
        <form method="post" action="/console/sign-in/link" class="stack">
          <input type="hidden" name="token" value={props.token} />
          <button type="submit" class="button button--primary">
            Sign in
          </button>
        </form>
        <p class="fine-print">You stay signed in on this device for 12 hours, or until you sign out.</p>
      </section>
    </Layout>
  );
}
