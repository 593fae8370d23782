import { KEY_GRACE_SECONDS_DEFAULT, KEY_GRACE_SECONDS_MAX } from "../../schemas/credentials";
import { SavedNotice } from "../../web/pages/form-parts";
import type { ConsoleSession } from "../console-env";
import { Layout } from "./layout";
import { Badge, Facts, When } from "./parts";

export interface ClientKeys {
  keyPrefix: string;
  keyRevokedAt: string | null;
  /** The key a rotation replaced, while it still works. */
  previous: { prefix: string; expiresAt: string } | null;
  lastUsedAt: string | null;
}

/** How long the replaced key keeps working: the choices the API's graceSeconds allows, in words. */
export const GRACE_CHOICES = [
  { seconds: 0, label: "Not at all: it stops working now" },
  { seconds: 900, label: "15 minutes" },
  { seconds: KEY_GRACE_SECONDS_DEFAULT, label: "1 hour" },
  { seconds: 6 * 3600, label: "6 hours" },
  { seconds: KEY_GRACE_SECONDS_MAX, label: "24 hours" },
] as const;

/** The organisation's API keys: the current one and one still in a rotation's grace period, never a key itself; rotate and revoke. */
export function KeysPage(props: { session: ConsoleSession; keys: ClientKeys; notice?: string | undefined; problem?: string | undefined }) {
  const { keys } = props;
  const revoked = keys.keyRevokedAt !== null;
  return (
    <Layout title="API keys" session={props.session} section="keys">
      <div class="page-head">
        <h1 id="page-title">API keys</h1>
        <p class="lead">The keys your systems call the Fleet Quote API with. Only the start of each is shown; a new key is shown once, when it is made.</p>
      </div>
      {props.notice && <SavedNotice>{props.notice}</SavedNotice>}
      {props.problem && (
        <p class="alert" role="alert">
          {props.problem}
        </p>
      )}
      <section class="panel" aria-labelledby="current-title">
        <h2 id="current-title">Current key</h2>
        <Facts
          items={[
            ["Starts with", <code>{keys.keyPrefix}…</code>],
            ["State", revoked ? <><Badge tone="lapsed">Revoked</Badge> <When at={keys.keyRevokedAt} /></> : <Badge tone="sent">Works</Badge>],
            ["Last used (any key)", <When at={keys.lastUsedAt} />],
          ]}
        />
        {!revoked && (
          <form method="post" action="/console/keys/revoke" class="stack danger-form">
            <input type="hidden" name="key" value="current" />
            <p class="fine-print">
              Revoking it stops it at once. {keys.previous ? "The previous key keeps working until its time runs out." : "It is your only key: your systems stop, and this console closes for everyone until Fleet Quote support issues a new key."}
            </p>
            <button type="submit" class="button">
              Revoke the current key
            </button>
          </form>
        )}
      </section>
      {keys.previous && (
        <section class="panel" aria-labelledby="previous-title">
          <h2 id="previous-title">Previous key</h2>
          <Facts
            items={[
              ["Starts with", <code>{keys.previous.prefix}…</code>],
              ["Works until", <When at={keys.previous.expiresAt} />],
            ]}
          />
          <form method="post" action="/console/keys/revoke" class="stack">
            <input type="hidden" name="key" value="previous" />
            <button type="submit" class="button">
              Stop the previous key now
            </button>
          </form>
        </section>
      )}
      <section class="panel panel--form" aria-labelledby="rotate-title">
        <h2 id="rotate-title">{revoked ? "Issue a new key" : "Rotate the key"}</h2>
        <p>
          {revoked
            ? "A new key replaces the revoked one. It is shown once."
            : "A new key replaces the current one, which keeps working for the time you choose so that you can roll the new key out first. Both share the limit of 100 requests an hour. A previous key still working stops now."}
        </p>
        <form method="post" action="/console/keys/rotate" class="stack">
          {!revoked && (
            <div class="field">
              <label for="grace">The current key keeps working for</label>
              <select id="grace" name="graceSeconds">
                {GRACE_CHOICES.map((choice) => (
                  <option value={String(choice.seconds)} selected={choice.seconds === KEY_GRACE_SECONDS_DEFAULT}>
                    {choice.label}
                  </option>
                ))}
              </select>
            </div>
          )}
          <button type="submit" class="button button--primary">
            {revoked ? "Issue a new key" : "Rotate the key"}
          </button>
        </form>
      </section>
    </Layout>
  );
}

/** The answer to a rotation: the new key, shown this once. */
export function KeyIssuedPage(props: { session: ConsoleSession; apiKey: string; previousKeyPrefix: string | null; previousKeyExpiresAt: Date }) {
  return (
    <Layout title="Your new API key" session={props.session} section="keys">
      <section class="panel" aria-labelledby="page-title">
        <h1 id="page-title">Your new API key</h1>
        <p class="notice notice--success" role="status">
          Copy it now and store it securely: it is shown only this once.
        </p>
        <p>
          <code class="secret">{props.apiKey}</code>
        </p>
        {props.previousKeyPrefix ? (
          <p>
            The key starting <code>{props.previousKeyPrefix}…</code> keeps working until <When at={props.previousKeyExpiresAt.toISOString()} />, then stops. Roll the new key out before then.
          </p>
        ) : (
          <p>The revoked key stays revoked.</p>
        )}
        <p>
          <a class="button" href="/console/keys">
            Back to API keys
          </a>
        </p>
      </section>
    </Layout>
  );
}
