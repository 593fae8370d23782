import type { AccessoryRow } from "../../db/queries/accessories";
import { changedByLabel } from "../../domain/changed-by";
import { dollarsField } from "../format";
import type { PortalSession } from "../portal-env";
import { changedText, MoneyField } from "./form-parts";
import { ErrorSummary, SavedNotice, type FormProblem } from "../../web/pages/form-parts";
import { Layout } from "./layout";

/** A form as typed, when it was refused: the row's id, or "new" for the add form. */
export interface AccessoryEdit {
  id: string;
  name: string;
  price: string;
  errors: { name?: string; price?: string };
}

/** The dealership's accessories: each row saves or goes on its own; a form below adds one. */
export function AccessoriesPage(props: { session: PortalSession; rows: AccessoryRow[]; notice?: string | undefined; edit?: AccessoryEdit | undefined }) {
  const { rows, edit } = props;
  const state = props.session.dealershipState;
  const adding = edit?.id === "new" ? edit : undefined;
  return (
    <Layout title="Accessories" session={props.session} section="accessories">
      <div class="page-head">
        <h1 id="page-title">Accessories</h1>
        <p class="lead">What fleet clients can ask for with a quote, at your price. A quote asked for after a change uses the new price; quotes already priced keep theirs.</p>
      </div>
      <ErrorSummary problems={edit ? accessoryProblems(edit, rows.find((row) => row.id === edit.id)) : []} />
      {props.notice && <SavedNotice>{props.notice}</SavedNotice>}
      {rows.length === 0 ? (
        <p class="panel">Your dealership offers no accessories yet. Add one below.</p>
      ) : (
        <div class="table-wrap">
          <table class="data-table accessory-table">
            <caption class="visually-hidden">Your accessories, in name order</caption>
            <thead>
              <tr>
                <th scope="col">Accessory name</th>
                <th scope="col">Accessory price</th>
                <th scope="col">
                  <span class="visually-hidden">Save or remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const typed = edit?.id === row.id ? edit : undefined;
                const form = `accessory-${row.id}`;
                const changed = changedText(row.updatedAt, changedByLabel(row.updatedBy, row.updatedByKeyPrefix), state);
                return (
                  <tr>
                    <td data-label="Accessory name" class="accessory-name">
                      <div class={typed?.errors.name ? "field field--invalid" : "field"}>
                        <label for={`name-${row.id}`} class="visually-hidden">
                          Accessory name of {row.name}
                        </label>
                        {typed?.errors.name && (
                          <p class="field-error" id={`name-${row.id}-error`}>
                            {typed.errors.name}
                          </p>
                        )}
                        <input
                          id={`name-${row.id}`}
                          name="name"
                          type="text"
                          maxlength={200}
                          form={form}
                          value={typed?.name ?? row.name}
                          aria-describedby={typed?.errors.name ? `name-${row.id}-error` : undefined}
                          aria-invalid={typed?.errors.name ? "true" : undefined}
                        />
                        {changed && <span class="fine-print row-changed">{changed}</span>}
                      </div>
                    </td>
                    <td data-label="Accessory price">
                      <MoneyField id={`price-${row.id}`} name="price" label={`Accessory price of ${row.name}`} hiddenLabel form={form} value={typed?.price ?? dollarsField(row.priceCents)} error={typed?.errors.price} />
                    </td>
                    <td class="row-action">
                      <form id={form} method="post" action={`/dealer/accessories/${row.id}`} class="inline-form row-buttons">
                        <button type="submit" name="intent" value="save" class="button">
                          Save
                        </button>
                        <button type="submit" name="intent" value="remove" class="button button--quiet">
                          Remove
                        </button>
                      </form>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <section class="panel" aria-labelledby="add-accessory-title">
        <h2 id="add-accessory-title">Add an accessory</h2>
        <form method="post" action="/dealer/accessories" class="stack" novalidate>
          <div class={adding?.errors.name ? "field field--invalid" : "field"}>
            <label for="new-accessory-name">Accessory name</label>
            {adding?.errors.name && (
              <p class="field-error" id="new-accessory-name-error">
                {adding.errors.name}
              </p>
            )}
            <input
              id="new-accessory-name"
              name="name"
              type="text"
              maxlength={200}
              value={adding?.name ?? ""}
              aria-describedby={adding?.errors.name ? "new-accessory-name-error" : undefined}
              aria-invalid={adding?.errors.name ? "true" : undefined}
            />
          </div>
          <MoneyField id="new-accessory-price" name="price" label="Accessory price" value={adding?.price ?? ""} error={adding?.errors.price} hint="GST included, as the client pays it." />
          <button type="submit" class="button button--primary">
            Add accessory
          </button>
        </form>
      </section>
    </Layout>
  );
}

/** A refused accessory form in the error summary: each field's problem, linking to it (a row's named by the accessory as saved). */
function accessoryProblems(edit: AccessoryEdit, row: AccessoryRow | undefined): FormProblem[] {
  const ids = edit.id === "new" ? { name: "new-accessory-name", price: "new-accessory-price" } : { name: `name-${edit.id}`, price: `price-${edit.id}` };
  const of = row ? ` of ${row.name}` : "";
  const problems: FormProblem[] = [];
  if (edit.errors.name) problems.push({ field: ids.name, text: `Accessory name${of}: ${edit.errors.name}` });
  if (edit.errors.price) problems.push({ field: ids.price, text: `Accessory price${of}: ${edit.errors.price}` });
  return problems;
}
