import { Layout } from "./layout";

export interface SignInPageProps {
  /** The portal page to go to after signing in. */
  next: string;
  /** Why the dealer is asked to sign in, when it is not the plain start. */
  problem?: { title: string; message: string } | undefined;
  /** What went wrong with the key just tried. */
  keyError?: string | undefined;
  /** A quiet confirmation, such as after signing out. */
  notice?: string | undefined;
}

export function SignInPage(props: SignInPageProps) {
  const { problem, keyError } = props;
  return (
    <Layout title={problem?.title ?? "Sign in"}>
      <section class="panel panel--narrow" aria-labelledby="page-title">
        <h1 id="page-title">{problem?.title ?? "Sign in to the dealer portal"}</h1>
        {problem ? (
          <p class="alert" role="alert">
            {problem.message}
          </p>
        ) : (
          <p class="lead">Answer your fleet clients' quote requests: check the request, set your prices, see the drive-away total and send it.</p>
        )}
        {props.notice && (
          <p class="notice" role="status">
            {props.notice}
          </p>
        )}
        <form method="post" action="/dealer/sign-in" class="stack" novalidate>
          <input type="hidden" name="next" value={props.next} />
          <div class={keyError ? "field field--invalid" : "field"}>
            <label for="dealer-key">Dealer key</label>
            <p class="hint" id="dealer-key-hint">
              Starts with <code>dlr_</code>. Your Fleet Quote operator issues it to your dealership.
            </p>
            {keyError && (
              <p class="field-error" id="dealer-key-error">
                {keyError}
              </p>
            )}
            <input
              id="dealer-key"
              name="key"
              type="password"
              autocomplete="current-password"
              autocapitalize="off"
              spellcheck={false}
              required
              autofocus
              aria-describedby={keyError ? "dealer-key-hint dealer-key-error" : "dealer-key-hint"}
              aria-invalid={keyError ? "true" : undefined}
            />
          </div>
          <button type="submit" class="button button--primary">
            Sign in
          </button>
        </form>
        <p class="fine-print">You stay signed in on this device for 12 hours, or until you sign out.</p>
      </section>
    </Layout>
  );
}
