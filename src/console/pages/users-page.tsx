import type { ConsoleUserRow } from "../../db/queries/console-users";
import { MAX_CONSOLE_USERS } from "../../schemas/console-users";
import { SavedNotice } from "../../web/pages/form-parts";
import type { ConsoleSession } from "../console-env";
import { Layout } from "./layout";
import { WhenShort } from "./parts";

/** Who may sign in: the contact address always, the console users added; add one, remove one. */
export function UsersPage(props: { session: ConsoleSession; contactEmail: string; users: ConsoleUserRow[]; email?: string; emailError?: string | undefined; notice?: string | undefined }) {
  const { emailError } = props;
  return (
    <Layout title="Console users" session={props.session} section="users">
      <div class="page-head">
        <h1 id="page-title">Console users</h1>
        <p class="lead">Who may sign in to this console. Each signs in with a link e-mailed to their address.</p>
      </div>
      {props.notice && <SavedNotice>{props.notice}</SavedNotice>}
      <div class="table-wrap">
        <table class="quote-table">
          <caption class="visually-hidden">Addresses that may sign in</caption>
          <thead>
            <tr>
              <th scope="col">Address</th>
              <th scope="col">Added</th>
              <th scope="col">
                <span class="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row" data-label="Address">
                <span class="email">{props.contactEmail}</span>
                <span class="row-changed">Your organisation's contact address: it always may sign in</span>
              </th>
              <td data-label="Added">When your organisation registered</td>
              <td class="row-action" />
            </tr>
            {props.users.map((user) => (
              <tr>
                <th scope="row" data-label="Address">
                  <span class="email">{user.email}</span>
                  {user.id === props.session.consoleUserId && <span class="row-changed">You</span>}
                </th>
                <td data-label="Added">
                  <WhenShort at={user.createdAt} />
                </td>
                <td class="row-action">
                  <form method="post" action={`/console/users/${user.id}/remove`} class="inline-form">
                    <button type="submit" class="button button--quiet" aria-label={`Remove ${user.email}`}>
                      Remove
                    </button>
                  </form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section class="panel panel--form add-user" aria-labelledby="add-title">
        <h2 id="add-title">Add a console user</h2>
        <form method="post" action="/console/users" class="stack" novalidate>
          <div class={emailError ? "field field--invalid" : "field"}>
            <label for="email">E-mail address</label>
            <p class="hint" id="email-hint">
              They can then ask for a sign-in link at this console's address. At most {MAX_CONSOLE_USERS} addresses. Removing one signs it out at once.
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
              autocomplete="off"
              value={props.email ?? ""}
              aria-describedby={emailError ? "email-hint email-error" : "email-hint"}
              aria-invalid={emailError ? "true" : undefined}
            />
          </div>
          <button type="submit" class="button button--primary">
            Add
          </button>
        </form>
      </section>
    </Layout>
  );
}
